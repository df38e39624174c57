import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../../lib/http/api-client'
import { envelope, idText, optionalText } from '../../lib/http/api-schemas'
import { parseMerchant, parseUser, type Session } from '../../lib/session/session-store'

/*
 * The team's calls (docs/api-contract.md "People and roles", "Mail, invitations and passwords").
 * The Team screen's list answers null from a gateway without people (404): the screen says the
 * gateway does not have teams, quietly.
 */

export const PERSON_STATUSES = ['invited', 'active', 'deactivated'] as const
export type PersonStatus = (typeof PERSON_STATUSES)[number]

const personSchema = z.looseObject({
  id: idText,
  name: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  role: z.string(),
  status: z.catch(z.enum(PERSON_STATUSES), 'active'),
  two_step: z.catch(z.boolean(), false),
  last_active_at: z.catch(optionalText, null),
  invited_at: z.catch(optionalText, null),
  invite_expires_at: z.catch(optionalText, null),
  // Decision 080: the outlets a person is limited to; empty, every outlet.
  outlets: z.catch(z.array(z.object({ outlet_id: z.string(), name: z.catch(z.string(), '') })), []),
})
export type Person = z.infer<typeof personSchema>

const teamSchema = envelope(z.looseObject({ people: z.array(personSchema) }))
const personAnswer = envelope(z.looseObject({ person: personSchema }))

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 405)

/** GET /merchant/team; null from a gateway without people. */
export async function fetchTeam(): Promise<Person[] | null> {
  try {
    return teamSchema.parse(await apiRequest('/merchant/team')).data.people
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** `outlet_ids`: the outlets the person is limited to (decision 080); left out, every one. */
export type Invite = { name: string; email: string; role: string; outlet_ids?: string[] }

/** POST /merchant/team/invitations: the person, invited, and a mail on its way to them. */
export async function invitePerson(invite: Invite): Promise<Person> {
  const body = await apiRequest('/merchant/team/invitations', { method: 'POST', body: invite })
  return personAnswer.parse(body).data.person
}

/** PATCH /merchant/team/:id { role }. A guarded change: it may answer 403 step_up_required. */
export async function changeRole({ id, role }: { id: string; role: string }): Promise<void> {
  await apiRequest(`/merchant/team/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } })
}

/** PATCH /merchant/team/:id { outlet_ids }: [] lifts the limit. Guarded as a role change is. */
export async function setPersonOutlets(input: { id: string; outletIds: string[] }) {
  await apiRequest(`/merchant/team/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: { outlet_ids: input.outletIds },
  })
}

/** POST /merchant/team/:id/deactivate: their sessions end now. */
export async function deactivatePerson(id: string): Promise<void> {
  await apiRequest(`/merchant/team/${encodeURIComponent(id)}/deactivate`, { method: 'POST' })
}

/** POST /merchant/team/:id/resend: a new link, the old one stops working. */
export async function resendInvite(id: string): Promise<void> {
  await apiRequest(`/merchant/team/${encodeURIComponent(id)}/resend`, { method: 'POST' })
}

/** Was this refusal the gateway asking the person to confirm it is them (step-up)? */
export function isStepUpRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false
  const data = error.data
  if (typeof data !== 'object' || data === null) return false
  const inner = (data as { error?: unknown }).error
  return (
    typeof inner === 'object' &&
    inner !== null &&
    (inner as { code?: unknown }).code === 'step_up_required'
  )
}

// Before sign-in: the invitation, the forgotten password.

const invitationSchema = envelope(
  z.looseObject({
    name: z.catch(z.string(), ''),
    email: z.catch(z.string(), ''),
    business_name: z.catch(optionalText, null),
    role: z.string(),
  }),
)
export type Invitation = z.infer<typeof invitationSchema>['data']

/** GET /merchant/auth/invitation/:token: who is invited, to which business, in which role. */
export async function fetchInvitation(token: string): Promise<Invitation> {
  const body = await apiRequest(`/merchant/auth/invitation/${encodeURIComponent(token)}`)
  return invitationSchema.parse(body).data
}

const loginAnswer = envelope(
  z.looseObject({
    token: z.string().check(z.minLength(1)),
    merchant: z.unknown(),
    user: z.unknown(),
  }),
)

/**
 * POST /merchant/auth/invitation/accept: the password set, the person signed in (the login
 * answer), as a session to keep.
 */
export async function acceptInvitation(token: string, password: string): Promise<Session> {
  const body = await apiRequest('/merchant/auth/invitation/accept', {
    method: 'POST',
    body: { token, password },
  })
  const data = loginAnswer.parse(body).data
  const merchant = parseMerchant(data.merchant)
  if (!merchant) throw new Error('The gateway answered without the business')
  return { token: data.token, merchant, user: parseUser(data.user) }
}

/** POST /merchant/auth/password/forgot: always the same answer, whether the account exists or not. */
export async function forgotPassword(email: string): Promise<void> {
  await apiRequest('/merchant/auth/password/forgot', { method: 'POST', body: { email } })
}

/** POST /merchant/auth/password/reset: the new password; every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<void> {
  await apiRequest('/merchant/auth/password/reset', { method: 'POST', body: { token, password } })
}
