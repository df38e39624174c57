import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sell, sellingCounter, type Paired } from './support/counter-helpers'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  type Harness,
} from './support/helpers'

/*
 * The customer paid the printed standing QR instead of the sale's (decision 078): the till
 * counts that payment for its open sale. The sale closes once (cancelled_by standing_qr), the
 * payment names it, two taps or two tills cannot both win, and a payment later made on the sale's
 * own QR is refunded automatically (decision 050): nothing is charged twice.
 */

let h: Harness
let owner: string
let till: Paired
let other: Paired
let vpa: string

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  till = await sellingCounter(h, owner, 'Till one')
  other = await sellingCounter(h, owner, 'Till two')
  vpa = (
    h.sql.prepare('SELECT standing_vpa FROM counters WHERE counter_id = ?').get(till.counterId) as {
      standing_vpa: string
    }
  ).standing_vpa
})
afterAll(() => h.stop())

const payQr = async (amount: number) => {
  const res = await adminPost(h, 'qr-payments', { vpa, amount })
  expect(res.status, res.text).toBe(200)
  return res.body.data.transaction_id as string
}

const count = (saleId: string, qrId: string, token = till.device) =>
  h.api(`/api/v1/counter/sales/${saleId}/count-standing-qr`, {
    token,
    json: { qr_transaction_id: qrId },
  })

const pending = () =>
  (
    h.sql
      .prepare('SELECT pending FROM wallets WHERE merchant_id = ?')
      .get(merchantId(h.sql, 'demo')) as { pending: number }
  ).pending

describe('counting a standing-QR payment for the open sale', () => {
  it('closes the sale once and names it on the payment', async () => {
    const sale = await sell(h, till.device, 50)
    const qr = await payQr(50)
    const before = pending()
    const res = await count(sale.transaction_id, qr)
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.sale).toMatchObject({
      transaction_id: sale.transaction_id,
      status: 'cancelled',
      cancelled_by: 'standing_qr',
      channel: 'counter',
    })
    expect(res.body.data.payment).toMatchObject({
      transaction_id: qr,
      status: 'success',
      channel: 'qr',
      sale_transaction_id: sale.transaction_id,
    })
    // Nothing moved: the payment was credited when it arrived, the sale never was.
    expect(pending()).toBe(before)

    // Counting it again, or the same payment for another sale, is refused.
    const again = await count(sale.transaction_id, qr)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('This sale was already paid or cancelled')
    const second = await sell(h, till.device, 50)
    const twice = await count(second.transaction_id, qr)
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe('This payment was already counted for another sale')

    // A later payment on the cancelled sale's own QR goes straight back to the customer.
    const late = await adminPost(h, `payins/${sale.transaction_id}/pay`)
    expect(late.status, late.text).toBe(200)
    expect(late.body.data).toMatchObject({ status: 'cancelled', auto_refund: true })
    expect(pending()).toBe(before)
    const refund = h.sql
      .prepare(
        'SELECT r.automatic, r.reason FROM refunds r JOIN payins p ON p.id = r.payin_id WHERE p.transaction_id = ?',
      )
      .get(sale.transaction_id) as { automatic: number; reason: string }
    expect(refund).toEqual({
      automatic: 1,
      reason: 'Paid after the sale was paid on the standing QR',
    })
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('refuses different amounts (400), a payment before the sale, and other counters', async () => {
    const qrFirst = await payQr(20)
    const sale = await sell(h, till.device, 20)
    const before = await count(sale.transaction_id, qrFirst)
    expect(before.status).toBe(409)
    const qr = await payQr(21)
    const differ = await count(sale.transaction_id, qr)
    expect(differ.status).toBe(400)
    expect(differ.body.error.message).toBe('The payment is not for the amount of this sale')
    // Another counter's till sees neither.
    const foreign = await count(sale.transaction_id, qr, other.device)
    expect(foreign.status).toBe(404)
    const missing = await h.api(`/api/v1/counter/sales/${sale.transaction_id}/count-standing-qr`, {
      token: till.device,
      json: {},
    })
    expect(missing.status).toBe(400)
    // An API key has no counter: refused.
    expect(
      (
        h.sql
          .prepare('SELECT status FROM payins WHERE transaction_id = ?')
          .get(sale.transaction_id) as { status: string }
      ).status,
    ).toBe('pending')
  })

  it('of two racing counts for one sale, one wins', async () => {
    const sale = await sell(h, till.device, 75)
    const a = await payQr(75)
    const b = await payQr(75)
    const results = await Promise.all([
      count(sale.transaction_id, a),
      count(sale.transaction_id, b),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const counted = h.sql
      .prepare('SELECT COUNT(*) AS n FROM payins WHERE sale_transaction_id = ?')
      .get(sale.transaction_id) as { n: number }
    expect(counted.n).toBe(1)
    // And two sales racing for one payment: one wins.
    const s1 = await sell(h, till.device, 80)
    const s2 = await sell(h, till.device, 80)
    const qr = await payQr(80)
    const both = await Promise.all([count(s1.transaction_id, qr), count(s2.transaction_id, qr)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    const open = h.sql
      .prepare(
        "SELECT COUNT(*) AS n FROM payins WHERE transaction_id IN (?, ?) AND status = 'pending'",
      )
      .get(s1.transaction_id, s2.transaction_id) as { n: number }
    expect(open.n).toBe(1)
  })

  it("the owner's own counter counts on its own session", async () => {
    const sale = await sell(h, owner, 40)
    const ownerVpa = (
      h.sql
        .prepare('SELECT standing_vpa FROM counters WHERE merchant_id = ? AND is_owner_counter = 1')
        .get(merchantId(h.sql, 'demo')) as { standing_vpa: string }
    ).standing_vpa
    const qr = await adminPost(h, 'qr-payments', { vpa: ownerVpa, amount: 40 })
    const res = await count(sale.transaction_id, qr.body.data.transaction_id, owner)
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.sale.cancelled_by).toBe('standing_qr')
  })

  it('the Z-report counts the sale closed on the standing QR on its own', async () => {
    const closed = await h.api(`/api/v1/merchant/counters/${till.counterId}/shift/close`, {
      token: owner,
      method: 'POST',
    })
    expect(closed.status, closed.text).toBe(200)
    const report = closed.body.data.report ?? closed.body.data
    expect(report.counted_on_qr_count).toBe(3)
    expect(report.qr_count).toBe(6)
  })
})
