import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { issueDeviceProof } from '../domain/counters/device-proofs'
import { iso } from '../domain/core/time'
import { getMerchant, merchantView } from '../domain/merchants/merchants'
import { openSession } from '../domain/merchants/sessions'
import { deviceLabel } from '../domain/counters/device-label'
import { ROLES, USER_NOT_FOUND, type UserRow } from '../domain/team/users'
import { userOutletRefs } from '../domain/team/user-outlets'
import {
  acceptInvitation,
  invitePerson,
  readInvitation,
  resendInvitation,
  type Inviter,
} from '../domain/team/invitations'
import { requestPasswordReset, resetPassword } from '../domain/team/password-reset'
import { AppError } from '../errors'
import { personTarget, recordAsPerson, withActivity } from '../http/activity-origin'
import { authorize, NEEDS_PORTAL_SESSION, publicRoute } from '../http/auth'
import { signedInUser } from '../http/permissions'
import { clientAddress } from '../http/client-address'
import { ok } from '../http/respond'
import { EMAIL_PATTERN, outletIdsField, requiredText } from '../http/schemas'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * Invitations, accepting one, and forgot / reset password (decision 075; docs/api-contract.md
 * "Mail, invitations and passwords"). Tokens arrive in the body or the path only from the portal's
 * /invite and /reset-password pages, which read them from the link's fragment.
 */

const INVALID_EMAIL = 'Invalid email address'
const TOO_MANY = 'Too many requests. Please wait a few minutes and try again.'

const email = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, INVALID_EMAIL)
  .regex(EMAIL_PATTERN, INVALID_EMAIL)

const inviteSchema = z.object({
  name: requiredText('Name is required', 'Name', 100),
  email,
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
  // The outlets the person will be limited to (decision 080); none or [] means every outlet.
  outlet_ids: outletIdsField.optional(),
})

// The portal's page sends the token it read from the link: missing means the link was cut short.
const LINK_INCOMPLETE = 'This link is incomplete: open it again from your mail'
const tokenField = z
  .string({ error: LINK_INCOMPLETE })
  .min(1, LINK_INCOMPLETE)
  .max(100, LINK_INCOMPLETE)
// Its length and strength are password-strength.ts's to judge (with a code for the portal).
const password = z.string({ error: 'Password is required' })
const withPassword = z.object({ token: tokenField, password })

/** The signed-in person inviting (team.manage admits only a person's session). */
function inviterOf(c: Context<AppEnv>): Inviter {
  const principal = c.get('principal')
  if (principal.kind !== 'person') throw new AppError(403, NEEDS_PORTAL_SESSION)
  const { merchantId, userId, role, name } = principal
  return { merchantId, userId, role, name }
}

/** A session for a person who has just proved who they are, answered as a sign-in is. */
function signedIn(deps: Deps, c: Context<AppEnv>, user: UserRow) {
  const session = openSession(deps.db, user, {
    address: clientAddress(c, deps.trustProxy),
    device: deviceLabel(undefined, c.req.header('user-agent')),
  })
  // A token must never sit in a shared or browser cache.
  c.header('Cache-Control', 'no-store')
  return ok(c, {
    token: session.token,
    expires_at: iso(session.expiresAt),
    merchant: merchantView(getMerchant(deps.db, user.merchant_id)),
    user: signedInUser(user, userOutletRefs(deps.db, user.id)),
    device_proof: issueDeviceProof(deps.deviceProofKey, user.merchant_id, deps.now()),
  })
}

export function invitationRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const context = () => ({
    db: deps.db,
    mailer: deps.mailer,
    portalOrigin: deps.portalOrigin(),
    now: deps.now(),
  })

  app.post('/merchant/team/invitations', authorize(deps, 'team.manage'), async (c) => {
    const body = parseWith(inviteSchema, await readJsonObject(c))
    const person = withActivity(
      deps,
      c,
      () => invitePerson(context(), inviterOf(c), body),
      (made) => ({
        action: 'team.invited',
        target: personTarget(made),
        after: {
          role: made.role,
          email: made.email,
          ...(made.outlets.length ? { outlets: made.outlets.map((o) => o.name) } : {}),
        },
      }),
    )
    return ok(c, { person }, 201)
  })

  app.post('/merchant/team/:id/resend', authorize(deps, 'team.manage'), (c) => {
    const id = Number(c.req.param('id'))
    if (!Number.isSafeInteger(id)) throw new AppError(404, USER_NOT_FOUND)
    const person = withActivity(
      deps,
      c,
      () => resendInvitation(context(), inviterOf(c), id),
      (sent) => ({
        action: 'team.invitation_resent',
        target: personTarget(sent),
        after: { email: sent.email, invite_expires_at: sent.invite_expires_at },
      }),
    )
    return ok(c, { person })
  })

  app.get('/merchant/auth/invitation/:token', publicRoute, (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, readInvitation(deps.db, c.req.param('token'), deps.now()))
  })

  app.post('/merchant/auth/invitation/accept', publicRoute, async (c) => {
    const body = parseWith(withPassword, await readJsonObject(c))
    // The new person is who joined: the entry is theirs, written with their activation.
    const person = acceptInvitation(deps.db, body.token, body.password, deps.now(), (joined) =>
      recordAsPerson(deps, c, joined, {
        action: 'team.joined',
        target: personTarget(joined),
        before: { status: 'invited' },
        after: { status: joined.status, role: joined.role },
      }),
    )
    return signedIn(deps, c, person)
  })

  app.post('/merchant/auth/password/forgot', publicRoute, async (c) => {
    const body = parseWith(z.object({ email }), await readJsonObject(c))
    const admission = deps.resetThrottle.admit(clientAddress(c, deps.trustProxy), body.email)
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      throw new AppError(429, TOO_MANY)
    }
    // Answered before anything is looked up, so the answer and its timing are the same for an
    // address nobody has; the look-up and the mail follow on the next turn of the event loop.
    if (admission.mail) {
      const ctx = context()
      setImmediate(() => {
        try {
          requestPasswordReset(ctx, body.email)
        } catch (err) {
          console.error('[sandbox] password reset mail failed:', err)
        }
      })
    }
    return ok(c, { sent: true })
  })

  app.post('/merchant/auth/password/reset', publicRoute, async (c) => {
    const body = parseWith(withPassword, await readJsonObject(c))
    // Recorded as the person (whoever holds their mail is them, to the gateway); never the password.
    const userId = resetPassword(deps.db, body.token, body.password, deps.now(), (person) =>
      recordAsPerson(deps, c, person, {
        action: 'password.reset',
        target: personTarget(person),
        after: { sessions_ended: true },
      }),
    )
    // Their open live streams end with their sessions, not at their next ping.
    deps.streams.closeUser(userId)
    return ok(c, { reset: true })
  })

  return app
}
