import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useExportPayments } from '../../src/features/payments/queries'
import { api, setupMswServer } from './support/msw-server'
import { queryWrapper } from './support/render'

/**
 * The payments Export never passes for the whole list when it is not. With a From date
 * it covers the list's range; without one the gateway gives at most 90 days, and the merchant is
 * told which days the file holds in the one 'Export completed' toast (product.md §8). Every
 * filter of the list goes with the call, the Channel included.
 */
const toasts = vi.hoisted(() => ({
  success: [] as Array<[string, string | undefined]>,
  info: [] as string[],
  saved: [] as string[],
}))
vi.mock('../../src/lib/toast/toast', () => ({
  toast: {
    success: (text: string, options?: { description?: string }) =>
      toasts.success.push([text, options?.description]),
    info: (text: string) => toasts.info.push(text),
    error: () => undefined,
  },
}))
vi.mock('../../src/lib/lists/download', () => ({
  saveBlob: (_: Blob, name: string) => toasts.saved.push(name),
}))

const server = setupMswServer()

beforeEach(() => {
  toasts.success.length = 0
  toasts.info.length = 0
  toasts.saved.length = 0
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 12, 0) })
  server.use(
    http.get(api('/merchant/transactions/report'), () =>
      HttpResponse.text('Type,Transaction ID\npayin,TXN1\n', {
        headers: { 'content-type': 'text/csv' },
      }),
    ),
  )
})
afterEach(() => vi.useRealTimers())

describe('payments export', () => {
  it('says which 90 days the file holds when no From date is set', async () => {
    const { result } = renderHook(() => useExportPayments(), { wrapper: queryWrapper() })
    await act(() => result.current.mutateAsync({ filters: { search: 'sharma' }, format: 'xlsx' }))
    // One toast, not a stack over the list's header.
    expect(toasts.success).toEqual([
      [
        'Export completed',
        'The file holds payments from 26 Aug 2026 to 23 Nov 2026: the gateway exports at most 90 days at a time. Set From and To for other dates.',
      ],
    ])
    expect(toasts.info).toEqual([])
    expect(toasts.saved).toEqual(['payments-2026-11-23.xlsx'])
  })

  it('adds nothing when From is set: the file covers the list', async () => {
    const { result } = renderHook(() => useExportPayments(), { wrapper: queryWrapper() })
    await act(() =>
      result.current.mutateAsync({ filters: { dateFrom: '2026-11-01' }, format: 'csv' }),
    )
    expect(toasts.success).toEqual([['Export completed', undefined]])
    expect(toasts.info).toEqual([])
    expect(toasts.saved).toEqual(['payments-2026-11-23.csv'])
  })

  it('sends the Channel filter, so the file holds only that channel, with no caveat', async () => {
    let sent: URL | undefined
    server.use(
      http.get(api('/merchant/transactions/report'), ({ request }) => {
        sent = new URL(request.url)
        return HttpResponse.text('Type\n', { headers: { 'content-type': 'text/csv' } })
      }),
    )
    const { result } = renderHook(() => useExportPayments(), { wrapper: queryWrapper() })
    await act(() =>
      result.current.mutateAsync({
        filters: { dateFrom: '2026-11-01', channel: 'counter' },
        format: 'xlsx',
      }),
    )
    expect(sent?.searchParams.get('channel')).toBe('counter')
    expect(sent?.searchParams.get('format')).toBe('xlsx')
    expect(toasts.success).toEqual([['Export completed', undefined]])
    expect(toasts.info).toEqual([])
  })
})
