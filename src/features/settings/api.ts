import * as z from 'zod'
import { apiRequest } from '../../lib/api-client'
import { envelope, optionalText } from '../../lib/api-schemas'

export const profileSchema = z
  .object({
    business_name: optionalText,
    name: optionalText,
    email: optionalText,
    phone: optionalText,
    address: optionalText,
    website: optionalText,
    webhook_payin_url: optionalText,
    webhook_payout_url: optionalText,
    show_rates_to_merchant: z.union([z.number(), z.boolean()]).nullish(),
  })
  .passthrough()

export type Profile = z.infer<typeof profileSchema>

export async function fetchProfile(): Promise<Profile> {
  return envelope(profileSchema).parse(await apiRequest('/merchant/profile')).data
}
