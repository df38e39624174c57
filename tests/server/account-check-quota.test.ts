import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyOf, startHarness, type Harness } from './support/helpers'

/*
 * The account-name check is metered (docs/decisions/065): a paid bank call in production, and
 * unmetered an oracle of account holders' names (1,000 calls a second by API key gave 730 names).
 * Per merchant per IST day, an API key spending at most its own share; 429 past either; the API
 * key hears `name_match` only, the portal (a person at the payout form) still sees the name.
 */

let h: Harness
let clock = Date.parse('2026-03-10T06:00:00Z')
let token: string
let apiKey: { key: string; secret: string }
beforeAll(async () => {
  h = await startHarness({ accountChecks: { perMerchant: 6, perKey: 3 }, clock: () => clock })
  token = await h.login()
  apiKey = await apiKeyOf(h, token)
})
afterAll(() => h.stop())

const body = { account_number: '50100000000011', ifsc: 'HDFC0001234', beneficiary_name: 'Ravi' }
const byKey = () => h.api('/api/v1/payout/validate-account', { apiKey, json: body })
const byPortal = (as = token) => h.api('/api/v1/payout/validate-account', { token: as, json: body })

describe('POST /payout/validate-account, metered', () => {
  it("answers an API key name_match only, never the holder's name", async () => {
    const res = await byKey()
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ account_exists: true, name_match: 'match' })
    expect(res.body.data).not.toHaveProperty('registered_name')
    expect(res.text).not.toContain('RAVI')
  })

  it('stops an API key at its share of the day with a clear 429', async () => {
    expect((await byKey()).status).toBe(200)
    expect((await byKey()).status).toBe(200)
    const over = await byKey()
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe(
      "You have used today's 3 account checks. Try again tomorrow.",
    )
    // Until the next IST midnight (18:30 UTC), in seconds.
    expect(Number(over.headers.get('retry-after'))).toBe(12.5 * 3600)
  })

  it('leaves the portal the rest of the day, with the name, then stops it too', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await byPortal()
      expect(res.status).toBe(200)
      expect(res.body.data.registered_name).toBe('RAVI')
    }
    const over = await byPortal()
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe(
      "You have used today's 6 account checks. Try again tomorrow.",
    )
  })

  it("does not touch another merchant's quota, and starts again the next IST day", async () => {
    expect((await byPortal(await h.login('norates'))).status).toBe(200)
    clock = Date.parse('2026-03-10T18:30:00Z')
    // 12.5 h without a call outlived the session's 12 h of idleness on the gateway's clock.
    token = await h.login()
    expect((await byKey()).status).toBe(200)
    expect((await byPortal()).status).toBe(200)
  })

  it('a refused request (bad input) is not counted', async () => {
    for (let i = 0; i < 10; i++) {
      const bad = await h.api('/api/v1/payout/validate-account', {
        token,
        json: { ...body, ifsc: 'nope' },
      })
      expect(bad.status).toBe(400)
    }
    // Two of the day's six were spent above; the ten refusals spent none.
    for (let i = 0; i < 4; i++) expect((await byPortal()).status).toBe(200)
    expect((await byPortal()).status).toBe(429)
  })
})
