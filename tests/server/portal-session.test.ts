import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  apiKeyOf,
  DEMO_PASSWORD,
  startHarness,
  type ApiInit,
  type Harness,
} from './support/helpers'

/* docs/decisions/027: the key + secret run the public API; account management needs the portal. */

const NEEDS_SESSION = 'This call needs a signed-in portal session, not an API key'

let h: Harness
let token: string
let apiKey: { key: string; secret: string }
beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
  apiKey = await apiKeyOf(h, token)
})
afterAll(() => h.stop())

const kycForm = () => {
  const form = new FormData()
  form.set('pan_number', 'ABCDE1234F')
  return form
}

// [method, path, body, status with a bearer]; regenerate last: it replaces the key used here.
const ACCOUNT_CALLS: [string, string, () => Pick<ApiInit, 'json' | 'body'>, number][] = [
  ['GET', '/merchant/profile', () => ({}), 200],
  ['PUT', '/merchant/profile', () => ({ json: { business_name: 'Acme Stores' } }), 200],
  ['POST', '/merchant/webhook/set', () => ({ json: {} }), 200],
  ['GET', '/merchant/webhook/deliveries', () => ({}), 200],
  ['GET', '/merchant/kyc/status', () => ({}), 200],
  // No document attached: the bearer call reaches the handler and gets its 400, not a 403.
  ['POST', '/merchant/kyc/submit', () => ({ body: kycForm() }), 400],
  ['GET', '/merchant/api-keys', () => ({}), 200],
  ['POST', '/merchant/api-keys/regenerate', () => ({ json: {} }), 200],
]

describe('account management needs the portal session', () => {
  it.each(ACCOUNT_CALLS)('%s %s: 403 with the API key', async (method, path, body) => {
    const res = await h.api(`/api/v1${path}`, { method, apiKey, ...body() })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ success: false, error: { message: NEEDS_SESSION } })
  })

  it('refuses an API key even when it is not a valid one (no key oracle either way)', async () => {
    const res = await h.api('/api/v1/merchant/profile', {
      apiKey: { key: 'pk_nope', secret: 'sk_nope' },
    })
    expect(res.status).toBe(403)
  })

  it.each(ACCOUNT_CALLS)('%s %s: as before with the bearer', async (method, path, body, status) => {
    const res = await h.api(`/api/v1${path}`, { method, token, ...body() })
    expect(res.status).toBe(status)
  })

  it('still serves the public API to the key: payins, payouts, wallet, reports, summary', async () => {
    const fresh = await apiKeyOf(h, token)
    for (const path of [
      '/payin/list',
      '/payin/summary',
      '/payout/list',
      '/payout/summary',
      '/wallet/balance',
      '/wallet/transactions',
      '/wallet/topup/list',
      '/merchant/dashboard/summary',
      '/merchant/transactions/report?format=json',
    ]) {
      const res = await h.api(`/api/v1${path}`, { apiKey: fresh })
      expect(`${path} ${res.status}`).toBe(`${path} 200`)
    }
  })
})

describe('Cache-Control: no-store on every answer that carries a token or a secret', () => {
  it('login, api-keys and regenerate', async () => {
    const login = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'demo', password: DEMO_PASSWORD },
    })
    expect(login.status).toBe(200)
    expect(login.headers.get('cache-control')).toBe('no-store')
    const keys = await h.api('/api/v1/merchant/api-keys', { token })
    expect(keys.headers.get('cache-control')).toBe('no-store')
    const regenerated = await h.api('/api/v1/merchant/api-keys/regenerate', { token, json: {} })
    expect(regenerated.status).toBe(200)
    expect(regenerated.headers.get('cache-control')).toBe('no-store')
  })
})

describe('an email change does not tell whether an address has an account', () => {
  it("answers another merchant's email and username like any unusable address", async () => {
    for (const email of ['norates@example.com', 'NORATES@example.com']) {
      const res = await h.api('/api/v1/merchant/profile', { method: 'PUT', token, json: { email } })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ success: false, error: { message: 'This email cannot be used' } })
    }
    const profile = await h.api('/api/v1/merchant/profile', { token })
    expect(profile.body.data.email).toBe('demo@example.com')
  })
})
