import type { Cell } from './report-query'
import { DAY_MS, IST_OFFSET_MS } from '../core/time'

/*
 * The transaction report's columns (decision 030). Every money column says its currency: a
 * payin's own Amount and Currency, then its INR figure (what every INR total sums). 'Net Amount'
 * used to be amount − fee for payins and amount + fee for payouts in one column; now each meaning
 * has its own, named for what it is: Net Credited (payins) and Total Debited (payouts).
 */

/** One report row: the COLUMNS cells, then created_at (ms), id and the search key (text). */
export type RawRow = Cell[]

/**
 * How a cell is written to a spreadsheet: text (ids, UTRs, accounts: never a number), money, or
 * a date (a real date cell in the workbook; IST text in CSV and JSON). `width` fits the ids.
 */
export type CellKind = 'text' | 'money' | 'date'

export type Column = {
  key: string
  header: string
  kind: CellKind
  rates?: boolean
  width?: number
}

export const COLUMNS: Column[] = [
  { key: 'type', header: 'Type', kind: 'text', width: 10 },
  { key: 'id', header: 'Transaction ID', kind: 'text', width: 24 },
  { key: 'reference', header: 'Order / Reference ID', kind: 'text', width: 26 },
  { key: 'amount', header: 'Amount', kind: 'money' },
  { key: 'currency', header: 'Currency', kind: 'text' },
  { key: 'amount_inr', header: 'Amount (INR)', kind: 'money' },
  { key: 'fee', header: 'Fee (INR)', kind: 'money', rates: true },
  // The GST included in Fee (decision 052): Fee − this is the gateway's charge.
  { key: 'fee_gst', header: 'GST in Fee (INR)', kind: 'money', rates: true },
  // Payins: Amount (INR) − Fee, what the wallet is credited. Empty for payouts.
  { key: 'net_credited', header: 'Net Credited (INR)', kind: 'money', rates: true },
  // Payouts: Amount + Fee, what leaves the wallet. Empty for payins.
  { key: 'total_debited', header: 'Total Debited (INR)', kind: 'money', rates: true },
  { key: 'status', header: 'Status', kind: 'text', width: 12 },
  { key: 'mode', header: 'Mode', kind: 'text', width: 8 },
  { key: 'failure_reason', header: 'Failure Reason', kind: 'text', width: 30 },
  { key: 'utr', header: 'UTR', kind: 'text', width: 16 },
  { key: 'name', header: 'Customer / Beneficiary Name', kind: 'text', width: 28 },
  { key: 'email', header: 'Email', kind: 'text', width: 30 },
  { key: 'phone', header: 'Phone', kind: 'text', width: 16 },
  { key: 'account', header: 'Account / VPA', kind: 'text', width: 24 },
  { key: 'ifsc', header: 'IFSC', kind: 'text', width: 13 },
  { key: 'description', header: 'Description / Remarks', kind: 'text', width: 30 },
  { key: 'created_at', header: 'Created At (IST)', kind: 'date' },
  { key: 'updated_at', header: 'Updated At (IST)', kind: 'date' },
  // Tells counter sales, standing-QR payments (decision 078) and payment links apart (decision
  // 024); empty for payouts. A standing-QR payin's Account / VPA is the payer's.
  { key: 'channel', header: 'Channel', kind: 'text', width: 10 },
  // Where a counter sale was made and by whom (decision 047); empty for links and payouts. A
  // refund row carries its payin's (where the refunded sale was made, not who refunded it).
  { key: 'counter', header: 'Counter', kind: 'text' },
  { key: 'cashier', header: 'Cashier', kind: 'text' },
  // The outlet a payin was made at (decision 080): its counter's, or the one its link named;
  // empty for a link of the whole business and for payouts. A refund row carries its payin's.
  { key: 'outlet', header: 'Outlet', kind: 'text', width: 20 },
  // Payins (decision 050): what their processed refunds gave back, and refunds still on their
  // way, at the payin's rate; empty when none (most rows: no cell to write), for payouts and for
  // refund rows (a refund row is its own line).
  { key: 'refunded', header: 'Refunded (INR)', kind: 'money' },
  { key: 'refund_pending', header: 'Refund Pending (INR)', kind: 'money' },
]
/** After the COLUMNS cells: created_at in ms and the id (keyset and merge), the search key. */
export const CREATED = COLUMNS.length
export const KEY_ID = CREATED + 1
export const SEARCH_KEY = CREATED + 2

/*
 * SELECT lists producing the COLUMNS cells in order, then created_at (ms) and id. Rupees are
 * computed by SQLite. Constant cells are NULL placeholders filled in JS (a text constant from
 * SQLite is a new JS string on every row), and the two times come as ms and are formatted by
 * istFormatter: strftime() in SQLite plus its string cost ~30 % of the row fetch (decision 035).
 */
