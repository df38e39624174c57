import type { Context, MiddlewareHandler } from 'hono'
import { authenticateApiKey } from '../domain/merchants/api-keys'
import {
  authenticateDevice,
  isDeviceToken,
  type DeviceMode,
  type DeviceRow,
} from '../domain/counters/counter-devices'
import { readSession } from '../domain/merchants/sessions'
import { personOutlets } from '../domain/outlets/outlet-scope'
import type { Role } from '../domain/team/users'
import type { AppEnv, Deps } from '../deps'
import { AppError } from '../errors'
import { checkOutletParams, OUTLETS_ONLY } from './outlet-filter'
import { ACTIONS, roleMay, roleRefusal, type Action } from './permissions'
import type { Principal, Scope } from './principal'

/*
 * One auth step for every /api/v1 call (decisions 047 and 072): the request's credential resolves
 * to a principal — a person's session, an API key, or a counter device. A route declares the one
 * action it is (`authorize(deps, 'payments.read')`) and this file alone decides: a person by the
 * role ACTIONS lists for it, a key or device by the scope the action needs. So a new route cannot
 * forget a role or the counter device. tests/server/role-matrix.test.ts walks every route of the
 * app with every principal and checks each answer against docs/product.md §6.
 */

/** What API keys and counter devices (by mode) hold; a person is judged by role instead. */
export const SCOPES: Record<'api_key' | DeviceMode, ReadonlySet<Scope>> = {
  // A leaked key + secret may run payins and payouts but not take the account over (decision
  // 027); logging out with a key revokes nothing, as before.
  api_key: new Set(['payments', 'sell', 'sign-out']),
  // A till: takes payments and reads its own shift, nothing else (decision 047).
  till: new Set(['sell', 'counter', 'listen', 'events']),
  // A speaker on a spare phone: hears and reads its counter's payments, nothing else (decision
  // 078): a lost one cannot create, cancel or refund.
  speaker: new Set(['listen', 'events']),
}

export const NEEDS_PORTAL_SESSION = 'This call needs a signed-in portal session, not an API key'
export const STREAM_NEEDS_SESSION = 'The event stream needs a portal session'
export const COUNTER_ONLY = 'This counter can only take payments'
export const SPEAKER_ONLY = 'A speaker can only announce payments'
export const INVALID_TOKEN = 'Invalid or expired token'
export const ACCESS_REMOVED = 'Your access to this business was removed'

type Holder = Exclude<Principal, { kind: 'person' }>

/** The scopes a key or device holds: a device's by its mode. */
export function scopesOf(principal: Holder): ReadonlySet<Scope> {
  return principal.kind === 'device' ? SCOPES[principal.device.mode] : SCOPES.api_key
}

