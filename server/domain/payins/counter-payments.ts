import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { CounterRow } from '../counters/counters'
import { openShiftOf } from '../counters/shifts'
import { toRupees } from '../core/money'
import type { PayinRow } from '../core/payin-row'
import { DAY_MS, istDate, istDayStart, iso } from '../core/time'
import { refundStatus } from './payin-refund-state'

/*
 * GET /counter/payments (decision 078): what a Speaker announces and reads back after a
 * reconnect — today's (IST) successful payments of one counter, its sales and its standing-QR
 * payments alike, with the open shift's total. Every read goes through payins_counter
 * (merchant_id, counter_id, created_at) or payins_shift, so a busy day costs a range, not a scan.
 */

export const COUNTER_PAYMENTS_LIMIT = 100

/** The row as read: a payin's own columns (PayinRow), of the two channels a counter is paid on. */
type Row = Pick<
  PayinRow,
  | 'transaction_id'
  | 'amount'
  | 'customer_name'
  | 'payer_vpa'
  | 'utr'
  | 'created_at'
  | 'updated_at'
  | 'refunded_amount'
> & { channel: 'counter' | 'qr'; status: 'success' }

export type CounterPayment = Omit<Row, 'created_at' | 'updated_at'> & {
  paid_at: string | null
  refund_status: ReturnType<typeof refundStatus>
}

/** The literal channels and status keep the plan on the counter's index range (a test checks). */
export const COUNTER_TODAY_WHERE = `merchant_id = ? AND counter_id = ? AND created_at >= ? AND created_at < ?
  AND status = 'success' AND channel IN ('counter', 'qr')`

export function counterPayments(db: Db, counter: CounterRow, now = Date.now()) {
  const date = istDate(now)
  const from = istDayStart(date) ?? now
  const args = [counter.merchant_id, counter.counter_id, from, from + DAY_MS] as const
  const totals = stmt(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(COALESCE(amount_inr, amount)), 0) AS amount
     FROM payins WHERE ${COUNTER_TODAY_WHERE}`,
  ).get(...args) as { n: number; amount: number }
  const rows = stmt(
    db,
    `SELECT transaction_id, amount, channel, customer_name, payer_vpa, utr, status, created_at,
       updated_at, refunded_amount
     FROM payins WHERE ${COUNTER_TODAY_WHERE}
     ORDER BY created_at DESC, id DESC LIMIT ${COUNTER_PAYMENTS_LIMIT}`,
  ).all(...args) as Row[]
  const shift = openShiftOf(db, counter.id)
  const shiftTotal = shift
    ? (
        stmt(
          db,
          `SELECT COALESCE(SUM(COALESCE(amount_inr, amount)), 0) AS amount FROM payins
           WHERE merchant_id = ? AND shift_id = ? AND status = 'success'`,
        ).get(counter.merchant_id, shift.shift_id) as { amount: number }
      ).amount
    : 0
  return {
    date,
    timezone: 'Asia/Kolkata' as const,
    total_amount: toRupees(totals.amount),
    count: totals.n,
    shift: shift
      ? {
          shift_id: shift.shift_id,
          number: shift.number,
          opened_at: iso(shift.opened_at),
          total_amount: toRupees(shiftTotal),
        }
      : null,
    rows: rows.map((row): CounterPayment => ({
      transaction_id: row.transaction_id,
      amount: toRupees(row.amount),
      channel: row.channel,
      customer_name: row.customer_name,
      payer_vpa: row.payer_vpa,
      utr: row.utr,
      status: row.status,
      // A standing-QR payin is created paid; a sale was paid at its last change (a refund
      // made later moves that, and says so in refund_status).
      paid_at: iso(row.channel === 'qr' ? row.created_at : row.updated_at),
      refund_status: refundStatus(row),
      refunded_amount: toRupees(row.refunded_amount),
    })),
  }
}
