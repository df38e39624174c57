import type { Pagination } from '../http/api-schemas'
import type { ListFilters, ListSearch } from './list-search'

/*
 * What a list screen sends and keeps while it loads. Apart from list-search.ts, whose parsing the
 * route files need at boot (/login's and a cold counter's downloads, decision 023): these load
 * with the lists themselves.
 */

export function hasActiveFilters(search: ListFilters): boolean {
  return Boolean(
    search.status ||
    search.search?.trim() ||
    search.dateFrom ||
    search.dateTo ||
    search.shift ||
    search.channel ||
    search.outlet,
  )
}

/**
 * product.md §7: page and limit always; status, dateFrom, dateTo and search only when non-empty;
 * channel (payments, as built) likewise.
 */
export function listQueryParams(
  search: ListSearch,
  limit: number,
): Record<string, string | number> {
  const params: Record<string, string | number> = { page: search.page, limit }
  if (search.status) params.status = search.status
  if (search.channel) params.channel = search.channel
  if (search.dateFrom) params.dateFrom = search.dateFrom
  if (search.dateTo) params.dateTo = search.dateTo
  const text = search.search?.trim()
  if (text) params.search = text
  if (search.shift) params.shift_id = search.shift
  if (search.outlet) params.outlet_id = search.outlet
  return params
}

/**
 * A page of a filtered list as the screens hold it. The totals are null on a placeholder carried
 * over from other filters (keepRowsWhileLoading): known rows, no known total.
 */
export type ListPage<Row> = { rows: Row[] } & (Pagination | { totalCount: null; totalPages: null })

/** The filter part of a list query's params (listQueryParams): what tells paging from a new filter. */
function filtersOf(params: unknown): string {
  const p: Record<string, unknown> =
    typeof params === 'object' && params !== null ? { ...params } : {}
  return JSON.stringify([
    p.status,
    p.dateFrom,
    p.dateTo,
    p.search,
    p.shift_id,
    p.channel,
    p.outlet_id,
  ])
}

/**
 * placeholderData for a list query keyed by listQueryParams: the previous page's rows stay on
 * screen while the next page or filter loads. Another page of the same filters keeps their total;
 * after a filter change the total would be the old filters' ('{n} results found', 'Showing x to y
 * of z results'), so the placeholder carries none until the new page arrives.
 */
export function keepRowsWhileLoading<Row>(search: ListSearch) {
  const current = filtersOf(listQueryParams(search, 0))
  return (
    previous: ListPage<Row> | undefined,
    previousQuery?: { queryKey: readonly unknown[] },
  ): ListPage<Row> | undefined => {
    if (!previous || filtersOf(previousQuery?.queryKey.at(-1)) === current) return previous
    return { rows: previous.rows, totalCount: null, totalPages: null }
  }
}
