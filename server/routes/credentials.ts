import { Hono } from 'hono'
import type { AppEnv, Deps } from '../deps'
import { getCredentials, issueCredentials } from '../domain/api-keys'
import { listDeliveries } from '../domain/webhook-dispatcher'
import { AppError } from '../errors'
import { requireMerchant } from '../http/auth'
import { ok } from '../http/respond'
import { readJsonObject } from '../http/validation'

export function credentialRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = requireMerchant(deps)

  // A secret must never sit in a shared or browser cache.
  app.get('/merchant/api-keys', auth, (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, getCredentials(deps.db, deps.secretKey, c.get('merchantId')))
  })

  app.post('/merchant/api-keys/regenerate', auth, async (c) => {
    await readJsonObject(c)
    c.header('Cache-Control', 'no-store')
    return ok(c, issueCredentials(deps.db, deps.secretKey, c.get('merchantId')))
  })

  app.get('/merchant/webhook/deliveries', auth, (c) => {
    const raw = c.req.query('limit')
    const limit = raw === undefined || raw === '' ? 50 : Number(raw)
    if (!Number.isInteger(limit) || limit < 1)
      throw new AppError(400, 'limit must be a positive whole number')
    return ok(c, listDeliveries(deps.db, c.get('merchantId'), Math.min(limit, 100)))
  })

  return app
}
