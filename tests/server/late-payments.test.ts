import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LATE_PAYMENT_GRACE_MS } from '../../server/domain/payin-lifecycle'
import { adminPost, ledgerProblems, merchantId, startHarness, type Harness } from './helpers'

/*
 * Late payments (docs/api-contract.md, decision 024): a payment after the link expired or was
 * cancelled, within 30 minutes of expires_at, is recorded as success with paid_late. Links live
 * 300 ms here and the expiry sweeper is kept out of the way (hourly), so each test decides when a
 * row is cancelled; expires_at is moved back with SQL to reach past the grace without waiting.
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const backdate = (id: string, ms: number) =>
  h.sql
    .prepare('UPDATE payins SET expires_at = ? WHERE transaction_id = ?')
    .run(Date.now() - ms, id)

describe('a payment after a cancel or expiry', () => {
  it('after the merchant cancelled: success, paid_late, credited once like an on-time payment', async () => {
    const id = await create(LATER())
    const cancel = await h.api(`/api/v1/payin/cancel/${id}`, { method: 'POST', token })
    expect(cancel.body.data.status).toBe('cancelled')
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

  it('on a pending row past its expiry (the sweeper not yet run): success, paid_late', async () => {
    const id = await create()
    await sleep(400)
    expect(row(id).status).toBe('pending')
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.body.data).toMatchObject({ status: 'success', paid_late: true })
  })

  it('after expiry cancelled it (status read, checkout page): the checkout Pay records it late', async () => {
    const id = await create()
    await sleep(400)
    const status = await h.api(`/api/v1/payin/status/${id}`, { token })
    expect(status.body.data).toMatchObject({ status: 'cancelled', paid_late: false })
    const post = await h.api(`/sandbox/pay/${id}/pay`, { method: 'POST' })
    expect(post.status).toBe(303)
    expect(row(id)).toMatchObject({ status: 'success', paid_late: 1 })
    expect((await h.api(`/sandbox/pay/${id}`)).text).toContain('Payment successful')
  })

  it('is refused past the 30-minute grace: 400 Payin is cancelled, nothing moves', async () => {
    expect(LATE_PAYMENT_GRACE_MS).toBe(30 * 60_000)
    const cancelled = await create(LATER())
    await h.api(`/api/v1/payin/cancel/${cancelled}`, { method: 'POST', token })
    backdate(cancelled, LATE_PAYMENT_GRACE_MS + 60_000)
    const expiredPending = await create(LATER())
    backdate(expiredPending, LATE_PAYMENT_GRACE_MS + 60_000)
    const before = pending()
    for (const id of [cancelled, expiredPending]) {
      const paid = await adminPost(h, `payins/${id}/pay`)
      expect(paid.status).toBe(400)
      expect(paid.body.error.message).toBe('Payin is cancelled')
      expect(row(id)).toMatchObject({ status: 'cancelled', paid_late: 0, utr: null })
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
    await sleep(400)
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
    const id = await create(LATER())
    await h.api(`/api/v1/payin/cancel/${id}`, { method: 'POST', token })
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
