import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeyOf, startHarness, waitFor, type Harness } from './support/helpers'
import { signatureValid, startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * The repro of decision 028: norates points its webhook at a receiver that never answers and creates 30
 * payins; demo's delivery must still arrive within 1 s (it took 59.7 s when a batch of 25 waited
 * for its timeouts). Then the delivery log's own calls: redeliver and a signed test event.
 */

let h: Harness
let receiver: Receiver
let demo: string
let norates: string

beforeAll(async () => {
  receiver = await startReceiver()
  receiver.answer.set('/hang', 'hang')
  // A 5 s timeout: long enough that waiting for it would break the 1 s promise below.
  h = await startHarness({ webhookPollMs: 50, webhookBackoffBaseMs: 150, webhookTimeoutMs: 5_000 })
  demo = await h.login()
  norates = await h.login('norates')
})
afterAll(async () => {
  await receiver.close()
  await h.stop()
})

const setPayinHook = (token: string, url: string | null) =>
  h.api('/api/v1/merchant/webhook/set', {
    token,
    json: { webhook_payin_url: url, webhook_payout_url: null },
  })
const createPayin = (token: string, name: string) =>
  h.api('/api/v1/payin/create', {
    token,
    json: { amount: 25, customer_name: name, customer_email: 'x@example.in' },
  })
const hits = (path: string) => receiver.received.filter((r) => r.path === path)

describe('isolation', () => {
  it('delivers demo’s webhook within 1 s while norates’ receiver hangs on 30 deliveries', async () => {
    await setPayinHook(norates, `${receiver.url}/hang`)
    await setPayinHook(demo, `${receiver.url}/demo`)
    for (let i = 0; i < 30; i++) expect((await createPayin(norates, `Hang ${i}`)).status).toBe(200)
    // Let the dispatcher take norates' first rows, so they are hanging when demo's event arrives.
    await waitFor(
      () => hits('/hang').length,
      (n) => n >= 1,
    )
    const started = Date.now()
    const created = await createPayin(demo, 'Fast Lane')
    const [hit] = await waitFor(
      () => hits('/demo'),
      (r) => r.length >= 1,
      5_000,
    )
    expect(hit!.at - started).toBeLessThan(1_000)
    expect(JSON.parse(hit!.body)).toMatchObject({
      event: 'payin.pending',
      transaction_id: created.body.data.transaction_id,
    })
    // norates holds at most its own few slots, not the whole dispatcher.
    expect(hits('/hang').length).toBeLessThanOrEqual(4)
  })
})

type Delivery = {
  id: number
  event: string
  url: string
  status: string
  attempts: number
  last_status_code: number | null
  last_error: string | null
  next_attempt_at: string | null
  created_at: string
  updated_at: string
}

describe('delivery log calls', () => {
  it('lists deliveries with last_error and without bodies', async () => {
    const res = await h.api('/api/v1/merchant/webhook/deliveries?limit=5', { token: demo })
    expect(res.status).toBe(200)
    const [first] = res.body.data as Delivery[]
    expect(first).toMatchObject({ event: 'payin.pending', status: 'delivered', last_error: null })
    expect(first).not.toHaveProperty('payload')
    expect(typeof first?.updated_at).toBe('string')
  })

  it('sends a signed webhook.test to the saved URL now and returns its result', async () => {
    const { secret } = await apiKeyOf(h, demo)
    const before = hits('/demo').length
    const res = await h.api('/api/v1/merchant/webhook/test', { token: demo, json: {} })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      event: 'webhook.test',
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
    })
    const hit = hits('/demo')[before]
    expect(hit?.headers['x-webhook-event']).toBe('webhook.test')
    expect(hit?.headers['x-webhook-id']).toBe(String(res.body.data.id))
    expect(JSON.parse(hit?.body ?? '{}')).toMatchObject({ event: 'webhook.test', kind: 'payin' })
    expect(signatureValid(hit!, secret)).toBe(true)
  })

  it('reports a failing test event once, not retried', async () => {
    receiver.answer.set('/down', 503)
    await setPayinHook(demo, `${receiver.url}/down`)
    const res = await h.api('/api/v1/merchant/webhook/test', { token: demo, json: {} })
    expect(res.body.data).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_status_code: 503,
      last_error: 'HTTP 503',
    })
    // Its retry delay passes at once: were the delivery still pending, it would be due now.
    const id = res.body.data.id as number
    h.sql.prepare('UPDATE webhook_deliveries SET next_attempt_at = 0 WHERE id = ?').run(id)
    // A later delivery of the same merchant goes out: the dispatcher has looked for due rows since.
    await setPayinHook(demo, `${receiver.url}/marker`)
    await createPayin(demo, 'Marker')
    await waitFor(
      () => hits('/marker').length,
      (n) => n >= 1,
    )
    expect(
      h.sql
        .prepare('SELECT status, attempts, next_attempt_at FROM webhook_deliveries WHERE id = ?')
        .get(id),
    ).toEqual({ status: 'failed', attempts: 1, next_attempt_at: 0 })
    expect(hits('/down')).toHaveLength(1)
  })

  it('answers 400 without a saved URL and for a bad kind', async () => {
    const none = await h.api('/api/v1/merchant/webhook/test', {
      token: demo,
      json: { kind: 'payout' },
    })
    expect(none.status).toBe(400)
    expect(none.body.error.message).toBe('No payout webhook URL is saved')
    const bad = await h.api('/api/v1/merchant/webhook/test', { token: demo, json: { kind: 'x' } })
    expect(bad.status).toBe(400)
  })

  it('redelivers the same event and body as a new delivery', async () => {
    await setPayinHook(demo, `${receiver.url}/demo`)
    const list = (await h.api('/api/v1/merchant/webhook/deliveries', { token: demo })).body
      .data as Delivery[]
    const original = list.find((d) => d.event === 'payin.pending' && d.url.endsWith('/demo'))!
    const originalBody = hits('/demo')[0]!.body
    const before = hits('/demo').length
    const res = await h.api(`/api/v1/merchant/webhook/deliveries/${original.id}/redeliver`, {
      token: demo,
      json: {},
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ event: 'payin.pending', status: 'pending', attempts: 0 })
    expect(res.body.data.id).not.toBe(original.id)
    const again = await waitFor(
      () => hits('/demo').slice(before),
      (r) => r.length >= 1,
    )
    expect(again[0]?.body).toBe(originalBody)
    expect(again[0]?.headers['x-webhook-id']).toBe(String(res.body.data.id))
  })

  it('answers 404 for another merchant’s delivery or a bad id, 403 for an API key', async () => {
    const mine = (await h.api('/api/v1/merchant/webhook/deliveries', { token: demo })).body
      .data as Delivery[]
    const other = await h.api(`/api/v1/merchant/webhook/deliveries/${mine[0]!.id}/redeliver`, {
      token: norates,
      json: {},
    })
    expect(other.status).toBe(404)
    for (const id of ['abc', '-1', '99999999']) {
      const res = await h.api(`/api/v1/merchant/webhook/deliveries/${id}/redeliver`, {
        token: demo,
        json: {},
      })
      expect(res.status, id).toBe(404)
    }
    const apiKey = await apiKeyOf(h, demo)
    for (const path of ['deliveries', 'test']) {
      const res = await h.api(`/api/v1/merchant/webhook/${path}`, {
        apiKey,
        method: path === 'test' ? 'POST' : 'GET',
      })
      expect(res.status, path).toBe(403)
    }
  })
})
