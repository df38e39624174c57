import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyOf, startHarness, type Harness } from './support/helpers'

/* A repeated reference_id answers 409 with the existing payout, on both surfaces. */

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
})
afterAll(() => h.stop())

const portalPayout = (reference: string) => ({
  reference_id: reference,
  amount: 1000,
  mode: 'IMPS',
  beneficiary_name: 'Meera Iyer',
  beneficiary_account: '123456789012',
  beneficiary_ifsc: 'SBIN0001234',
})

describe('duplicate reference_id', () => {
  it('portal (bearer): 409 with the existing payout_id and status, nothing debited twice', async () => {
    const first = await h.api('/api/v1/payout/initiate', { token, json: portalPayout('RECON-1') })
    expect(first.status).toBe(200)
    const count = () => h.sql.prepare('SELECT COUNT(*) AS n FROM payouts').get()
    const before = count()
    const again = await h.api('/api/v1/payout/initiate', { token, json: portalPayout('RECON-1') })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      success: false,
      error: {
        message: 'Duplicate reference ID',
        payout_id: first.body.data.payout_id,
        status: first.body.data.status,
      },
    })
    expect(count()).toEqual(before)
  })

  it('public API (X-API-Key): the same 409 body, reflecting the payout’s current status', async () => {
    const apiKey = await apiKeyOf(h, token)
    const body = {
      reference_id: 'RECON-API',
      amount: 500,
      transfer_type: 'upi',
      upi_id: 'meera@okaxis',
      beneficiary_name: 'Meera Iyer',
    }
    const first = await h.api('/api/v1/payout/initiate', { apiKey, json: body })
    expect(first.status).toBe(200)
    h.sql
      .prepare("UPDATE payouts SET status = 'processing' WHERE payout_id = ?")
      .run(first.body.data.payout_id)
    const again = await h.api('/api/v1/payout/initiate', { apiKey, json: body })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({
      success: false,
      error: {
        message: 'Duplicate reference ID',
        payout_id: first.body.data.payout_id,
        status: 'processing',
      },
    })
  })
})
