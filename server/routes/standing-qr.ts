import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { findCounter, standingQr } from '../domain/counters/counters'
import { getMerchant } from '../domain/merchants/merchants'
import { payinView } from '../domain/payins/payin-wire'
import { countStandingQrForSale } from '../domain/standing-qr/count-for-sale'
import { standeePdf, STANDEE_SIZES } from '../domain/standing-qr/standee-pdf'
import { authorize } from '../http/auth'
import { counterSeat } from '../http/counter-seat'
import { ok } from '../http/respond'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'

/*
 * A counter's standing QR (decision 078): its printable standee, and the till counting a payment
 * made on it for the sale it has open. The bank's credit itself comes in through the sandbox
 * (routes/sandbox.ts), as a real bank's would through its own integration.
 */

const standeeQuery = z.object({
  // ?size= with nothing is the default, as no size is.
  size: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(STANDEE_SIZES, { error: 'size must be a6 or a5' }).default('a6'),
  ),
})

const countSchema = z.object({
  qr_transaction_id: z
    .string({ error: 'qr_transaction_id is required' })
    .trim()
    .min(1, 'qr_transaction_id is required')
    .max(40, 'Payin not found'),
})

/** A file name from the counter's name: letters, digits and dashes only. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase() || 'counter'

export function standingQrRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  app.get(
    '/merchant/counters/:counter_id/standee.pdf',
    authorize(deps, 'counters.manage'),
    async (c) => {
      const { size } = parseQuery(c, standeeQuery)
      const merchantId = c.get('merchantId')
      const counter = findCounter(deps.db, merchantId, c.req.param('counter_id'))
      const qr = standingQr(deps.db, counter)
      const pdf = await standeePdf({
        businessName: getMerchant(deps.db, merchantId).business_name,
        counterName: counter.name,
        vpa: qr.vpa,
        intent: qr.intent,
        size,
      })
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="standee-${slug(counter.name)}-${size}.pdf"`,
        'Cache-Control': 'no-store',
      })
    },
  )

  // A till's (scope sell) or the owner's own counter: only that counter's sale and payment.
  app.post(
    '/counter/sales/:transaction_id/count-standing-qr',
    authorize(deps, 'links.create', 'sell'),
    async (c) => {
      const { qr_transaction_id } = parseWith(countSchema, await readJsonObject(c))
      const seat = counterSeat(deps, c)
      const done = countStandingQrForSale(
        deps.db,
        seat.counter,
        c.req.param('transaction_id').slice(0, 40),
        qr_transaction_id,
      )
      deps.wake.webhooks()
      const payee = getMerchant(deps.db, seat.counter.merchant_id)
      const base = deps.baseUrl(c.req.url)
      return ok(c, {
        sale: payinView(done.sale, base, payee),
        payment: payinView(done.payment, base, payee),
      })
    },
  )

  return app
}
