import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, waitFor, type Harness } from './support/helpers'
import { paidPayin, refund } from './support/refund-harness'
import { startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * The delivery log names what each delivery was about (transaction_id or payout_id, from its
 * body; a refund event names the payin it refunds), and 'Send test event' can target the payout
 * URL (docs/api-contract.md § Webhooks).
 */

let h: Harness
let receiver: Receiver
let token: string

beforeAll(async () => {
  receiver = await startReceiver()
  h = await startHarness({ webhookPollMs: 50 })
  token = await h.login()
  const set = await h.api('/api/v1/merchant/webhook/set', {
    token,
    json: {
      webhook_payin_url: `${receiver.url}/payin`,
      webhook_payout_url: `${receiver.url}/payout`,
    },
  })
  expect(set.status).toBe(200)
})
afterAll(async () => {
  await receiver.close()
  await h.stop()
})

type Delivery = {
  id: number
  event: string
  url: string
  transaction_id: string | null
  payout_id: string | null
}

const deliveries = async () =>
  (await h.api('/api/v1/merchant/webhook/deliveries', { token })).body.data as Delivery[]

describe('delivery subjects', () => {
  it('names the payin or payout of each delivery, and neither for a test event', async () => {
    const payin = await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 10, customer_name: 'Asha Verma', customer_email: 'asha@example.in' },
    })
    const payout = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: 'SUBJ-1',
        amount: 1000,
        mode: 'IMPS',
        beneficiary_name: 'Meera Iyer',
        beneficiary_account: '123456789012',
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(payout.status, payout.text).toBe(200)
    const transactionId = payin.body.data.transaction_id as string
    const payoutId = payout.body.data.payout_id as string

    const rows = await waitFor(deliveries, (list) => list.length >= 2)
    const ofPayin = rows.find((d) => d.event.startsWith('payin.'))
    const ofPayout = rows.find((d) => d.event.startsWith('payout.'))
    expect(ofPayin).toMatchObject({ transaction_id: transactionId, payout_id: null })
    expect(ofPayout).toMatchObject({ transaction_id: null, payout_id: payoutId })

    const test = await h.api('/api/v1/merchant/webhook/test', { token, json: { kind: 'payin' } })
    expect(test.body.data).toMatchObject({
      event: 'webhook.test',
      transaction_id: null,
      payout_id: null,
    })
    // A redelivery is about the same payin.
    const again = await h.api(`/api/v1/merchant/webhook/deliveries/${ofPayin!.id}/redeliver`, {
      token,
      json: {},
    })
    expect(again.body.data).toMatchObject({ transaction_id: transactionId, payout_id: null })
  })

  it('names the refunded payin for a refund event', async () => {
    const transactionId = await paidPayin(h, { token }, 25)
    const made = await refund(h, { token }, { transaction_id: transactionId, amount: 5 })
    expect(made.status, made.text).toBe(201)
    const rows = await waitFor(deliveries, (list) => list.some((d) => d.event === 'refund.created'))
    expect(rows.find((d) => d.event === 'refund.created')).toMatchObject({
      transaction_id: transactionId,
      payout_id: null,
    })
  })

  it('sends the test event to the payout URL when asked, signed the same way', async () => {
    const before = receiver.received.length
    const res = await h.api('/api/v1/merchant/webhook/test', { token, json: { kind: 'payout' } })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      event: 'webhook.test',
      url: `${receiver.url}/payout`,
      status: 'delivered',
    })
    const hit = receiver.received.slice(before).find((r) => r.path === '/payout')
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ event: 'webhook.test', kind: 'payout' })
    expect(hit?.headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/)
    const tests = receiver.received.slice(before).filter((r) => r.body.includes('webhook.test'))
    expect(tests.map((r) => r.path)).toEqual(['/payout'])
  })
})
