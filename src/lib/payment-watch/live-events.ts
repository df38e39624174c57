import {
  EventConnection,
  toPayinEvent,
  type ConnectionOptions,
  type ConnectionState,
  type PayinEvent,
} from './event-connection'
import { apiRequest } from '../http/api-client'
import { currentCredential, subscribeCredentials, type Credential } from '../http/credentials'
import { browserSharing, TabGroup, type Sharing } from './tab-group'

/**
 * The gateway's push stream of the merchant's payin changes (docs/decisions/025 and 046). It is
 * one more source of status events beside the 5 s poll (product.md §9) and the service worker's
 * watcher, never a replacement: a gateway without the stream (404) or a stream that drops changes
 * nothing else, and every (re)connect tells listeners to re-read what they watch, so a change
 * made while disconnected is caught up at once.
 *
 * The tabs of one browser share one connection: the leader of a TabGroup holds it and relays what
 * it hears; the others follow. Where Web Locks or BroadcastChannel are missing, each tab connects
 * on its own, as before. A tab takes part only while someone on it listens, it is visible (a
 * hidden tab is the service worker's) and online, with a session: a leader that is hidden hands
 * the stream to a visible tab at once. A follower treats joining and every hand-over like a
 * reconnect: it re-reads once the leader says its stream is open.
 */

export type { PayinEvent } from './event-connection'

export type LiveEventListener = {
  onPayin?: (event: PayinEvent) => void
  /** The stream (re)connected: re-read anything whose change may have been missed meanwhile. */
  onResync?: () => void
}

export type LiveStreamState = ConnectionState

/** Where the page stands: visible, online, and the changes of either. */
export type PageSignals = {
  visible(): boolean
  online(): boolean
  /** Calls back on a change of visibility or connectivity; returns the unsubscribe function. */
  watch(onChange: (becameVisible: boolean) => void): () => void
}

type Options = ConnectionOptions & {
  /** After the last listener leaves, keep the connection this long for the next one. */
  lingerMs: number
  /** Evicted by the gateway without a suggested wait: stay away this long. */
  evictedBackoffMs: number
  /** Tabs sharing one stream; null connects this tab on its own. */
  sharing: Sharing | null
  page: PageSignals
}

const browserPage: PageSignals = {
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  watch(onChange) {
    if (typeof document === 'undefined') return () => {}
    const onVisibility = () => onChange(document.visibilityState === 'visible')
    const onNetwork = () => onChange(false)
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('online', onNetwork)
    window.addEventListener('offline', onNetwork)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('online', onNetwork)
      window.removeEventListener('offline', onNetwork)
    }
  },
}

const DEFAULTS: Omit<Options, 'sharing' | 'page'> = {
  path: '/merchant/events',
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  silenceMs: 45_000,
  lingerMs: 5_000,
  evictedBackoffMs: 10 * 60_000,
}
/** Bounds on the wait an eviction suggests: neither a fight nor a day without push. */
const EVICTED_MIN_MS = 60_000
const EVICTED_MAX_MS = 60 * 60_000

/** What tabs say to each other; versioned by the group's name (v1). */
type GroupMessage =
  | { type: 'hello' }
  | { type: 'open' }
  | { type: 'ready' }
  | { type: 'payin'; event: PayinEvent }
  | { type: 'evicted'; until: number }

function toGroupMessage(data: unknown): GroupMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Record<string, unknown>
  switch (m.type) {
    case 'hello':
    case 'open':
    case 'ready':
      return { type: m.type }
    case 'payin': {
      const event = toPayinEvent(m.event)
      return event && { type: 'payin', event }
    }
    case 'evicted':
      return typeof m.until === 'number' ? { type: 'evicted', until: m.until } : null
    default:
      return null
  }
}

