import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, waitFor, type Harness } from './support/helpers'
import { startReceiver, type Receiver } from './support/webhook-receiver'

/*
 * 'Send test event' and Redeliver cannot fire requests at will (decision 045): together they are
 * metered (10 a minute per merchant, 429 + Retry-After), and a test event is one of the
 * merchant's 4 deliveries in flight, not a fifth. The gateway's clock is injected, so the
 * minute passes at once.
 */

const TOO_MANY = 'Too many test events and redeliveries. Please wait a minute and try again.'
const BUSY =
  'Your webhook receiver is still busy with earlier deliveries. Please try again shortly.'

let receiver: Receiver
beforeAll(async () => {
  receiver = await startReceiver()
  receiver.answer.set('/hang', 'hang')
})
afterAll(() => receiver.close())

const hits = (path: string, event?: string) =>
  receiver.received.filter(
    (r) => r.path === path && (!event || r.headers['x-webhook-event'] === event),
  )

/** The webhook deliveries the gateway holds for a merchant, whatever their state. */
const deliveryCount = (h: Harness, username: string) =>
  (
    h.sql
      .prepare(
        'SELECT COUNT(*) AS n FROM webhook_deliveries WHERE merchant_id = (SELECT id FROM merchants WHERE username = ?)',
      )
      .get(username) as { n: number }
  ).n

function client(h: Harness, token: string) {
  return {
    hook: (path: string) =>
      h.api('/api/v1/merchant/webhook/set', {
        token,
        json: { webhook_payin_url: `${receiver.url}${path}`, webhook_payout_url: null },
      }),
    test: () => h.api('/api/v1/merchant/webhook/test', { token, json: {} }),
    redeliver: (id: number | string) =>
      h.api(`/api/v1/merchant/webhook/deliveries/${id}/redeliver`, { token, json: {} }),
    payin: (name: string) =>
      h.api('/api/v1/payin/create', {
        token,
        json: { amount: 15, customer_name: name, customer_email: 'x@example.in' },
      }),
  }
}

describe('the meter', () => {
  let offset = 0
  let h: Harness
  let demo: ReturnType<typeof client>
  let norates: ReturnType<typeof client>
  beforeAll(async () => {
    h = await startHarness({ webhookPollMs: 50, clock: () => Date.now() + offset })
    demo = client(h, await h.login())
    norates = client(h, await h.login('norates'))
    await demo.hook('/demo')
    await norates.hook('/norates')
  })
  afterAll(() => h.stop())

  it('allows 10 test events and redeliveries a minute, then answers 429 with Retry-After', async () => {
    const first = await demo.test()
    expect(first.status).toBe(200)
    // An unknown delivery is a 404 and is not counted.
    for (let i = 0; i < 3; i++) expect((await demo.redeliver(999_999)).status).toBe(404)
    for (let i = 0; i < 4; i++) expect((await demo.redeliver(first.body.data.id)).status).toBe(201)
    for (let i = 0; i < 5; i++) expect((await demo.test()).status).toBe(200)

    // The first event, its 4 queued redeliveries and 5 more test events reached the receiver.
    const before = (
      await waitFor(
        () => hits('/demo'),
        (r) => r.length >= 10,
      )
    ).length
    const rows = deliveryCount(h, 'demo')
    for (const refused of [await demo.test(), await demo.redeliver(first.body.data.id)]) {
      expect(refused.status).toBe(429)
      expect(refused.body.error.message).toBe(TOO_MANY)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
    }
    // The refusals queued nothing.
    expect(deliveryCount(h, 'demo')).toBe(rows)
    // A later queued delivery (norates' payin) goes out: the dispatcher has looked for due rows since.
    await norates.payin('Marker')
    await waitFor(
      () => hits('/norates', 'payin.pending'),
      (r) => r.length >= 1,
    )
    // Nothing more reached the receiver (the queued redeliveries had gone out before).
    expect(hits('/demo').length).toBe(before)
    // Another merchant has a meter of its own.
    expect((await norates.test()).status).toBe(200)
  })

  it('lets the merchant send again once the minute is over', async () => {
    offset += 61_000
    expect((await demo.test()).status).toBe(200)
  })
})

describe('slots in flight', () => {
  let h: Harness
  let demo: ReturnType<typeof client>
  let other: ReturnType<typeof client>
  beforeAll(async () => {
    h = await startHarness({
      webhookPollMs: 50,
      webhookTimeoutMs: 2_000,
      webhookSendMeter: { limit: 100 },
    })
    demo = client(h, await h.login())
    other = client(h, await h.login('norates'))
  })
  afterAll(() => h.stop())

  it('refuses a test event while 4 deliveries of the merchant hang, without sending it', async () => {
    await demo.hook('/hang')
    for (let i = 0; i < 4; i++) expect((await demo.payin(`Hang ${i}`)).status).toBe(200)
    await waitFor(
      () => hits('/hang').length,
      (n) => n >= 4,
    )
    const refused = await demo.test()
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(BUSY)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(hits('/hang', 'webhook.test')).toHaveLength(0)
    // The hanging deliveries time out (2 s), their retries wait 10 s: the slots are free again.
    await waitFor(
      () => demo.test(),
      (res) => res.status === 200,
      6_000,
    )
  })

  it('holds back the merchant’s other deliveries while 4 test events hang', async () => {
    await demo.hook('/hang')
    const sent = hits('/hang', 'webhook.test').length
    const tests = Array.from({ length: 4 }, () => demo.test())
    await waitFor(
      () => hits('/hang', 'webhook.test').length,
      (n) => n >= sent + 4,
    )
    expect((await demo.test()).status).toBe(429)
    const pendingBefore = hits('/hang', 'payin.pending').length
    const payin = await demo.payin('Waits its turn')
    const waiting = h.sql
      .prepare(
        "SELECT id, next_attempt_at FROM webhook_deliveries WHERE event = 'payin.pending' AND payload LIKE ?",
      )
      .get(`%"${payin.body.data.transaction_id}"%`) as { id: number; next_attempt_at: number }
    // Another merchant's later delivery goes out: the dispatcher has looked at the due rows since,
    // and left demo's untouched (a delivery it starts is leased: next_attempt_at moves on).
    await other.hook('/other')
    await other.payin('Marker')
    await waitFor(
      () => hits('/other', 'payin.pending'),
      (r) => r.length >= 1,
    )
    expect(
      h.sql.prepare('SELECT next_attempt_at FROM webhook_deliveries WHERE id = ?').get(waiting.id),
    ).toEqual({ next_attempt_at: waiting.next_attempt_at })
    expect(hits('/hang', 'payin.pending').length).toBe(pendingBefore)
    for (const res of await Promise.all(tests)) {
      expect(res.status).toBe(200)
      expect(res.body.data.last_error).toBe('Timed out')
    }
    // Their slots given back, the payin's delivery goes out.
    await waitFor(
      () => hits('/hang', 'payin.pending').length,
      (n) => n > pendingBefore,
    )
  })
})
