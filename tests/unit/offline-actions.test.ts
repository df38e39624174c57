import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, errorMessage } from '../../src/lib/http/api-client'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('writes while offline', () => {
  it('are refused before any request is made, with a clear message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const error = await apiRequest('/payout/initiate', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('offline')
    expect(errorMessage(error, 'Failed to initiate payout')).toBe(
      'You are offline. This action needs a connection and was not sent.',
    )
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
