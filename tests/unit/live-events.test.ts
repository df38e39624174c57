import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { LiveEventStream, type PayinEvent } from '../../src/lib/payment-watch/live-events'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import { openEventStreams, READY, sse, type FakeStream } from './support/event-stream'
import { api, setupMswServer } from './support/msw-server'

/**
 * The push stream's client (docs/decisions/025) against msw answering real SSE bytes: framing by
 * eventsource-parser, the bearer header, resync on every connect, backoff after a drop, a
 * gateway without the stream, and the session's end closing the connection.
 */
const server = setupMswServer()
const payin = (data: Record<string, unknown>) => sse('payin', data)

/** Waits for `check` to hold (with fake timers on, vi.waitFor moves them on as it polls). */
const until = (check: () => boolean, timeout = 2_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time')
    },
    { timeout, interval: 5 },
  )

/**
 * The stream's own timers (reconnect backoff, an eviction's wait) and Date on a fake clock, so a
 * test proves nothing was retried by moving time far past every delay instead of waiting.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })

let connections: FakeStream[] = []
let stream: LiveEventStream
let unsubscribe: () => void = () => {}

beforeEach(() => {
  setSession('tok_live_events_0123456789', { id: 1, business_name: 'Acme Stores' })
  stream = new LiveEventStream({ baseDelayMs: 20, maxDelayMs: 80, lingerMs: 0 })
})

afterEach(() => {
  unsubscribe()
  stream.close()
  vi.useRealTimers()
})

describe('live events stream', () => {
  it('sends the bearer token, resyncs on ready and delivers payin events', async () => {
    connections = openEventStreams(server, '')
    const events: PayinEvent[] = []
    const onResync = vi.fn()
    unsubscribe = stream.subscribe({ onPayin: (e) => events.push(e), onResync })
    await until(() => connections.length === 1)
    expect(connections[0]?.authorization).toBe('Bearer tok_live_events_0123456789')

    // Split mid-line: the parser, not the chunking, decides where an event ends.
    const first = READY + payin({ transaction_id: 'TXN1', status: 'success', utr: '123456789012' })
    connections[0]?.push(first.slice(0, 30))
    connections[0]?.push(first.slice(30))
    await until(() => events.length === 1)
    expect(onResync).toHaveBeenCalledTimes(1)
    expect(events[0]).toMatchObject({
      transaction_id: 'TXN1',
      status: 'success',
      utr: '123456789012',
    })
    expect(stream.status).toBe('open')

    // Malformed or foreign events are ignored, not thrown.
    connections[0]?.push('event: payin\ndata: not json\n\n')
    connections[0]?.push(payin({ status: 'success' }))
    connections[0]?.push('event: other\ndata: {}\n\n')
    connections[0]?.push(payin({ transaction_id: 'TXN2', status: 'failed', paid_late: true }))
    await until(() => events.length === 2)
    expect(events[1]).toMatchObject({ transaction_id: 'TXN2', status: 'failed', paid_late: true })
  })

  it('reconnects after a drop and resyncs, so a change missed meanwhile is caught up', async () => {
    connections = openEventStreams(server, '')
    const onResync = vi.fn()
    unsubscribe = stream.subscribe({ onResync })
    await until(() => connections.length === 1)
    connections[0]?.push(READY)
    await until(() => onResync.mock.calls.length === 1)

    connections[0]?.end()
    await until(() => connections.length === 2)
    expect(onResync).toHaveBeenCalledTimes(1)
    connections[1]?.push(READY)
    await until(() => onResync.mock.calls.length === 2)
  })

  it('backs off between failed attempts', async () => {
    const attempts: number[] = []
    server.use(
      http.get(api('/merchant/events'), () => {
        attempts.push(Date.now())
        return HttpResponse.json({ success: false, error: { message: 'down' } }, { status: 503 })
      }),
    )
    unsubscribe = stream.subscribe({})
    await until(() => attempts.length >= 4, 3_000)
    const gaps = attempts.slice(1).map((t, i) => t - (attempts[i] ?? t))
    // 20 ms, 40 ms, 80 ms (±20 % jitter): each wait at least the previous base delay.
    expect(gaps[0]).toBeGreaterThanOrEqual(15)
    expect(gaps[2]).toBeGreaterThanOrEqual(60)
  })

  it('stops for good against a gateway without the stream (404)', async () => {
    let requests = 0
    server.use(
      http.get(api('/merchant/events'), () => {
        requests += 1
        return HttpResponse.json(
          { success: false, error: { message: 'Not found' } },
          { status: 404 },
        )
      }),
    )
    fakeClock()
    unsubscribe = stream.subscribe({})
    await until(() => stream.status === 'unsupported')
    // A minute on, far past every reconnect delay (20–80 ms here): still the one request.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(requests).toBe(1)
    expect(stream.status).toBe('unsupported')
  })

  it('treats a page that is not an event stream as no stream', async () => {
    server.use(http.get(api('/merchant/events'), () => HttpResponse.text('<!doctype html>')))
    unsubscribe = stream.subscribe({})
    await until(() => stream.status === 'unsupported')
  })

  it('connects only with a session and closes when the session ends', async () => {
    connections = openEventStreams(server, '')
    clearSession()
    fakeClock()
    unsubscribe = stream.subscribe({})
    expect(stream.status).toBe('idle')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(connections).toHaveLength(0)
    expect(stream.status).toBe('idle')

    setSession('tok_second_session_0123456', { id: 1 })
    await until(() => connections.length === 1)
    expect(connections[0]?.authorization).toBe('Bearer tok_second_session_0123456')

    clearSession()
    await connections[0]?.aborted
    expect(stream.status).toBe('idle')
  })

  it('stays away after the gateway evicts it, and polls meanwhile', async () => {
    connections = openEventStreams(server)
    fakeClock()
    unsubscribe = stream.subscribe({})
    await until(() => connections.length === 1)
    connections[0]?.push(
      sse('evicted', { reason: 'session_limit', message: 'x', retry_after_ms: 600_000 }),
    )
    await connections[0]?.aborted
    // Reconnects are 20–80 ms apart here: none is tried in the 10 minutes the gateway asked for.
    await vi.advanceTimersByTimeAsync(590_000)
    expect(connections).toHaveLength(1)
    expect(stream.status).toBe('evicted')
    // Once they are over, it connects again: the clock drives its timers.
    await vi.advanceTimersByTimeAsync(20_000)
    await until(() => connections.length === 2)
  })

  it('disconnects once nobody listens', async () => {
    connections = openEventStreams(server, '')
    const stop = stream.subscribe({})
    await until(() => connections.length === 1)
    stop()
    await connections[0]?.aborted
    expect(stream.status).toBe('idle')
  })
})
