import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { toRupees } from '../core/money'
import type { PayinRow } from '../core/payin-row'
import type { OutletScope } from '../outlets/outlet-scope'
import { DAY_MS, IST_OFFSET_MS } from '../core/time'

/*
 * Payin totals read from payin_day_totals (migration 11): one row per merchant, IST calendar day,
 * channel and status with the row count, the INR figure (decision 030) and the net amount, kept
 * exact by triggers in the transaction of every payin write. Every date filter of the API is a
 * whole IST day (server/domain/core/date-range.ts), so any filter without search text is a sum over at
 * most (days × 2 channels × 4 statuses) rows, whatever the number of payins: a merchant's whole
 * history of 60 days is 480 rows, six years ~17,000. A filter by outlets (decision 080) reads
 * payin_outlet_day_totals (migration 28, decision 081), the same figures per outlet as well.
 */

/** Paise; `success*` over the successful payins only (paid late included). */
export type PayinTotals = {
  count: number
  successCount: number
  successAmount: number
  successNet: number
}

export const NO_TOTALS: PayinTotals = { count: 0, successCount: 0, successAmount: 0, successNet: 0 }

export type TotalsFilter = {
  /** [from, to) epoch ms; IST day starts (or null for an open end). */
  from: number | null
  to: number | null
  status?: string
  channel?: PayinRow['channel']
  /** The payins of these outlets, or of none (decision 080); null or absent: every payin. */
  outlets?: OutletScope | null
}

/** The IST day number of an instant: what the table's `day` holds. */
export function istDayNumber(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS)
}

/**
 * A date bound as a day number. A bound inside a day (never from the API, whose dates are day
 * starts) rounds up, so [from, to) covers the days that start inside it.
 */
const dayBound = (ms: number) => Math.ceil((ms + IST_OFFSET_MS) / DAY_MS)

type Row = { status: string; channel: string; n: number; amount: number; net: number }

function dayRows(db: Db, merchantId: number, filter: TotalsFilter): Row[] {
  const where = ['merchant_id = ?', 'day >= ?', 'day < ?']
  const params: unknown[] = [
    merchantId,
    filter.from === null ? 0 : dayBound(filter.from),
    filter.to === null ? Number.MAX_SAFE_INTEGER : dayBound(filter.to),
  ]
  // The outlets' rows ('' holds the payins of no outlet); each outlet's days are one range of the
  // table's key, so a filter by one outlet reads at most its own days × channels × statuses rows.
  const outlets = filter.outlets ?? null
  if (outlets !== null) {
    const ids = outlets.kind === 'none' ? [''] : outlets.outletIds
    if (ids.length === 0) return []
    where.splice(
      1,
      0,
      ids.length === 1 ? 'outlet_id = ?' : `outlet_id IN (${ids.map(() => '?').join(', ')})`,
    )
    params.splice(1, 0, ...ids)
  }
  if (filter.status) {
    where.push('status = ?')
    params.push(filter.status)
  }
  if (filter.channel) {
    where.push('channel = ?')
    params.push(filter.channel)
  }
  return stmt(
    db,
    `SELECT status, channel, SUM(n) AS n, SUM(amount) AS amount, SUM(net) AS net
     FROM ${outlets === null ? 'payin_day_totals' : 'payin_outlet_day_totals'}
     WHERE ${where.join(' AND ')} GROUP BY status, channel`,
  ).all(...params) as Row[]
}

function add(totals: PayinTotals, row: Row): PayinTotals {
  const success = row.status === 'success'
  return {
    count: totals.count + row.n,
    successCount: totals.successCount + (success ? row.n : 0),
    successAmount: totals.successAmount + (success ? row.amount : 0),
    successNet: totals.successNet + (success ? row.net : 0),
  }
}

export function addTotals(a: PayinTotals, b: PayinTotals): PayinTotals {
  return {
    count: a.count + b.count,
    successCount: a.successCount + b.successCount,
    successAmount: a.successAmount + b.successAmount,
    successNet: a.successNet + b.successNet,
  }
}

/** Count and successful sums of the payins matching a filter without search text. */
export function payinTotals(db: Db, merchantId: number, filter: TotalsFilter): PayinTotals {
  return dayRows(db, merchantId, filter).reduce(add, NO_TOTALS)
}

export type StatusCounts = Record<PayinRow['status'], number>

/** Per-status counts and successful sums over a date range (the summaries). */
export function payinTotalsByStatus(
  db: Db,
  merchantId: number,
  filter: TotalsFilter,
): PayinTotals & { byStatus: StatusCounts } {
  const byStatus: StatusCounts = { pending: 0, success: 0, failed: 0, cancelled: 0 }
  const rows = dayRows(db, merchantId, filter)
  for (const row of rows) byStatus[row.status as PayinRow['status']] += row.n
  return { ...rows.reduce(add, NO_TOTALS), byStatus }
}

/** Totals per channel (the dashboard's today split). */
export function payinTotalsByChannel(
  db: Db,
  merchantId: number,
  filter: TotalsFilter,
): Record<PayinRow['channel'], PayinTotals> {
  const out: Record<PayinRow['channel'], PayinTotals> = {
    link: NO_TOTALS,
    counter: NO_TOTALS,
    qr: NO_TOTALS,
  }
  for (const row of dayRows(db, merchantId, filter)) {
    const channel = row.channel as PayinRow['channel']
    out[channel] = add(out[channel], row)
  }
  return out
}

/** The wire form (docs/api-contract.md): rupees, INR; fee = INR figure − net of the successful. */
export function totalsView(totals: PayinTotals) {
  return {
    currency: 'INR' as const,
    count: totals.count,
    success_count: totals.successCount,
    success_amount: toRupees(totals.successAmount),
    success_fee: toRupees(totals.successAmount - totals.successNet),
    success_net_amount: toRupees(totals.successNet),
  }
}
