import { createHash, randomBytes } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_STREAMS_PER_MERCHANT, MAX_STREAMS_PER_OWNER } from '../../server/http/event-streams'
import { EVICTED_RETRY_AFTER_MS } from '../../server/routes/events'
import { eventData, openEventStream, type OpenedStream } from './support/event-stream'
import { merchantId, startHarness, waitFor, type Harness } from './support/helpers'

/*
 * GET /merchant/events under load (decision 046): a few streams per session, room for a shop per
 * merchant, an explicit `event: evicted` before an eviction, and a bounded buffer per stream, so
 * a client that stops reading is dropped instead of growing the server.
 */

let h: Harness
let demoId: number
const opened: OpenedStream[] = []
beforeAll(async () => {
  h = await startHarness({ eventPingMs: 60_000, expirySweepMs: 200 })
  demoId = merchantId(h.sql, 'demo')
})
afterAll(async () => {
  opened.forEach((s) => s.close())
  await h.stop()
})

/**
 * A session of the merchant's Owner written straight to the database: a shop signs in many
 * devices.
 */
function session(id = demoId): string {
  const token = randomBytes(32).toString('base64url')
  const hash = createHash('sha256').update(token).digest('hex')
  const now = Date.now()
  h.sql
    .prepare(
      `INSERT INTO sessions (token_hash, merchant_id, user_id, created_at, expires_at, ends_at)
       SELECT ?, ?, id, ?, ?, ? FROM users WHERE merchant_id = ? AND role = 'owner' LIMIT 1`,
    )
    .run(hash, id, now, now + 3_600_000, now + 3_600_000, id)
  return token
}

async function open(token: string): Promise<OpenedStream> {
  const stream = await openEventStream(h.url, { authorization: `Bearer ${token}` })
  opened.push(stream)
  await stream.next((e) => e.event === 'ready')
  return stream
}

async function noStreamsLeft(): Promise<void> {
  opened.splice(0).forEach((s) => s.close())
  await waitFor(
    () => h.server.liveStreams(),
    (live) => live.streams === 0 && live.listeners === 0,
    5_000,
  )
}

const evicted = (stream: OpenedStream) => stream.next((e) => e.event === 'evicted', 2_000)

describe('event stream limits', () => {
  it('keeps room for a shop and a few streams per session', () => {
    expect(MAX_STREAMS_PER_MERCHANT).toBeGreaterThanOrEqual(50)
    expect(MAX_STREAMS_PER_OWNER).toBe(4)
  })

  it('evicts the oldest of one session past 4, telling it why, and leaves the others', async () => {
    await noStreamsLeft()
    const token = session()
    const other = await open(session())
    const mine: OpenedStream[] = []
    for (let i = 0; i < MAX_STREAMS_PER_OWNER + 1; i++) mine.push(await open(token))
    const [oldest, ...rest] = mine
    const event = await evicted(oldest as OpenedStream)
    expect(eventData(event)).toEqual({
      reason: 'session_limit',
      message: 'This session opened more event streams than it may keep',
      retry_after_ms: EVICTED_RETRY_AFTER_MS,
    })
    await expect(oldest?.ended).resolves.toBe(true)
    expect(h.server.liveStreams().streams).toBe(MAX_STREAMS_PER_OWNER + 1)
    for (const stream of [...rest, other]) {
      expect(stream.events.some((e) => e.event === 'evicted')).toBe(false)
    }
  })

  it('holds a stream for every device of a shop; past the merchant cap the busiest session yields first', async () => {
    await noStreamsLeft()
    // The first device, then one session with two streams, then a device each up to the cap.
    const first = await open(session())
    const busy = session()
    const busyOldest = await open(busy)
    const busyNewer = await open(busy)
    const devices = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_MERCHANT - 3 }, () => open(session())),
    )
    expect(h.server.liveStreams().streams).toBe(MAX_STREAMS_PER_MERCHANT)
    expect([first, busyOldest, busyNewer, ...devices].some((s) => s.events.length > 1)).toBe(false)

    // One more device: the busy session's oldest stream goes, not the oldest device's only one.
    const late = await open(session())
    expect(eventData(await evicted(busyOldest))).toMatchObject({ reason: 'merchant_limit' })
    expect(h.server.liveStreams().streams).toBe(MAX_STREAMS_PER_MERCHANT)
    // Another merchant's streams are counted apart.
    const theirs = await open(session(merchantId(h.sql, 'norates')))
    expect(h.server.liveStreams().streams).toBe(MAX_STREAMS_PER_MERCHANT + 1)
    for (const stream of [first, busyNewer, ...devices, late, theirs]) {
      expect(stream.events.some((e) => e.event === 'evicted')).toBe(false)
    }
    await noStreamsLeft()
  })
})

