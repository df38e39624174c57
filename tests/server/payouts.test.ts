import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  waitFor,
  type Harness,
} from './support/helpers'

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ bankStepMs: 200, settlementIntervalMs: 3_600_000 })
  token = await h.login()
})
afterAll(() => h.stop())

const wallet = (username: string) =>
  h.sql
    .prepare('SELECT available, pending, processing FROM wallets WHERE merchant_id = ?')
    .get(merchantId(h.sql, username)) as { available: number; pending: number; processing: number }

let refSeq = 0
const payout = (overrides: Record<string, unknown> = {}, as = token) =>
  h.api('/api/v1/payout/initiate', {
    token: as,
    json: {
      reference_id: `T-${++refSeq}`,
      amount: 1000,
      mode: 'IMPS',
      beneficiary_name: 'Meera Iyer',
      beneficiary_account: '123456789012',
      beneficiary_ifsc: 'SBIN0001234',
      ...overrides,
    },
  })

const status = async (id: string) =>
  (await h.api(`/api/v1/payout/status/${id}`, { token })).body.data as Record<string, unknown>

describe('payout validation (product.md §5 messages)', () => {
  it.each([
    [{ reference_id: '' }, 'Please enter a reference ID'],
    [{ reference_id: '   ' }, 'Please enter a reference ID'],
    [{ reference_id: undefined }, 'Please enter a reference ID'],
    [{ amount: 0 }, 'Please enter a valid amount'],
    [{ amount: -5 }, 'Please enter a valid amount'],
    [{ amount: 'abc' }, 'Please enter a valid amount'],
    [{ amount: 10.555 }, 'Please enter a valid amount'],
    [{ amount: null }, 'Please enter a valid amount'],
    [{ beneficiary_name: ' ' }, 'Please enter beneficiary name'],
    [{ beneficiary_account: '' }, 'Please enter beneficiary account and IFSC code'],
    [{ beneficiary_ifsc: undefined }, 'Please enter beneficiary account and IFSC code'],
    [{ beneficiary_ifsc: 'SBIN1234567' }, 'Invalid IFSC code'],
    [{ beneficiary_ifsc: 'SBIN00012345' }, 'Invalid IFSC code'],
    [{ mode: 'UPI' }, 'Mode must be IMPS, NEFT or RTGS'],
    [{ mode: undefined }, 'Mode must be IMPS, NEFT or RTGS'],
    [{ mode: 'RTGS', amount: 199_999.99 }, 'RTGS requires a minimum amount of ₹2,00,000'],
  ])('%j → 400 %s', async (overrides, message) => {
    const before = wallet('demo').available
    const res = await payout(overrides)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, error: { message } })
    expect(wallet('demo').available).toBe(before)
  })

  it('accepts a lower-case IFSC and stores it upper-cased', async () => {
    const res = await payout({ beneficiary_ifsc: 'sbin0001234' })
    expect(res.status).toBe(200)
    expect(res.body.data.beneficiary_ifsc).toBe('SBIN0001234')
  })

  it('409s a duplicate reference ID for the same merchant only', async () => {
    expect((await payout({ reference_id: 'DUP-1' })).status).toBe(200)
    const again = await payout({ reference_id: 'DUP-1' })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Duplicate reference ID')
    const other = await h.login('norates')
    expect((await payout({ reference_id: 'DUP-1' }, other)).status).toBe(200)
  })
})

