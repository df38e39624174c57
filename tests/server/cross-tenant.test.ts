import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyOf, merchantId, startHarness, type ApiInit, type Harness } from './support/helpers'

/* Merchant B (norates) must never see or change merchant A's (demo) rows: 404, and 401 unauthenticated. */

let h: Harness
let tokenA: string
let tokenB: string
let keyB: { key: string; secret: string }
let a: { payins: string[]; payouts: string[]; topups: string[]; walletRefs: string[] }

beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  tokenA = await h.login('demo')
  tokenB = await h.login('norates')
  keyB = await apiKeyOf(h, tokenB)
  const demo = merchantId(h.sql, 'demo')
  const col = (sql: string) =>
    (h.sql.prepare(sql).all(demo) as Record<string, string>[]).map(
      (r) => Object.values(r)[0] as string,
    )
  a = {
    payins: col(
      "SELECT transaction_id FROM payins WHERE merchant_id = ? AND status IN ('pending', 'success') LIMIT 6",
    ),
    payouts: col('SELECT payout_id FROM payouts WHERE merchant_id = ? LIMIT 4'),
    topups: col('SELECT request_id FROM topup_requests WHERE merchant_id = ?'),
    walletRefs: col('SELECT reference_id FROM wallet_transactions WHERE merchant_id = ? LIMIT 3'),
  }
  const fresh = await h.api('/api/v1/payin/create', {
    token: tokenA,
    json: { amount: 99, customer_name: 'Only A', customer_email: 'a@example.in' },
  })
  a.payins.push(fresh.body.data.transaction_id)
})
afterAll(() => h.stop())

describe.each(['bearer', 'api_key'] as const)('merchant B over %s', (surface) => {
  const asB = (): ApiInit => (surface === 'bearer' ? { token: tokenB } : { apiKey: keyB })

  it('gets 404 for every payin, payout and top-up id of merchant A', async () => {
    const calls: [string, string][] = [
      ...a.payins.flatMap((id): [string, string][] => [
        ['GET', `/payin/status/${id}`],
        ['POST', `/payin/cancel/${id}`],
      ]),
      ...a.payouts.map((id): [string, string] => ['GET', `/payout/status/${id}`]),
      ...a.topups.map((id): [string, string] => ['GET', `/wallet/topup/${id}`]),
    ]
    expect(calls.length).toBeGreaterThan(15)
    for (const [method, path] of calls) {
      const res = await h.api(`/api/v1${path}`, { ...asB(), method })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.success).toBe(false)
      expect(JSON.stringify(res.body)).not.toContain('Only A')
    }
    // B's cancel attempt left A's payin alone.
    const own = await h.api(`/api/v1/payin/status/${a.payins.at(-1)}`, { token: tokenA })
    expect(own.body.data.status).toBe('pending')
  })

  it('finds none of A’s rows by searching lists or reports', async () => {
    for (const id of [...a.payins, ...a.payouts]) {
      for (const list of ['/payin/list', '/payout/list']) {
        const res = await h.api(`/api/v1${list}?search=${id}`, asB())
        expect(res.status).toBe(200)
        const rows = Array.isArray(res.body.data) ? res.body.data : res.body.data.transactions
        expect(rows, `${list} ${id}`).toEqual([])
      }
    }
    for (const ref of a.walletRefs) {
      const res = await h.api(`/api/v1/wallet/transactions?search=${ref}`, asB())
      expect(res.body.data).toEqual([])
    }
    const report = await h.api('/api/v1/merchant/transactions/report?type=both&format=csv', asB())
    for (const id of [...a.payins, ...a.payouts]) expect(report.text).not.toContain(id)
    const topups = await h.api('/api/v1/wallet/topup/list?limit=100', asB())
    for (const id of a.topups) expect(JSON.stringify(topups.body)).not.toContain(id)
  })

  it('sees only its own summaries, wallet and profile', async () => {
    const norates = merchantId(h.sql, 'norates')
    const count = h.sql
      .prepare('SELECT COUNT(*) n FROM payins WHERE merchant_id = ?')
      .get(norates) as { n: number }
    const summary = await h.api('/api/v1/payin/summary', asB())
    expect(summary.body.data.total_transactions).toBe(count.n)
    const wallet = h.sql
      .prepare('SELECT available FROM wallets WHERE merchant_id = ?')
      .get(norates) as { available: number }
    expect((await h.api('/api/v1/wallet/balance', asB())).body.data.available_balance).toBe(
      wallet.available / 100,
    )
    // The profile is portal-only (decision 027): an API key gets 403, checked in portal-session.test.ts.
    if (surface === 'bearer')
      expect((await h.api('/api/v1/merchant/profile', asB())).body.data.username).toBe('norates')
  })
})

describe('without credentials', () => {
  it('401s every protected endpoint', async () => {
    const id = a.payins[0] ?? 'x'
    const endpoints: [string, string][] = [
      ['GET', '/merchant/profile'],
      ['PUT', '/merchant/profile'],
      ['GET', '/merchant/dashboard/summary'],
      ['POST', '/payin/create'],
      ['GET', `/payin/status/${id}`],
      ['GET', '/payin/list'],
      ['GET', '/payin/summary'],
      ['POST', `/payin/cancel/${id}`],
      ['POST', '/payout/initiate'],
      ['GET', `/payout/status/${a.payouts[0]}`],
      ['GET', '/payout/list'],
      ['GET', '/payout/summary'],
      ['GET', '/wallet/balance'],
      ['GET', '/wallet/transactions'],
      ['POST', '/wallet/topup/request'],
      ['GET', '/wallet/topup/list'],
      ['GET', `/wallet/topup/${a.topups[0]}`],
      ['GET', '/merchant/api-keys'],
      ['POST', '/merchant/api-keys/regenerate'],
      ['POST', '/merchant/kyc/submit'],
      ['GET', '/merchant/kyc/status'],
      ['GET', '/merchant/transactions/report'],
      ['POST', '/merchant/webhook/set'],
      ['GET', '/merchant/webhook/deliveries'],
      ['POST', '/merchant/auth/logout'],
    ]
    for (const [method, path] of endpoints) {
      const res = await h.api(`/api/v1${path}`, { method })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(res.body.error.message).toBe('Authentication required')
    }
  })
})
