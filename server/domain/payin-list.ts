import type { Db } from '../db/connection'
import { keyRange, PAYIN_SEARCH, statusCode } from '../db/search-key'
import { ftsMatch, listRows, type ListFilters, type ListSpec } from './list-query'
import { NO_TOTALS, payinTotals, type PayinTotals, type TotalsFilter } from './payin-totals'
import { PAYIN_CHANNELS, type PayinRow } from './payins'
import { searchPayinTotals } from './search-totals'

/*
 * GET /payin/list and its totals (docs/api-contract.md): pages through list-query.ts, counts and
 * sums from the per-day totals (payin-totals.ts) without search text, from the search index and
 * its cached sums (search-totals.ts) with it.
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
  countRows: (db, merchantId, filters) => payinTotals(db, merchantId, totalsFilter(filters)).count,
}

const totalsFilter = (filters: Omit<ListFilters, 'page' | 'limit'>): TotalsFilter => ({
  from: filters.from,
  to: filters.to,
  status: filters.status,
  channel: filters.channel as PayinRow['channel'] | undefined,
})

export function listPayins(db: Db, merchantId: number, filters: ListFilters) {
  return listRows<PayinRow>(db, PAYIN_LIST, merchantId, filters)
}

/**
 * The count and successful sums of every payin matching the list's filters (not one page): from
 * the per-day totals without search text, from the search index and cached sums with it.
 */
export function listPayinTotals(
  db: Db,
  merchantId: number,
  filters: Omit<ListFilters, 'page' | 'limit'>,
): PayinTotals {
  const term = filters.search?.trim()
  if (!term) return payinTotals(db, merchantId, totalsFilter(filters))
  const match = ftsMatch(term)
  const [lo, hi] = keyRange(merchantId, filters.from, filters.to)
  const code = filters.status ? statusCode(PAYIN_SEARCH, filters.status) : null
  if (!match || lo >= hi || (filters.status && code === null)) return NO_TOTALS
  return searchPayinTotals(db, merchantId, { match, lo, hi, code }, filters.channel ?? null)
}
