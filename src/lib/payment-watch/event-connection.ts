import type { EventSourceMessage } from 'eventsource-parser'
import { ApiError, apiRequestStream } from '../http/api-client'
import { readEventStream } from './event-stream-body'

/**
 * One connection to the gateway's event stream (docs/decisions/025): fetch with the bearer header
 * (EventSource cannot send one), the body framed by eventsource-parser, reconnects with backoff.
 * It only connects and reports; whether it should be connected at all (listeners, visibility,
 * session, which tab leads) is decided by its owner, `LiveEventStream` in ./live-events.
 */

export type PayinEvent = {
  transaction_id: string
  status: string
  amount?: number
  utr?: string | null
  channel?: string
  paid_late?: boolean
  updated_at?: string
  /** The payer as the bank named them (a standing-QR payment's, decision 078). */
  customer_name?: string | null
}

export type ConnectionState =
  | 'idle'
  | 'connecting'
  | 'open'
  | 'waiting'
  | 'unsupported'
  /** Closed by the gateway with `event: evicted`: not reconnected until its owner says so. */
  | 'evicted'

export type ConnectionOptions = {
  path: string
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs (±20 % jitter). */
  baseDelayMs: number
  maxDelayMs: number
  /** No byte (the server pings every 15 s) for this long: the connection is dead, reconnect. */
  silenceMs: number
}

export type ConnectionEvents = {
  /** Connected (`event: ready`): whatever was missed meanwhile must be re-read. */
  onReady(): void
  onPayin(event: PayinEvent): void
  /** The gateway evicted this stream; it suggests staying away this long (null: not said). */
  onEvicted(retryAfterMs: number | null): void
  /** The gateway refused the session (401/403): not to be tried again with it. */
  onRefused(): void
  /** A reconnect is due: the owner decides whether to start again. */
  onRetry(): void
}

/** A payin event from the stream or from another tab: anything else is dropped, not thrown. */
export function toPayinEvent(value: unknown): PayinEvent | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Record<string, unknown>
  if (typeof v.transaction_id !== 'string' || typeof v.status !== 'string') return null
  return {
    transaction_id: v.transaction_id,
    status: v.status,
    amount: typeof v.amount === 'number' ? v.amount : undefined,
    utr: typeof v.utr === 'string' ? v.utr : null,
    channel: typeof v.channel === 'string' ? v.channel : undefined,
    paid_late: v.paid_late === true,
    updated_at: typeof v.updated_at === 'string' ? v.updated_at : undefined,
    customer_name: typeof v.customer_name === 'string' ? v.customer_name : null,
  }
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data)
  } catch {
    return null
  }
}

export class EventConnection {
  private current: ConnectionState = 'idle'
  private abort: AbortController | null = null
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private attempts = 0
  /** The open connection has delivered its `ready`. */
  private readied = false

  constructor(
    private readonly options: ConnectionOptions,
    private readonly events: ConnectionEvents,
  ) {}

  get state(): ConnectionState {
    return this.current
  }

  /** Open and past its `ready`: a listener that re-reads now misses nothing after it. */
  get live(): boolean {
    return this.current === 'open' && this.readied
  }

  /** Connects unless already connected, waiting to retry, or without a stream for good. */
  start(): void {
    if (this.current === 'idle' || this.current === 'evicted') void this.connect()
  }

  /** Drops the connection at once; a gateway without a stream stays known as one. */
  stop(): void {
    this.attempts = 0
    this.disconnect(this.current === 'unsupported' ? 'unsupported' : 'idle')
  }

  private disconnect(next: ConnectionState) {
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    this.abort?.abort()
    this.abort = null
    this.current = next
  }

  private async connect(): Promise<void> {
    const abort = new AbortController()
    this.abort = abort
    this.current = 'connecting'
    this.readied = false
    let silence: ReturnType<typeof setTimeout> | undefined
    const alive = () => {
      clearTimeout(silence)
      silence = setTimeout(() => abort.abort(), this.options.silenceMs)
    }
    try {
      const response = await apiRequestStream(this.options.path, {
        signal: abort.signal,
        headers: { Accept: 'text/event-stream' },
        // A connection that stays open all day is background work: the screen's own requests go
        // first, and tools that wait for the page's important requests to finish (Lighthouse)
        // do not wait on it, as they do not on an EventSource (docs/decisions/039).
        priority: 'low',
      })
      const type = response.headers.get('content-type') ?? ''
      if (!type.includes('text/event-stream') || !response.body) {
        // Something answered, but not a stream (an SPA fallback, a proxy page): no stream here.
        this.disconnect('unsupported')
        return
      }
      this.current = 'open'
      alive()
      await readEventStream(response.body, (message) => this.dispatch(message, abort), alive)
    } catch (error) {
      if (this.abort !== abort) return
      if (error instanceof ApiError && [404, 405, 501].includes(error.status)) {
        this.disconnect('unsupported')
        return
      }
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        this.disconnect('idle')
        this.events.onRefused()
        return
      }
    } finally {
      clearTimeout(silence)
    }
    // The stream ended or failed: try again later, unless it was closed on purpose.
    if (this.abort !== abort) return
    this.abort = null
    this.scheduleReconnect()
  }

  private dispatch(message: EventSourceMessage, abort: AbortController) {
    if (this.abort !== abort) return
    if (message.event === 'ready') {
      // Connected: a healthy stream resets the backoff.
      this.attempts = 0
      this.readied = true
      this.events.onReady()
    } else if (message.event === 'payin') {
      const event = toPayinEvent(parseJson(message.data))
      if (event) this.events.onPayin(event)
    } else if (message.event === 'evicted') {
      // The gateway keeps only so many streams (docs/decisions/046): fighting for a place would
      // only evict another screen in turn, so this one stays away until its owner says so.
      const data = parseJson(message.data) as { retry_after_ms?: unknown } | null
      const retryAfter = typeof data?.retry_after_ms === 'number' ? data.retry_after_ms : null
      this.disconnect('evicted')
      this.events.onEvicted(retryAfter)
    }
  }

  private scheduleReconnect() {
    const { baseDelayMs, maxDelayMs } = this.options
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** this.attempts)
    this.attempts += 1
    this.current = 'waiting'
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined
        this.current = 'idle'
        this.events.onRetry()
      },
      delay * (0.8 + Math.random() * 0.4),
    )
  }
}