/** Copies of one pending payin, already expired, for the sweep to cancel (one event each). */
function expiredPayins(count: number, batch: number): void {
  const columns = (h.sql.prepare('PRAGMA table_info(payins)').all() as { name: string }[])
    .map((c) => c.name)
    .filter((name) => name !== 'id')
  const source = h.sql
    .prepare("SELECT id FROM payins WHERE merchant_id = ? AND status = 'pending' LIMIT 1")
    .get(demoId) as { id: number } | undefined
  if (!source) throw new Error('no pending payin to copy')
  const values = columns.map((name) =>
    name === 'transaction_id'
      ? `'TXNSLOW${batch}X' || n`
      : // Long order ids (~0.6 KB events): fewer events fill the kernel's socket buffers.
        name === 'order_id'
        ? `'ORDSLOW${batch}X' || n || '${'0'.repeat(400)}'`
        : name === 'status'
          ? "'pending'"
          : name === 'expires_at'
            ? String(Date.now() - 1_000)
            : // One row per millisecond: the search key allows only so many in one.
              name === 'created_at'
              ? `created_at - ${batch * count} - n`
              : name,
  )
  h.sql
    .prepare(
      `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
       INSERT INTO payins (${columns.join(', ')}) SELECT ${values.join(', ')} FROM payins, seq WHERE payins.id = ?`,
    )
    .run(count, source.id)
}

/** A stream opened over a raw socket that reads the response head and then stops reading. */
function stalledReader(token: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(new URL(h.url).port ? Number(new URL(h.url).port) : 80, '127.0.0.1')
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    socket.once('error', () => undefined)
    socket.once('connect', () => {
      socket.write(
        `GET /api/v1/merchant/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      )
    })
    let head = ''
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1')
      if (!head.includes('event: ready')) return
      socket.off('data', onData)
      socket.pause()
      if (!head.startsWith('HTTP/1.1 200')) reject(new Error(head.slice(0, 200)))
      else resolve({ socket, closed })
    }
    socket.on('data', onData)
  })
}

const BATCH = 2_500

describe('a client that stops reading', () => {
  it('is dropped once its unread events pass the bound, while a reading client keeps its stream', async () => {
    await noStreamsLeft()
    const stalled = await stalledReader(session())
    const reading = await open(session())
    await waitFor(
      () => h.server.liveStreams().streams,
      (n) => n === 2,
    )
    // The kernel's socket buffers take the first few megabytes; then the server's own bound.
    let batch = 0
    while (h.server.liveStreams().streams === 2) {
      if (batch === 12) throw new Error('the stalled stream was never dropped')
      expiredPayins(BATCH, batch++)
      await waitFor(
        () =>
          h.sql
            .prepare("SELECT COUNT(*) AS n FROM payins WHERE status = 'pending' AND expires_at < ?")
            .get(Date.now()) as { n: number },
        (row) => row.n === 0,
        20_000,
      )
      // The reading client has every cancellation so far: the server wrote this batch to both.
      const sent = batch * BATCH
      await waitFor(
        () => reading.events.filter((e) => e.event === 'payin').length,
        (n) => n >= sent,
        20_000,
      )
    }
    expect(h.server.liveStreams().streams).toBe(1)
    // The reading client got every cancellation and is still open.
    const cancelled = batch * BATCH
    await waitFor(
      () => reading.events.filter((e) => e.event === 'payin').length,
      (n) => n >= cancelled,
      20_000,
    )
    expect(reading.events.some((e) => e.event === 'evicted')).toBe(false)
    // The dropped client's socket is closed by the server.
    stalled.socket.resume()
    await stalled.closed
    await noStreamsLeft()
  }, 120_000)
})
