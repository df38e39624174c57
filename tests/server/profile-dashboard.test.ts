import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { istDay, merchantId, startHarness, type Harness } from './support/helpers'

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
})
afterAll(() => h.stop())

describe('profile', () => {
  it('returns the merchant', async () => {
    const res = await h.api('/api/v1/merchant/profile', { token })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      business_name: 'Acme Stores',
      email: 'demo@example.com',
      show_rates_to_merchant: 1,
    })
    for (const key of ['phone', 'address', 'website', 'webhook_payin_url', 'webhook_payout_url']) {
      expect(res.body.data).toHaveProperty(key)
    }
  })

  it('updates fields and returns the updated merchant', async () => {
    const res = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { business_name: '  Acme Stores Pvt Ltd ', phone: '+91 99999 00000', website: '' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.business_name).toBe('Acme Stores Pvt Ltd')
    expect(res.body.data.phone).toBe('+91 99999 00000')
    expect(res.body.data.website).toBeNull()
    const row = h.sql.prepare("SELECT business_name FROM merchants WHERE username = 'demo'").get()
    expect(row).toEqual({ business_name: 'Acme Stores Pvt Ltd' })
  })

  it.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 42 }, 'Invalid email address'],
    [{ business_name: '' }, 'Business name is required'],
    [{ business_name: 'x'.repeat(201) }, 'Business name must be at most 200 characters'],
    [
      { website: 'javascript:alert(1)' },
      'Website must be a web address such as https://example.in',
    ],
    [{ website: 'acme' }, 'Website must be a web address such as https://example.in'],
    [{ phone: 'call me' }, 'Invalid phone number'],
  ])('rejects %j with 400', async (json, message) => {
    const res = await h.api('/api/v1/merchant/profile', { method: 'PUT', token, json })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, error: { message } })
  })

  it('400s an email that another merchant uses, without saying so (decision 027)', async () => {
    const res = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { email: 'norates@example.com' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('This email cannot be used')
  })
})

describe('dashboard summary', () => {
  type Expected = {
    total: number
    ok: number
    pending: number
    failed: number
    amount: number
    net: number
  }
  const expected = (id: number, from: number, to: number): Expected =>
    h.sql
      .prepare(
        `SELECT COUNT(*) total,
          SUM(CASE WHEN status = 'success' THEN 1 ELSE 0 END) ok,
          SUM(CASE WHEN status = 'pending' THEN 1 ELSE 0 END) pending,
          SUM(CASE WHEN status IN ('failed', 'cancelled') THEN 1 ELSE 0 END) failed,
          TOTAL(CASE WHEN status = 'success' THEN amount ELSE 0 END) amount,
          TOTAL(CASE WHEN status = 'success' THEN net_amount ELSE 0 END) net
         FROM payins WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
      )
      .get(id, from, to) as Expected

  it('matches the seeded rows over the whole range', async () => {
    const today = istDay(Date.now())
    const res = await h.api(
      `/api/v1/merchant/dashboard/summary?from_date=2020-01-01&to_date=${today}`,
      {
        token,
      },
    )
    expect(res.status).toBe(200)
    const e = expected(merchantId(h.sql, 'demo'), 0, Date.now() + 86_400_000)
    expect(e.total).toBeGreaterThan(100)
    const { payins, wallet } = res.body.data
    expect(payins).toEqual({
      total_amount: e.amount / 100,
      total_net_amount: e.net / 100,
      total_transactions: e.total,
      successful_transactions: e.ok,
      pending_transactions: e.pending,
      failed_transactions: e.failed,
      success_rate: Math.round((e.ok / e.total) * 10000) / 100,
    })
    const available = h.sql
      .prepare(
        "SELECT available FROM wallets JOIN merchants m ON m.id = merchant_id WHERE m.username = 'demo'",
      )
      .get() as { available: number }
    expect(wallet.available_balance).toBe(available.available / 100)
    expect(wallet.available_balance).toBeGreaterThan(100_000)
  })

  it('limits to the IST calendar days asked for', async () => {
    const day = istDay(Date.now() - 10 * 86_400_000)
    const start = Date.parse(`${day}T00:00:00+05:30`)
    const res = await h.api(`/api/v1/merchant/dashboard/summary?from_date=${day}&to_date=${day}`, {
      token,
    })
    const e = expected(merchantId(h.sql, 'demo'), start, start + 86_400_000)
    expect(res.body.data.payins.total_transactions).toBe(e.total)
    expect(res.body.data.payins.total_amount).toBe(e.amount / 100)
  })

  it('is per merchant', async () => {
    const other = await h.login('norates')
    const res = await h.api('/api/v1/merchant/dashboard/summary', { token: other })
    const e = expected(merchantId(h.sql, 'norates'), 0, Date.now() + 86_400_000)
    expect(res.body.data.payins.total_transactions).toBe(e.total)
  })

  it('400s a bad date', async () => {
    const res = await h.api('/api/v1/merchant/dashboard/summary?from_date=2026-02-30', { token })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('The start date must be a real date written as YYYY-MM-DD')
  })
})

describe('static hosting and headers', () => {
  it('sets security headers on API and error responses', async () => {
    for (const path of ['/api/v1/merchant/profile', '/api/v1/nope', '/anything']) {
      const res = await h.api(path, { headers: { accept: 'text/html' } })
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('404s unknown API paths with the JSON envelope', async () => {
    const res = await h.api('/api/v1/does/not/exist', { token })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ success: false, error: { message: 'Not found' } })
  })

  it('serves a build hint when dist is missing', async () => {
    const res = await h.api('/dashboard', { headers: { accept: 'text/html' } })
    expect(res.status).toBe(200)
    expect(res.text).toContain('npm run build')
  })

  it('answers CORS preflight for /api/v1', async () => {
    const res = await h.api('/api/v1/payin/list', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://portal.example.com',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-api-key',
      },
    })
    expect(res.status).toBeLessThan(300)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-secret')
  })
})
