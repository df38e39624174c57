import { createParser, type EventSourceMessage } from 'eventsource-parser'
import { ApiError, apiRequestStream } from './api-client'
import { currentCredential, subscribeCredentials } from './credentials'

/**
 * The gateway's push stream of the merchant's payin changes (docs/decisions/025): server-sent
 * events read with fetch, so the bearer header travels (EventSource cannot send one), framed by
 * eventsource-parser. It is one more source of status events beside the 5 s poll (product.md §9) and the
 * service worker's watcher, never a replacement: a gateway without the stream (404) or a stream
 * that drops changes nothing else, and every (re)connect tells listeners to re-read what they
 * watch, so a change made while disconnected is caught up at once.
 */

export type PayinEvent = {
  transaction_id: string
  status: string
  amount?: number
  utr?: string | null
  channel?: string
  paid_late?: boolean
  updated_at?: string
}

export type LiveEventListener = {
  onPayin?: (event: PayinEvent) => void
  /** The stream (re)connected: re-read anything whose change may have been missed meanwhile. */
  onResync?: () => void
}

export type LiveStreamState = 'idle' | 'connecting' | 'open' | 'waiting' | 'unsupported'

type Options = {
  path: string
  /** First reconnect delay; doubles per failed attempt up to maxDelayMs (±20 % jitter). */
  baseDelayMs: number
  maxDelayMs: number
  /** No byte (the server pings every 15 s) for this long: the connection is dead, reconnect. */
  silenceMs: number
  /** After the last listener leaves, keep the connection this long for the next one. */
  lingerMs: number
}

const DEFAULTS: Options = {
  path: '/merchant/events',
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  silenceMs: 45_000,
  lingerMs: 5_000,
}

function parsePayinEvent(data: string): PayinEvent | null {
  try {
    const value: unknown = JSON.parse(data)
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
    }
  } catch {
    return null
  }
}

/** One connection shared by every listener on the page; connected only while someone listens. */
export class LiveEventStream {
  private readonly options: Options
  private readonly listeners = new Set<LiveEventListener>()
  private state: LiveStreamState = 'idle'
  private abort: AbortController | null = null
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private lingerTimer: ReturnType<typeof setTimeout> | undefined
  private attempts = 0
  /** A token the gateway refused (401/403): not tried again until the session changes. */
  private refusedToken: string | null = null
  /** The token the open connection was made with. */
  private token: string | null = null
  private unsubscribeSession: (() => void) | null = null
  private readonly onWake = () => this.reconcile()
  // Sign-out, a 401 wipe or another tab's sign-out clears the session: no stream may outlive the
  // session that opened it, and a new sign-in connects with its own token.
  private readonly onSession = () => {
    if (
      this.state !== 'idle' &&
      this.state !== 'unsupported' &&
      currentCredential()?.token !== this.token
    ) {
      this.close()
    }
    this.reconcile()
  }

  constructor(options: Partial<Options> = {}) {
    this.options = { ...DEFAULTS, ...options }
  }

  get status(): LiveStreamState {
    return this.state
  }

  subscribe(listener: LiveEventListener): () => void {
    this.listeners.add(listener)
    if (this.listeners.size === 1) this.watchPage(true)
    clearTimeout(this.lingerTimer)
    this.reconcile()
    return () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0) return
      this.lingerTimer = setTimeout(() => {
        if (this.listeners.size > 0) return
        this.watchPage(false)
        this.disconnect('idle')
      }, this.options.lingerMs)
    }
  }

  /** Drops the connection at once; a later reconcile may connect again. */
  close(): void {
    this.attempts = 0
    this.disconnect('idle')
  }

  private watchPage(on: boolean) {
    this.unsubscribeSession?.()
    this.unsubscribeSession = on ? subscribeCredentials(this.onSession) : null
    if (typeof document === 'undefined') return
    const method = on ? 'addEventListener' : 'removeEventListener'
    document[method]('visibilitychange', this.onWake)
    window[method]('online', this.onWake)
    window[method]('offline', this.onWake)
  }

  /** Connected exactly while someone listens, the page is visible and online, with a session. */
  private reconcile() {
    if (this.state === 'unsupported') return
    const token = currentCredential()?.token ?? null
    const wanted =
      this.listeners.size > 0 &&
      token !== null &&
      token !== this.refusedToken &&
      (typeof document === 'undefined' || document.visibilityState === 'visible') &&
      (typeof navigator === 'undefined' || navigator.onLine !== false)
    if (!wanted) {
      // Hidden: the service worker's watcher covers a hidden or frozen page.
      if (this.state !== 'idle') this.close()
      return
    }
    if (this.state === 'idle') {
      this.token = token
      void this.connect()
    }
  }

  private disconnect(next: LiveStreamState) {
    clearTimeout(this.retryTimer)
    this.retryTimer = undefined
    this.abort?.abort()
    this.abort = null
    this.state = next
  }

  private async connect(): Promise<void> {
    const abort = new AbortController()
    this.abort = abort
    this.state = 'connecting'
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
      this.state = 'open'
      alive()
      const parser = createParser({ onEvent: (message) => this.dispatch(message) })
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        alive()
        parser.feed(value)
      }
    } catch (error) {
      if (this.abort !== abort) return
      if (error instanceof ApiError && [404, 405, 501].includes(error.status)) {
        this.disconnect('unsupported')
        return
      }
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        this.refusedToken = currentCredential()?.token ?? null
        this.disconnect('idle')
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

  private dispatch(message: EventSourceMessage) {
    if (message.event === 'ready') {
      // Connected: a healthy stream resets the backoff, and everyone re-reads what they watch.
      this.attempts = 0
      for (const listener of [...this.listeners]) listener.onResync?.()
      return
    }
    if (message.event !== 'payin') return
    const event = parsePayinEvent(message.data)
    if (!event) return
    for (const listener of [...this.listeners]) listener.onPayin?.(event)
  }

  private scheduleReconnect() {
    const { baseDelayMs, maxDelayMs } = this.options
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** this.attempts)
    this.attempts += 1
    this.state = 'waiting'
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined
        this.state = 'idle'
        this.reconcile()
      },
      delay * (0.8 + Math.random() * 0.4),
    )
  }
}

const shared = new LiveEventStream()

/** Listen to the merchant's payin changes; returns the unsubscribe function. */
export function subscribePayinEvents(listener: LiveEventListener): () => void {
  return shared.subscribe(listener)
}
