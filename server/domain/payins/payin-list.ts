import type { Db } from '../../db/connection'
import { keyRange, PAYIN_SEARCH, statusCode } from '../../db/search-key'
import { stmt } from '../../db/statements'
import {
  ftsMatch,
  listRows,
  rowConditions,
  type Condition,
  type ListFilters,
  type ListSpec,
} from '../search/list-query'
import { NO_TOTALS, payinTotals, type PayinTotals, type TotalsFilter } from './payin-totals'
import { PAYIN_CHANNELS } from './payins'
import type { PayinRow } from '../core/payin-row'
import { payinSearchCount, searchPayinTotals } from './search-totals'
import { wordQuery } from './word-totals'
import { andConditions, payinOutletCondition, type OutletScope } from '../outlets/outlet-scope'

/*
 * GET /payin/list and its totals (docs/api-contract.md): pages through list-query.ts, counts and
 * sums from the per-day totals (payin-totals.ts) without search text, from the search index and
 * its cached sums (search-totals.ts) with it. A shift's or a counter's list (the scope: ?shift_id,
 * ?counter_id, decision 048) is read through its own partial index, rows, count and sums alike.
 */

const PAYIN_LIST: ListSpec = {
  table: 'payins',
  status: (status) => ({ sql: 'status = ?', params: [status] }),
  searchIndex: PAYIN_SEARCH,
  channel: {
    channels: PAYIN_CHANNELS,
    searchCount: (db, merchantId, q, channel) =>
      searchPayinTotals(db, merchantId, q, channel).count,
  },
  searchWord: wordQuery,
  searchCount: payinSearchCount,
  countRows: (db, merchantId, filters) => payinTotals(db, merchantId, totalsFilter(filters)).count,
}

/**
 * One outlet's list: its status as `+status`, so its rows are read newest first through
 * payins_outlet_created and checked for the status, rather than every successful payin of the
 * business walked for the outlet's (the server's sampled statistics rate a status as the narrower
 * of the two): a quiet outlet's 10th page of successful payins 8 → 0.3 ms (decision 081).
 */
const PAYIN_OUTLET_LIST: ListSpec = {
  ...PAYIN_LIST,
  status: (status) => ({ sql: '+status = ?', params: [status] }),
}

const specFor = (outlets: OutletScope | null): ListSpec =>
  outlets?.kind === 'outlets' && outlets.outletIds.length === 1 ? PAYIN_OUTLET_LIST : PAYIN_LIST

const totalsFilter = (filters: Omit<ListFilters, 'page' | 'limit'>): TotalsFilter => ({
  from: filters.from,
  to: filters.to,
  status: filters.status,
  channel: filters.channel as PayinRow['channel'] | undefined,
})

/**
 * scope: the list's shift or counter filter (GET /payin/list?shift_id=…, ?counter_id=…); outlets:
 * the call's (decision 080). An outlet's rows are read through payins_outlet_created; without a
 * shift, counter or search, their count comes from the per-outlet day totals (decision 081), not
 * from a walk of every payin of the outlet.
 */
export function listPayins(
  db: Db,
  merchantId: number,
  filters: ListFilters,
  scope?: Condition,
  outlets: OutletScope | null = null,
) {
  const count =
    outlets !== null && !scope
      ? () => payinTotals(db, merchantId, { ...totalsFilter(filters), outlets }).count
      : undefined
  const where = andConditions(scope, payinOutletCondition(outlets))
  return listRows<PayinRow>(db, specFor(outlets), merchantId, filters, where, count)
}

/**
 * The count and successful sums of every payin matching the list's filters (not one page): from
 * the per-day totals without search text, from the search index and cached sums with it.
 */
export function listPayinTotals(
  db: Db,
  merchantId: number,
  filters: Omit<ListFilters, 'page' | 'limit'>,
  scope?: Condition,
  outlets: OutletScope | null = null,
): PayinTotals {
  const term = filters.search?.trim()
  const outletRows = payinOutletCondition(outlets)
  // A shift's or a counter's payins, or a search within outlets: summed from their rows.
  const rows = scope || (term && outletRows) ? andConditions(scope, outletRows) : undefined
  if (rows) return scopedTotals(db, merchantId, filters, rows, specFor(outlets))
  if (!term) return payinTotals(db, merchantId, { ...totalsFilter(filters), outlets })
  const match = ftsMatch(term)
  const [lo, hi] = keyRange(merchantId, filters.from, filters.to)
  const code = filters.status ? statusCode(PAYIN_SEARCH, filters.status) : null
  if (!match || lo >= hi || (filters.status && code === null)) return NO_TOTALS
  const word = wordQuery(term, filters.from, filters.to)
  return searchPayinTotals(db, merchantId, { match, lo, hi, code, word }, filters.channel ?? null)
}

/**
 * Totals of a shift's or a counter's payins under the list's other filters: the rows the scoped
 * list selects (same conditions), summed as the Z-report sums them (shift-report.ts: the INR
 * figure of the successful), so a shift's list total is its report's takings to the paisa. The
 * per-day totals have no shift, and a shift's rows are few and under their own index.
 */
function scopedTotals(
  db: Db,
  merchantId: number,
  filters: Omit<ListFilters, 'page' | 'limit'>,
  scope: Condition,
  spec: ListSpec = PAYIN_LIST,
): PayinTotals {
  const where = rowConditions(spec, merchantId, filters, scope)
  if (!where) return NO_TOTALS
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n,
       COUNT(*) FILTER (WHERE status = 'success') AS s,
       COALESCE(SUM(COALESCE(amount_inr, amount)) FILTER (WHERE status = 'success'), 0) AS amount,
       COALESCE(SUM(net_amount) FILTER (WHERE status = 'success'), 0) AS net
     FROM payins WHERE ${where.sql}`,
  ).get(...where.params) as { n: number; s: number; amount: number; net: number }
  return { count: row.n, successCount: row.s, successAmount: row.amount, successNet: row.net }
}
