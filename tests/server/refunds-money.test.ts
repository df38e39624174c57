import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sell, sellingCounter } from './support/counter-helpers'
import { openEventStream } from './support/event-stream'
import {
  adminPost,
  apiKeyOf,
  ledgerProblems,
  startHarness,
  waitFor,
  type Harness,
} from './support/helpers'
import {
  ledgerLines,
  paidPayin,
  payinStatus,
  refund,
  wallet,
  type Auth,
} from './support/refund-harness'
import { signatureValid, startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * Refunds where the money shows (decision 050): webhooks and their delivery-log rows, USD
 * refunds at the payin's rate, the automatic refund of a payment to a cancelled payin, the
 * sandbox bank's delay, and refunds in reports, the wallet statement and the dashboard.
 */

let h: Harness
let demo: Auth
let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver()
  h = await startHarness({
    refundDelayMs: 3_600_000,
    settlementIntervalMs: 3_600_000,
    webhookPollMs: 50,
    webhookBackoffBaseMs: 150,
  })
  demo = { token: await h.login() }
})
afterAll(async () => {
  await h.stop()
  await receiver.close()
})

const csvRows = (text: string) =>
  Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data

describe('webhooks', () => {
  it('refund.created, refund.processed and refund.failed: signed like payin events, each in the delivery log', async () => {
    await h.api('/api/v1/merchant/webhook/set', {
      ...demo,
      json: { webhook_payin_url: `${receiver.url}/payin`, webhook_payout_url: null },
    })
    const { secret } = await apiKeyOf(h, demo.token ?? '')
    const id = await paidPayin(h, demo, 700)
    const ok = await refund(h, demo, { transaction_id: id, amount: 200, reason: 'Returned' })
    const bad = await refund(h, demo, { transaction_id: id, amount: 100 })
    await adminPost(h, `refunds/${ok.body.data.refund_id}/process`)
    await adminPost(h, `refunds/${bad.body.data.refund_id}/fail`, { reason: 'Account closed' })
    const refundHits = () =>
      receiver.received.filter((r) => (r.headers['x-webhook-event'] ?? '').startsWith('refund.'))
    const hits = await waitFor(refundHits, (list) => list.length === 4)
    for (const hit of hits) expect(signatureValid(hit, secret)).toBe(true)
    const bodies = hits.map((hit) => JSON.parse(hit.body) as Record<string, unknown>)
    const of = (refundId: string) =>
      bodies.filter((b) => b.refund_id === refundId).map((b) => [b.event, b.status])
    expect(of(ok.body.data.refund_id)).toEqual([
      ['refund.created', 'pending'],
      ['refund.processed', 'processed'],
    ])
    expect(of(bad.body.data.refund_id)).toEqual([
      ['refund.created', 'pending'],
      ['refund.failed', 'failed'],
    ])
    const processed = bodies.find((b) => b.event === 'refund.processed')
    expect(processed).toMatchObject({
      transaction_id: id,
      amount: 200,
      currency: 'INR',
      reason: 'Returned',
      automatic: false,
    })
    expect(processed?.utr).toMatch(/^[1-9]\d{11}$/)
    expect(bodies.find((b) => b.event === 'refund.failed')).toMatchObject({
      failure_reason: 'Account closed',
      utr: null,
    })
    const log = await h.api('/api/v1/merchant/webhook/deliveries', demo)
    const events = (log.body.data as { event: string; status: string }[])
      .filter((d) => d.event.startsWith('refund.'))
      .map((d) => d.event)
      .sort()
    expect(events).toEqual([
      'refund.created',
      'refund.created',
      'refund.failed',
      'refund.processed',
    ])
    await h.api('/api/v1/merchant/webhook/set', {
      ...demo,
      json: { webhook_payin_url: null, webhook_payout_url: null },
    })
  })
})