/** A short digest of the token, so that two sessions never share a group (not a secret). */
function tokenDigest(token: string): string {
  // cyrb53: 53 bits, enough to keep the few sessions of one browser apart.
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

export function groupName(credential: Credential): string {
  return `merchant-events/v1/${credential.scope}/${tokenDigest(credential.token)}`
}

/** One connection shared by every listener on the page, and by the browser's tabs. */
export class LiveEventStream {
  private readonly options: Options
  private readonly listeners = new Set<LiveEventListener>()
  private readonly connection: EventConnection
  private group: TabGroup | null = null
  /** A follower has re-read since it joined (on the leader's `open` or `ready`). */
  private synced = false
  /** Evicted: no connection before this time, unless the page is hidden and shown again. */
  private blockedUntil = 0
  private blockTimer: ReturnType<typeof setTimeout> | undefined
  private lingerTimer: ReturnType<typeof setTimeout> | undefined
  /** A token the gateway refused (401/403): not tried again until the session changes. */
  private refusedToken: string | null = null
  /** The token this tab's connection and group belong to. */
  private token: string | null = null
  private unwatch: (() => void) | null = null

  constructor(options: Partial<Options> = {}) {
    this.options = {
      ...DEFAULTS,
      sharing: browserSharing(),
      page: browserPage,
      ...options,
    }
    this.connection = new EventConnection(this.options, {
      onReady: () => {
        this.resync()
        this.group?.post({ type: 'ready' })
      },
      onPayin: (event) => {
        this.deliver(event)
        this.group?.post({ type: 'payin', event })
      },
      onEvicted: (suggested) => {
        const wait = Math.min(
          EVICTED_MAX_MS,
          Math.max(EVICTED_MIN_MS, suggested ?? this.options.evictedBackoffMs),
        )
        this.block(Date.now() + wait)
        this.group?.post({ type: 'evicted', until: this.blockedUntil })
      },
      onRefused: () => {
        this.refusedToken = this.token
        // A stream cannot say why it was refused; an ordinary call can. When the session was
        // ended (the person deactivated, a session signed out from Settings → Security), the
        // call's 401 closes the page with the gateway's words, as any 401 does.
        if (currentCredential()?.principal === 'owner') {
          apiRequest('/merchant/me').catch(() => undefined)
        }
      },
      onRetry: () => this.reconcile(),
    })
  }

  get status(): LiveStreamState {
    return this.connection.state
  }

  /** 'leader' or 'follower' in a group of tabs, 'alone' without one, 'none' while not taking part. */
  get role(): 'leader' | 'follower' | 'alone' | 'none' {
    if (this.group) return this.group.leader ? 'leader' : 'follower'
    return this.connection.state === 'idle' ? 'none' : 'alone'
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
        this.close()
      }, this.options.lingerMs)
    }
  }

  /** Leaves the group and drops the connection at once; a later reconcile may take part again. */
  close(): void {
    this.group?.leave()
    this.group = null
    this.connection.stop()
  }

  private watchPage(on: boolean) {
    this.unwatch?.()
    this.unwatch = null
    if (!on) return
    const offSession = subscribeCredentials(() => this.reconcile())
    const offPage = this.options.page.watch((becameVisible) => {
      // Someone looked at the page again: an eviction's wait is over for it.
      if (becameVisible) this.unblock()
      this.reconcile()
    })
    this.unwatch = () => {
      offSession()
      offPage()
    }
  }

  /** Takes part exactly while someone listens, the page is visible and online, with a session. */
  private reconcile() {
    // The owner's session or a paired counter's credential (decision 049).
    const credential = currentCredential()
    const token = credential?.token ?? null
    // Sign-out, a 401 wipe or another tab's sign-out changes the session: no stream or group may
    // outlive the session that opened it, and a new sign-in takes part with its own token.
    if (token !== this.token) {
      this.close()
      this.token = token
    }
    const { page } = this.options
    const wanted =
      this.listeners.size > 0 &&
      credential !== null &&
      token !== this.refusedToken &&
      page.visible() &&
      page.online()
    if (!wanted || !credential) {
      // Hidden: the service worker's watcher covers a hidden or frozen page.
      this.close()
      return
    }
    const sharing = this.options.sharing
    if (sharing && !this.group) {
      this.synced = false
      this.group = new TabGroup(sharing, groupName(credential), {
        onLeader: () => this.reconcile(),
        onMessage: (data) => this.onGroupMessage(data),
      })
      this.group.post({ type: 'hello' })
    }
    if (this.group && !this.group.leader) return
    if (Date.now() < this.blockedUntil) return
    this.connection.start()
  }

  private onGroupMessage(data: unknown) {
    const message = toGroupMessage(data)
    if (!message || !this.group) return
    const leading = this.group.leader
    switch (message.type) {
      case 'hello':
        // Only past its own `ready`: else the newcomer hears that `ready` instead.
        if (leading && this.connection.live) this.group.post({ type: 'open' })
        return
      case 'open':
      case 'ready':
        // The leader (re)connected, or a new tab heard that it is connected: re-read, as a
        // connection of its own would have made it.
        if (leading || (message.type === 'open' && this.synced)) return
        this.synced = true
        this.resync()
        return
      case 'payin':
        if (!leading) this.deliver(message.event)
        return
      case 'evicted':
        this.block(message.until)
        return
    }
  }

  private block(until: number) {
    if (until <= this.blockedUntil) return
    this.blockedUntil = until
    clearTimeout(this.blockTimer)
    this.blockTimer = setTimeout(() => this.unblock(), Math.max(0, until - Date.now()))
  }

  private unblock() {
    clearTimeout(this.blockTimer)
    this.blockedUntil = 0
    this.reconcile()
  }

  private resync() {
    for (const listener of [...this.listeners]) listener.onResync?.()
  }

  private deliver(event: PayinEvent) {
    for (const listener of [...this.listeners]) listener.onPayin?.(event)
  }
}

const shared = new LiveEventStream()

/** Listen to the merchant's payin changes; returns the unsubscribe function. */
export function subscribePayinEvents(listener: LiveEventListener): () => void {
  return shared.subscribe(listener)
}
