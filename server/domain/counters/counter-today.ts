import { payinOutletCondition, rowOutletCondition, type OutletScope } from '../outlets/outlet-scope'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { toRupees } from '../core/money'
import type { PayinRow } from '../core/payin-row'
import { DAY_MS, istDate, istDayStart } from '../core/time'

/*
 * GET /payin/counter/today: the merchant's counter payins created on today's IST calendar day
 * (docs/api-contract.md), sales and standing-QR payments (decision 078). Each query reads the
 * partial indexes payins_counter_created (migration 6) and payins_qr_created (migration 26), one
 * per channel: a literal `channel = '…'` per branch is what lets SQLite use them (an IN would not).
 */

/** `sql` once per counter-side channel, joined by UNION ALL (`$channel` is the literal). */
function perChannel(sql: string): string {
  return ['counter', 'qr']
    .map((channel) => sql.replaceAll('$channel', `'${channel}'`))
    .join(' UNION ALL ')
}

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

/** The SQL and arguments of an outlet scope inside each channel's part (once per channel). */
function outletPart(outlets: OutletScope | null) {
  const condition = payinOutletCondition(outlets)
  return {
    sql: condition ? ` AND ${condition.sql}` : '',
    params: (merchantId: number, from: number, to: number) =>
      [merchantId, from, to, ...(condition?.params ?? [])] as unknown[],
  }
}

/** outlets: a limited person's (decision 080); null for the whole business. */
export function counterToday(
  db: Db,
  merchantId: number,
  now = Date.now(),
  outlets: OutletScope | null = null,
): CounterToday {
  const date = istDate(now)
  const from = istDayStart(date) ?? now
  const to = from + DAY_MS
  const outlet = outletPart(outlets)
  const params = outlet.params(merchantId, from, to)
  const totals = stmt(
    db,
    `SELECT COALESCE(SUM(n), 0) AS n, COALESCE(SUM(amount), 0) AS amount FROM (${perChannel(
      `SELECT COUNT(*) AS n, SUM(amount) AS amount FROM payins
       WHERE merchant_id = ? AND channel = $channel AND created_at >= ? AND created_at < ?
         AND status = 'success'${outlet.sql}`,
    )})`,
  ).get(...params, ...params) as { n: number; amount: number }
  const rows = stmt(
    db,
    `SELECT * FROM (${perChannel(
      `SELECT * FROM (SELECT * FROM payins
       WHERE merchant_id = ? AND channel = $channel AND created_at >= ? AND created_at < ?${outlet.sql}
       ORDER BY created_at DESC, id DESC LIMIT ${LATEST_COUNTER_PAYMENTS})`,
    )}) ORDER BY created_at DESC, id DESC LIMIT ${LATEST_COUNTER_PAYMENTS}`,
  ).all(...params, ...params) as PayinRow[]
  return {
    date,
    timezone: 'Asia/Kolkata',
    total_amount: toRupees(totals.amount),
    count: totals.n,
    rows,
  }
}

export type CounterFigures = { total_amount: number; count: number }

/**
 * GET /merchant/counters/today: today's (IST) successful counter and standing-QR payins per counter, every counter
 * listed (zero included), and those of no counter (an API key's, or made before counters). One
 * grouped read of the same partial index as counterToday.
 */
export function todayByCounter(
  db: Db,
  merchantId: number,
  now = Date.now(),
  outlets: OutletScope | null = null,
) {
  const date = istDate(now)
  const from = istDayStart(date) ?? now
  const outlet = outletPart(outlets)
  const params = outlet.params(merchantId, from, from + DAY_MS)
  const sums = stmt(
    db,
    `SELECT counter_id, SUM(n) AS n, SUM(amount) AS amount FROM (${perChannel(
      `SELECT counter_id, COUNT(*) AS n, SUM(amount) AS amount FROM payins
       WHERE merchant_id = ? AND channel = $channel AND created_at >= ? AND created_at < ?
         AND status = 'success'${outlet.sql}
       GROUP BY counter_id`,
    )}) GROUP BY counter_id`,
  ).all(...params, ...params) as {
    counter_id: string | null
    n: number
    amount: number
  }[]
  const by = new Map(sums.map((s) => [s.counter_id, s]))
  const figures = (id: string | null): CounterFigures => {
    const s = by.get(id)
    return { total_amount: s ? toRupees(s.amount) : 0, count: s?.n ?? 0 }
  }
  const inOutlets = rowOutletCondition(outlets)
  const counters = stmt(
    db,
    `SELECT counter_id, name FROM counters WHERE merchant_id = ?${inOutlets ? ` AND ${inOutlets.sql}` : ''}
     ORDER BY created_at, id`,
  ).all(merchantId, ...(inOutlets?.params ?? [])) as { counter_id: string; name: string }[]
  return {
    date,
    timezone: 'Asia/Kolkata' as const,
    counters: counters.map((c) => ({
      counter_id: c.counter_id,
      name: c.name,
      ...figures(c.counter_id),
    })),
    unassigned: figures(null),
  }
}
