import { XMLBuilder } from 'fast-xml-parser'
import type { Db } from '../../db/connection'
import { csvFile } from '../core/csv-file'
import type { Voucher } from './journal'
import { journalCursor, type JournalQuery } from './journal-cursor'
import { istDayStartOf } from '../settlements/settlement'
import { tallyLedgerMessages } from './tally-ledgers'
import { istDate } from '../core/time'
import { xlsxFile, type XlsxColumn } from '../core/xlsx-file'

/*
 * The journal as files (decision 055): one row per posting — every ledger movement is one of
 * them — as CSV (for software), xlsx (for people: real dates, ids as text) and Tally's XML import
 * (ENVELOPE → TALLYMESSAGE → VOUCHER with ALLLEDGERENTRIES.LIST; a debit is ISDEEMEDPOSITIVE Yes
 * with a negative AMOUNT, as Tally writes them). The Tally file starts with every ledger's master
 * under its group (tally-ledgers.ts), so it imports into an empty company; a company that has
 * them keeps its own (IMPORTDUPS Ignore Duplicates).
 */

export const JOURNAL_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Date', kind: 'day' },
  { header: 'Voucher No', kind: 'text', width: 14 },
  { header: 'Voucher Type', kind: 'text', width: 12 },
  { header: 'Account', kind: 'text', width: 20 },
  { header: 'Debit (INR)', kind: 'money' },
  { header: 'Credit (INR)', kind: 'money' },
  { header: 'Narration', kind: 'text', width: 60 },
  { header: 'Reference', kind: 'text', width: 22 },
  { header: 'UTR', kind: 'text', width: 15 },
  // A payment's outlet (decision 080); empty on every other line. Last, so older imports that
  // read the columns by position keep working.
  { header: 'Outlet', kind: 'text', width: 20 },
]

type Cell = string | number | null

function rows(vouchers: Voucher[], date: (at: number) => Cell): Cell[][] {
  const out: Cell[][] = []
  for (const v of vouchers) {
    const day = date(v.at)
    for (const p of v.postings) {
      out.push([
        day,
        v.number,
        v.type,
        p.account,
        p.debit ? p.debit / 100 : null,
        p.credit ? p.credit / 100 : null,
        v.narration,
        v.reference,
        v.utr,
        v.outlet,
      ])
    }
  }
  return out
}

export function journalCsv(db: Db, q: JournalQuery): ReadableStream<Uint8Array> {
  const cursor = journalCursor(db, q)
  return csvFile(
    JOURNAL_COLUMNS.map((c) => c.header),
    () => rows(cursor.next(), istDate),
  )
}

export function journalXlsx(db: Db, q: JournalQuery): ReadableStream<Uint8Array> {
  const cursor = journalCursor(db, q)
  // A day cell: the instant of the IST day's start, written as that day's date.
  return xlsxFile('Journal', JOURNAL_COLUMNS, () => rows(cursor.next(), istDayStartOf))
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@' })

/** Tally's amount: rupees with two decimals, negative for a debit. */
function tallyAmount(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function tallyVoucher(v: Voucher): string {
  return builder.build({
    TALLYMESSAGE: {
      '@xmlns:UDF': 'TallyUDF',
      VOUCHER: {
        '@VCHTYPE': v.type,
        '@ACTION': 'Create',
        DATE: istDate(v.at).replaceAll('-', ''),
        VOUCHERTYPENAME: v.type,
        VOUCHERNUMBER: v.number,
        REFERENCE: v.reference,
        NARRATION: v.narration,
        'ALLLEDGERENTRIES.LIST': v.postings.map((p) => ({
          LEDGERNAME: p.account,
          ISDEEMEDPOSITIVE: p.debit > 0 ? 'Yes' : 'No',
          AMOUNT: tallyAmount(p.debit > 0 ? -p.debit : p.credit),
        })),
      },
    },
  }) as string
}

const TALLY_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>' +
  '<BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME>' +
  '<STATICVARIABLES><IMPORTDUPS>Ignore Duplicates</IMPORTDUPS></STATICVARIABLES></REQUESTDESC><REQUESTDATA>\n' +
  tallyLedgerMessages()
    .map((message) => `${builder.build({ TALLYMESSAGE: message }) as string}\n`)
    .join('')
const TALLY_TAIL = '</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n'

export function journalTally(db: Db, q: JournalQuery): ReadableStream<Uint8Array> {
  const cursor = journalCursor(db, q)
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const vouchers = cursor.next()
        let chunk = started ? '' : TALLY_HEAD
        started = true
        for (const v of vouchers) chunk += `${tallyVoucher(v)}\n`
        if (vouchers.length === 0) chunk += TALLY_TAIL
        controller.enqueue(encoder.encode(chunk))
        if (vouchers.length === 0) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}
