/**
 * Setup for the unit project (jsdom), run before every test file:
 * - fake-indexeddb, so the persisted query cache (idb-keyval) works;
 * - the small browser APIs jsdom lacks (matchMedia, scrollTo) that the router and toasts touch;
 * - after each test: unmount React trees, clear localStorage/sessionStorage and the in-memory
 *   session, so no test sees another's sign-in.
 * msw is opt-in per file: `setupMswServer()` from ./msw-server (unhandled requests are errors).
 * The API client keeps its production base (`/api/v1`, same origin); jsdom resolves it against
 * http://localhost:3000, so msw handlers should match `*\/api/v1/...` (see `api()` in msw-server).
 */
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { clearSession } from '../../src/lib/session-store'

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  // jsdom logs "Not implemented: window.scrollTo" on every navigation with scroll restoration.
  window.scrollTo = () => undefined
}

afterEach(() => {
  cleanup()
  clearSession()
  localStorage.clear()
  sessionStorage.clear()
})
