import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { downloadListExport, exportQuery, fetchPayments } from '../../src/features/payments/api'
import { paymentsKeys } from '../../src/features/payments/queries'
import { parseListSearch } from '../../src/lib/lists/list-search'
import { parsePayinList } from '../../src/lib/lists/payin-list'
import { api, setupMswServer } from './support/msw-server'

const requests: URL[] = []
const server = setupMswServer()
beforeEach(() =>
  server.use(
    http.get(api('/payin/list'), ({ request }) => {
      requests.push(new URL(request.url))
      return HttpResponse.json({
        success: true,
        data: [{ transaction_id: 'TXN1', amount: '500', status: 'success' }],
        meta: { pagination: { page: 1, limit: 20, totalCount: 41, totalPages: 3 } },
      })
    }),
  ),
)
afterEach(() => {
  requests.length = 0
})

describe('payments list request', () => {
  it('sends page and limit 20 always, and only the non-empty filters', async () => {
    await fetchPayments(parseListSearch({}))
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: '1', limit: '20' })

    await fetchPayments(
      parseListSearch({
        page: '3',
        status: 'failed',
        search: '  TXN9 ',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-20',
      }),
    )
    expect(Object.fromEntries(requests[1]!.searchParams)).toEqual({
      page: '3',
      limit: '20',
      status: 'failed',
      search: 'TXN9',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
    })

    await fetchPayments(parseListSearch({ status: '', search: '   ' }))
    expect(Object.fromEntries(requests[2]!.searchParams)).toEqual({ page: '1', limit: '20' })
  })

  it('keeps bad URL values from breaking the request', async () => {
    await fetchPayments(parseListSearch({ page: 'x', dateFrom: '23/11/2026' }))
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ page: '1', limit: '20' })
  })

  it('keys the cache by what is sent', () => {
    const a = paymentsKeys.list(parseListSearch({ search: 'x ' }))
    const b = paymentsKeys.list(parseListSearch({ search: 'x', page: 1 }))
    expect(a).toEqual(b)
  })

  it('reads the array shape with meta.pagination', async () => {
    const page = await fetchPayments(parseListSearch({}))
    expect(page.totalCount).toBe(41)
    expect(page.totalPages).toBe(3)
    expect(page.rows[0]).toMatchObject({ transaction_id: 'TXN1', amount: 500 })
  })
})

describe('payin list shapes (product.md §7)', () => {
  const row = { transaction_id: 'T', amount: 1, status: 'pending' }

  it('accepts data as an object with transactions and total', () => {
    const page = parsePayinList({ success: true, data: { transactions: [row], total: 45 } }, 20)
    expect(page).toMatchObject({ totalCount: 45, totalPages: 3 })
    expect(page.rows).toHaveLength(1)
  })

  it('accepts total instead of totalCount in meta.pagination', () => {
    const page = parsePayinList(
      { success: true, data: [row], meta: { pagination: { total: 21 } } },
      20,
    )
    expect(page).toMatchObject({ totalCount: 21, totalPages: 2 })
  })

  it('falls back to the row count without pagination', () => {
    expect(parsePayinList({ success: true, data: [row, row] }, 20)).toMatchObject({
      totalCount: 2,
      totalPages: 1,
    })
  })
})

describe('payments export query', () => {
  const today = '2026-11-23'

  it('exports payins as Excel over the last 90 days by default, or CSV when asked', () => {
    expect(exportQuery({}, today, 'csv')).toMatchObject({ format: 'csv' })
    expect(exportQuery({}, today)).toEqual({
      from_date: '2026-08-26',
      to_date: '2026-11-23',
      format: 'xlsx',
      type: 'payin',
    })
  })

  it('carries every filter: status, channel and dates', () => {
    expect(
      exportQuery(
        { status: 'success', channel: 'counter', dateFrom: '2026-11-01', dateTo: '2026-11-10' },
        today,
        'csv',
      ),
    ).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-10',
      format: 'csv',
      type: 'payin',
      status: 'success',
      channel: 'counter',
    })
  })

  it('carries the search, so the export holds the rows the list found', () => {
    expect(exportQuery({ search: '  sharma ' }, today)).toMatchObject({ search: 'sharma' })
    expect(exportQuery({ search: '   ' }, today)).not.toHaveProperty('search')
  })

  it('runs a range with only From to today, as the list does (never a shorter range)', () => {
    expect(exportQuery({ dateFrom: '2026-11-01' }, today)).toMatchObject({
      from_date: '2026-11-01',
      to_date: today,
    })
    // Over 90 days the gateway refuses it (Export failed) instead of exporting a different range.
    expect(exportQuery({ dateFrom: '2026-01-01' }, today)).toMatchObject({
      from_date: '2026-01-01',
      to_date: today,
    })
    expect(exportQuery({ dateFrom: '2026-12-01' }, today)).toMatchObject({
      from_date: '2026-12-01',
      to_date: '2026-12-01',
    })
    expect(exportQuery({ dateTo: '2026-10-31' }, today)).toMatchObject({
      from_date: '2026-08-03',
      to_date: '2026-10-31',
    })
  })
})

describe('payments export file', () => {
  it('sends the search and saves the CSV with its UTF-8 byte-order mark', async () => {
    let sent: URL | undefined
    server.use(
      http.get(api('/merchant/transactions/report'), ({ request }) => {
        sent = new URL(request.url)
        return new HttpResponse('\uFEFFType,Transaction ID\npayin,TXN1\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        })
      }),
    )
    const { file, fromDate, toDate } = await downloadListExport(
      exportQuery({ search: 'sharma' }, '2026-11-23', 'csv'),
    )
    expect(sent?.searchParams.get('search')).toBe('sharma')
    // No From date: the 90 days ending today, and the caller is told which.
    expect([fromDate, toDate]).toEqual(['2026-08-26', '2026-11-23'])
    // The bytes as the gateway sent them: one byte-order mark, first.
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(bytes.slice(3, 8))).toBe('Type,')
  })
})