describe('money', () => {
  it('a USD payin refunds in dollars, with rupees at its own rate, never more than it brought', async () => {
    const id = await paidPayin(h, demo, 10.01, { currency: 'USD' })
    const before = wallet(h)
    const part = await refund(h, demo, { transaction_id: id, amount: 4.5 })
    expect(part.body.data).toMatchObject({ amount: 4.5, currency: 'USD', amount_inr: 373.5 })
    const rest = await refund(h, demo, { transaction_id: id, amount: 5.51 })
    expect(rest.body.data).toMatchObject({ amount: 5.51, currency: 'USD', amount_inr: 457.33 })
    // $10.01 at ₹83 = ₹830.83, all of it and not a paisa more.
    expect(wallet(h).available).toBe(before.available - 830_83)
    expect(await payinStatus(h, demo, id)).toMatchObject({
      refund_pending_amount: 10.01,
      refundable_amount: 0,
    })
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('the automatic refund of a payment to a cancelled payin: shown as such, processed, or failed and refundable by hand', async () => {
    const stream = await openEventStream(h.url, { authorization: `Bearer ${demo.token ?? ''}` })
    try {
      const created = await h.api('/api/v1/payin/create', {
        ...demo,
        json: { amount: 77, channel: 'counter' },
      })
      const id = created.body.data.transaction_id as string
      await h.api(`/api/v1/payin/cancel/${id}`, { ...demo, method: 'POST' })
      const before = wallet(h)
      const paid = await adminPost(h, `payins/${id}/pay`)
      expect(paid.body.data).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'merchant',
        paid_late: true,
        auto_refund: true,
        refund_pending_amount: 77,
      })
      // What the counter hears: the payin, its status, that it was paid late and refunded.
      const event = await stream.next((e) => {
        const data = JSON.parse(e.data) as Record<string, unknown>
        return e.event === 'payin' && data.transaction_id === id && data.auto_refund === true
      })
      expect(JSON.parse(event.data)).toMatchObject({
        status: 'cancelled',
        amount: 77,
        paid_late: true,
        cancelled_by: 'merchant',
        refund_pending_amount: 77,
        refund_status: 'none',
      })
      const [auto] = (await h.api(`/api/v1/payin/refunds?transaction_id=${id}`, demo)).body.data
      expect(auto).toMatchObject({
        automatic: true,
        amount: 77,
        status: 'pending',
        reason: 'Paid after the payment was cancelled',
      })
      expect(auto.reference_id).toBe(auto.refund_id)
      expect(ledgerLines(h, id)).toEqual([
        expect.objectContaining({
          bucket: 'pending',
          transaction_type: 'credit',
          reference_type: 'payin',
          amount: 77_00,
          description: 'Counter payin (paid after cancellation)',
        }),
      ])
      expect(ledgerLines(h, auto.refund_id)).toEqual([
        expect.objectContaining({
          bucket: 'pending',
          transaction_type: 'debit',
          reference_type: 'refund',
          amount: 77_00,
          description: `Automatic refund of ${id}`,
        }),
      ])
      expect(wallet(h)).toEqual(before)

      // The bank refuses it: the ₹77 comes back to the pending balance it left, and the
      // merchant can send it back by hand (from available, like any refund).
      await adminPost(h, `refunds/${auto.refund_id}/fail`, { reason: 'UPI account closed' })
      expect(wallet(h)).toEqual({ ...before, pending: before.pending + 77_00 })
      expect(await payinStatus(h, demo, id)).toMatchObject({ refundable_amount: 77 })
      const byHand = await refund(h, demo, { transaction_id: id, amount: 77 })
      expect(byHand.status, byHand.text).toBe(201)
      await adminPost(h, `refunds/${byHand.body.data.refund_id}/process`)
      expect(await payinStatus(h, demo, id)).toMatchObject({
        status: 'cancelled',
        refund_status: 'full',
        refunded_amount: 77,
        auto_refund: true,
      })
      const page = await h.api(`/sandbox/pay/${id}`)
      expect(page.text).toContain('Paid after the payment was cancelled: refunded automatically')
      expect(ledgerProblems(h.sql)).toEqual([])
    } finally {
      stream.close()
    }
  })

  it('the sandbox bank processes a pending refund after its delay, always with a UTR', async () => {
    await h.restart({ refundDelayMs: 300 })
    demo = { token: await h.login() }
    const id = await paidPayin(h, demo, 90)
    const made = await refund(h, demo, { transaction_id: id, amount: 90 })
    const read = () => h.api(`/api/v1/payin/refund/${made.body.data.refund_id}`, demo)
    expect((await read()).body.data.status).toBe('pending')
    const done = await waitFor(read, (r) => r.body.data.status === 'processed', 5_000)
    expect(done.body.data.utr).toMatch(/^[1-9]\d{11}$/)
    const untouched = h.sql
      .prepare("SELECT COUNT(*) AS n FROM refunds WHERE status = 'processed' AND utr IS NULL")
      .get()
    expect(untouched).toEqual({ n: 0 })
    await h.restart({ refundDelayMs: 3_600_000 })
    demo = { token: await h.login() }
  })
})

