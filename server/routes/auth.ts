import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { merchantView } from '../domain/merchants'
import { login, logout } from '../domain/sessions'
import { iso } from '../domain/time'
import { AppError } from '../errors'
import { requireMerchant } from '../http/auth'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

const BOTH_REQUIRED = 'Please enter both username/email and password'

const loginSchema = z.object({
  identifier: z
    .string({ error: BOTH_REQUIRED })
    .trim()
    .min(1, BOTH_REQUIRED)
    .max(254, BOTH_REQUIRED),
  password: z.string({ error: BOTH_REQUIRED }).min(1, BOTH_REQUIRED).max(1024, BOTH_REQUIRED),
})

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.post('/merchant/auth/login', async (c) => {
    const { identifier, password } = parseWith(loginSchema, await readJsonObject(c))
    let ip = 'unknown'
    try {
      ip = getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // Not behind the node adapter (e.g. app.request in a unit test): limit by identifier only.
    }
    // Both keys: one identifier attacked from many IPs, and one IP trying many identifiers.
    const keys = [`id:${identifier.toLowerCase()}`, `ip:${ip}`]
    if (keys.some((key) => deps.loginLimiter.blocked(key))) {
      throw new AppError(429, 'Too many login attempts. Please try again in 15 minutes.')
    }
    try {
      const session = await login(deps.db, identifier, password)
      deps.loginLimiter.reset(keys[0] ?? '')
      return ok(c, {
        token: session.token,
        expires_at: iso(session.expiresAt),
        merchant: merchantView(session.merchant),
      })
    } catch (err) {
      if (err instanceof AppError && err.status === 401)
        keys.forEach((k) => deps.loginLimiter.fail(k))
      throw err
    }
  })

  app.post('/merchant/auth/logout', requireMerchant(deps), (c) => {
    const token = c.get('token')
    if (token) {
      logout(deps.db, token)
      // A revoked session's live event streams end with it, not at their next ping.
      deps.streams.closeToken(token)
    }
    return ok(c, { logged_out: true })
  })

  return app
}
