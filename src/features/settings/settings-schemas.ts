import * as z from 'zod/mini'
import { validateForm, type FormValidation } from '../../lib/ui/form-validation'
import { t } from '../../lib/i18n/i18n'
import type { Profile, ProfileUpdate, WebhookUrls } from './api'
import { gstinProblem } from './gst-registration'
import * as m from './messages'

/**
 * product.md §5 lists no rules for these forms ("Other validation: not shown"). The checks below
 * only stop what the gateway could never use, reusing product.md's own wording where it has one.
 */
// Functions, so each message is read in the language shown when the check runs.
const INVALID_EMAIL = { error: () => t(m.invalidEmail) }
const INVALID_URL = { error: () => t(m.invalidUrl) }

const optionalUrl = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), INVALID_URL),
)

// A host with a dot and no scheme ('acme-stores.in'): how merchants write their website. The
// gateway assumes https:// for it too (server/http/schemas.ts); 'acme' alone still asks for a valid URL.
const BARE_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d+)?(?:[/?#]\S*)?$/i

const websiteUrl = z.string().check(
  z.trim(),
  z.overwrite((v) => (BARE_HOST.test(v) ? `https://${v}` : v)),
  z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), INVALID_URL),
)

export const profileFormSchema = z.object({
  business_name: z.string().check(z.trim()),
  email: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\S+@\S+$/.test(v), INVALID_EMAIL),
  ),
  phone: z.string().check(z.trim()),
  website: websiteUrl,
  address: z.string().check(z.trim()),
  gstin: z.optional(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((v) => v === '' || gstinProblem(v) === null, {
        // The message says which rule failed.
        error: (issue) => t(gstinProblem(String(issue.input)) ?? m.invalidGstin),
      }),
    ),
  ),
  state: z.optional(z.string()),
})

export type ProfileFormValues = z.input<typeof profileFormSchema>
export type ProfileField = keyof ProfileFormValues
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'business_name',
  'email',
  'phone',
  'website',
  'address',
  'gstin',
  'state',
]

export function profileFormValues(profile: Profile | undefined): ProfileFormValues {
  return {
    business_name: profile?.business_name ?? '',
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
    website: profile?.website ?? '',
    address: profile?.address ?? '',
    gstin: profile?.gstin ?? '',
    state: profile?.state ?? '',
  }
}

/** Whether the gateway keeps a GST registration: it sends the fields, even empty. */
export function profileHasGst(profile: Profile | undefined): boolean {
  return profile !== undefined && 'gstin' in profile && 'state' in profile
}

/**
 * The merchant's UPI ID as the gateway sends it (read-only, never edited here). Only something
 * shaped like a UPI address is shown: a gateway without the field, or with junk in it, hides it.
 */
const upiVpaSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z0-9._-]{1,256}@[A-Za-z][A-Za-z0-9]{1,63}$/))

export function profileUpiVpa(profile: Profile | undefined): string | null {
  const parsed = upiVpaSchema.safeParse(profile?.upi_vpa)
  return parsed.success ? parsed.data : null
}

export const webhookFormSchema = z.object({
  webhook_payin_url: optionalUrl,
  webhook_payout_url: optionalUrl,
})

export type WebhookFormValues = z.input<typeof webhookFormSchema>
export type WebhookField = keyof WebhookFormValues

export function webhookFormValues(profile: Profile | undefined): WebhookFormValues {
  return {
    webhook_payin_url: profile?.webhook_payin_url ?? '',
    webhook_payout_url: profile?.webhook_payout_url ?? '',
  }
}

export function validateProfileForm(
  values: ProfileFormValues,
): FormValidation<ProfileUpdate, ProfileField> {
  return validateForm(profileFormSchema, values)
}

export function validateWebhookForm(
  values: WebhookFormValues,
): FormValidation<WebhookUrls, WebhookField> {
  return validateForm(webhookFormSchema, values)
}