describe('reports, statement and dashboard', () => {
  it('refunds read as money out, a failed one as out and back; payins carry what was refunded', async () => {
    const id = await paidPayin(h, demo, 1500)
    const ok = await refund(h, demo, { transaction_id: id, amount: 500, reference_id: 'RPT-OK' })
    const bad = await refund(h, demo, { transaction_id: id, amount: 250, reference_id: 'RPT-BAD' })
    await adminPost(h, `refunds/${ok.body.data.refund_id}/process`)
    await adminPost(h, `refunds/${bad.body.data.refund_id}/fail`)
    const report = async (query: string) => {
      const res = await h.api(`/api/v1/merchant/transactions/report?format=csv&${query}`, demo)
      expect(res.status, res.text).toBe(200)
      return csvRows(res.text)
    }
    const refunds = await report(`type=refund&search=RPT-`)
    expect(refunds.map((r) => [r.Type, r['Order / Reference ID'], r.Status])).toEqual([
      ['refund', 'RPT-BAD', 'failed'],
      ['refund', 'RPT-OK', 'processed'],
    ])
    const [failed, processed] = refunds
    expect(processed).toMatchObject({
      'Transaction ID': ok.body.data.refund_id,
      Amount: '500',
      'Amount (INR)': '500',
      'Total Debited (INR)': '500',
      'Net Credited (INR)': '',
      'Customer / Beneficiary Name': 'Asha Verma',
      'Description / Remarks': `Refund of ${id}`,
    })
    expect(processed?.UTR).toMatch(/^[1-9]\d{11}$/)
    expect(failed).toMatchObject({
      'Total Debited (INR)': '250',
      'Net Credited (INR)': '250',
      'Failure Reason': "The customer's bank did not accept the refund",
    })
    // The report's words for statuses: success is a processed refund.
    expect((await report('type=refund&status=success&search=RPT-')).map((r) => r.Status)).toEqual([
      'processed',
    ])
    expect(await report('type=refund&status=cancelled&search=RPT-')).toEqual([])
    const both = await report(`type=both&search=${id}`)
    expect(both.map((r) => r.Type).sort()).toEqual(['payin', 'refund', 'refund'])
    const [payinRow] = await report(`type=payin&search=${id}`)
    expect(payinRow).toMatchObject({ 'Refunded (INR)': '500', 'Refund Pending (INR)': '' })

    const statement = await h.api('/api/v1/wallet/statement?bucket=available', demo)
    const lines = csvRows(statement.text).filter((r) =>
      [ok.body.data.refund_id, bad.body.data.refund_id].includes(r.Reference),
    )
    expect(lines.map((r) => [r.Entry, r.Type, r['Debit (INR)'], r['Credit (INR)']])).toEqual([
      // The statement is a file for people: the Wallet screen's words (decision 055).
      ['Debit', 'Refund to customer', '500.00', ''],
      ['Debit', 'Refund to customer', '250.00', ''],
      ['Credit', 'Refund returned', '', '250.00'],
    ])
    const filtered = await h.api('/api/v1/wallet/transactions?status=refund_reversal', demo)
    expect(filtered.status).toBe(200)
    expect(filtered.body.data.length).toBeGreaterThan(0)

    const summary = await h.api('/api/v1/merchant/dashboard/summary', demo)
    const all = h.sql
      .prepare(
        `SELECT SUM(CASE WHEN status = 'processed' THEN amount_inr END) AS refunded,
           SUM(CASE WHEN status = 'pending' THEN amount_inr END) AS pending,
           SUM(status = 'failed') AS failed FROM refunds WHERE merchant_id = 1`,
      )
      .get() as { refunded: number; pending: number; failed: number }
    expect(summary.body.data.refunds).toMatchObject({
      refunded_amount: all.refunded / 100,
      pending_amount: all.pending / 100,
      failed_count: all.failed,
    })
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it("a counter sale's refund row carries its Counter and Cashier, its texts written as text", async () => {
    const owner = demo.token ?? ''
    const till = await sellingCounter(h, owner, 'Refund report till')
    const sale = await sell(h, till.device, 120)
    expect((await adminPost(h, `payins/${sale.transaction_id}/pay`)).status).toBe(200)
    const made = await refund(h, demo, {
      transaction_id: sale.transaction_id,
      amount: 20,
      reference_id: '=RPT+1',
      reason: 'Returned;=2+3',
    })
    expect(made.status, made.text).toBe(201)
    const res = await h.api(
      `/api/v1/merchant/transactions/report?format=csv&type=both&search=${sale.transaction_id}`,
      demo,
    )
    expect(res.status, res.text).toBe(200)
    const header = res.text.replace(/^\uFEFF/, '').split('\n')[0]
    expect(header).toMatch(
      /,Channel,Counter,Cashier,Outlet,Refunded \(INR\),Refund Pending \(INR\)$/,
    )
    const rows = csvRows(res.text)
    const refundRow = rows.find((r) => r.Type === 'refund')
    expect(refundRow).toMatchObject({
      Channel: 'counter',
      Counter: 'Refund report till',
      Cashier: 'Asha',
      // The refunded sale's outlet (decision 080): demo's one, named after the business.
      Outlet: 'Acme Stores',
      'Order / Reference ID': "'=RPT+1",
      'Description / Remarks': `Refund of ${sale.transaction_id}: Returned;'=2+3`,
      'Refunded (INR)': '',
      'Refund Pending (INR)': '',
    })
    expect(rows.find((r) => r.Type === 'payin')).toMatchObject({
      Counter: 'Refund report till',
      Cashier: 'Asha',
      'Refunded (INR)': '',
      'Refund Pending (INR)': '20',
    })
  })
})
