import { randomBytes, createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { issueDeviceProof } from '../domain/counters/device-proofs'
import { iso } from '../domain/core/time'
import { getMerchant, merchantView } from '../domain/merchants/merchants'
import { SESSION_TTL_MS } from '../domain/merchants/sessions'
import {
  acceptInvitation,
  invitePerson,
  readInvitation,
  resendInvitation,
  type Inviter,
} from '../domain/team/invitations'
import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG } from '../domain/team/password-strength'
import { requestPasswordReset, resetPassword } from '../domain/team/password-reset'
import { AppError } from '../errors'
import { authorize } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { ok } from '../http/respond'
import { EMAIL_PATTERN, requiredText } from '../http/schemas'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * Invitations, accepting one, and forgot / reset password (decision 075; docs/api-contract.md
 * "Mail, invitations and passwords"). Tokens arrive in the body or the path only from the portal's
 * /invite and /reset-password pages, which read them from the link's fragment.
 */

const ROLES = ['owner', 'admin', 'finance', 'operations', 'developer', 'viewer'] as const
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
})

const tokenField = z.string({ error: 'token is required' }).max(100, 'token is too long')
const password = z
  .string({ error: 'Password is required' })
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG)
const withPassword = z.object({ token: tokenField, password })

/** The signed-in person inviting: their user row (the Owner for an owner's session). */
function inviterOf(deps: Deps, c: Context<AppEnv>): Inviter {
  const merchantId = c.get('merchantId')
  const row = deps.db
    .prepare(
      `SELECT id, role, name FROM users WHERE merchant_id = ? AND role = 'owner' AND status = 'active'
       ORDER BY id LIMIT 1`,
    )
    .get(merchantId) as { id: number; role: string; name: string } | undefined
  return { merchantId, userId: row?.id ?? null, role: row?.role ?? 'owner', name: row?.name ?? '' }
}

/** A session for a person who just proved who they are, answered as a sign-in is. */
function signedIn(deps: Deps, c: Context<AppEnv>, person: { id: number; merchant_id: number }) {
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  const expiresAt = now + SESSION_TTL_MS
  deps.db
    .prepare(
      `INSERT INTO sessions (token_hash, merchant_id, user_id, created_at, expires_at, ends_at,
                             address, last_seen_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      createHash('sha256').update(token).digest('hex'),
      person.merchant_id,
      person.id,
      now,
      expiresAt,
      now + 30 * 24 * 3600_000,
      clientAddress(c, deps.trustProxy),
      now,
    )
  c.header('Cache-Control', 'no-store')
  return ok(c, {
    token,
    expires_at: iso(expiresAt),
    merchant: merchantView(getMerchant(deps.db, person.merchant_id)),
    device_proof: issueDeviceProof(deps.deviceProofKey, person.merchant_id, deps.now()),
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
    const person = invitePerson(context(), inviterOf(deps, c), body)
    return ok(c, { person }, 201)
  })

  app.post('/merchant/team/:id/resend', authorize(deps, 'team.manage'), (c) => {
    const id = Number(c.req.param('id'))
    if (!Number.isSafeInteger(id)) throw new AppError(404, 'Person not found')
    return ok(c, { person: resendInvitation(context(), inviterOf(deps, c), id) })
  })

  app.get('/merchant/auth/invitation/:token', (c) => {
    c.header('Cache-Control', 'no-store')
    return ok(c, readInvitation(deps.db, c.req.param('token'), deps.now()))
  })

  app.post('/merchant/auth/invitation/accept', async (c) => {
    const body = parseWith(withPassword, await readJsonObject(c))
    return signedIn(deps, c, acceptInvitation(deps.db, body.token, body.password, deps.now()))
  })

  app.post('/merchant/auth/password/forgot', async (c) => {
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

  app.post('/merchant/auth/password/reset', async (c) => {
    const body = parseWith(withPassword, await readJsonObject(c))
    resetPassword(deps.db, body.token, body.password, deps.now())
    return ok(c, { reset: true })
  })

  return app
}