/** The GST in a fee, in rupees: fee − fee × 100/118 half up (server/domain/core/gst.ts, in SQL). */
const FEE_GST = (t: string) => `(${t}fee - (200 * ${t}fee + 118) / 236) / 100.0`

export function selectList(table: 'payins' | 'payouts', alias = ''): string {
  const t = alias ? `${alias}.` : ''
  return table === 'payins'
    ? // A counter payin has no customer (stored as ''): its name and email cells are empty (null).
      `NULL, ${t}transaction_id, ${t}order_id, ${t}amount / 100.0, ${t}currency,
      COALESCE(${t}amount_inr, ${t}amount) / 100.0, ${t}fee / 100.0, ${FEE_GST(t)},
      ${t}net_amount / 100.0, NULL,
      ${t}status, NULL, NULL, ${t}utr, NULLIF(${t}customer_name, ''),
      NULLIF(${t}customer_email, ''), ${t}customer_phone, COALESCE(${t}payer_vpa, ${t}upi_id), NULL,
      ${t}description,
      ${t}created_at, ${t}updated_at, ${t}channel, ${t}counter_name, ${t}cashier_name,
      ${t}outlet_name,
      ROUND(NULLIF(${t}refunded_amount, 0) * COALESCE(${t}fx_rate, 1)) / 100.0,
      ROUND(NULLIF(${t}refund_pending_amount, 0) * COALESCE(${t}fx_rate, 1)) / 100.0,
      ${t}created_at, ${t}id`
    : `NULL, ${t}payout_id, ${t}reference_id, ${t}amount / 100.0, NULL, ${t}amount / 100.0,
      ${t}fee / 100.0, ${FEE_GST(t)}, NULL, ${t}net_amount / 100.0, ${t}status, ${t}mode, ${t}failure_reason,
      ${t}utr_number, ${t}beneficiary_name, ${t}beneficiary_email, ${t}beneficiary_phone,
      COALESCE(${t}beneficiary_vpa, ${t}beneficiary_account), ${t}beneficiary_ifsc, ${t}remarks,
      ${t}created_at, ${t}updated_at, NULL, NULL, NULL, NULL, NULL, NULL, ${t}created_at, ${t}id`
}

/**
 * A refund's row (decision 050), from `refunds r JOIN payins p`: money out in Total Debited (INR)
 * in the period the refund was made, and for a failed one the same amount back in Net Credited
 * (INR), so its two movements read as out and back. The customer's details are its payin's.
 */
export const REFUND_SELECT = `NULL, r.refund_id, r.reference_id, r.amount / 100.0, r.currency,
  r.amount_inr / 100.0, NULL, NULL, CASE WHEN r.status = 'failed' THEN r.amount_inr / 100.0 END,
  r.amount_inr / 100.0, r.status, NULL, r.failure_reason, r.utr, NULLIF(p.customer_name, ''),
  NULLIF(p.customer_email, ''), p.customer_phone, COALESCE(p.payer_vpa, p.upi_id), NULL,
  'Refund of ' || r.transaction_id || CASE WHEN r.automatic = 1 THEN ' (automatic)' ELSE '' END
    || COALESCE(': ' || r.reason, ''),
  r.created_at, r.updated_at, p.channel, p.counter_name, p.cashier_name, p.outlet_name, NULL, NULL,
  r.created_at, r.id`
// Cells filled in JS (indexes into a row).
export const TYPE_CELL = 0
export const CURRENCY_CELL = 4
export const STATUS_CELL = 10
export const CREATED_CELL = 20
export const UPDATED_CELL = 21
export const CHANNEL_CELL = 22

/**
 * Report times in the merchant's local time (IST, UTC+05:30, no DST) with the offset stated, to the
 * second: '2026-11-24T03:13:50+05:30' for 2026-11-23T21:43:50Z, so a spreadsheet's day is the day
 * the portal shows. The day's 'YYYY-MM-DDT' is computed once per IST day: report rows come in time
 * order, so nearly every call reuses it (tests/server/report-format.test.ts compares it with Intl's
 * Asia/Kolkata time), about 10× cheaper than building a Date per call.
 */
export function istFormatter(): (ms: number) => string {
  let dayStart = Number.NaN
  let day = ''
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`)
  return (ms) => {
    const local = ms + IST_OFFSET_MS
    let rest = local % DAY_MS
    if (local - rest !== dayStart) {
      dayStart = local - rest
      day = new Date(dayStart).toISOString().slice(0, 11)
    }
    const h = Math.floor(rest / 3_600_000)
    rest -= h * 3_600_000
    const m = Math.floor(rest / 60_000)
    rest -= m * 60_000
    return `${day}${two(h)}:${two(m)}:${two(Math.floor(rest / 1000))}+05:30`
  }
}
