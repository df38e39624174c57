import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LATE_PAYMENT_GRACE_MS } from '../../server/domain/refunds/payin-lifecycle'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  type Harness,
} from './support/helpers'

/*
 * Late payments (docs/api-contract.md, decision 024 amended by 050): a payment after the link
 * expired, within 30 minutes of expires_at, is recorded as success with paid_late; one on a payin
 * the merchant cancelled, or after the 30 minutes, is recorded and refunded automatically. The
 * expiry sweeper is kept out of the way (hourly), so each test decides when a row lapses and is
 * cancelled: expires_at is moved back with SQL (just past, or past the grace) instead of waiting.
 */

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({
    payinTtlMs: 300,
    expirySweepMs: 3_600_000,
    settlementIntervalMs: 3_600_000,
  })
  token = await h.login()
  h.sql
    .prepare('UPDATE merchants SET webhook_payin_url = ? WHERE username = ?')
    .run('http://127.0.0.1:9/hook', 'demo')
})
afterAll(() => h.stop())

const LATER = () => new Date(Date.now() + 60_000).toISOString()
const create = async (expiresAt?: string) => {
  const res = await h.api('/api/v1/payin/create', {
    token,
    json: {
      amount: 1000,
      customer_name: 'Kavya Menon',
      customer_email: 'kavya@example.in',
      ...(expiresAt ? { metadata: { expires_at: expiresAt } } : {}),
    },
  })
  expect(res.status, res.text).toBe(200)
  return res.body.data.transaction_id as string
}
const row = (id: string) =>
  h.sql.prepare('SELECT * FROM payins WHERE transaction_id = ?').get(id) as {
    status: string
    paid_late: number
    fee: number
    net_amount: number
    utr: string | null
  }
const pending = () =>
  (
    h.sql
      .prepare('SELECT pending FROM wallets WHERE merchant_id = ?')
      .get(merchantId(h.sql, 'demo')) as { pending: number }
  ).pending
const credits = (id: string) =>
  h.sql
    .prepare('SELECT amount, description FROM wallet_transactions WHERE reference_id = ?')
    .all(id) as { amount: number; description: string }[]
const webhooks = (id: string) =>
  (
    h.sql
      .prepare('SELECT payload FROM webhook_deliveries WHERE payload LIKE ? ORDER BY id')
      .all(`%"${id}"%`) as { payload: string }[]
  ).map((d) => JSON.parse(d.payload) as Record<string, unknown>)
const backdate = (id: string, ms: number) =>
  h.sql
    .prepare('UPDATE payins SET expires_at = ? WHERE transaction_id = ?')
    .run(Date.now() - ms, id)
/** The link's expiry has just passed: what a wait for its 300 ms lifetime did, without waiting. */
const lapse = (id: string) => backdate(id, 1_000)

