import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import {
  findDelivery,
  listDeliveries,
  redeliver,
  sendTestEvent,
  testEventUrl,
} from '../domain/webhooks/webhook-log'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * Settings → Webhook deliveries (docs/api-contract.md § Webhooks, decision 028). Portal session only:
 * the routes need the account scope wherever they are mounted (decision 047).
 */

const testSchema = z.object({
  kind: z.enum(['payin', 'payout'], { error: 'kind must be payin or payout' }).default('payin'),
})

export const TOO_MANY_SENDS =
  'Too many test events and redeliveries. Please wait a minute and try again.'
export const DELIVERIES_BUSY =
  'Your webhook receiver is still busy with earlier deliveries. Please try again shortly.'
/** A test event refused for want of a slot: a delivery holds one for seconds, not minutes. */
const BUSY_RETRY_SECONDS = 5

function tooMany(c: Context<AppEnv>, retryAfterSeconds: number, message: string): AppError {
  c.header('Retry-After', String(retryAfterSeconds))
  return new AppError(429, message)
}

function deliveryId(raw: string): number {
  const id = Number(raw)
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id))
    throw new AppError(404, 'Delivery not found')
  return id
}

export function webhookLogRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = authorize(deps, 'webhooks.manage')

  app.get('/merchant/webhook/deliveries', auth, (c) => {
    const raw = c.req.query('limit')
    const limit = raw === undefined || raw === '' ? 50 : Number(raw)
    if (!Number.isInteger(limit) || limit < 1)
      throw new AppError(400, 'limit must be a positive whole number')
    return ok(c, listDeliveries(deps.db, c.get('merchantId'), Math.min(limit, 100)))
  })

  // A redelivery is queued: the dispatcher sends it within the merchant's slots. It is metered
  // with test events (decision 045); an unknown id answers 404 without being counted.
  app.post('/merchant/webhook/deliveries/:id/redeliver', auth, async (c) => {
    await readJsonObject(c)
    const merchantId = c.get('merchantId')
    const id = deliveryId(c.req.param('id'))
    findDelivery(deps.db, merchantId, id)
    const metered = deps.webhooks.meter.admit(merchantId)
    if (!metered.ok) throw tooMany(c, metered.retryAfterSeconds, TOO_MANY_SENDS)
    const view = redeliver(deps.db, merchantId, id)
    deps.wake.webhooks()
    return ok(c, view, 201)
  })

  // A test event is sent now, in one of the merchant's delivery slots, and metered (decision 045).
  app.post('/merchant/webhook/test', auth, async (c) => {
    const { kind } = parseWith(testSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    const url = testEventUrl(deps.db, merchantId, kind)
    const release = deps.webhooks.slots.take(merchantId)
    if (!release) throw tooMany(c, BUSY_RETRY_SECONDS, DELIVERIES_BUSY)
    try {
      const metered = deps.webhooks.meter.admit(merchantId)
      if (!metered.ok) throw tooMany(c, metered.retryAfterSeconds, TOO_MANY_SENDS)
      const view = await sendTestEvent(
        deps.db,
        deps.secretKey,
        merchantId,
        { kind, url },
        {
          timeoutMs: deps.webhooks.timeoutMs,
          policy: deps.webhooks.policy,
        },
      )
      return ok(c, view)
    } finally {
      release()
      // The slot is free again: a delivery waiting for it need not wait for the next tick.
      deps.wake.webhooks()
    }
  })

  return app
}
