import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv, Deps } from './deps'
import { AppError } from './errors'
import { PORTAL_ONLY_PATHS, requirePortalSession } from './http/auth'
import { MAX_UPLOAD_BODY_BYTES } from './domain/merchants/uploads'
import { drainUnreadBody } from './http/drain-body'
import { uploadBodyLimit } from './http/multipart'
import { fail } from './http/respond'
import { activityRoutes } from './routes/activity'
import { authRoutes } from './routes/auth'
import { batchRoutes } from './routes/batches'
import { bookRoutes } from './routes/books'
import { counterRoutes } from './routes/counter'
import { counterAdminRoutes } from './routes/counters'
import { outletRoutes } from './routes/outlets'
import { credentialRoutes } from './routes/credentials'
import { eventRoutes } from './routes/events'
import { invitationRoutes } from './routes/invitations'
import { kycRoutes } from './routes/kyc'
import { merchantRoutes } from './routes/merchant'
import { outletTodayRoutes } from './routes/outlets-today'
import { payinRoutes } from './routes/payins'
import { payoutCheckRoutes } from './routes/payout-checks'
import { payoutRoutes } from './routes/payouts'
import { refundRoutes } from './routes/refunds'
import { reportRoutes } from './routes/reports'
import { securityRoutes } from './routes/security'
import { sandboxRoutes } from './routes/sandbox'
import { settlementRoutes } from './routes/settlements'
import { shiftRoutes } from './routes/shifts'
import { standingQrRoutes } from './routes/standing-qr'
import { teamRoutes } from './routes/team'
import { approvalRoutes } from './routes/approvals'
import { walletRoutes } from './routes/wallet'
import { securityHeaders } from './security-headers'
import { serveDist } from './static-files'

/** JSON bodies are small; multipart uploads carry a proof of up to 10 MB plus a few fields. */
export const JSON_BODY_LIMIT = 256 * 1024
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BODY_BYTES
const UPLOAD_PATHS = new Set([
  '/api/v1/wallet/topup/request',
  '/api/v1/merchant/kyc/submit',
  '/api/v1/payout/batches',
])

// The unread rest of a refused body would otherwise be parsed as the next request on a kept-alive
// socket, failing whatever the client sends next: close the connection after a 413.
const tooLarge = (c: Context) => {
  c.header('Connection', 'close')
  return fail(c, 413, 'Request body is too large')
}
const streamedLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge })
/**
 * A body with a Content-Length is judged by the header alone (Node's parser never reads past
 * it), and a request with neither that nor Transfer-Encoding has no body. Hono's bodyLimit reads
 * `c.req.raw.body` first, which makes @hono/node-server build a full web Request with streams for
 * every call, GETs included: under a flood of small requests that tripled the gateway's heap
 * (decision 044). Chunked bodies are still counted as they stream.
 */
const jsonLimit: MiddlewareHandler = (c, next) => {
  if (c.req.header('transfer-encoding') !== undefined) return streamedLimit(c, next)
  const length = c.req.header('content-length')
  if (length === undefined) return next()
  return /^\d+$/.test(length) && Number(length) <= JSON_BODY_LIMIT
    ? next()
    : Promise.resolve(tooLarge(c))
}

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders)
  // Outermost after the headers: also covers answers given by the limits, auth and 404 below.
  app.use(
    '*',
    drainUnreadBody((path) => (UPLOAD_PATHS.has(path) ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT)),
  )
  // Cross-origin calls carry a bearer header or API key, never cookies, so any origin may call.
  const preflight = cors({
    origin: '*',
    allowHeaders: ['Authorization', 'Content-Type', 'X-API-Key', 'X-API-Secret'],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  })
  // Hono's cors answers the preflight. For any other call it would set its one header on
  // `c.res` before the handler, which builds a placeholder Response and copies its headers into
  // the real one: ~40 % of a small call's CPU (decision 044). Set after the handler instead.
  app.use('/api/v1/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    await next()
    c.res.headers.set('Access-Control-Allow-Origin', '*')
  })
  app.use('/sandbox/*', jsonLimit)
  app.use('/api/*', (c, next) =>
    (UPLOAD_PATHS.has(c.req.path) ? uploadBodyLimit : jsonLimit)(c, next),
  )

  const api = new Hono<AppEnv>()
  for (const path of PORTAL_ONLY_PATHS) api.use(path, requirePortalSession)
  api.route('/', authRoutes(deps))
  api.route('/', merchantRoutes(deps))
  api.route('/', outletTodayRoutes(deps))
  api.route('/', credentialRoutes(deps))
  api.route('/', kycRoutes(deps))
  api.route('/', payinRoutes(deps))
  api.route('/', refundRoutes(deps))
  api.route('/', batchRoutes(deps))
  api.route('/', payoutRoutes(deps))
  api.route('/', payoutCheckRoutes(deps))
  api.route('/', walletRoutes(deps))
  api.route('/', approvalRoutes(deps))
  api.route('/', reportRoutes(deps))
  api.route('/', eventRoutes(deps))
  api.route('/', counterRoutes(deps))
  api.route('/', counterAdminRoutes(deps))
  api.route('/', outletRoutes(deps))
  api.route('/', shiftRoutes(deps))
  api.route('/', standingQrRoutes(deps))
  api.route('/', settlementRoutes(deps))
  api.route('/', bookRoutes(deps))
  api.route('/', activityRoutes(deps))
  api.route('/', teamRoutes(deps))
  api.route('/', invitationRoutes(deps))
  api.route('/', securityRoutes(deps))
  app.route('/api/v1', api)
  app.route('/sandbox', sandboxRoutes(deps))

  app.all('/api/*', (c) => fail(c, 404, 'Not found'))
  app.all('/sandbox/*', (c) => fail(c, 404, 'Not found'))
  app.on(['GET', 'HEAD'], '*', serveDist(deps.distDir))
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? fail(c, 404, 'Not found') : c.text('Not found', 404),
  )

  app.onError((err, c) => {
    if (err instanceof AppError) return fail(c, err.status, err.message, err.details)
    if (err instanceof HTTPException) {
      return fail(c, err.status, err.status === 413 ? 'Request body is too large' : err.message)
    }
    console.error(`[sandbox] ${c.req.method} ${c.req.path} failed:`, err)
    return fail(c, 500, 'Internal server error')
  })
  return app
}
