/**
 * Setup for the unit project (jsdom), run before every test file:
 * - fake-indexeddb, so the persisted query cache (idb-keyval) works;
 * - the small browser APIs jsdom lacks (matchMedia, scrollTo, <dialog>'s showModal/close);
 * - after each test: unmount React trees, clear localStorage/sessionStorage and the in-memory
 *   session, so no test sees another's sign-in.
 * msw is opt-in per file: `setupMswServer()` from ./msw-server (unhandled requests are errors).
 * The API client keeps its production base (`/api/v1`, same origin); jsdom resolves it against
 * http://localhost:3000, so msw handlers should match `*\/api/v1/...` (see `api()` in msw-server).
 */
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { setLanguage, setLanguageOwner } from '../../../src/lib/i18n/i18n'
import { clearSession } from '../../../src/lib/session/session-store'

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
  // jsdom has no <dialog> modality: the modals (and the counter's full screens) only need
  // showModal/close to toggle `open`.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

afterEach(async () => {
  cleanup()
  // Every test starts in English, the source language (applied at once, nothing to load), as the
  // owner's portal's choice.
  await setLanguageOwner('portal')
  await setLanguage('en')
  clearSession()
  localStorage.clear()
  sessionStorage.clear()
})
