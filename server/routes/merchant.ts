import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { dayRange } from '../domain/core/date-range'
import { GST_STATES, gstinProblem } from '../domain/core/gst'
import { getWallet } from '../domain/wallet/ledger'
import {
  getMerchant,
  merchantView,
  setWebhookUrls,
  updateProfile,
} from '../domain/merchants/merchants'
import { toRupees } from '../domain/core/money'
import { payinSummary, payinToday, refundSummary } from '../domain/reports/summaries'
import type { TargetPolicy } from '../domain/webhooks/webhook-targets'
import { authorize } from '../http/auth'
import { ok } from '../http/respond'
import { requireStepUp } from '../http/step-up'
import { optionalText, requiredText, webhookUrl, websiteUrl } from '../http/schemas'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'
import { webhookLogRoutes } from './webhook-log'

const profileSchema = z.object({
  business_name: requiredText('Business name is required', 'Business name', 200).optional(),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254, 'Invalid email address')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address')
    .optional(),
  phone: optionalText('Phone', 20).refine(
    (v) => v === undefined || v === null || /^\+?[0-9][0-9 -]{5,18}$/.test(v),
    'Invalid phone number',
  ),
  address: optionalText('Address', 500, true),
  website: websiteUrl('Website'),
  // GST registration (decision 052): '' or null clears either.
  gstin: optionalText('GSTIN', 15)
    .transform((v) => (typeof v === 'string' ? v.toUpperCase() : v))
    .superRefine((v, ctx) => {
      const problem = typeof v === 'string' ? gstinProblem(v) : null
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  state: optionalText('State', 2).refine(
    (v) => typeof v !== 'string' || GST_STATES[v] !== undefined,
    'State must be a GST state code such as 27',
  ),
  // The portal's language choice: what the tax documents are written in (decision 063).
  language: z.enum(['en', 'hi'], { error: "Language must be 'en' or 'hi'" }).optional(),
})

const webhookSchema = (policy: TargetPolicy) =>
  z.object({
    webhook_payin_url: webhookUrl('Payin webhook URL', policy),
    webhook_payout_url: webhookUrl('Payout webhook URL', policy),
  })

const summaryQuery = z.object({
  from_date: z.string().optional(),
  to_date: z.string().optional(),
})

export function merchantRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const webhooks = webhookSchema(deps.webhooks.policy)

  app.get('/merchant/profile', authorize(deps, 'profile.read'), (c) =>
    ok(c, merchantView(getMerchant(deps.db, c.get('merchantId')))),
  )

  app.put('/merchant/profile', authorize(deps, 'profile.update'), async (c) => {
    const { state, ...update } = parseWith(profileSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    return ok(c, merchantView(updateProfile(deps.db, merchantId, { ...update, state_code: state })))
  })

  app.post(
    '/merchant/webhook/set',
    authorize(deps, 'webhooks.manage'),
    requireStepUp(deps),
    async (c) => {
      const urls = parseWith(webhooks, await readJsonObject(c))
      return ok(c, merchantView(setWebhookUrls(deps.db, c.get('merchantId'), urls)))
    },
  )

  app.get('/merchant/dashboard/summary', authorize(deps, 'dashboard.read'), (c) => {
    const query = parseQuery(c, summaryQuery)
    const range = dayRange(query.from_date, query.to_date, ['from_date', 'to_date'])
    const merchantId = c.get('merchantId')
    return ok(c, {
      payins: payinSummary(deps.db, merchantId, range),
      refunds: refundSummary(deps.db, merchantId, range),
      wallet: { available_balance: toRupees(getWallet(deps.db, merchantId).available) },
      // Additive: the dashboard's 'Today' card (IST day, counter/link split).
      today: payinToday(deps.db, merchantId),
    })
  })

  app.route('/', webhookLogRoutes(deps))

  return app
}
