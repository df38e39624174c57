import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { dayRange } from '../domain/date-range'
import { cancelPayin, refreshExpiry } from '../domain/payin-lifecycle'
import { createPayin, findPayin, listPayins, PAYIN_STATUSES, payinView } from '../domain/payins'
import { payinSummary } from '../domain/summaries'
import { iso } from '../domain/time'
import { AppError } from '../errors'
import { requireMerchant } from '../http/auth'
import { listFilters, pagination } from '../http/list-params'
import { ok, okPage } from '../http/respond'
import {
  amountField,
  EMAIL_PATTERN,
  httpUrl,
  optionalPattern,
  optionalText,
  PHONE_PATTERN,
  requiredText,
  VPA_PATTERN,
} from '../http/schemas'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'
import { listDates, payinCreateInput, payinListData } from './surface-adapter'

const MAX_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

const createSchema = z.object({
  order_id: optionalText('Order ID', 64),
  amount: amountField({
    required: 'Amount is required',
    invalid: 'Please enter a valid amount',
    min: [100, 'Minimum amount is ₹1'],
    max: [10_00_000_00, 'Maximum amount is ₹10,00,000'],
  }),
  currency: z.enum(['INR', 'USD'], { error: 'Currency must be INR or USD' }).default('INR'),
  customer_name: requiredText('Customer name is required', 'Customer name', 200),
  customer_email: z
    .string({ error: 'Customer email is required' })
    .trim()
    .min(1, 'Customer email is required')
    .max(254, 'Invalid email address')
    .regex(EMAIL_PATTERN, 'Invalid email address'),
  customer_phone: optionalPattern('Customer phone', 20, PHONE_PATTERN, 'Invalid phone number'),
  callback_url: httpUrl('Redirect URL'),
  upi_id: optionalPattern('UPI ID', 300, VPA_PATTERN, 'Invalid UPI ID'),
  metadata: z
    .object(
      {
        description: optionalText('Description', 500),
        webhook_url: httpUrl('Webhook URL'),
        expires_at: optionalText('expires_at', 40),
      },
      { error: 'metadata must be an object' },
    )
    .optional(),
})

/** metadata.expires_at: an ISO time in the future, at most 30 days ahead. */
function expiry(value: string | null | undefined): number | undefined {
  if (!value) return undefined
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN
  if (Number.isNaN(at) || at <= Date.now()) {
    throw new AppError(400, 'expires_at must be a future ISO date-time')
  }
  if (at > Date.now() + MAX_LINK_LIFETIME_MS) {
    throw new AppError(400, 'expires_at must be within 30 days')
  }
  return at
}

const summaryQuery = z.object({ from_date: z.string().optional(), to_date: z.string().optional() })

export function payinRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const auth = requireMerchant(deps)

  app.post('/payin/create', auth, async (c) => {
    const input = parseWith(createSchema, payinCreateInput(c, await readJsonObject(c)))
    const row = createPayin(
      deps.db,
      c.get('merchantId'),
      {
        ...input,
        order_id: input.order_id ?? undefined,
        description: input.metadata?.description,
        webhook_url: input.metadata?.webhook_url,
        expires_at: expiry(input.metadata?.expires_at),
      },
      deps.defaultPayinTtlMs,
    )
    deps.wake.webhooks()
    const view = payinView(row, deps.baseUrl(c.req.url))
    return ok(c, {
      transaction_id: view.transaction_id,
      order_id: view.order_id,
      amount: view.amount,
      currency: view.currency,
      status: view.status,
      payment_url: view.payment_url,
      expires_at: view.expires_at,
    })
  })

  app.get('/payin/status/:id', auth, (c) => {
    const row = refreshExpiry(deps.db, findPayin(deps.db, c.get('merchantId'), c.req.param('id')))
    return ok(c, {
      transaction_id: row.transaction_id,
      order_id: row.order_id,
      status: row.status,
      amount: row.amount / 100,
      utr: row.utr,
      updated_at: iso(row.updated_at),
    })
  })

  app.get('/payin/list', auth, (c) => {
    const filters = listFilters(c, PAYIN_STATUSES, listDates(c))
    const { rows, totalCount } = listPayins(deps.db, c.get('merchantId'), filters)
    const base = deps.baseUrl(c.req.url)
    const data = payinListData(
      c,
      rows.map((row) => payinView(row, base)),
      totalCount,
    )
    return okPage(c, data, pagination(filters, totalCount))
  })

  app.get('/payin/summary', auth, (c) => {
    const query = parseQuery(c, summaryQuery)
    const range = dayRange(query.from_date, query.to_date, ['from_date', 'to_date'])
    return ok(c, payinSummary(deps.db, c.get('merchantId'), range))
  })

  app.post('/payin/cancel/:id', auth, (c) => {
    const row = cancelPayin(deps.db, c.get('merchantId'), c.req.param('id'))
    deps.wake.webhooks()
    return ok(c, payinView(row, deps.baseUrl(c.req.url)))
  })

  return app
}
