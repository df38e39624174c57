import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { fetchPayments, fetchPaymentTotals } from '../../src/features/payments/api'
import { totalLine } from '../../src/features/payments/components/payments-total'
import { paymentsKeys } from '../../src/features/payments/queries'
import { searchFilters } from '../../src/lib/lists/list-route'
import { parseListSearch, PAYIN_CHANNELS } from '../../src/lib/lists/list-search'
import {
  hasActiveFilters,
  keepRowsWhileLoading,
  listQueryParams,
  type ListPage,
} from '../../src/lib/lists/list-query'
import { api, setupMswServer } from './support/msw-server'

/* The payments list's channel filter, its total line and details opened from the URL (as built). */

const requests: URL[] = []
let totalsStatus = 200
const server = setupMswServer()
beforeEach(() =>
  server.use(
    http.get(api('/payin/list'), ({ request }) => {
      requests.push(new URL(request.url))
      return HttpResponse.json({ success: true, data: [] })
    }),
    http.get(api('/payin/list/totals'), ({ request }) => {
      requests.push(new URL(request.url))
      if (totalsStatus !== 200) {
        return HttpResponse.json({ success: false, error: { message: 'no' } }, { status: 404 })
      }
      return HttpResponse.json({
        success: true,
        data: {
          currency: 'INR',
          count: '1204',
          success_count: 812,
          success_amount: 123456.5,
          success_fee: 2469.13,
          success_net_amount: 120987.37,
        },
      })
    }),
  ),
)
afterEach(() => {
  requests.length = 0
  totalsStatus = 200
})

describe('channel in the URL', () => {
  it('is kept only on the payments route and only as counter or link', () => {
    expect(parseListSearch({ channel: 'counter' }, PAYIN_CHANNELS).channel).toBe('counter')
    expect(parseListSearch({ channel: 'qr' }, PAYIN_CHANNELS).channel).toBe('qr')
    expect(parseListSearch({ channel: 'shop' }, PAYIN_CHANNELS).channel).toBeUndefined()
    // Payouts (no channels) never carry one.
    expect(parseListSearch({ channel: 'counter' }).channel).toBeUndefined()
    expect(parseListSearch({ view: 'TXN1' }).view).toBe('TXN1')
    expect(parseListSearch({ view: 'x'.repeat(65) }).view).toBeUndefined()
  })

  it('is sent with the list, is a filter (results line, page 1), and keys the cache', async () => {
    const search = parseListSearch({ channel: 'link', page: '2', view: 'TXN1' }, PAYIN_CHANNELS)
    await fetchPayments(search)
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      page: '2',
      limit: '20',
      channel: 'link',
    })
    expect(hasActiveFilters(searchFilters(search))).toBe(true)
    // The details in the URL are not part of the request.
    expect(paymentsKeys.list(search)).toEqual(paymentsKeys.list({ ...search, view: undefined }))
    expect(paymentsKeys.list(search)).not.toEqual(
      paymentsKeys.list({ ...search, channel: 'counter' }),
    )
  })

  it("drops the old total while a new channel's first page loads", () => {
    const previous: ListPage<string> = { rows: ['a'], totalCount: 40, totalPages: 2 }
    const link = parseListSearch({ channel: 'link' }, PAYIN_CHANNELS)
    const placeholder = keepRowsWhileLoading<string>({ ...link, channel: 'counter' })
    const queryKey = ['payments', 'list', listQueryParams(link, 20)]
    expect(placeholder(previous, { queryKey })).toEqual({
      rows: ['a'],
      totalCount: null,
      totalPages: null,
    })
    expect(keepRowsWhileLoading<string>({ ...link, page: 2 })(previous, { queryKey })).toBe(
      previous,
    )
  })
})

describe('total line', () => {
  it("asks for the filters' totals without page or limit, one cache entry for every page", async () => {
    const filters = searchFilters(
      parseListSearch(
        {
          page: '3',
          status: 'success',
          channel: 'counter',
          search: ' asha ',
          dateFrom: '2026-11-01',
        },
        PAYIN_CHANNELS,
      ),
    )
    const totals = await fetchPaymentTotals(filters)
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      status: 'success',
      channel: 'counter',
      search: 'asha',
      dateFrom: '2026-11-01',
    })
    expect(totals).toMatchObject({ count: 1204, success_count: 812, success_amount: 123456.5 })
    expect(paymentsKeys.totals(filters)).toEqual(
      paymentsKeys.totals(
        searchFilters(parseListSearch({ ...filters, page: '1' }, PAYIN_CHANNELS)),
      ),
    )
  })

  it('reads as product.md §2.5 says, with fees and net only where rates are shown', async () => {
    const totals = (await fetchPaymentTotals({}))!
    expect(totalLine(totals, false)).toBe(
      'Collected ₹1,23,456.50 from 812 successful of 1,204 payments',
    )
    expect(totalLine(totals, true)).toBe(
      'Collected ₹1,23,456.50 from 812 successful of 1,204 payments · Fees ₹2,469.13 · Net ₹1,20,987.37',
    )
    expect(totalLine({ ...totals, count: 1, success_count: 0, success_amount: 0 }, false)).toBe(
      'Collected ₹0.00 from 0 successful of 1 payment',
    )
    expect(totalLine({ ...totals, count: 1234567, success_count: 100000 }, false)).toBe(
      'Collected ₹1,23,456.50 from 1,00,000 successful of 12,34,567 payments',
    )
  })

  it('is null, not an error, against a gateway without totals', async () => {
    totalsStatus = 404
    expect(await fetchPaymentTotals({})).toBeNull()
  })
})
