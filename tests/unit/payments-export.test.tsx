import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { useExportPayments } from '../../src/features/payments/queries'
import { api, setupMswServer } from './msw-server'
import { queryWrapper } from './render'

/**
 * The payments Export never passes for the whole list when it is not. With a From date
 * it covers the list's range; without one the gateway gives at most 90 days, and the merchant is
 * told which days the file holds beside 'Export completed' (product.md §8).
 */
const toasts = vi.hoisted(() => ({ success: [] as string[], info: [] as string[] }))
vi.mock('../../src/lib/toast', () => ({
  toast: {
    success: (text: string) => toasts.success.push(text),
    info: (text: string) => toasts.info.push(text),
    error: () => undefined,
  },
}))
vi.mock('../../src/lib/download', () => ({ saveText: () => undefined }))

const server = setupMswServer()

beforeEach(() => {
  toasts.success.length = 0
  toasts.info.length = 0
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
    await act(() => result.current.mutateAsync({ search: 'sharma' }))
    expect(toasts.success).toEqual(['Export completed'])
    expect(toasts.info).toEqual([
      'The file holds payments from 26 Aug 2026 to 23 Nov 2026: the gateway exports at most 90 days at a time. Set From and To for other dates.',
    ])
  })

  it('adds nothing when From is set: the file covers the list', async () => {
    const { result } = renderHook(() => useExportPayments(), { wrapper: queryWrapper() })
    await act(() => result.current.mutateAsync({ dateFrom: '2026-11-01' }))
    expect(toasts.success).toEqual(['Export completed'])
    expect(toasts.info).toEqual([])
  })

  it('says the file holds both channels when a Channel filter is set (the report has none)', async () => {
    const { result } = renderHook(() => useExportPayments(), { wrapper: queryWrapper() })
    await act(() => result.current.mutateAsync({ dateFrom: '2026-11-01', channel: 'counter' }))
    expect(toasts.success).toEqual(['Export completed'])
    expect(toasts.info).toEqual([
      'The file holds counter sales and payment links alike: its Channel column tells them apart.',
    ])
  })
})
