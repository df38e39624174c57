import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/helpers'

/*
 * Any origin may call the API without credentials (app.ts). The header is set after the handler
 * (decision 044), so it must be on every kind of answer: JSON, errors, and the Responses a route
 * builds itself (report downloads).
 */

describe('Access-Control-Allow-Origin', () => {
  let h: Harness
  let token: string
  beforeAll(async () => {
    h = await startHarness()
    token = await h.login()
  })
  afterAll(() => h.stop())

  it('is * on JSON answers, errors and streamed downloads', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const answers = await Promise.all([
      h.api('/api/v1/merchant/profile', { token }),
      h.api('/api/v1/merchant/profile'),
      h.api('/api/v1/no-such-call', { token }),
      h.api('/api/v1/merchant/auth/login', { json: { identifier: 'demo', password: 'nope' } }),
      h.api(
        `/api/v1/merchant/transactions/report?type=payin&format=csv&from_date=${today}&to_date=${today}`,
        { token },
      ),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 401, 200])
    for (const answer of answers)
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })
})
