import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openEventStream } from './support/event-stream'
import { startHarness, waitFor, type Harness } from './support/helpers'

/*
 * The owner's session slides (docs/decisions/047): each call moves its expiry to now + 12 h, at
 * most once a minute, so a 13–15 hour trading day never signs the owner out; 12 idle hours still
 * do. Time is moved by rewriting the stored expiry, as the passing of time would leave it.
 */

const HOUR = 3_600_000
const TTL = 12 * HOUR

let h: Harness
beforeAll(async () => {
  h = await startHarness({ eventPingMs: 100 })
})
afterAll(() => h.stop())

const hash = (token: string) => createHash('sha256').update(token).digest('hex')
const expiry = (token: string) =>
  (
    h.sql.prepare('SELECT expires_at FROM sessions WHERE token_hash = ?').get(hash(token)) as {
      expires_at: number
    }
  ).expires_at
/** The clock moves on by `ms` for this session: its stored times move back by as much. */
const elapse = (token: string, ms: number) =>
  h.sql
    .prepare(
      'UPDATE sessions SET expires_at = expires_at - ?, created_at = created_at - ? WHERE token_hash = ?',
    )
    .run(ms, ms, hash(token))
const call = (token: string) => h.api('/api/v1/payin/summary', { token })

describe('a sliding owner session', () => {
  it('is renewed to 12 h from now by a call', async () => {
    const token = await h.login()
    elapse(token, 11.5 * HOUR)
    expect(expiry(token) - Date.now()).toBeLessThan(HOUR)
    expect((await call(token)).status).toBe(200)
    expect(expiry(token) - Date.now()).toBeGreaterThan(TTL - 60_000)
  })

  it('writes at most once a minute', async () => {
    const token = await h.login()
    elapse(token, 30_000)
    const before = expiry(token)
    expect((await call(token)).status).toBe(200)
    expect(expiry(token)).toBe(before)
  })

  it('lasts a 13-hour trading day of use without a sign-out', async () => {
    const token = await h.login()
    // A call every 20 minutes from opening to close, 13 hours.
    for (let minute = 20; minute <= 13 * 60; minute += 20) {
      elapse(token, 20 * 60_000)
      const res = await call(token)
      expect(`${minute} min: ${res.status}`).toBe(`${minute} min: 200`)
    }
    const row = h.sql
      .prepare('SELECT created_at FROM sessions WHERE token_hash = ?')
      .get(hash(token)) as { created_at: number }
    expect(Date.now() - row.created_at).toBeGreaterThan(13 * HOUR - 60_000)
  })

  it('still ends after 12 idle hours, and an open event stream is not use', async () => {
    const token = await h.login()
    const stream = await openEventStream(h.url, { authorization: `Bearer ${token}` })
    await stream.next((e) => e.event === 'ready')
    elapse(token, 11 * HOUR)
    const before = expiry(token)
    // Three pings re-check the session meanwhile, without renewing it.
    const pings = () => stream.comments.filter((c) => c.trim() === 'ping').length
    const pinged = pings()
    await waitFor(pings, (n) => n >= pinged + 3)
    expect(expiry(token)).toBe(before)
    elapse(token, HOUR)
    await expect(stream.ended).resolves.toBe(true)
    const res = await call(token)
    expect(res.status).toBe(401)
    expect(res.body.error.message).toBe('Invalid or expired token')
  })
})
