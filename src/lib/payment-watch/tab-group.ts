/**
 * The tabs of one browser that share one event stream (docs/decisions/046): a Web Lock elects the
 * leader, which holds the connection, and a BroadcastChannel of the same name carries what it
 * hears to the others. The browser hands the lock to the next waiting tab the moment the leader
 * releases it or its document goes away, so a hand-over needs no timeout or heartbeat.
 */

/** The part of `navigator.locks` used here (tests pass an in-memory one). */
export type LockManagerLike = {
  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>
}

export type ChannelLike = {
  postMessage(message: unknown): void
  close(): void
  onmessage: ((event: MessageEvent) => void) | null
}

export type Sharing = { locks: LockManagerLike; openChannel(name: string): ChannelLike }

/** The browser's Web Locks and BroadcastChannel, or null where either is missing. */
export function browserSharing(): Sharing | null {
  if (typeof navigator === 'undefined' || typeof BroadcastChannel !== 'function') return null
  // Web Locks exist only in secure contexts (https, localhost): elsewhere, one stream per tab.
  const locks = (navigator as { locks?: LockManagerLike }).locks
  if (!locks) return null
  return { locks, openChannel: (name) => new BroadcastChannel(name) }
}

export type TabGroupHandlers = {
  /** This tab now holds the lock: it connects for everyone. */
  onLeader(): void
  /** A message another tab of the group posted (unchecked: the caller validates it). */
  onMessage(data: unknown): void
}

/** One tab's membership: waiting for the lock, or holding it, until leave(). */
export class TabGroup {
  private readonly channel: ChannelLike
  private readonly waiting = new AbortController()
  private release: (() => void) | null = null
  private left = false

  constructor(
    sharing: Sharing,
    readonly name: string,
    handlers: TabGroupHandlers,
  ) {
    this.channel = sharing.openChannel(name)
    this.channel.onmessage = (event) => {
      if (!this.left) handlers.onMessage(event.data)
    }
    sharing.locks
      .request(name, { mode: 'exclusive', signal: this.waiting.signal }, () => {
        if (this.left) return Promise.resolve()
        // Held until leave() resolves it (or the page goes away, which releases it too).
        return new Promise<void>((resolve) => {
          this.release = resolve
          handlers.onLeader()
        })
      })
      // Rejected with an AbortError when the tab left while still waiting in the queue.
      .catch(() => undefined)
  }

  get leader(): boolean {
    return this.release !== null
  }

  post(message: unknown): void {
    if (!this.left) this.channel.postMessage(message)
  }

  /** Leaves the queue, or hands the lock to the next tab waiting for it. */
  leave(): void {
    if (this.left) return
    this.left = true
    this.waiting.abort()
    this.release?.()
    this.release = null
    this.channel.close()
  }
}
