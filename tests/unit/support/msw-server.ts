/**
 * A shared msw server for unit tests that talk to the API client (msw/node only: the browser
 * worker would fight the PWA's service worker for the scope).
 *
 *   import { http, HttpResponse, type RequestHandler } from 'msw'
 *   import { api, mswServer, notFound, setupMswServer } from './msw-server'
 *
 *   setupMswServer() // listen before all, reset handlers before each, close after all
 *   setupMswServer(http.get(api('/x'), notFound)) // …each test starting with these handlers
 *   mswServer.use(http.get(api('/merchant/profile'), () => HttpResponse.json({ success: true, data: {} })))
 *
 * `notFound()` answers as a gateway without the endpoint does: `http.get(api('/x'), notFound)`.
 * Unhandled requests fail the test (onUnhandledRequest: 'error'). `api(path)` builds a matcher for
 * /api/v1<path> on any origin, so it works whatever base URL the client resolves against.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { http, HttpResponse, type RequestHandler } from 'msw'
import { setupServer } from 'msw/node'

export function api(path: string): string {
  return `*/api/v1${path.startsWith('/') ? path : `/${path}`}`
}

/** What a gateway without an endpoint answers (as an older gateway does): 404 'Not found'. */
export function notFound(): Response {
  return HttpResponse.json({ success: false, error: { message: 'Not found' } }, { status: 404 })
}

/**
 * The default gateway has no refunds and no outlets (404, as an older gateway answers): screens
 * that ask whether they exist get their answer without every test saying so. Refund tests add their own handlers
 * (a test's handlers come first; resetHandlers keeps this one).
 */
const gatewayDefaults = [
  http.get(api('/payin/refunds'), notFound),
  // Nor outlets (decision 080): a one-outlet business shows none, as such a gateway's does.
  http.get(api('/merchant/outlets'), notFound),
]
export const mswServer = setupServer(...gatewayDefaults)

/**
 * `fileDefaults`: handlers every test of the file starts with (a test's own come first), e.g. the
 * parts of the gateway a file does not care about. Handlers are reset before each test, not after
 * it, and to these in one step: a request a screen sent as its test ended is matched a moment
 * later, and must still find an answer, not print an unhandled-request error after a test that
 * passed.
 */
export function setupMswServer(...fileDefaults: RequestHandler[]): typeof mswServer {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => mswServer.resetHandlers(...fileDefaults, ...gatewayDefaults))
  afterAll(() => mswServer.close())
  return mswServer
}

/**
 * Old name of setupMswServer, kept so early adopters compile. Prefer setupMswServer: eslint's
 * react-hooks/rules-of-hooks rejects a top-level call to anything named use*.
 */
export const useMswServer = setupMswServer
