import * as z from 'zod/mini'
import { apiRequest } from '../../lib/api-client'
import { envelope, optionalText } from '../../lib/api-schemas'

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
  // The merchant's UPI address (issue 13), read-only; older gateways do not send it.
  upi_vpa: optionalText,
  show_rates_to_merchant: z.nullish(z.union([z.number(), z.boolean()])),
})

export type Profile = z.infer<typeof profileSchema>

export async function fetchProfile(): Promise<Profile> {
  return envelope(profileSchema).parse(await apiRequest('/merchant/profile')).data
}

/** SPEC §3 profile fields the merchant edits. */
export type ProfileUpdate = {
  business_name: string
  email: string
  phone: string
  website: string
  address: string
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

// SPEC §7 reads api_key/api_secret; they may sit in data or at the top level.
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

/** SPEC §7: an empty JSON body; returns the new credentials (the old secret stops working). */
export async function regenerateApiSecret(): Promise<ApiKeys> {
  return apiKeysBodySchema.parse(
    await apiRequest('/merchant/api-keys/regenerate', { method: 'POST', body: {} }),
  )
}
