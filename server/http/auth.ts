import type { MiddlewareHandler } from 'hono'
import { authenticateApiKey } from '../domain/api-keys'
import { sessionMerchantId } from '../domain/sessions'
import type { AppEnv, Deps } from '../deps'
import { AppError } from '../errors'

/**
 * Resolves the calling merchant from either surface: the portal's bearer token or the public API's
 * X-API-Key + X-API-Secret pair. Handlers read c.get('merchantId') and c.get('surface') only.
 */
export function requireMerchant(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization')
    const apiKey = c.req.header('x-api-key')
    if (authorization !== undefined) {
      const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(authorization)
      const merchantId = match?.[1] ? sessionMerchantId(deps.db, match[1]) : null
      if (merchantId === null) throw new AppError(401, 'Invalid or expired token')
      c.set('merchantId', merchantId)
      c.set('surface', 'bearer')
      c.set('token', match?.[1] ?? null)
    } else if (apiKey !== undefined) {
      const secret = c.req.header('x-api-secret')
      if (!secret) throw new AppError(401, 'X-API-Secret header is required')
      const merchantId =
        apiKey.length <= 200 && secret.length <= 200
          ? authenticateApiKey(deps.db, deps.secretKey, apiKey, secret)
          : null
      if (merchantId === null) throw new AppError(401, 'Invalid API credentials')
      c.set('merchantId', merchantId)
      c.set('surface', 'api_key')
      c.set('token', null)
    } else {
      throw new AppError(401, 'Authentication required')
    }
    await next()
  }
}

export const NEEDS_PORTAL_SESSION = 'This call needs a signed-in portal session, not an API key'

/**
 * Account management (profile, webhooks, API keys, KYC) is for the signed-in portal only: a leaked
 * key + secret may run payins and payouts but not take the account over (docs/decisions/027).
 * Mounted by path prefix in app.ts, ahead of each route's requireMerchant, so it decides on the
 * headers alone: an API-key call is refused whether or not its key is valid, and a bearer call
 * goes on to requireMerchant as before.
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
] as const
