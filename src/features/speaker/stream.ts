import type { EventSourceMessage } from 'eventsource-parser'
import { readEventStream } from '../../lib/payment-watch/event-stream-body'
import { deviceFetch, RefusedError, toPayment, type SpeakerPayment } from './api'

/*
 * The Speaker's one connection to the gateway's event stream (GET /merchant/events, decision 025),
 * with the device's credential: fetch framed by eventsource-parser, as the portal's
 * lib/payment-watch/event-connection.ts does, without that one's session and tab-sharing (a
 * Speaker is one tab on one device). It reconnects with backoff for as long as the page is open:
 * a gateway restart or a dropped network is a red light for a while, never the end.
 */

export type StreamEvents = {
  /** `event: ready`, on every connect and reconnect: what was missed must be re-read now. */
  onReady(): void
  /** A payment of this counter that succeeded. */
  onPaid(payment: SpeakerPayment): void
  /** Connected or not: the state light. */
  onLive(live: boolean): void
  /** The gateway refused the credential (401): not tried again. */
  onRefused(message: string): void
}

const BASE_DELAY_MS = 1_000
const MAX_DELAY_MS = 30_000
// The gateway pings every 15 s: this long without a byte and the connection is dead.
const SILENCE_MS = 45_000

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data)
  } catch {
    return null
  }
}

export class SpeakerStream {
  private abort: AbortController | null = null
  private timer: ReturnType<typeof setTimeout> | undefined
  private attempts = 0
  private stopped = false

  constructor(
    private readonly token: string,
    private readonly events: StreamEvents,
  ) {}

  start(): void {
    this.stopped = false
    if (!this.abort && this.timer === undefined) void this.connect()
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
    this.abort?.abort()
    this.abort = null
    this.events.onLive(false)
  }

  /**
   * The device went offline: the open connection cannot carry anything, so the light goes red
   * now rather than when the silence runs out; `retryNow` connects again.
   */
  pause(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    this.abort?.abort()
    this.abort = null
    this.events.onLive(false)
  }

  /** The network came back: try now rather than at the end of the backoff. */
  retryNow(): void {
    if (this.stopped || this.abort) return
    clearTimeout(this.timer)
    this.timer = undefined
    this.attempts = 0
    void this.connect()
  }

  private async connect(): Promise<void> {
    const abort = new AbortController()
    this.abort = abort
    let silence: ReturnType<typeof setTimeout> | undefined
    const alive = () => {
      clearTimeout(silence)
      silence = setTimeout(() => abort.abort(), SILENCE_MS)
    }
    try {
      const response = await deviceFetch('/merchant/events', this.token, {
        signal: abort.signal,
        headers: { Accept: 'text/event-stream' },
      })
      if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`)
      alive()
      await readEventStream(response.body, (message) => this.dispatch(message, abort), alive)
    } catch (error) {
      if (error instanceof RefusedError && this.abort === abort) {
        this.abort = null
        this.stopped = true
        this.events.onLive(false)
        this.events.onRefused(error.message)
        return
      }
    } finally {
      clearTimeout(silence)
    }
    if (this.abort !== abort) return
    this.abort = null
    this.events.onLive(false)
    if (!this.stopped) this.scheduleReconnect()
  }

  private dispatch(message: EventSourceMessage, abort: AbortController): void {
    if (this.abort !== abort) return
    if (message.event === 'ready') {
      this.attempts = 0
      this.events.onLive(true)
      this.events.onReady()
    } else if (message.event === 'payin') {
      const data = parseJson(message.data)
      const payment = toPayment(data)
      const status = (data as { status?: unknown } | null)?.status
      if (payment && status === 'success') this.events.onPaid(payment)
    } else if (message.event === 'evicted') {
      // Too many streams for this merchant (decision 046): this one waits its backoff.
      abort.abort()
    }
  }

  private scheduleReconnect(): void {
    const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** this.attempts)
    this.attempts += 1
    this.timer = setTimeout(
      () => {
        this.timer = undefined
        if (!this.stopped) void this.connect()
      },
      delay * (0.8 + Math.random() * 0.4),
    )
  }
}
