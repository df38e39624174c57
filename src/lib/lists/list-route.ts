import type { ListFilters, ListSearch } from './list-search'

/** What a list screen gets from its route: the URL's search and the callbacks that write it. */
export type ListPageProps = {
  search: ListSearch
  /** The route writes filters to the URL and resets the page to 1 (product.md §2). */
  onFiltersChange: (filters: ListFilters) => void
  onPageChange: (page: number) => void
  /** Closes details opened from the URL (`view`, e.g. a link in the webhook log). */
  onViewChange: (view: string | undefined) => void
}

/** The filters part of a list's URL search (all but the page). */
export function searchFilters(search: ListSearch): ListFilters {
  return {
    status: search.status,
    search: search.search,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
    shift: search.shift,
    channel: search.channel,
    outlet: search.outlet,
  }
}

/**
 * A list route's loader work: not awaited, so a filter change keeps the current rows on screen
 * (and 'Loading...' shows on a first visit) instead of the router's full-screen pending spinner;
 * a failure becomes the screen's own 'Failed to load …' toast rather than the router's error page.
 */
export function startListLoad(load: Promise<unknown>): void {
  void load.catch(() => undefined)
}

type Navigate = (options: {
  search: (prev: ListSearch) => ListSearch
  replace?: boolean
}) => Promise<void>

/** A list screen's callbacks that write its filters and page to the URL (product.md §2). */
export function listNavigation(navigate: Navigate) {
  return {
    // A new filter starts again at page 1. Each field is written, not spread: 'Clear' sends {},
    // which must remove the filters from the URL rather than keep the previous ones.
    onFiltersChange: (filters: ListFilters) =>
      void navigate({
        search: (prev) => ({
          ...prev,
          status: filters.status,
          search: filters.search,
          dateFrom: filters.dateFrom,
          dateTo: filters.dateTo,
          shift: filters.shift,
          channel: filters.channel,
          outlet: filters.outlet,
          view: undefined,
          page: 1,
        }),
      }),
    onPageChange: (page: number) => void navigate({ search: (prev) => ({ ...prev, page }) }),
    /**
     * Opens a row's details by its id in the URL, or closes them (undefined). In place: Back
     * then leaves the list rather than reopening what was just closed.
     */
    onViewChange: (view: string | undefined) =>
      void navigate({ search: (prev) => ({ ...prev, view }), replace: true }),
  }
}
