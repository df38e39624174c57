import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/helpers'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.stop())

describe('login', () => {
  it('accepts the username and returns token, expiry and merchant', async () => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'demo', password: 'Demo@1234' },
    })
    expect(res.status).toBe(200)
    expect(res.body.success).toBe(true)
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(res.body.data.expires_at)).toBeGreaterThan(Date.now() + 11 * 3600_000)
    expect(res.body.data.merchant).toMatchObject({
      username: 'demo',
      email: 'demo@example.com',
      business_name: 'Acme Stores',
      show_rates_to_merchant: 1,
    })
    expect(res.body.data.merchant).not.toHaveProperty('password_hash')
  })

  it('accepts the email, case-insensitively', async () => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'NoRates@Example.com', password: 'Demo@1234' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.merchant).toMatchObject({
      username: 'norates',
      business_name: 'Kirana Mart',
      show_rates_to_merchant: 0,
    })
  })

  it('rejects a wrong password with 401 and a message', async () => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'demo@example.com', password: 'wrong' },
    })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({
      success: false,
      error: { message: 'Invalid username/email or password' },
    })
  })

  it('gives the same 401 for an unknown identifier', async () => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'nobody', password: 'Demo@1234' },
    })
    expect(res.status).toBe(401)
    expect(res.body.error.message).toBe('Invalid username/email or password')
  })

  it('400s on missing fields and on bad JSON', async () => {
    const missing = await h.api('/api/v1/merchant/auth/login', { json: { identifier: 'demo' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toBe('Please enter both username/email and password')
    const bad = await h.api('/api/v1/merchant/auth/login', {
      body: '{"identifier":',
      headers: { 'content-type': 'application/json' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('Invalid JSON body')
  })

  it('stores only a hash of the token', async () => {
    const token = await h.login()
    const rows = h.sql.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.token_hash === token)).toBe(false)
  })
})

describe('bearer auth', () => {
  it('401s a protected route without a token', async () => {
    const res = await h.api('/api/v1/merchant/profile')
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ success: false, error: { message: 'Authentication required' } })
  })

  it('401s an invalid or expired token', async () => {
    const res = await h.api('/api/v1/merchant/profile', { token: 'x'.repeat(43) })
    expect(res.status).toBe(401)
    expect(res.body.error.message).toBe('Invalid or expired token')
    const token = await h.login()
    h.sql.prepare('UPDATE sessions SET expires_at = ?').run(Date.now() - 1)
    const expired = await h.api('/api/v1/merchant/profile', { token })
    expect(expired.status).toBe(401)
  })

  it('logout revokes the token', async () => {
    const token = await h.login()
    expect((await h.api('/api/v1/merchant/profile', { token })).status).toBe(200)
    expect((await h.api('/api/v1/merchant/auth/logout', { method: 'POST', token })).status).toBe(
      200,
    )
    expect((await h.api('/api/v1/merchant/profile', { token })).status).toBe(401)
  })
})

describe('login rate limit', () => {
  let limited: Harness
  beforeAll(async () => {
    limited = await startHarness({ loginRateLimit: { limit: 5, windowMs: 60_000 } })
  })
  afterAll(() => limited.stop())

  it('429s after 5 failures from one IP, even for the right password, with a message', async () => {
    const attempt = (password: string) =>
      limited.api('/api/v1/merchant/auth/login', { json: { identifier: 'demo', password } })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await attempt('nope')).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const blocked = await attempt('Demo@1234')
    expect(blocked.status).toBe(429)
    expect(blocked.body.error.message).toMatch(/Too many login attempts/)
  })
})
