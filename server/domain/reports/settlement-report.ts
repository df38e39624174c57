import type { Db } from '../../db/connection'
import { csvFile } from '../core/csv-file'
import { istFormatter } from './report-columns'
import { batchOf } from '../settlements/settlement'
import type { SettlementRow } from '../settlements/settlement-row'
import {
  allBatchEvents,
  type SettlementEvent,
  type SettlementEventKind,
} from '../settlements/settlement-events'
import { xlsxFile, type XlsxColumn } from '../core/xlsx-file'

/*
 * The settlement report (decision 053): one signed row per money event of the settlement's ledger
 * batch. Gross + Fee + CGST + SGST + IGST + GST Rounding = Net on every row (fees and taxes negative), and the
 * rows' Net adds up to the settlement's net to the paisa. The CSV is for software (event codes,
 * ISO times); the workbook is for people (the screen's words, real dates, ids as text).
 */

export const SETTLEMENT_REPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Settlement ID', kind: 'text', width: 22 },
  { header: 'Event', kind: 'text', width: 26 },
  { header: 'Transaction ID', kind: 'text', width: 22 },
  { header: 'Order ID', kind: 'text', width: 22 },
  { header: 'Reference', kind: 'text', width: 22 },
  { header: 'UTR', kind: 'text', width: 15 },
  { header: 'Date (IST)', kind: 'date' },
  { header: 'Gross (INR)', kind: 'money' },
  { header: 'Fee (INR)', kind: 'money' },
  { header: 'CGST (INR)', kind: 'money' },
  { header: 'SGST (INR)', kind: 'money' },
  { header: 'IGST (INR)', kind: 'money' },
  { header: 'GST Rounding (INR)', kind: 'money' },
  { header: 'Net (INR)', kind: 'money' },
]

/** The screen's words for each event (files for people); the CSV keeps the codes. */
export const EVENT_WORDS: Record<SettlementEventKind, string> = {
  payment: 'Payment',
  refund: 'Refund to customer (automatic)',
  refund_reversal: 'Refund returned',
  adjustment: 'Adjustment',
}

const rupees = (paise: number) => paise / 100

function cells(
  settlementId: string,
  e: SettlementEvent,
  words: boolean,
  when: (ms: number) => string | number,
) {
  return [
    settlementId,
    words ? EVENT_WORDS[e.kind] : e.kind,
    e.transactionId,
    e.orderId,
    e.referenceId,
    e.utr,
    when(e.at),
    rupees(e.gross),
    rupees(e.fee),
    rupees(e.cgst),
    rupees(e.sgst),
    rupees(e.igst),
    rupees(e.rounding),
    rupees(e.net),
  ]
}

export function settlementReport(
  db: Db,
  settlement: SettlementRow,
  format: 'csv' | 'xlsx',
): ReadableStream<Uint8Array> {
  const batches = allBatchEvents(db, batchOf(settlement))
  const id = settlement.settlement_id
  const pull = (words: boolean, when: (ms: number) => string | number) => () => {
    const next = batches.next()
    return next.done ? [] : next.value.map((e) => cells(id, e, words, when))
  }
  if (format === 'xlsx') {
    return xlsxFile(
      'Settlement',
      SETTLEMENT_REPORT_COLUMNS,
      pull(true, (ms) => ms),
    )
  }
  return csvFile(
    SETTLEMENT_REPORT_COLUMNS.map((c) => c.header),
    pull(false, istFormatter()),
  )
}
