/// <reference lib="webworker" />
/**
 * Background payin watcher: keeps polling an open payment's status while its page is hidden,
 * throttled or frozen, and broadcasts every result to the pages, which feed it into the same
 * status machine as their own polling. Tokens live in this worker's memory only.
 */
import type { NoticeKind, PayinStatusMessage, WatchMessage } from '../lib/payment-watch/sw-protocol'
import { noticeFor, noticeKind } from './notices'

declare const self: ServiceWorkerGlobalScope

/** A watch message with its apiBase already made absolute by sw.ts. */
export type WatchRequest = Omit<WatchMessage, 'type'>

// The page's own poll; a 'poll-interval' message (end-to-end tests) changes it.
let pollMs = 5_000
// After the deadline, keep looking a little: a payment can land at second 179.
const GRACE_MS = 30_000
// Chrome and Firefox let one message event's waitUntil live about 5 minutes.
const MAX_WATCH_MS = 4.5 * 60_000

type Watch = WatchRequest & { stopped: boolean; wake: (() => void) | null }
const watches = new Map<string, Watch>()

export function forgetAll(): void {
  for (const watch of watches.values()) stop(watch)
  watches.clear()
}

export function unwatch(transactionId: string): void {
  const watch = watches.get(transactionId)
  if (watch) stop(watch)
  watches.delete(transactionId)
}

/** Every watch polls every `ms` from now on, starting with a check at once. */
export function setPollInterval(ms: number): void {
  pollMs = ms
  for (const watch of watches.values()) watch.wake?.()
}

function stop(watch: Watch) {
  watch.stopped = true
  watch.wake?.()
}

function sleep(watch: Watch, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      watch.wake = null
      resolve()
    }
    watch.wake = done
  })
}

/** Polls until a terminal status, the deadline (+ grace) or an unwatch; returns when done. */
export async function watch(request: WatchRequest): Promise<void> {
  unwatch(request.transactionId)
  const entry: Watch = { ...request, stopped: false, wake: null }
  watches.set(request.transactionId, entry)
  const startedAt = Date.now()
  const endAt = Math.min(request.deadline + GRACE_MS, startedAt + MAX_WATCH_MS)

  while (!entry.stopped && Date.now() < endAt) {
    const result = await checkStatus(entry)
    if (entry.stopped) break
    if (result === 'unauthorized') break
    const ended = result ? noticeKind(result.status) : null
    if (ended) {
      await notifyIfHidden(entry, ended)
      break
    }
    await sleep(entry, pollMs)
  }
  if (watches.get(request.transactionId) === entry) watches.delete(request.transactionId)
}

type StatusResult = { status: string }

async function checkStatus(entry: Watch): Promise<StatusResult | 'unauthorized' | null> {
  try {
    const url = `${entry.apiBase}/payin/status/${encodeURIComponent(entry.transactionId)}`
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${entry.token}`, Accept: 'application/json' },
      cache: 'no-store',
    })
    if (response.status === 401) return 'unauthorized'
    if (!response.ok) return null
    const body: unknown = await response.json()
    const data = (body as { data?: { status?: unknown; amount?: unknown; utr?: unknown } } | null)
      ?.data
    if (!data || typeof data.status !== 'string') return null
    const status = data.status.toLowerCase()
    const amount = typeof data.amount === 'number' ? data.amount : Number(data.amount) || undefined
    await broadcast({
      type: 'payin-status',
      transactionId: entry.transactionId,
      status,
      amount,
      utr: typeof data.utr === 'string' ? data.utr : null,
      checkedAt: Date.now(),
    })
    return { status }
  } catch {
    // Offline or the gateway hiccuped: the next round tries again.
    return null
  }
}

async function broadcast(message: PayinStatusMessage): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of clients) client.postMessage(message)
}

/** The watch's notification (its page's words: notices.ts), unless a window is on screen. */
async function notifyIfHidden(entry: Watch, kind: NoticeKind): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  if (clients.some((client) => client.visibilityState === 'visible')) return
  const { title, body, lang } = noticeFor(kind, entry.notices)
  await self.registration.showNotification(title, {
    ...(body ? { body } : {}),
    lang,
    // One notification per payment: two links paid while the phone is in a pocket are two
    // notices, and a payment's later notice (should one come) replaces only its own.
    tag: `payin-status:${entry.transactionId}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  })
}

/** A notification click brings the portal forward (or opens it). */
export async function focusPortal(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const existing = clients[0]
  if (existing) {
    await existing.focus()
    return
  }
  await self.clients.openWindow('/payments/create')
}
