/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { focusPortal, forgetAll, unwatch, watch } from './payin-watcher'

declare const self: ServiceWorkerGlobalScope

// The shell only (index.html, JS, CSS, icons, manifest): API responses are never cached here,
// the query cache in IndexedDB is the one store of merchant data, so there is one thing to wipe.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes control at once (no older version to disturb), so the very first
// payment modal already has a worker watching; later versions wait for the merchant's 'Reload'.
clientsClaim()

// Every app URL (including /api-docs on a first offline visit) is the precached shell; the
// gateway's API and the sandbox's own pages are never answered from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/sandbox\//],
  }),
)

type Message =
  | { type: 'watch'; transactionId: string; deadline: number; token: string; apiBase: string }
  | { type: 'unwatch'; transactionId: string }
  | { type: 'forget' }
  | { type: 'SKIP_WAITING' }

function parseMessage(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Record<string, unknown>
  switch (m.type) {
    case 'watch':
      return typeof m.transactionId === 'string' &&
        typeof m.deadline === 'number' &&
        typeof m.token === 'string' &&
        typeof m.apiBase === 'string'
        ? {
            type: 'watch',
            transactionId: m.transactionId,
            deadline: m.deadline,
            token: m.token,
            apiBase: new URL(m.apiBase, self.location.origin).href.replace(/\/$/, ''),
          }
        : null
    case 'unwatch':
      return typeof m.transactionId === 'string'
        ? { type: 'unwatch', transactionId: m.transactionId }
        : null
    case 'forget':
      return { type: 'forget' }
    case 'SKIP_WAITING':
      return { type: 'SKIP_WAITING' }
    default:
      return null
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = parseMessage(event.data)
  if (!message) return
  switch (message.type) {
    case 'watch':
      // waitUntil keeps the worker alive for the watch (up to ~5 minutes per message event).
      event.waitUntil(watch(message))
      break
    case 'unwatch':
      unwatch(message.transactionId)
      break
    case 'forget':
      forgetAll()
      break
    case 'SKIP_WAITING':
      void self.skipWaiting()
      break
  }
})

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  event.waitUntil(focusPortal())
})
