import Papa from 'papaparse'
import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import type { Range } from './date-range'
import { getMerchant } from './merchants'
import { DAY_MS } from './time'

/*
 * Transaction reports streamed in keyset-paginated batches: no open SQLite iterator spans an
 * await (the connection stays usable by other requests), memory stays flat whatever the range,
 * and the pull-based ReadableStream only reads the next batch when the client has taken the last.
 * Rows are fetched in raw (array) mode with the report's columns already in order: building a
 * JS object per row cost more than the query itself.
 */

export type ReportQuery = {
  merchantId: number
  type: 'both' | 'payin' | 'payout'
  status?: string
  range: Required<{ [K in keyof Range]: number }>
  format: 'csv' | 'json'
}

type Cell = string | number | null
/** One report row: the COLUMNS cells, then created_at (ms) and id for the keyset. */
type RawRow = Cell[]

const BATCH = 1000

const COLUMNS: [key: string, header: string, rates?: boolean][] = [
  ['type', 'Type'],
  ['id', 'Transaction ID'],
  ['reference', 'Order / Reference ID'],
  ['amount', 'Amount'],
  ['fee', 'Fee', true],
  ['net_amount', 'Net Amount', true],
  ['currency', 'Currency'],
  ['status', 'Status'],
  ['utr', 'UTR'],
  ['name', 'Customer / Beneficiary Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['account', 'Account / VPA'],
  ['ifsc', 'IFSC'],
  ['description', 'Description / Remarks'],
  ['created_at', 'Created At'],
  ['updated_at', 'Updated At'],
  // Tells counter sales from payment links (issue 13); empty for payouts.
  ['channel', 'Channel'],
]
/** After the COLUMNS cells: created_at in ms and the id, for the keyset and the merge. */
const CREATED = 18
const KEY_ID = 19

const MONEY = 'amount / 100.0, fee / 100.0, net_amount / 100.0'

/*
 * SELECT lists producing the COLUMNS cells in order, then created_at (ms) and id. Rupees are
 * computed by SQLite. Constant cells are NULL placeholders filled in JS (a text constant from
 * SQLite is a new JS string on every row), and the two times come as ms and are formatted by
 * isoFormatter: strftime() in SQLite plus its string cost ~30 % of the row fetch (decision 013).
 */
const SELECTS = {
  // A counter payin has no customer (stored as ''): its name and email cells are empty (null).
  payins: `NULL, transaction_id, order_id, ${MONEY}, currency, status, utr, NULLIF(customer_name, ''),
    NULLIF(customer_email, ''), customer_phone, upi_id, NULL, description, created_at, updated_at,
    channel, created_at, id`,
  payouts: `NULL, payout_id, reference_id, ${MONEY}, NULL, status, utr_number, beneficiary_name,
    beneficiary_email, beneficiary_phone, COALESCE(beneficiary_vpa, beneficiary_account), beneficiary_ifsc,
    remarks, created_at, updated_at, NULL, created_at, id`,
} as const
// Cells filled in JS (indexes into a row; CREATED above is the raw ms key after the cells).
const TYPE_CELL = 0
const CURRENCY_CELL = 6
const CREATED_CELL = 15
const UPDATED_CELL = 16

/**
 * Date#toISOString text for epoch ms ≥ 0, with the day's 'YYYY-MM-DDT' computed once per day:
 * report rows come in time order, so nearly every call reuses it. Same output as toISOString
 * (tests/server/lists-reports.test.ts compares them), about 10× cheaper per call.
 */
export function isoFormatter(): (ms: number) => string {
  let dayStart = Number.NaN
  let day = ''
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`)
  return (ms) => {
    let rest = ms % DAY_MS
    if (ms - rest !== dayStart) {
      dayStart = ms - rest
      day = new Date(dayStart).toISOString().slice(0, 11)
    }
    const h = Math.floor(rest / 3_600_000)
    rest -= h * 3_600_000
    const m = Math.floor(rest / 60_000)
    rest -= m * 60_000
    const s = Math.floor(rest / 1000)
    const milli = rest - s * 1000
    return `${day}${two(h)}:${two(m)}:${two(s)}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`
  }
}

type Cursor = { next(): RawRow[] }

function keysetCursor(db: Db, table: 'payins' | 'payouts', q: ReportQuery): Cursor {
  const statusSql = q.status ? 'AND status = ?' : ''
  // One upper bound only (the last row's created_at), so each batch seeks straight to where the
  // previous one stopped instead of re-walking the index from the top of the range; ties on
  // created_at are broken by id.
  const sql = `SELECT ${SELECTS[table]} FROM ${table} WHERE merchant_id = ? ${statusSql}
    AND created_at >= ? AND created_at <= ? AND NOT (created_at = ? AND id >= ?)
    ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`
  const statement = stmt(db, sql)
  const type = table === 'payins' ? 'payin' : 'payout'
  const iso = isoFormatter()
  let lastCreated = q.range.to - 1
  let lastId = Number.MAX_SAFE_INTEGER
  let done = false
  return {
    next() {
      if (done) return []
      const params = [q.merchantId, ...(q.status ? [q.status] : []), q.range.from]
      // raw(): arrays instead of objects; statement is cached, so reset the mode right after.
      const rows = statement.raw(true).all(...params, lastCreated, lastCreated, lastId) as RawRow[]
      statement.raw(false)
      for (const row of rows) {
        row[TYPE_CELL] = type
        row[CURRENCY_CELL] ??= 'INR' // payouts have no currency column
        row[CREATED_CELL] = iso(row[CREATED_CELL] as number)
        row[UPDATED_CELL] = iso(row[UPDATED_CELL] as number)
      }
      const tail = rows[rows.length - 1]
      if (!tail || rows.length < BATCH) done = true
      if (tail) {
        lastCreated = tail[CREATED] as number
        lastId = tail[KEY_ID] as number
      }
      return rows
    },
  }
}

/** Newest-first merge of two newest-first cursors. */
function merged(a: Cursor | null, b: Cursor | null): Cursor {
  if (!a || !b) return a ?? b ?? { next: () => [] }
  let bufA: RawRow[] = []
  let bufB: RawRow[] = []
  let iA = 0
  let iB = 0
  let endA = false
  let endB = false
  return {
    next() {
      const out: RawRow[] = []
      while (out.length < BATCH) {
        if (!endA && iA >= bufA.length) {
          ;[bufA, iA] = [a.next(), 0]
          endA = bufA.length === 0
        }
        if (!endB && iB >= bufB.length) {
          ;[bufB, iB] = [b.next(), 0]
          endB = bufB.length === 0
        }
        const headA = endA ? undefined : bufA[iA]
        const headB = endB ? undefined : bufB[iB]
        if (!headA && !headB) break
        if (headA && (!headB || (headA[CREATED] as number) >= (headB[CREATED] as number))) {
          out.push(headA)
          iA++
        } else if (headB) {
          out.push(headB)
          iB++
        }
      }
      return out
    },
  }
}

/**
 * Spreadsheet formula neutralisation (OWASP CSV injection): a text cell starting with = + - @, tab
 * or CR gets a leading apostrophe (and quotes) so Excel/Sheets show it as text instead of
 * evaluating it. Numbers are data, never prefixed. Papa Parse applies it while writing each cell;
 * its default pattern (/^[=+\-@\t\r].*$/) misses a cell with a line break, this one does not.
 */
export const FORMULA_START = /^[=+\-@\t\r]/

/**
 * CSV rows by Papa Parse: RFC 4180 quoting (delimiter, quote, CR/LF, edge spaces), null → empty,
 * numbers as JS prints them. Measured ~2× faster than csv-stringify's sync API on these rows
 * (which, with its garbage, was the largest cost after SQLite's row fetch): decision 013.
 */
function csvLines(rows: Cell[][]): string {
  return `${Papa.unparse(rows, { newline: '\n', escapeFormulae: FORMULA_START })}\n`
}

/** Final cells in COLUMNS order, without the hidden rate columns. */
function finish(row: RawRow, keep: number[]): Cell[] {
  // In place when every column is kept (the common case): one array per row, not two.
  const cells = keep.length === COLUMNS.length ? row : keep.map((i) => row[i] ?? null)
  cells.length = keep.length
  return cells
}

export function reportStream(db: Db, q: ReportQuery): ReadableStream<Uint8Array> {
  const showRates = getMerchant(db, q.merchantId).show_rates_to_merchant === 1
  const keep = COLUMNS.flatMap(([, , rates], i) => (!rates || showRates ? [i] : []))
  const keys = keep.map((i) => COLUMNS[i]?.[0] ?? '')
  const cursor = merged(
    q.type === 'payout' ? null : keysetCursor(db, 'payins', q),
    q.type === 'payin' ? null : keysetCursor(db, 'payouts', q),
  )
  const encoder = new TextEncoder()
  let started = false
  let first = true
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const rows = cursor.next().map((row) => finish(row, keep))
        let chunk = ''
        if (!started) {
          started = true
          chunk +=
            q.format === 'csv'
              ? csvLines([keep.map((i) => COLUMNS[i]?.[1] ?? '')])
              : '{"success":true,"data":['
        }
        if (q.format === 'csv') {
          if (rows.length > 0) chunk += csvLines(rows)
        } else {
          for (const cells of rows) {
            chunk +=
              (first ? '' : ',') +
              JSON.stringify(Object.fromEntries(keys.map((k, i) => [k, cells[i]])))
            first = false
          }
          if (rows.length === 0) chunk += ']}'
        }
        if (chunk) controller.enqueue(encoder.encode(chunk))
        if (rows.length === 0) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}
