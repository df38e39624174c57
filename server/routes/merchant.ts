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
  type MerchantRow,
} from '../domain/merchants/merchants'
import { changedFields } from '../domain/activity/record-activity'
import { toRupees } from '../domain/core/money'
import { payinSummary, payinToday, refundSummary } from '../domain/reports/summaries'
import type { TargetPolicy } from '../domain/webhooks/webhook-targets'
import { withActivity, type Change } from '../http/activity-origin'
import { callOutlets, limitedTo } from '../http/outlet-filter'
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

// What a settings entry shows: the fields of the profile and of webhooks a person changes.
const PROFILE_LOGGED = [
  'business_name',
  'email',
  'phone',
  'address',
  'website',
  'gstin',
  'state_code',
  'language',
] as const
const WEBHOOKS_LOGGED = ['webhook_payin_url', 'webhook_payout_url'] as const

/** An entry with only the changed fields; none when the save changed nothing. */
function settingsChange(
  action: string,
  before: MerchantRow,
  after: MerchantRow,
  fields: readonly (keyof MerchantRow)[],
): Change | null {
  const diff = changedFields(before, after, fields)
  if (!diff) return null
  return {
    action,
    target: { kind: 'merchant', id: String(after.id), label: after.business_name },
    ...diff,
  }
}

export function merchantRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const webhooks = webhookSchema(deps.webhooks.policy)

  app.get('/merchant/profile', authorize(deps, 'profile.read'), (c) =>
    ok(c, merchantView(getMerchant(deps.db, c.get('merchantId')))),
  )

  app.put('/merchant/profile', authorize(deps, 'profile.update'), async (c) => {
    const { state, ...update } = parseWith(profileSchema, await readJsonObject(c))
    const merchantId = c.get('merchantId')
    const row = withActivity(
      deps,
      c,
      () => {
        const before = getMerchant(deps.db, merchantId)
        return {
          before,
          after: updateProfile(deps.db, merchantId, { ...update, state_code: state }),
        }
      },
      ({ before, after }) => settingsChange('profile.updated', before, after, PROFILE_LOGGED),
    ).after
    return ok(c, merchantView(row))
  })

  app.post(
    '/merchant/webhook/set',
    authorize(deps, 'webhooks.manage'),
    requireStepUp(deps),
    async (c) => {
      const urls = parseWith(webhooks, await readJsonObject(c))
      const merchantId = c.get('merchantId')
      const row = withActivity(
        deps,
        c,
        () => ({
          before: getMerchant(deps.db, merchantId),
          after: setWebhookUrls(deps.db, merchantId, urls),
        }),
        ({ before, after }) => settingsChange('webhooks.updated', before, after, WEBHOOKS_LOGGED),
      ).after
      return ok(c, merchantView(row))
    },
  )

  app.get('/merchant/dashboard/summary', authorize(deps, 'dashboard.read'), (c) => {
    const query = parseQuery(c, summaryQuery)
    const range = dayRange(query.from_date, query.to_date, ['from_date', 'to_date'])
    const merchantId = c.get('merchantId')
    const outlets = callOutlets(deps.db, c)
    return ok(c, {
      payins: payinSummary(deps.db, merchantId, range, outlets),
      refunds: refundSummary(deps.db, merchantId, range, outlets),
      // The wallet is the business's: a person limited to outlets does not see it (decision 080).
      ...(limitedTo(c.get('principal'))
        ? {}
        : { wallet: { available_balance: toRupees(getWallet(deps.db, merchantId).available) } }),
      // Additive: the dashboard's 'Today' card (IST day, counter/link split).
      today: payinToday(deps.db, merchantId, Date.now(), outlets),
    })
  })

  app.route('/', webhookLogRoutes(deps))

  return app
}
