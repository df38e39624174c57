/**
 * A shared msw server for unit tests that talk to the API client (msw/node only: the browser
 * worker would fight the PWA's service worker for the scope).
 *
 *   import { http, HttpResponse } from 'msw'
 *   import { api, mswServer, setupMswServer } from './msw-server'
 *
 *   setupMswServer() // listen before all, reset handlers after each, close after all
 *   mswServer.use(http.get(api('/merchant/profile'), () => HttpResponse.json({ success: true, data: {} })))
 *
 * Unhandled requests fail the test (onUnhandledRequest: 'error'). `api(path)` builds a matcher for
 * /api/v1<path> on any origin, so it works whatever base URL the client resolves against.
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

export function api(path: string): string {
  return `*/api/v1${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The default gateway has no refunds (404, as an older gateway answers): screens that ask whether
 * refunds exist get their answer without every test saying so. Refund tests add their own handlers
 * (a test's handlers come first; resetHandlers keeps this one).
 */
export const mswServer = setupServer(
  http.get(api('/payin/refunds'), () =>
    HttpResponse.json({ success: false, error: { message: 'Not found' } }, { status: 404 }),
  ),
)

export function setupMswServer(): typeof mswServer {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => mswServer.resetHandlers())
  afterAll(() => mswServer.close())
  return mswServer
}

/**
 * Old name of setupMswServer, kept so early adopters compile. Prefer setupMswServer: eslint's
 * react-hooks/rules-of-hooks rejects a top-level call to anything named use*.
 */
export const useMswServer = setupMswServer
