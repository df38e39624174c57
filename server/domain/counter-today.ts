import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { toRupees } from './money'
import type { PayinRow } from './payins'
import { DAY_MS, istDate, istDayStart } from './time'

/*
 * GET /payin/counter/today: the merchant's counter payins created on today's IST calendar day
 * (docs/api-contract.md, issue 13). Both queries are served by the partial index
 * payins_counter_created (migration 6), which holds counter payins only.
 */

export const LATEST_COUNTER_PAYMENTS = 5

export type CounterToday = {
  date: string
  timezone: 'Asia/Kolkata'
  /** Rupees, over today's successful counter payins (paid late included). */
  total_amount: number
  count: number
  /** Latest first, any status. */
  rows: PayinRow[]
}

export function counterToday(db: Db, merchantId: number, now = Date.now()): CounterToday {
  const date = istDate(now)
  const from = istDayStart(date) ?? now
  const to = from + DAY_MS
  // The literal channel = 'counter' is what lets SQLite use the partial index.
  const totals = stmt(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM payins
     WHERE merchant_id = ? AND channel = 'counter' AND created_at >= ? AND created_at < ?
       AND status = 'success'`,
  ).get(merchantId, from, to) as { n: number; amount: number }
  const rows = stmt(
    db,
    `SELECT * FROM payins
     WHERE merchant_id = ? AND channel = 'counter' AND created_at >= ? AND created_at < ?
     ORDER BY created_at DESC, id DESC LIMIT ${LATEST_COUNTER_PAYMENTS}`,
  ).all(merchantId, from, to) as PayinRow[]
  return {
    date,
    timezone: 'Asia/Kolkata',
    total_amount: toRupees(totals.amount),
    count: totals.n,
    rows,
  }
}
