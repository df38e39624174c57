import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { toRupees } from '../core/money'
import { DAY_MS, IST_OFFSET_MS, istDate, istDayStart } from '../core/time'
import { listOutlets } from '../outlets/outlet-row'
import type { OutletScope } from '../outlets/outlet-scope'
import { successRate } from './summaries'

/*
 * GET /merchant/outlets/today (decision 080): today's figures of each outlet, in IST. Summed from
 * the payins as the payments list's totals with ?outlet_id= sum them (payin-list.ts: the INR
 * figure of the successful, whatever the channel), so each row equals that list's total line to
 * the paisa; refunds as the dashboard's 'Today' counts them (made today, pending or processed,
 * not the gateway's own).
 */

const HOUR_MS = 60 * 60 * 1000

type Figures = {
  n: number
  s: number
  amount: number
  refunded: number
  best: { hour: number; amount: number } | null
  open: number
}

const ZERO: Figures = { n: 0, s: 0, amount: 0, refunded: 0, best: null, open: 0 }

function view(outletId: string | null, name: string | null, f: Figures) {
  return {
    outlet_id: outletId,
    outlet_name: name,
    collected: toRupees(f.amount),
    refunded: toRupees(f.refunded),
    net: toRupees(f.amount - f.refunded),
    count: f.n,
    success_count: f.s,
    success_rate: successRate(f.s, f.n),
    best_hour: f.best ? { hour: f.best.hour, amount: toRupees(f.best.amount) } : null,
    counters_open: f.open,
  }
}

export type OutletToday = ReturnType<typeof view>

/** outlets: a limited person's (their outlets only, and no `unassigned`); null: every outlet. */
export function outletsToday(
  db: Db,
  merchantId: number,
  outlets: OutletScope | null,
  now = Date.now(),
) {
  const date = istDate(now)
  const from = istDayStart(date) ?? now
  const to = from + DAY_MS
  // One pass over today's payins by outlet and IST hour: the day's figures and the best hour.
  const hours = stmt(
    db,
    `SELECT outlet_id, (created_at + ${IST_OFFSET_MS}) / ${HOUR_MS} % 24 AS hour, COUNT(*) AS n,
       COUNT(*) FILTER (WHERE status = 'success') AS s,
       COALESCE(SUM(COALESCE(amount_inr, amount)) FILTER (WHERE status = 'success'), 0) AS amount
     FROM payins WHERE merchant_id = ? AND created_at >= ? AND created_at < ?
     GROUP BY outlet_id, hour`,
  ).all(merchantId, from, to) as {
    outlet_id: string | null
    hour: number
    n: number
    s: number
    amount: number
  }[]
  const refunds = stmt(
    db,
    `SELECT p.outlet_id AS outlet_id, COALESCE(SUM(r.amount_inr), 0) AS amount
     FROM refunds AS r JOIN payins AS p ON p.id = r.payin_id
     WHERE r.merchant_id = ? AND r.created_at >= ? AND r.created_at < ?
       AND r.status IN ('pending', 'processed') AND r.automatic = 0
     GROUP BY p.outlet_id`,
  ).all(merchantId, from, to) as { outlet_id: string | null; amount: number }[]
  const open = stmt(
    db,
    `SELECT o.outlet_id AS outlet_id, COUNT(*) AS n FROM shifts AS s
       JOIN counters AS c ON c.id = s.counter_id JOIN outlets AS o ON o.id = c.outlet_id
     WHERE s.merchant_id = ? AND s.closed_at IS NULL GROUP BY o.outlet_id`,
  ).all(merchantId) as { outlet_id: string; n: number }[]

  const by = new Map<string | null, Figures>()
  const figures = (id: string | null) => by.get(id) ?? { ...ZERO }
  for (const row of hours) {
    const f = figures(row.outlet_id)
    f.n += row.n
    f.s += row.s
    f.amount += row.amount
    // The earliest of equal hours wins: rows come in no set order, so compare the hour too.
    if (
      row.amount > 0 &&
      (!f.best ||
        row.amount > f.best.amount ||
        (row.amount === f.best.amount && row.hour < f.best.hour))
    ) {
      f.best = { hour: row.hour, amount: row.amount }
    }
    by.set(row.outlet_id, f)
  }
  for (const row of refunds)
    by.set(row.outlet_id, { ...figures(row.outlet_id), refunded: row.amount })
  for (const row of open) by.set(row.outlet_id, { ...figures(row.outlet_id), open: row.n })

  const rows = listOutlets(db, merchantId)
    .filter((o) => outlets === null || (outlets.kind === 'outlets' && outlets.ids.includes(o.id)))
    // An archived outlet only on a day it took payments (its late payments, say).
    .filter((o) => o.archived_at === null || (by.get(o.outlet_id)?.n ?? 0) > 0)
  return {
    date,
    timezone: 'Asia/Kolkata' as const,
    outlets: rows.map((o) => view(o.outlet_id, o.name, figures(o.outlet_id))),
    unassigned: outlets === null ? view(null, null, figures(null)) : null,
  }
}