describe('payout money and lifecycle', () => {
  it('debits amount + fee (₹5 + 0.3 %) from available into processing, then completes', async () => {
    const before = wallet('demo')
    const res = await payout({ amount: 10_000 })
    expect(res.body.data).toMatchObject({
      amount: 10_000,
      fee: 35,
      net_amount: 10_035,
      status: 'queued',
    })
    const after = wallet('demo')
    expect(after.available).toBe(before.available - 1_003_500)
    const done = await waitFor(
      () => status(res.body.data.payout_id),
      (p) => p.status === 'success',
    )
    expect(done.utr_number).toMatch(/^\d{12}$/)
    expect(done.gateway_payout_id).toMatch(/^GPO/)
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('fails transfers to the test account 000000000000 and refunds amount + fee', async () => {
    const before = wallet('demo').available
    const res = await payout({ amount: 2_000, beneficiary_account: '000000000000' })
    expect(wallet('demo').available).toBe(before - 200_000 - payoutFee(200_000))
    const failed = await waitFor(
      () => status(res.body.data.payout_id),
      (p) => p.status === 'failed',
    )
    expect(failed.failure_reason).toMatch(/test account/)
    expect(wallet('demo').available).toBe(before)
    const refunds = h.sql
      .prepare(
        "SELECT bucket, transaction_type FROM wallet_transactions WHERE reference_id = ? AND reference_type = 'refund'",
      )
      .all(res.body.data.payout_id)
    expect(refunds).toEqual([
      { bucket: 'processing', transaction_type: 'debit' },
      { bucket: 'available', transaction_type: 'credit' },
    ])
  })

  it('holds payouts above ₹50,000 for approval; admin approve sends them on', async () => {
    const res = await payout({ amount: 50_000.01 })
    expect(res.body.data).toMatchObject({ status: 'pending', approval_status: 'awaiting_approval' })
    // A minute passes for it at once: were it queued, the sandbox bank would move it now.
    h.sql
      .prepare('UPDATE payouts SET updated_at = updated_at - 60000 WHERE payout_id = ?')
      .run(res.body.data.payout_id)
    // A payout made after it goes all the way through the bank: the bank's steps have run since.
    const later = await payout()
    await waitFor(
      () => status(later.body.data.payout_id),
      (p) => p.status === 'success',
    )
    expect((await status(res.body.data.payout_id)).status).toBe('pending')
    const approved = await adminPost(h, `payouts/${res.body.data.payout_id}/approve`)
    expect(approved.status).toBe(200)
    expect(approved.body.data).toMatchObject({ status: 'queued', approval_status: 'approved' })
    await waitFor(
      () => status(res.body.data.payout_id),
      (p) => p.status === 'success',
    )
    expect((await adminPost(h, `payouts/${res.body.data.payout_id}/approve`)).status).toBe(400)
  })

  it('auto-approves exactly ₹50,000', async () => {
    const res = await payout({ amount: 50_000, beneficiary_account: '123456789012' })
    expect(res.body.data.approval_status).toBe('auto_approved')
  })

  it('admin reject refunds a held payout', async () => {
    const before = wallet('demo').available
    const res = await payout({ amount: 60_000 })
    const rejected = await adminPost(h, `payouts/${res.body.data.payout_id}/reject`, {
      reason: 'KYC pending',
    })
    expect(rejected.body.data).toMatchObject({
      status: 'failed',
      approval_status: 'rejected',
      failure_reason: 'KYC pending',
    })
    expect(wallet('demo').available).toBe(before)
  })

  it('risk-flags the first payout above ₹25,000 to a new beneficiary, not the second', async () => {
    const first = await payout({ amount: 25_000.5, beneficiary_account: '998877665544' })
    expect(first.body.data.risk_flagged).toBe(true)
    expect(first.body.data.warnings[0]).toMatch(/First payout/)
    const second = await payout({ amount: 30_000, beneficiary_account: '998877665544' })
    expect(second.body.data.risk_flagged).toBe(false)
    const small = await payout({ amount: 25_000, beneficiary_account: '112233445566' })
    expect(small.body.data.risk_flagged).toBe(false)
  })

  it('400s "Insufficient wallet balance" without touching the ledger', async () => {
    const rows = (
      h.sql.prepare('SELECT COUNT(*) n FROM wallet_transactions').get() as { n: number }
    ).n
    const res = await payout({ amount: 9_00_00_000 })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('Insufficient wallet balance')
    expect(
      (h.sql.prepare('SELECT COUNT(*) n FROM wallet_transactions').get() as { n: number }).n,
    ).toBe(rows)
    expect(h.sql.prepare('SELECT 1 FROM payouts WHERE amount = 900000000').get()).toBeUndefined()
  })
})

describe('concurrency', () => {
  it('200 concurrent payouts against a balance covering exactly N: N succeed, none overdraw', async () => {
    const norates = await h.login('norates')
    const before = wallet('norates')
    const total = 1_000_00 + payoutFee(1_000_00)
    const n = Math.floor(before.available / total)
    expect(n).toBeGreaterThan(10)
    expect(n).toBeLessThan(200)
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        payout({ reference_id: `CONC-${i}`, amount: 1_000 }, norates),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status !== 200)
    expect(ok).toHaveLength(n)
    expect(
      refused.every(
        (r) => r.status === 400 && r.body.error.message === 'Insufficient wallet balance',
      ),
    ).toBe(true)
    const after = wallet('norates')
    expect(after.available).toBe(before.available - n * total)
    expect(after.available).toBeGreaterThanOrEqual(0)
    expect(after.available).toBeLessThan(total)
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

function payoutFee(paise: number): number {
  return 500 + Math.round((paise * 30) / 10_000)
}
