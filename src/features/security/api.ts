import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import { withStepUp } from '../../lib/http/step-up'
import { count, envelope, idText, optionalText } from '../../lib/http/api-schemas'

/* Settings → Security's calls (docs/api-contract.md "2-step"). */

export const TWO_STEP_POLICIES = ['optional', 'money_and_keys', 'everyone'] as const
export type TwoStepPolicy = (typeof TWO_STEP_POLICIES)[number]

const sessionSchema = z.looseObject({
  id: idText,
  device: optionalText,
  address: optionalText,
  last_seen_at: optionalText,
  created_at: optionalText,
  current: z.nullish(z.boolean()),
  // Everyone's sessions (an owner's view) name whose each one is.
  person: z.nullish(z.looseObject({ id: z.nullish(idText), name: optionalText })),
})
export type SecuritySession = z.infer<typeof sessionSchema>

const securitySchema = z.looseObject({
  two_step: z.looseObject({ enabled: z.boolean(), recovery_codes_left: z.optional(count) }),
  policy: z.nullish(z.string()),
  sessions: z.array(sessionSchema),
})
export type Security = z.infer<typeof securitySchema>

export async function fetchSecurity(): Promise<Security> {
  return envelope(securitySchema).parse(await apiRequest('/merchant/security')).data
}

/** Everyone's sessions in the business: the owner's view (security.policy). */
export async function fetchAllSessions(): Promise<SecuritySession[]> {
  const body = await apiRequest('/merchant/security', { query: { everyone: 1 } })
  return envelope(securitySchema).parse(body).data.sessions
}

const setupSchema = z.looseObject({ secret: z.string(), otpauth_url: z.string() })
export type TwoStepSetup = z.infer<typeof setupSchema>

/** A new secret to enrol; nothing changes until a code from it is confirmed. */
export async function startTwoStep(): Promise<TwoStepSetup> {
  const body = await apiRequest('/merchant/security/two-step/setup', { method: 'POST', body: {} })
  return envelope(setupSchema).parse(body).data
}

const codesSchema = z.looseObject({ recovery_codes: z.array(z.string()) })

/** Turns 2-step on with the app's first code; the ten recovery codes come back, once. */
export async function confirmTwoStep(code: string): Promise<string[]> {
  const body = await apiRequest('/merchant/security/two-step/confirm', {
    method: 'POST',
    body: { code },
  })
  return envelope(codesSchema).parse(body).data.recovery_codes
}

export async function disableTwoStep(code: string): Promise<void> {
  await apiRequest('/merchant/security/two-step/disable', { method: 'POST', body: { code } })
}

/** Ten new recovery codes for the app's code; the old ones stop working. */
export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  const body = await apiRequest('/merchant/security/two-step/recovery-codes', {
    method: 'POST',
    body: { code },
  })
  return envelope(codesSchema).parse(body).data.recovery_codes
}

export async function signOutSession(id: string): Promise<void> {
  await apiRequest(`/merchant/security/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export async function signOutOtherSessions(): Promise<void> {
  await apiRequest('/merchant/security/sessions/sign-out-others', { method: 'POST', body: {} })
}

export type PasswordChange = { current_password: string; new_password: string }

export async function changePassword(change: PasswordChange): Promise<void> {
  await apiRequest('/merchant/security/password', { method: 'POST', body: change })
}

/** The gateway asks for a fresh 'Confirm it's you' first (a step-up). */
export async function savePolicy(policy: TwoStepPolicy): Promise<void> {
  await withStepUp(() =>
    apiRequest('/merchant/security/policy', { method: 'PUT', body: { two_step_policy: policy } }),
  )
}
