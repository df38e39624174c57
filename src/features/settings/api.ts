import * as z from 'zod/mini'
import { API_TIMEOUT_MS, ApiError, apiRequest } from '../../lib/http/api-client'
import { envelope, optionalText } from '../../lib/http/api-schemas'

export const profileSchema = z.looseObject({
  id: z.nullish(z.union([z.string(), z.number()])),
  username: optionalText,
  business_name: optionalText,
  name: optionalText,
  email: optionalText,
  phone: optionalText,
  address: optionalText,
  website: optionalText,
  webhook_payin_url: optionalText,
  webhook_payout_url: optionalText,
  // The merchant's UPI address (docs/api-contract.md), read-only; older gateways do not send it.
  upi_vpa: optionalText,
  show_rates_to_merchant: z.nullish(z.union([z.number(), z.boolean()])),
  // GST registration (decision 052); a gateway without it sends neither, and the form hides them.
  gstin: optionalText,
  state: optionalText,
})

export type Profile = z.infer<typeof profileSchema>

export async function fetchProfile(): Promise<Profile> {
  return envelope(profileSchema).parse(await apiRequest('/merchant/profile')).data
}

/** product.md §3 profile fields the merchant edits. */
export type ProfileUpdate = {
  business_name: string
  email: string
  phone: string
  website: string
  address: string
  gstin?: string
  state?: string
}

/** PUT /merchant/profile; the updated merchant comes back and replaces the stored one. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const body = await apiRequest('/merchant/profile', { method: 'PUT', body: update })
  return envelope(profileSchema).parse(body).data
}

export type WebhookUrls = { webhook_payin_url: string; webhook_payout_url: string }

export async function setWebhookUrls(urls: WebhookUrls): Promise<Profile | null> {
  const body = await apiRequest('/merchant/webhook/set', { method: 'POST', body: urls })
  // The merchant is echoed back by the sandbox; another gateway may send less.
  const parsed = envelope(profileSchema).safeParse(body)
  return parsed.success ? parsed.data.data : null
}

const apiKeysSchema = z.looseObject({ api_key: z.string(), api_secret: z.string() })
export type ApiKeys = z.infer<typeof apiKeysSchema>

// product.md §7 reads api_key/api_secret; they may sit in data or at the top level.
const apiKeysEnvelope = envelope(apiKeysSchema)
const apiKeysBodySchema = z.union([
  z.pipe(
    apiKeysEnvelope,
    z.transform((b: z.output<typeof apiKeysEnvelope>) => b.data),
  ),
  apiKeysSchema,
])

export async function fetchApiKeys(): Promise<ApiKeys> {
  return apiKeysBodySchema.parse(await apiRequest('/merchant/api-keys'))
}

/** product.md §7: an empty JSON body; returns the new credentials (the old secret stops working). */
export async function regenerateApiSecret(): Promise<ApiKeys> {
  return apiKeysBodySchema.parse(
    await apiRequest('/merchant/api-keys/regenerate', { method: 'POST', body: {} }),
  )
}

/**
 * Settings → Webhook deliveries (decision 028; docs/api-contract.md § Webhooks). Bodies are never
 * listed; the fields a row shows are all optional, so a gateway sending less still renders.
 */
const deliverySchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  event: optionalText,
  url: optionalText,
  status: optionalText,
  attempts: z.nullish(z.number()),
  last_status_code: z.nullish(z.number()),
  last_error: optionalText,
  next_attempt_at: optionalText,
  created_at: optionalText,
  updated_at: optionalText,
  // As built: what the delivery was about (absent on older gateways, null for a test event).
  transaction_id: optionalText,
  payout_id: optionalText,
})
export type WebhookDelivery = z.infer<typeof deliverySchema>

/** GET /merchant/webhook/deliveries. A gateway without the log answers 404: `null`, not an error. */
export async function fetchDeliveries(): Promise<WebhookDelivery[] | null> {
  try {
    const body = await apiRequest('/merchant/webhook/deliveries', { query: { limit: 20 } })
    return envelope(z.array(deliverySchema)).parse(body).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** A new delivery of the same event and body, sent now; returns it. */
export async function redeliver(id: WebhookDelivery['id']): Promise<WebhookDelivery> {
  const path = `/merchant/webhook/deliveries/${encodeURIComponent(String(id))}/redeliver`
  return envelope(deliverySchema).parse(await apiRequest(path, { method: 'POST', body: {} })).data
}

export type TestTarget = 'payin' | 'payout'

/** A signed `webhook.test` sent to the saved payin (or payout) URL now; the answer carries its result. */
export async function sendTestEvent(target: TestTarget = 'payin'): Promise<WebhookDelivery> {
  const body = await apiRequest('/merchant/webhook/test', {
    method: 'POST',
    body: { kind: target },
    // The gateway waits up to 30 s for the receiver before it answers.
    timeout: API_TIMEOUT_MS + 10_000,
  })
  return envelope(deliverySchema).parse(body).data
}
