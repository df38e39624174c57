import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { listDeliveries, redeliver, sendTestEvent } from '../domain/webhook-log'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * Settings → Webhook deliveries (docs/api-contract.md § Webhooks, issue 14). Portal session only:
 * the routes need the account scope wherever they are mounted (decision 047).
 */

const testSchema = z.object({
  kind: z.enum(['payin', 'payout'], { error: 'kind must be payin or payout' }).default('payin'),
})

function deliveryId(raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id))
    throw new AppError(404, 'Delivery not found')
  return id
}

export function webhookLogRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'account')

  app.get('/merchant/webhook/deliveries', auth, (c) => {
    const raw = c.req.query('limit')
    const limit = raw === undefined || raw === '' ? 50 : Number(raw)
    if (!Number.isInteger(limit) || limit < 1)
      throw new AppError(400, 'limit must be a positive whole number')
    return ok(c, listDeliveries(deps.db, c.get('merchantId'), Math.min(limit, 100)))
  })

  app.post('/merchant/webhook/deliveries/:id/redeliver', auth, async (c) => {
    await readJsonObject(c)
    const view = redeliver(deps.db, c.get('merchantId'), deliveryId(c.req.param('id')))
    deps.wake.webhooks()
    return ok(c, view, 201)
  })

  app.post('/merchant/webhook/test', auth, async (c) => {
    const { kind } = parseWith(testSchema, await readJsonObject(c))
    const view = await sendTestEvent(deps.db, deps.secretKey, c.get('merchantId'), kind, {
      timeoutMs: deps.webhooks.timeoutMs,
      policy: deps.webhooks.policy,
    })
    return ok(c, view)
  })

  return app
}
