/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { parsePageToWorker } from '../lib/payment-watch/sw-protocol'
import { focusPortal, forgetAll, setPollInterval, unwatch, watch } from './payin-watcher'

declare const self: ServiceWorkerGlobalScope

// `/assets/trends-hi-440-<hash>.svg`; the source language's are `/assets/trends-440-<hash>.svg`.
const OTHER_LANGUAGE_DRAWING = /^\/assets\/trends-[a-z][a-z-]*-\d+-[\w-]+\.svg$/

// The shell only (index.html, JS, CSS, icons, manifest): API responses are never cached here,
// the query cache in IndexedDB is the one store of merchant data, so there is one thing to wipe.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The first install takes control at once (no older version to disturb), so the very first
// payment modal already has a worker watching; later versions wait for the merchant's 'Reload'.
clientsClaim()

// The dashboard's trends drawings in a language other than the source's are left out of the
// precache (vite.config.ts), so an English device does not download the Hindi ones: a device
// showing another language keeps those it shows here, on first use (decision 059). Their names
// carry a content hash: a new build's drawing is a new file, and old ones age out.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && OTHER_LANGUAGE_DRAWING.test(url.pathname),
  new CacheFirst({
    cacheName: 'trends-drawings',
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
)

// The Speaker's page is its own (decision 079), and only a Speaker keeps it: its page and files
// are left out of the precache (vite.config.ts) and kept here as a Speaker uses them, in the
// cache its page also fills on its first visit, before this worker controlled it
// (src/features/speaker/speaker-mark.ts). /speaker is asked of the network first (a new build's
// page names new files) and opens offline from that cache; its files carry content hashes, so a
// kept one never changes. /counter on a device the Speaker's page marked goes there, as the
// sandbox's answer does from its cookie.
const SPEAKER_PAGE_CACHE = 'speaker-page'
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/speaker-'),
  new CacheFirst({
    cacheName: SPEAKER_PAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 60 })],
  }),
)
registerRoute(
  new NavigationRoute(
    new NetworkFirst({ cacheName: SPEAKER_PAGE_CACHE, networkTimeoutSeconds: 4 }),
    { allowlist: [/^\/speaker\/?$/] },
  ),
)
const portalShell = createHandlerBoundToURL('/index.html')
registerRoute(
  new NavigationRoute(
    async (options) => {
      const marked = await caches.match('/speaker-device', { cacheName: 'speaker-device' })
      return marked ? Response.redirect('/speaker', 302) : portalShell(options)
    },
    { allowlist: [/^\/counter\/?$/] },
  ),
)

// Every app URL (including /api-docs on a first offline visit) is the precached shell; the
// gateway's API and the sandbox's own pages are never answered from here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/sandbox\//],
  }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = parsePageToWorker(event.data)
  if (!message) return
  switch (message.type) {
    case 'watch': {
      // The page may send a relative base (same-origin gateway): the worker's fetches need it
      // absolute, and without a trailing slash the status path joins cleanly.
      const apiBase = new URL(message.apiBase, self.location.origin).href.replace(/\/$/, '')
      // waitUntil keeps the worker alive for the watch (up to ~5 minutes per message event).
      event.waitUntil(watch({ ...message, apiBase }))
      break
    }
    case 'unwatch':
      unwatch(message.transactionId)
      break
    case 'forget':
      forgetAll()
      break
    case 'SKIP_WAITING':
      void self.skipWaiting()
      break
    case 'poll-interval':
      setPollInterval(message.ms)
      break
  }
})

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  event.waitUntil(focusPortal())
})
