import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/helpers'

/*
 * The portal shows a 400's message to the merchant, so the gateway writes them in plain
 * words, never by parameter name (from_date, expires_at, page).
 */
let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
})
afterAll(() => h.stop())

describe('list and summary messages', () => {
  it.each([
    ['/api/v1/payin/list?dateFrom=2026-05-02&dateTo=2026-05-01'],
    ['/api/v1/payout/list?dateFrom=2026-05-02&dateTo=2026-05-01'],
    ['/api/v1/merchant/dashboard/summary?from_date=2026-05-02&to_date=2026-05-01'],
    ['/api/v1/payin/summary?from_date=2026-05-02&to_date=2026-05-01'],
  ])('%s → the start date must be on or before the end date', async (path) => {
    const res = await h.api(path, { token })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      success: false,
      error: { message: 'The start date must be on or before the end date' },
    })
  })

  it('names a bad date, page or status in words', async () => {
    const cases: Array<[string, string]> = [
      ['dateTo=2026-02-30', 'The end date must be a real date written as YYYY-MM-DD'],
      ['dateFrom=yesterday', 'The start date must be a real date written as YYYY-MM-DD'],
      ['limit=0', 'The page size must be a whole number from 1 up'],
      ['status=nope', 'The status filter must be one of: pending, success, failed, cancelled'],
    ]
    for (const [query, message] of cases) {
      const res = await h.api(`/api/v1/payin/list?${query}`, { token })
      expect(res.status, query).toBe(400)
      expect(res.body.error.message, query).toBe(message)
      expect(res.body.error.message).not.toMatch(/date(From|To)|_date|limit|status must/)
    }
  })
})

describe('payin/create expiry messages', () => {
  const create = (expires_at: string) =>
    h.api('/api/v1/payin/create', {
      token,
      json: {
        amount: 100,
        customer_name: 'Asha',
        customer_email: 'asha@example.in',
        metadata: { expires_at },
      },
    })

  it('says the link expiry must be in the future or within 30 days', async () => {
    const past = await create('2001-01-01T00:00:00Z')
    expect(past.body.error.message).toBe('The link expiry must be a date and time in the future')
    const far = await create(new Date(Date.now() + 40 * 86_400_000).toISOString())
    expect(far.body.error.message).toBe('The link expiry must be within 30 days')
  })
})

describe('profile website', () => {
  it('accepts acme-stores.in and stores https://acme-stores.in', async () => {
    const res = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { website: 'acme-stores.in' },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.website).toBe('https://acme-stores.in')
    const kept = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { website: 'http://shop.acme.in/about' },
    })
    expect(kept.body.data.website).toBe('http://shop.acme.in/about')
  })

  it('refuses an empty business name with its message', async () => {
    const res = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { business_name: '   ' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('Business name is required')
  })
})

describe('seeded settlement lines', () => {
  it("say what the gateway's own settlements say, with the number of payments each holds", () => {
    const rows = h.sql
      .prepare(
        `SELECT w.description, s.payins FROM wallet_transactions AS w
         JOIN settlements AS s ON s.settlement_id = w.reference_id AND s.merchant_id = w.merchant_id
         WHERE w.reference_type = 'settlement_credit'`,
      )
      .all() as { description: string; payins: number }[]
    expect(rows.length).toBeGreaterThan(0)
    for (const { description, payins } of rows) {
      expect(description).toBe(
        `Settlement of ${payins} ${payins === 1 ? 'payment' : 'payments'} to available balance`,
      )
    }
  })
})
