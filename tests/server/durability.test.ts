import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyOf, ledgerProblems, startHarness, type Harness } from './support/helpers'

let h: Harness
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
})
afterAll(() => h.stop())

describe('durability across a restart on the same DATA_DIR', () => {
  it('keeps payins, payouts, the wallet, the profile, sessions and API keys; does not reseed', async () => {
    const token = await h.login()
    const keys = await apiKeyOf(h, token)
    const payin = await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 321, customer_name: 'Durable Dev', customer_email: 'dd@example.in' },
    })
    const payout = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: 'DUR-1',
        amount: 77,
        mode: 'IMPS',
        beneficiary_name: 'Kept',
        beneficiary_account: '1234567890',
        beneficiary_ifsc: 'ICIC0001234',
      },
    })
    await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token,
      json: { address: 'Persisted Lane 7' },
    })
    const walletBefore = (await h.api('/api/v1/wallet/balance', { token })).body.data
    const payinsBefore = (await h.api('/api/v1/payin/list?limit=1', { token })).body.meta.pagination
      .totalCount

    await h.restart()

    expect(
      (await h.api(`/api/v1/payin/status/${payin.body.data.transaction_id}`, { token })).body.data
        .amount,
    ).toBe(321)
    const kept = await h.api(`/api/v1/payout/status/${payout.body.data.payout_id}`, { token })
    expect(kept.body.data.reference_id).toBe('DUR-1')
    expect((await h.api('/api/v1/merchant/profile', { token })).body.data.address).toBe(
      'Persisted Lane 7',
    )
    const walletAfter = (await h.api('/api/v1/wallet/balance', { token })).body.data
    expect(walletAfter.available_balance).toBe(walletBefore.available_balance)
    expect(
      (await h.api('/api/v1/payin/list?limit=1', { token })).body.meta.pagination.totalCount,
    ).toBe(payinsBefore)
    expect(await apiKeyOf(h, token)).toEqual(keys)
    expect((await h.api('/api/v1/wallet/balance', { apiKey: keys })).status).toBe(200)
    expect(h.sql.prepare("SELECT COUNT(*) n FROM merchants WHERE username = 'demo'").get()).toEqual(
      { n: 1 },
    )
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})
