import { stringify } from 'csv-stringify/sync'
import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import type { Range } from './date-range'
import { getMerchant } from './merchants'
import type { PayinRow } from './payins'
import type { PayoutRow } from './payouts'
import { iso } from './time'

/*
 * Transaction reports streamed in keyset-paginated batches: no open SQLite iterator spans an
 * await (the connection stays usable by other requests), memory stays flat whatever the range,
 * and the pull-based ReadableStream only reads the next batch when the client has taken the last.
 */

export type ReportQuery = {
  merchantId: number
  type: 'both' | 'payin' | 'payout'
  status?: string
  range: Required<{ [K in keyof Range]: number }>
  format: 'csv' | 'json'
}

type Row = Record<string, string | number | null>
const BATCH = 1000

type Cursor = { next(): Row[] }

function keysetCursor<T extends { id: number; created_at: number }>(
  db: Db,
  table: 'payins' | 'payouts',
  q: ReportQuery,
  toRow: (row: T) => Row,
): Cursor {
  const statusSql = q.status ? 'AND status = ?' : ''
  const sql = `SELECT * FROM ${table} WHERE merchant_id = ? ${statusSql}
    AND created_at >= ? AND created_at < ? AND (created_at < ? OR (created_at = ? AND id < ?))
    ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`
  let lastCreated = q.range.to
  let lastId = Number.MAX_SAFE_INTEGER
  let done = false
  return {
    next() {
      if (done) return []
      const params = [q.merchantId, ...(q.status ? [q.status] : []), q.range.from, q.range.to]
      const rows = stmt(db, sql).all(...params, lastCreated, lastCreated, lastId) as T[]
      const tail = rows[rows.length - 1]
      if (!tail || rows.length < BATCH) done = true
      if (tail) {
        lastCreated = tail.created_at
        lastId = tail.id
      }
      return rows.map(toRow)
    },
  }
}

const payinRow = (p: PayinRow): Row => ({
  type: 'payin',
  id: p.transaction_id,
  reference: p.order_id,
  amount: p.amount / 100,
  fee: p.fee / 100,
  net_amount: p.net_amount / 100,
  currency: p.currency,
  status: p.status,
  utr: p.utr,
  name: p.customer_name,
  email: p.customer_email,
  phone: p.customer_phone,
  account: p.upi_id,
  ifsc: null,
  description: p.description,
  created_at: iso(p.created_at),
  updated_at: iso(p.updated_at),
  _ts: p.created_at,
})

const payoutRow = (p: PayoutRow): Row => ({
  type: 'payout',
  id: p.payout_id,
  reference: p.reference_id,
  amount: p.amount / 100,
  fee: p.fee / 100,
  net_amount: p.net_amount / 100,
  currency: 'INR',
  status: p.status,
  utr: p.utr_number,
  name: p.beneficiary_name,
  email: p.beneficiary_email,
  phone: p.beneficiary_phone,
  account: p.beneficiary_vpa ?? p.beneficiary_account,
  ifsc: p.beneficiary_ifsc,
  description: p.remarks,
  created_at: iso(p.created_at),
  updated_at: iso(p.updated_at),
  _ts: p.created_at,
})

/** Newest-first merge of two newest-first cursors. */
function merged(a: Cursor | null, b: Cursor | null): Cursor {
  const bufA: Row[] = []
  const bufB: Row[] = []
  let endA = a === null
  let endB = b === null
  return {
    next() {
      const out: Row[] = []
      while (out.length < BATCH) {
        if (!endA && bufA.length === 0) {
          bufA.push(...(a?.next() ?? []))
          if (bufA.length === 0) endA = true
        }
        if (!endB && bufB.length === 0) {
          bufB.push(...(b?.next() ?? []))
          if (bufB.length === 0) endB = true
        }
        const headA = bufA[0]
        const headB = bufB[0]
        if (!headA && !headB) break
        const takeA = headA && (!headB || Number(headA._ts) >= Number(headB._ts))
        out.push((takeA ? bufA.shift() : bufB.shift()) as Row)
      }
      return out
    },
  }
}

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
]

/**
 * Spreadsheet formula neutralisation (OWASP CSV injection): a text cell starting with = + - @, tab
 * or CR gets a leading apostrophe so Excel/Sheets show it as text instead of evaluating it.
 */
export function neutralise(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

export function reportStream(db: Db, q: ReportQuery): ReadableStream<Uint8Array> {
  const showRates = getMerchant(db, q.merchantId).show_rates_to_merchant === 1
  const columns = COLUMNS.filter(([, , rates]) => !rates || showRates)
  const cursor = merged(
    q.type === 'payout' ? null : keysetCursor<PayinRow>(db, 'payins', q, payinRow),
    q.type === 'payin' ? null : keysetCursor<PayoutRow>(db, 'payouts', q, payoutRow),
  )
  const encoder = new TextEncoder()
  let started = false
  let first = true
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const rows = cursor.next()
        let chunk = ''
        if (!started) {
          started = true
          chunk +=
            q.format === 'csv' ? stringify([columns.map(([, h]) => h)]) : '{"success":true,"data":['
        }
        if (q.format === 'csv') {
          if (rows.length > 0) {
            chunk += stringify(
              rows.map((row) => columns.map(([key]) => neutralise(row[key] ?? null))),
            )
          }
        } else {
          for (const row of rows) {
            const picked = Object.fromEntries(columns.map(([key]) => [key, row[key] ?? null]))
            chunk += (first ? '' : ',') + JSON.stringify(picked)
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