/** Why a key or device may not use this scope (the 403's message). */
function refusal(principal: Holder | { kind: 'api_key' }, scope: Scope): string {
  if (principal.kind === 'device')
    return principal.device.mode === 'speaker' ? SPEAKER_ONLY : COUNTER_ONLY
  return scope === 'events' ? STREAM_NEEDS_SESSION : NEEDS_PORTAL_SESSION
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i

function resolveBearer(deps: Deps, authorization: string): Principal {
  const token = BEARER.exec(authorization)?.[1]
  if (!token) throw new AppError(401, INVALID_TOKEN)
  // A session token is random base64url and may, rarely, start like a device token: a prefix
  // that no device holds falls through to the sessions.
  const found = isDeviceToken(token) ? authenticateDevice(deps.db, token) : null
  if (found?.ok) {
    return { kind: 'device', merchantId: found.device.merchant_id, token, device: found.device }
  }
  // A revoked, replaced or expired device says which (the counter screen shows it).
  if (found) throw new AppError(401, found.message)
  const session = readSession(deps.db, token, { now: deps.now() })
  if (session === 'removed') throw new AppError(401, ACCESS_REMOVED)
  if (session === null) throw new AppError(401, INVALID_TOKEN)
  return {
    kind: 'person',
    merchantId: session.merchantId,
    token,
    userId: session.userId,
    // The users table's CHECK holds role to the six.
    role: session.role as Role,
    name: session.name,
    outlets: personOutlets(deps.db, session.userId),
  }
}

/** What a route's authorize() (or publicRoute) declares: read by the route-table walk. */
const ROUTE_ACTION = Symbol('action')

type Declared = { action: Action; scope: Scope } | { action: 'public'; scope: null }
type Tagged = MiddlewareHandler<AppEnv> & { [ROUTE_ACTION]?: Declared }

/**
 * What `handler` declares, if it is an authorize() or publicRoute middleware. Every /api/v1 route
 * declares one or the other (tests/server/role-matrix.test.ts fails a route that does not).
 */
export function declaredAction(handler: unknown): Declared | undefined {
  return typeof handler === 'function' ? (handler as Tagged)[ROUTE_ACTION] : undefined
}

/**
 * Marks a route that needs no credential (sign-in, pairing, invitation and reset links), so that
 * a route without authorize() is a choice someone wrote down, not one they forgot.
 */
export const publicRoute: MiddlewareHandler<AppEnv> = Object.assign(
  (async (_c, next) => {
    await next()
  }) satisfies MiddlewareHandler<AppEnv>,
  { [ROUTE_ACTION]: { action: 'public', scope: null } satisfies Declared },
)

/**
 * Authenticates the call and checks its principal may use `action`; handlers then read
 * c.get('principal'), c.get('merchantId') and c.get('surface') (the field names it speaks). A key
 * or device needs the action's scope, or `scope` where a route narrows or widens it for them (a
 * payin's status is a device's 'sell', the owner's counter calls are 'counter'). An API key
 * without the scope is refused on the headers alone, before the key is checked, so the answer
 * never tells whether a key is valid (decision 027); a bearer is authenticated first, so a revoked
 * device or a removed person hears why whatever it called.
 */
export function authorize(
  deps: Deps,
  action: Action,
  scope: Scope = ACTIONS[action].scope,
): MiddlewareHandler<AppEnv> {
  const middleware: Tagged = async (c, next) => {
    const authorization = c.req.header('authorization')
    const apiKey = c.req.header('x-api-key')
    let principal: Principal
    if (authorization !== undefined) {
      principal = resolveBearer(deps, authorization)
    } else if (apiKey !== undefined) {
      if (!SCOPES.api_key.has(scope)) throw new AppError(403, refusal({ kind: 'api_key' }, scope))
      const secret = c.req.header('x-api-secret')
      if (!secret) throw new AppError(401, 'X-API-Secret header is required')
      const merchantId =
        apiKey.length <= 200 && secret.length <= 200
          ? authenticateApiKey(deps.db, deps.secretKey, apiKey, secret)
          : null
      if (merchantId === null) throw new AppError(401, 'Invalid API credentials')
      principal = { kind: 'api_key', merchantId }
    } else {
      throw new AppError(401, 'Authentication required')
    }
    if (principal.kind === 'person') {
      if (!roleMay(principal.role, action)) throw new AppError(403, roleRefusal(principal.role))
      // A person limited to outlets never reaches the whole business (decision 080), and an
      // item of another outlet named in the path is unknown to them.
      if (principal.outlets !== null) {
        if (ACTIONS[action].reach === 'business') throw new AppError(403, OUTLETS_ONLY)
        checkOutletParams(deps.db, principal, action, c.req.param())
      }
    } else if (!scopesOf(principal).has(scope)) {
      throw new AppError(403, refusal(principal, scope))
    }
    c.set('principal', principal)
    c.set('merchantId', principal.merchantId)
    c.set('surface', principal.kind === 'api_key' ? 'api_key' : 'bearer')
    c.set('token', principal.kind === 'api_key' ? null : principal.token)
    await next()
  }
  middleware[ROUTE_ACTION] = { action, scope }
  return middleware
}

/** The person behind the call, or null for an API key or a counter device. */
export function callingPerson(c: Context<AppEnv>): Extract<Principal, { kind: 'person' }> | null {
  const principal = c.get('principal')
  return principal.kind === 'person' ? principal : null
}

/** The device behind the call, or null for a person and API keys. */
export function callingDevice(c: Context<AppEnv>): DeviceRow | null {
  const principal = c.get('principal')
  return principal.kind === 'device' ? principal.device : null
}

/**
 * Account management is for the signed-in portal only (docs/decisions/027). Mounted by path prefix
 * in app.ts ahead of each route's own `authorize(…)`, so an API key gets the same 403
 * on an unknown path under these prefixes as on a known one (not a 404 that maps the API).
 */
export const requirePortalSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header('authorization') === undefined && c.req.header('x-api-key') !== undefined) {
    throw new AppError(403, NEEDS_PORTAL_SESSION)
  }
  await next()
}

/** Everything requirePortalSession guards; new routes under these prefixes are guarded too. */
export const PORTAL_ONLY_PATHS = [
  '/merchant/profile',
  '/merchant/webhook/*',
  '/merchant/api-keys',
  '/merchant/api-keys/*',
  '/merchant/kyc/*',
  '/merchant/me',
  '/merchant/team',
  '/merchant/team/*',
] as const
