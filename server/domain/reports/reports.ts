import type { Db } from '../../db/connection'
import { maskEmail, maskPhone } from '../core/contact-mask'
import { CSV_BOM, csvLines } from '../core/csv'
import { getMerchant } from '../merchants/merchants'
import { COLUMNS, type RawRow } from './report-columns'
import { keysetCursor, merged, type Cursor } from './report-cursor'
import { refundCursor } from './report-refunds'
import { xlsxStream } from './report-xlsx'
import type { Cell, ReportQuery, ReportRows } from './report-query'

/*
 * Transaction reports streamed in batches (server/domain/reports/report-cursor.ts): the pull-based
 * ReadableStream only reads the next batch when the client has taken the last. CSV and JSON are
 * written here, Excel (.xlsx) by report-xlsx.ts; the columns are report-columns.ts (decision 030).
 */

export { istFormatter } from './report-columns'

/** Final cells in COLUMNS order, without the hidden rate columns. */
function finish(row: RawRow, keep: number[]): Cell[] {
  // In place when every column is kept (the common case): one array per row, not two.
  const cells = keep.length === COLUMNS.length ? row : keep.map((i) => row[i] ?? null)
  cells.length = keep.length
  return cells
}

const EMAIL_CELL = COLUMNS.findIndex((column) => column.key === 'email')
const PHONE_CELL = COLUMNS.findIndex((column) => column.key === 'phone')

/**
 * A Viewer's report (decision 072): the Email and Phone columns masked on every row, a payout
 * beneficiary's too, since an export is what leaves the portal.
 */
function maskContacts(row: RawRow): RawRow {
  const email = row[EMAIL_CELL]
  const phone = row[PHONE_CELL]
  if (typeof email === 'string' && email) row[EMAIL_CELL] = maskEmail(email)
  if (typeof phone === 'string' && phone) row[PHONE_CELL] = maskPhone(phone)
  return row
}

/** The report's kept columns (rates hidden for some merchants) and its rows, batch by batch. */
export function reportRows(db: Db, q: ReportQuery): ReportRows {
  const showRates = getMerchant(db, q.merchantId).show_rates_to_merchant === 1
  const keep = COLUMNS.flatMap((column, i) => (!column.rates || showRates ? [i] : []))
  const want = (type: ReportQuery['type']) => q.type === 'both' || q.type === type
  const cursor: Cursor = merged(
    merged(
      want('payin') ? keysetCursor(db, 'payins', q) : null,
      want('payout') ? keysetCursor(db, 'payouts', q) : null,
    ),
    want('refund') ? refundCursor(db, q) : null,
  )
  const shape = q.maskContacts
    ? (row: RawRow) => finish(maskContacts(row), keep)
    : (row: RawRow) => finish(row, keep)
  return { keep, next: () => cursor.next().map(shape) }
}

export function reportStream(db: Db, q: ReportQuery): ReadableStream<Uint8Array> {
  const rows = reportRows(db, q)
  if (q.format === 'xlsx') return xlsxStream(rows)
  const keys = rows.keep.map((i) => COLUMNS[i]?.key ?? '')
  const encoder = new TextEncoder()
  let started = false
  let first = true
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const batch = rows.next()
        let chunk = ''
        if (!started) {
          started = true
          chunk +=
            q.format === 'csv'
              ? CSV_BOM + csvLines([rows.keep.map((i) => COLUMNS[i]?.header ?? '')])
              : '{"success":true,"data":['
        }
        if (q.format === 'csv') {
          if (batch.length > 0) chunk += csvLines(batch)
        } else {
          for (const cells of batch) {
            chunk +=
              (first ? '' : ',') +
              JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, cells[i]])))
            first = false
          }
          if (batch.length === 0) chunk += ']}'
        }
        if (chunk) controller.enqueue(encoder.encode(chunk))
        if (batch.length === 0) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}
