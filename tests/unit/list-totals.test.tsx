import { afterEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query'
import { ListFilters } from '../../src/components/lists/list-filters'
import { Pagination } from '../../src/components/lists/pagination'
import { type ListFilters as Filters, type ListSearch } from '../../src/lib/lists/list-search'
import {
  keepRowsWhileLoading,
  listQueryParams,
  type ListPage,
} from '../../src/lib/lists/list-query'

/*
 * A list keeps its rows on screen while the next page or filter loads, but claims a total only for
 * the filters it belongs to: '{n} results found' and 'Showing x to y of z results' must never show
 * the previous filter's total (nor 0) while a new filter's first page loads.
 */

const TOTALS: Record<string, number> = { success: 80, asha: 3 }

/** The list's query as the screens build it, against a fake server that answers when `held` does. */
function options(search: ListSearch, held: Promise<void> = Promise.resolve()) {
  // `held` is the fake server's latency, not an input of the query: it stays out of the key.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['things', 'list', listQueryParams(search, 20)] as const,
    queryFn: async (): Promise<ListPage<string>> => {
      await held
      const totalCount = TOTALS[search.search ?? search.status ?? ''] ?? 0
      const rows = [`${search.search ?? search.status} page ${search.page}`]
      return { rows, totalCount, totalPages: Math.ceil(totalCount / 20) }
    },
    placeholderData: keepRowsWhileLoading<string>(search),
  })
}

function hold() {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  return { held, release }
}

let client: QueryClient
afterEach(() => client.clear())

async function observe(search: ListSearch) {
  client = new QueryClient()
  const observer = new QueryObserver(client, options(search))
  const unsubscribe = observer.subscribe(() => {})
  await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true)
  return { observer, unsubscribe }
}

describe('keepRowsWhileLoading (the list queries’ placeholder)', () => {
  it('keeps rows and total while another page of the same filters loads', async () => {
    const { observer, unsubscribe } = await observe({ page: 1, status: 'success' })
    observer.setOptions(options({ page: 2, status: 'success' }, hold().held))
    const shown = observer.getCurrentResult()
    expect(shown.isPlaceholderData).toBe(true)
    expect(shown.data).toEqual({ rows: ['success page 1'], totalCount: 80, totalPages: 4 })
    unsubscribe()
  })

  it('keeps the rows but no total while a new filter’s first page loads', async () => {
    const { observer, unsubscribe } = await observe({ page: 1, status: 'success' })
    const search = hold()
    observer.setOptions(options({ page: 1, status: 'success', search: 'asha' }, search.held))
    const shown = observer.getCurrentResult()
    expect(shown.isPlaceholderData).toBe(true)
    expect(shown.data).toEqual({ rows: ['success page 1'], totalCount: null, totalPages: null })
    // Once it arrives, the new filter's own total.
    search.release()
    await expect.poll(() => observer.getCurrentResult().data?.totalCount).toBe(3)
    unsubscribe()
  })

  it('has nothing to show on a first visit', () => {
    expect(keepRowsWhileLoading<string>({ page: 1, status: 'success' })(undefined)).toBeUndefined()
  })
})

describe("ListFilters' results line", () => {
  const renderWith = (value: Filters, resultCount: number | undefined) =>
    render(
      <ListFilters
        value={value}
        onChange={() => {}}
        searchPlaceholder="Search..."
        allStatusLabel="All"
        statuses={['success', 'failed']}
        resultCount={resultCount}
      />,
    )

  it('shows the total only when a filter is set and the total is known', () => {
    renderWith({}, 120)
    expect(screen.queryByText(/results found/)).toBeNull()
    renderWith({ status: 'success' }, undefined)
    expect(screen.queryByText(/results found/)).toBeNull()
    renderWith({ status: 'success' }, 3)
    expect(screen.getByText('3 results found')).toBeTruthy()
  })
})

describe('Pagination', () => {
  const renderWith = (totalCount: number | null, totalPages: number | null) =>
    render(
      <Pagination
        page={1}
        limit={20}
        totalCount={totalCount}
        totalPages={totalPages}
        onPageChange={() => {}}
      />,
    )

  it('claims no total while it is unknown', () => {
    renderWith(null, null)
    expect(screen.queryByText(/^Showing/)).toBeNull()
    renderWith(80, 4)
    expect(screen.getByText('Showing 1 to 20 of 80 results')).toBeTruthy()
  })
})
