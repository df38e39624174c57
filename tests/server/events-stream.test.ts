import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventData, openEventStream, type OpenedStream } from './support/event-stream'
import { adminPost, apiKeyOf, startHarness, waitFor, type Harness } from './support/helpers'

/* GET /merchant/events (docs/api-contract.md; decision 025). Limits and eviction: events-limits.test.ts. */

let h: Harness
let demo: string
let norates: string
const opened: OpenedStream[] = []
beforeAll(async () => {
  h = await startHarness({ eventPingMs: 200, expirySweepMs: 3_600_000 })
  demo = await h.login()
  norates = await h.login('norates')
})
afterAll(async () => {
  opened.forEach((s) => s.close())
  await h.stop()
})

const open = async (token: string) => {
  const stream = await openEventStream(h.url, { authorization: `Bearer ${token}` })
  opened.push(stream)
  return stream
}
const create = async (token: string, json: Record<string, unknown> = {}) => {
  const res = await h.api('/api/v1/payin/create', {
    token,
    json: { amount: 250, channel: 'counter', ...json },
  })
  expect(res.status).toBe(200)
  return res.body.data.transaction_id as string
}
const isPayin = (id: string, status: string) => (e: { event?: string; data: string }) =>
  e.event === 'payin' && eventData(e).transaction_id === id && eventData(e).status === status

describe('event stream access', () => {
  it('needs a bearer token: none → 401, an API key → 403 with the contract message', async () => {
    const none = await h.api('/api/v1/merchant/events')
    expect(none.status).toBe(401)
    expect(none.body.error.message).toBe('Authentication required')
    const bad = await h.api('/api/v1/merchant/events', { token: 'x'.repeat(43) })
    expect(bad.status).toBe(401)
    const keys = await apiKeyOf(h, demo)
    const byKey = await h.api('/api/v1/merchant/events', { apiKey: keys })
    expect(byKey.status).toBe(403)
    expect(byKey.body.error.message).toBe('The event stream needs a portal session')
  })
})

describe('event stream', () => {
  it('opens with retry 3000 and ready, uncached, as text/event-stream', async () => {
    const stream = await open(demo)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(stream.headers.get('cache-control')).toBe('no-store')
    const ready = await stream.next((e) => e.event === 'ready')
    expect(JSON.parse(ready.data)).toEqual({})
    expect(stream.retry).toBe(3000)
    stream.close()
  })

  it('pushes create and payment within 1 s, with the contract fields, to its merchant only', async () => {
    const mine = await open(demo)
    const theirs = await open(norates)
    await Promise.all([
      mine.next((e) => e.event === 'ready'),
      theirs.next((e) => e.event === 'ready'),
    ])
    const id = await create(demo)
    const created = eventData(await mine.next(isPayin(id, 'pending'), 1_000))
    expect(created).toMatchObject({ transaction_id: id, amount: 250, channel: 'counter' })
    const paidAt = Date.now()
    expect((await adminPost(h, `payins/${id}/pay`)).status).toBe(200)
    const paid = await mine.next(isPayin(id, 'success'), 1_000)
    expect(Date.now() - paidAt).toBeLessThan(1_000)
    const data = eventData(paid)
    expect(Object.keys(data).sort()).toEqual(
      [
        'transaction_id',
        'order_id',
        'status',
        'amount',
        'currency',
        'utr',
        'channel',
        'paid_late',
        // Refunds (decision 050): what the counter needs to say a payment was sent back.
        'refund_status',
        'refunded_amount',
        'refund_pending_amount',
        'auto_refund',
        'cancelled_by',
        'updated_at',
        'counter_id',
        'counter_name',
        'cashier_name',
        'shift_id',
        // Its outlet (decision 080).
        'outlet_id',
        'outlet_name',
        // A standing-QR payment's payer and the sale it was counted for (decision 078).
        'customer_name',
        'payer_vpa',
        'sale_transaction_id',
      ].sort(),
    )
    expect(data).toMatchObject({ currency: 'INR', paid_late: false, status: 'success' })
    expect(data.utr).toMatch(/^\d{12}$/)
    // norates' stream heard nothing of demo's payin, but does hear its own.
    const own = await create(norates)
    await theirs.next(isPayin(own, 'pending'), 1_000)
    expect(theirs.events.filter((e) => e.event === 'payin').map(eventData)).toEqual([
      expect.objectContaining({ transaction_id: own }),
    ])
    mine.close()
    theirs.close()
  })

  it('pushes decline and cancel', async () => {
    const stream = await open(demo)
    await stream.next((e) => e.event === 'ready')
    const declined = await create(demo)
    await adminPost(h, `payins/${declined}/decline`)
    await stream.next(isPayin(declined, 'failed'), 1_000)
    const cancelled = await create(demo)
    await h.api(`/api/v1/payin/cancel/${cancelled}`, { method: 'POST', token: demo })
    await stream.next(isPayin(cancelled, 'cancelled'), 1_000)
    stream.close()
  })

  it('pings every interval (injectable; 15 s by default)', async () => {
    const stream = await open(demo)
    await waitFor(
      () => stream.comments.length,
      (n) => n >= 2,
      3_000,
    )
    expect(stream.comments[0]?.trim()).toBe('ping')
    stream.close()
  })

  it('is closed by the logout of its own token, not of another session', async () => {
    const session = await h.login()
    const other = await h.login()
    const stream = await open(session)
    const survivor = await open(other)
    await Promise.all([
      stream.next((e) => e.event === 'ready'),
      survivor.next((e) => e.event === 'ready'),
    ])
    const out = await h.api('/api/v1/merchant/auth/logout', { method: 'POST', token: session })
    expect(out.status).toBe(200)
    await expect(stream.ended).resolves.toBe(true)
    const id = await create(demo)
    await survivor.next(isPayin(id, 'pending'), 1_000)
    // The revoked token cannot open a new one.
    expect((await h.api('/api/v1/merchant/events', { token: session })).status).toBe(401)
    survivor.close()
  })

  it('is closed at the next ping once its session has expired', async () => {
    const session = await h.login()
    const stream = await open(session)
    await stream.next((e) => e.event === 'ready')
    const hash = createHash('sha256').update(session).digest('hex')
    h.sql.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(Date.now(), hash)
    await expect(stream.ended).resolves.toBe(true)
  })

  it('leaves no stream, listener or timer behind once clients disconnect', async () => {
    const streams = await Promise.all([open(demo), open(demo), open(norates)])
    await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready')))
    expect(h.server.liveStreams().streams).toBeGreaterThanOrEqual(3)
    streams.forEach((s) => s.close())
    opened.forEach((s) => s.close())
    await waitFor(
      () => h.server.liveStreams(),
      (live) => live.streams === 0 && live.listeners === 0,
      3_000,
    )
  })
})

describe('a failing database under an open stream', () => {
  it('ends the stream at its next ping and keeps the gateway up', async () => {
    // Its own sandbox: the sessions table is taken away under it.
    const g = await startHarness({ eventPingMs: 100 })
    try {
      const token = await g.login()
      const stream = await openEventStream(g.url, { authorization: `Bearer ${token}` })
      await stream.next((e) => e.event === 'ready')
      // The ping's session check now throws (no such table); before, that error escaped a timer
      // and ended the process.
      g.sql.exec('ALTER TABLE sessions RENAME TO sessions_gone')
      await stream.ended
      g.sql.exec('ALTER TABLE sessions_gone RENAME TO sessions')
      const still = await g.api('/api/v1/merchant/profile', { token })
      expect(still.status).toBe(200)
    } finally {
      await g.stop()
    }
  })
})
