import { describe, expect, it, vi } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import {
  API_BASE_URL,
  API_TIMEOUT_MS,
  ApiError,
  apiRequest,
  apiRequestText,
  errorMessage,
  setUnauthorizedHandler,
} from '../../src/lib/http/api-client'
import { login } from '../../src/features/auth/api'
import {
  getSession,
  MERCHANT_KEY,
  setSession,
  TOKEN_KEY,
} from '../../src/lib/session/session-store'
import { api, setupMswServer } from './support/msw-server'

const server = setupMswServer()
const merchant = { business_name: 'Acme Stores', email: 'demo@example.com' }

function captureAuthorization() {
  const seen: (string | null)[] = []
  server.use(
    http.get(api('/merchant/profile'), ({ request }) => {
      seen.push(request.headers.get('Authorization'))
      return HttpResponse.json({ success: true, data: merchant })
    }),
  )
  return seen
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('API client defaults', () => {
  it('is same-origin /api/v1 with a 30 s timeout', () => {
    expect(API_BASE_URL).toBe('/api/v1')
    expect(API_TIMEOUT_MS).toBe(30_000)
  })
})

describe('bearer header', () => {
  it('is sent when a session exists', async () => {
    const seen = captureAuthorization()
    setSession('tok-123', merchant)
    await expect(apiRequest('/merchant/profile')).resolves.toEqual({
      success: true,
      data: merchant,
    })
    expect(seen).toEqual(['Bearer tok-123'])
  })

  it('is not sent without a session', async () => {
    const seen = captureAuthorization()
    await apiRequest('/merchant/profile')
    expect(seen).toEqual([null])
  })
})

describe('401 handling', () => {
  it('on a token-bearing request clears authToken and merchantData and calls the handler', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    server.use(
      http.get(api('/wallet/balance'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Invalid or expired token' } },
          { status: 401 },
        ),
      ),
    )
    setSession('expired-token', merchant)
    localStorage.setItem('unrelated', 'kept')

    const error = await caught(apiRequest('/wallet/balance'))

    expect(error.status).toBe(401)
    expect(error.message).toBe('Invalid or expired token')
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(localStorage.getItem(MERCHANT_KEY)).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('kept')
    expect(getSession()).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('on a raw-text (CSV) request ends the session the same way', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    server.use(
      http.get(api('/merchant/transactions/report'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Invalid or expired token' } },
          { status: 401 },
        ),
      ),
    )
    setSession('expired-token', merchant)

    const error = await caught(apiRequestText('/merchant/transactions/report'))

    expect(error.status).toBe(401)
    expect(error.message).toBe('Invalid or expired token')
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('on the login call is a rejected sign-in, not a session end', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    server.use(
      http.post(api('/merchant/auth/login'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Invalid username/email or password' } },
          { status: 401 },
        ),
      ),
    )
    localStorage.setItem('unrelated', 'kept')

    await expect(login('demo', 'wrong')).rejects.toThrow('Invalid username/email or password')

    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(localStorage.getItem('unrelated')).toBe('kept')
  })
})

describe('errors', () => {
  it('surface the server error.message with the HTTP status', async () => {
    server.use(
      http.put(api('/merchant/profile'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Invalid email address' } },
          { status: 400 },
        ),
      ),
    )
    const error = await caught(apiRequest('/merchant/profile', { method: 'PUT', body: {} }))
    expect(error).toMatchObject({ status: 400, kind: 'http', message: 'Invalid email address' })
    expect(errorMessage(error, 'Failed to update profile')).toBe('Invalid email address')
  })

  it("fall back to the screen's message when the server gives none", async () => {
    server.use(http.put(api('/merchant/profile'), () => new HttpResponse('oops', { status: 502 })))
    const error = await caught(apiRequest('/merchant/profile', { method: 'PUT', body: {} }))
    expect(error).toMatchObject({ status: 502, kind: 'http' })
    expect(errorMessage(error, 'Failed to update profile')).toBe('Failed to update profile')
  })

  it('time out as kind "timeout"', async () => {
    server.use(
      http.get(api('/merchant/profile'), async () => {
        await delay(2_000)
        return HttpResponse.json({ success: true, data: merchant })
      }),
    )
    const error = await caught(apiRequest('/merchant/profile', { timeout: 50 }))
    expect(error).toMatchObject({ kind: 'timeout', status: 0, message: 'Request timed out' })
    expect(errorMessage(error, 'Failed to load')).toBe('Failed to load')
  })

  it('report a network failure as kind "network"', async () => {
    server.use(http.get(api('/merchant/profile'), () => HttpResponse.error()))
    const error = await caught(apiRequest('/merchant/profile'))
    expect(error).toMatchObject({ kind: 'network', status: 0 })
  })
})
