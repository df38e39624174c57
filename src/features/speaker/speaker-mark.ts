import { DEVICE_KEY } from '../../lib/session/device-store'

/*
 * How /counter on a Speaker leads to /speaker without a byte in the portal's boot code or its
 * counter (their budgets, decision 079): this page marks the device, and whoever answers the
 * navigation to /counter redirects — the sandbox from a cookie (server/static-files.ts), the
 * service worker from a cache entry (src/sw/sw.ts) when it answers offline or first. The names
 * are written there too.
 */
const COOKIE = 'speakerDevice'
const CACHE = 'speaker-device'
const MARK = '/speaker-device'
/** Where the worker keeps the Speaker's page and files (they are not precached: src/sw/sw.ts). */
const PAGE_CACHE = 'speaker-page'

/** The mode the pairing page stored with the credential (lib/session/device-store.ts). */
export function isSpeakerDevice(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(DEVICE_KEY) ?? 'null') as {
      device?: { mode?: unknown } | null
    } | null
    return stored?.device?.mode === 'speaker'
  } catch {
    return false
  }
}

/** Marks (or unmarks) this device as a Speaker for the redirect of /counter. */
export async function markSpeaker(on: boolean): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, never shown
  const attributes = `path=/; max-age=${on ? 31_536_000 : 0}; samesite=lax`
  document.cookie = `${COOKIE}=${on ? '1' : ''}; ${attributes}`
  try {
    if (on) await (await caches.open(CACHE)).put(MARK, new Response('1'))
    else await Promise.all([caches.delete(CACHE), caches.delete(PAGE_CACHE)])
  } catch {
    // No Cache Storage (an insecure origin): the cookie alone leads the way.
  }
}

/**
 * Keeps this page and the files it has loaded so far for an offline start. The worker keeps what
 * it serves, but on a Speaker's first visit it did not serve this page yet; the browser's HTTP
 * cache answers these requests, so nothing is downloaded twice.
 */
export async function keepSpeakerPage(): Promise<void> {
  try {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter(
        (url) => url.origin === location.origin && url.pathname.startsWith('/assets/speaker-'),
      )
      .map((url) => url.pathname)
    // Asked as a page, as a navigation asks it (the sandbox answers page paths only to them).
    const page = new Request(location.pathname, { headers: { accept: 'text/html' } })
    await (await caches.open(PAGE_CACHE)).addAll([page, ...new Set(files)])
  } catch {
    // No Cache Storage, or offline now: the worker keeps them on the next visit it serves.
  }
}