describe('a payment after a cancel or expiry', () => {
  it('after the link expired and was cancelled: success, paid_late, credited once like an on-time payment', async () => {
    const id = await create()
    lapse(id)
    // Reading the status cancels the expired link (the sweeper's work, done on read).
    const expired = await h.api(`/api/v1/payin/status/${id}`, { token })
    expect(expired.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'expiry' })
    const before = pending()
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.status).toBe(200)
    expect(paid.body.data).toMatchObject({
      status: 'success',
      paid_late: true,
      fee: 20,
      net_amount: 980,
      gateway: 'SANDBOX-UPI',
    })
    expect(paid.body.data.utr).toMatch(/^[1-9]\d{11}$/)
    expect(pending()).toBe(before + 980_00)
    // Paying again changes nothing.
    const again = await adminPost(h, `payins/${id}/pay`)
    expect(again.body.data.utr).toBe(paid.body.data.utr)
    expect(pending()).toBe(before + 980_00)
    expect(credits(id)).toEqual([
      { amount: 980_00, description: 'Payin from Kavya Menon (paid late)' },
    ])
    expect(webhooks(id).map((w) => [w.event, w.paid_late])).toEqual([
      ['payin.pending', false],
      ['payin.cancelled', false],
      ['payin.success', true],
    ])
    const status = await h.api(`/api/v1/payin/status/${id}`, { token })
    expect(status.body.data).toMatchObject({ status: 'success', paid_late: true })
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('after the merchant cancelled: recorded on the cancelled payin and refunded automatically, fee-free', async () => {
    const id = await create(LATER())
    const cancel = await h.api(`/api/v1/payin/cancel/${id}`, { method: 'POST', token })
    expect(cancel.body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'merchant' })
    const before = pending()
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.status).toBe(200)
    expect(paid.body.data).toMatchObject({
      status: 'cancelled',
      paid_late: true,
      auto_refund: true,
      fee: 0,
      net_amount: 0,
      refund_status: 'none',
      refund_pending_amount: 1000,
      refundable_amount: 0,
      gateway: 'SANDBOX-UPI',
    })
    expect(paid.body.data.utr).toMatch(/^[1-9]\d{11}$/)
    // In and straight back out of the pending balance: never the merchant's, never settled.
    expect(pending()).toBe(before)
    const refund = h.sql.prepare('SELECT * FROM refunds WHERE transaction_id = ?').all(id) as {
      refund_id: string
      automatic: number
      status: string
      amount: number
      reason: string
    }[]
    expect(refund).toMatchObject([
      {
        automatic: 1,
        status: 'pending',
        amount: 1000_00,
        reason: 'Paid after the payment was cancelled',
      },
    ])
    // Paying again changes nothing.
    const again = await adminPost(h, `payins/${id}/pay`)
    expect(again.body.data.utr).toBe(paid.body.data.utr)
    expect(
      h.sql.prepare('SELECT COUNT(*) AS n FROM refunds WHERE transaction_id = ?').get(id),
    ).toEqual({ n: 1 })
    expect(webhooks(id).map((w) => w.event)).toEqual([
      'payin.pending',
      'payin.cancelled',
      'refund.created',
    ])
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('on a pending row past its expiry (the sweeper not yet run): success, paid_late', async () => {
    const id = await create()
    lapse(id)
    expect(row(id).status).toBe('pending')
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.body.data).toMatchObject({ status: 'success', paid_late: true })
  })

  it('after expiry cancelled it (status read, checkout page): the checkout Pay records it late', async () => {
    const id = await create()
    lapse(id)
    const status = await h.api(`/api/v1/payin/status/${id}`, { token })
    expect(status.body.data).toMatchObject({ status: 'cancelled', paid_late: false })
    const post = await h.api(`/sandbox/pay/${id}/pay`, { method: 'POST' })
    expect(post.status).toBe(303)
    expect(row(id)).toMatchObject({ status: 'success', paid_late: 1 })
    expect((await h.api(`/sandbox/pay/${id}`)).text).toContain('Payment successful')
  })

  it('past the 30-minute grace: recorded on the cancelled payin and refunded automatically', async () => {
    expect(LATE_PAYMENT_GRACE_MS).toBe(30 * 60_000)
    const expiredCancelled = await create()
    lapse(expiredCancelled)
    await h.api(`/api/v1/payin/status/${expiredCancelled}`, { token })
    backdate(expiredCancelled, LATE_PAYMENT_GRACE_MS + 60_000)
    const expiredPending = await create(LATER())
    backdate(expiredPending, LATE_PAYMENT_GRACE_MS + 60_000)
    const before = pending()
    for (const id of [expiredCancelled, expiredPending]) {
      const paid = await adminPost(h, `payins/${id}/pay`)
      expect(paid.status).toBe(200)
      expect(paid.body.data).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'expiry',
        auto_refund: true,
      })
      expect(row(id)).toMatchObject({ status: 'cancelled', paid_late: 1, fee: 0 })
      const reasons = h.sql
        .prepare('SELECT reason FROM refunds WHERE transaction_id = ? AND automatic = 1')
        .all(id)
      expect(reasons).toEqual([
        { reason: 'Paid more than 30 minutes after the payment link expired' },
      ])
    }
    expect(pending()).toBe(before)
    // Just inside the grace it is still recorded.
    const inside = await create(LATER())
    backdate(inside, LATE_PAYMENT_GRACE_MS - 60_000)
    expect((await adminPost(h, `payins/${inside}/pay`)).body.data.paid_late).toBe(true)
  })

  it('a declined payin stays failed; a decline after expiry still cancels', async () => {
    const declined = await create(LATER())
    await adminPost(h, `payins/${declined}/decline`)
    const paid = await adminPost(h, `payins/${declined}/pay`)
    expect(paid.status).toBe(400)
    expect(paid.body.error.message).toBe('Payin is failed')
    expect(row(declined)).toMatchObject({ status: 'failed', paid_late: 0 })

    const late = await create()
    lapse(late)
    const decline = await adminPost(h, `payins/${late}/decline`)
    expect(decline.status).toBe(400)
    expect(decline.body.error.message).toBe('Payin is cancelled')
  })

  it('an on-time payment is not late', async () => {
    const id = await create(LATER())
    expect((await adminPost(h, `payins/${id}/pay`)).body.data.paid_late).toBe(false)
  })
})

describe('cancelled → success and the list machinery', () => {
  it('keeps list counts and search by status right', async () => {
    const id = await create()
    lapse(id)
    await h.api(`/api/v1/payin/status/${id}`, { token })
    const list = (query: string) => h.api(`/api/v1/payin/list?${query}`, { token })
    const counted = async () => ({
      success: (await list('status=success')).body.meta.pagination.totalCount,
      cancelled: (await list('status=cancelled')).body.meta.pagination.totalCount,
    })
    const before = await counted()
    expect((await list(`search=${id}&status=cancelled`)).body.data).toHaveLength(1)
    await adminPost(h, `payins/${id}/pay`)
    expect(await counted()).toEqual({
      success: before.success + 1,
      cancelled: before.cancelled - 1,
    })
    expect((await list(`search=${id}&status=success`)).body.data).toHaveLength(1)
    expect((await list(`search=${id}&status=cancelled`)).body.data).toHaveLength(0)
    // The trigger-kept counts equal a real count.
    const kept = h.sql
      .prepare(
        "SELECT status, n FROM list_counts WHERE entity = 'payin' AND merchant_id = ? ORDER BY status",
      )
      .all(merchantId(h.sql, 'demo'))
    const real = h.sql
      .prepare(
        'SELECT status, COUNT(*) AS n FROM payins WHERE merchant_id = ? GROUP BY status ORDER BY status',
      )
      .all(merchantId(h.sql, 'demo'))
    expect(kept).toEqual(real)
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})
