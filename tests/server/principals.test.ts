import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedCounter } from './support/counter-helpers'
import { apiKeyOf, startHarness, type Harness } from './support/helpers'

/*
 * Every route of the app against every principal (docs/decisions/047). The routes come from the
 * running app itself (RunningServer.routes walks Hono's route table), so a route added later is
 * checked too: a counter device gets 403 everywhere except its own calls, and the API key and
 * the owner's session answer as they did before counters existed.
 */

const COUNTER_ONLY = 'This counter can only take payments'
const NEEDS_SESSION = 'This call needs a signed-in portal session, not an API key'
const STREAM_NEEDS_SESSION = 'The event stream needs a portal session'
const REVOKED = 'This counter was removed by the owner'

/** The counter device's own calls (docs/api-contract.md § Counter devices). */
const DEVICE_ROUTES = new Set([
  'GET /api/v1/counter/session',
  'GET /api/v1/counter/payments',
  'POST /api/v1/counter/cashier',
  'POST /api/v1/counter/cashier/lock',
  'GET /api/v1/counter/shift/current',
  'POST /api/v1/counter/shift/close',
  'GET /api/v1/counter/shifts/:shift_id',
  'POST /api/v1/counter/sales/:transaction_id/count-standing-qr',
  'POST /api/v1/payin/create',
  'GET /api/v1/payin/status/:id',
  'POST /api/v1/payin/cancel/:id',
  'GET /api/v1/merchant/events',
])
/** No credential needed. */
const PUBLIC_ROUTES = new Set([
  'POST /api/v1/merchant/auth/login',
  'POST /api/v1/merchant/auth/login/verify',
  'POST /api/v1/counter/pair',
  // Invitation and reset links (decision 075): the link's token is the credential.
  'GET /api/v1/merchant/auth/invitation/:token',
  'POST /api/v1/merchant/auth/invitation/accept',
  'POST /api/v1/merchant/auth/password/forgot',
  'POST /api/v1/merchant/auth/password/reset',
])
/** What the API key ran before counters existed: the public API, and a logout that does nothing. */
const KEY_PREFIXES = ['/api/v1/payin/', '/api/v1/payout/', '/api/v1/wallet/']
const KEY_ROUTES = new Set([
  'GET /api/v1/merchant/dashboard/summary',
  // The dashboard's today by outlet (decision 080), read as the dashboard summary is.
  'GET /api/v1/merchant/outlets/today',
  'GET /api/v1/merchant/transactions/report',
  // The accountant's month (decisions 053–055): reconciliation reads, as Razorpay's settlement
  // and recon APIs are, for the books software an accountant connects.
  'GET /api/v1/settlements',
  'GET /api/v1/settlements/:id',
  'GET /api/v1/settlements/:id/events',
  'GET /api/v1/settlements/:id/report',
  'GET /api/v1/merchant/invoices',
  'GET /api/v1/merchant/invoices/:id',
  'GET /api/v1/merchant/invoices/:id/pdf',
  'GET /api/v1/merchant/books/journal',
  // A business's outlets (decision 080): what the outlet_id filters and links take.
  'GET /api/v1/merchant/outlets',
  'POST /api/v1/merchant/auth/logout',
])
const keyMay = (route: string) =>
  KEY_ROUTES.has(route) || KEY_PREFIXES.some((p) => route.split(' ')[1]?.startsWith(p))

let h: Harness
let owner: string
let apiKey: { key: string; secret: string }
let device: string
let routes: { method: string; path: string; key: string }[]

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  apiKey = await apiKeyOf(h, owner)
  device = (await pairedCounter(h, owner, 'Till 1')).device
  routes = h.server
    .routes()
    .filter((r) => r.path.startsWith('/api/v1/'))
    .map((r) => ({ ...r, key: `${r.method} ${r.path}` }))
    // Logging out ends the owner's token: last.
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')))
})
afterAll(() => h.stop())

type Answer = { status: number; message: string | undefined }

/** One call with dummy path parameters and an empty JSON body; a stream is read no further. */
async function call(method: string, path: string, headers: Record<string, string>) {
  const abort = new AbortController()
  const url = `${h.url}${path.replace(/:[a-z_]+/g, 'X0000000000000000')}`
  const res = await fetch(url, {
    method,
    headers: method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
    signal: abort.signal,
  })
  let message: string | undefined
  if (res.headers.get('content-type')?.includes('application/json')) {
    const body = (await res.json()) as { error?: { message?: string } }
    message = body.error?.message
  }
  abort.abort()
  return { status: res.status, message } satisfies Answer
}

describe('every route, every principal', () => {
  it('finds the routes of the app, the counter calls among them', () => {
    expect(routes.length).toBeGreaterThan(50)
    for (const route of [...DEVICE_ROUTES, ...PUBLIC_ROUTES])
      expect(routes.map((r) => r.key)).toContain(route)
  })

  it('gives a counter device 403 everywhere except its own calls', async () => {
    const wrong: string[] = []
    for (const r of routes) {
      if (PUBLIC_ROUTES.has(r.key)) continue
      const answer = await call(r.method, r.path, { authorization: `Bearer ${device}` })
      const refused = answer.status === 403 && answer.message === COUNTER_ONLY
      if (DEVICE_ROUTES.has(r.key) ? refused || answer.status === 401 : !refused)
        wrong.push(`${r.key}: ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('answers the API key as before: 403 only on the account calls', async () => {
    const wrong: string[] = []
    for (const r of routes) {
      if (PUBLIC_ROUTES.has(r.key)) continue
      const answer = await call(r.method, r.path, {
        'x-api-key': apiKey.key,
        'x-api-secret': apiKey.secret,
      })
      const expected = r.path.endsWith('/merchant/events') ? STREAM_NEEDS_SESSION : NEEDS_SESSION
      const refused = answer.status === 403 && answer.message === expected
      if (keyMay(r.key) ? answer.status === 403 || answer.status === 401 : !refused)
        wrong.push(`${r.key}: ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('lets the owner session through everywhere (no 401, no 403)', async () => {
    const wrong: string[] = []
    for (const r of routes) {
      const answer = await call(r.method, r.path, { authorization: `Bearer ${owner}` })
      if (answer.status === 401 || answer.status === 403 || answer.status >= 500)
        wrong.push(`${r.key}: ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('tells a revoked device it was removed, on every route (401, never a 403)', async () => {
    const owner2 = await h.login()
    const paired = await pairedCounter(h, owner2, 'Till 2')
    const revoke = await h.api(`/api/v1/merchant/counters/${paired.counterId}/revoke`, {
      token: owner2,
      method: 'POST',
    })
    expect(revoke.status).toBe(200)
    const wrong: string[] = []
    for (const r of routes) {
      if (PUBLIC_ROUTES.has(r.key)) continue
      const answer = await call(r.method, r.path, { authorization: `Bearer ${paired.device}` })
      if (answer.status !== 401 || answer.message !== REVOKED)
        wrong.push(`${r.key}: ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('gives a device token no way into the sandbox admin', async () => {
    const res = await h.api('/sandbox/admin/settle', { token: device, method: 'POST' })
    expect(res.status).toBe(401)
  })
})
