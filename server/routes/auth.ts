import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import {
  findDeviceProof,
  issueDeviceProof,
  MAX_DEVICE_PROOF_LENGTH,
  MAX_DEVICE_PROOFS,
} from '../domain/counters/device-proofs'
import { deviceLabel } from '../domain/counters/device-label'
import { getMerchant, merchantView } from '../domain/merchants/merchants'
import {
  INVALID_CREDENTIALS,
  logout,
  openSession,
  passwordAccepted,
} from '../domain/merchants/sessions'
import { findUserByIdentifier, type UserRow } from '../domain/team/users'
import { iso } from '../domain/core/time'
import { AppError } from '../errors'
import { recordSignIn } from '../http/activity-origin'
import { authorize, publicRoute } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { signedInUser } from '../http/permissions'
import { userOutletRefs } from '../domain/team/user-outlets'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'
import { secondStepFor, signInStepRoutes, type SignedIn } from './sign-in-steps'
import { stepUpRoutes } from './step-up'

const BOTH_REQUIRED = 'Please enter both username/email and password'
const TOO_MANY = 'Too many login attempts. Please wait a few minutes and try again.'

const loginSchema = z.object({
  identifier: z
    .string({ error: BOTH_REQUIRED })
    .trim()
    .min(1, BOTH_REQUIRED)
    .max(254, BOTH_REQUIRED),
  password: z.string({ error: BOTH_REQUIRED }).min(1, BOTH_REQUIRED).max(1024, BOTH_REQUIRED),
  // Device proofs this device was given (decision 044). Optional and never a reason to refuse:
  // anything malformed is ignored and the attempt is an unknown device's, as is a forged proof.
  device_proofs: z
    .array(z.string().max(MAX_DEVICE_PROOF_LENGTH))
    .max(MAX_DEVICE_PROOFS)
    .optional()
    .catch(undefined),
})

/**
 * The person a sign-in attempt is about, resolved before any password check so throttling can
 * count it (docs/decisions/027): a person's username and email are one key, and an unknown
 * identifier is keyed by its lowercased text so guessing at it costs the same. Invited and
 * deactivated people are keyed like anyone else: the throttle must not tell them apart.
 */
function signInAccount(deps: Deps, identifier: string): { key: string; user: UserRow | undefined } {
  const user = findUserByIdentifier(deps.db, identifier)
  return { key: user ? `u:${user.id}` : `id:${identifier.toLowerCase()}`, user }
}

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

  /** The answer of a finished sign-in, with its password alone or after its second step. */
  const signedIn: SignedIn = (c, user, session, extra) => {
    recordSignIn(deps, c, user, 'sign_in')
    // A token must never sit in a shared or browser cache.
    c.header('Cache-Control', 'no-store')
    return ok(c, {
      token: session.token,
      expires_at: iso(session.expiresAt),
      merchant: merchantView(getMerchant(deps.db, user.merchant_id)),
      user: signedInUser(user, userOutletRefs(deps.db, user.id)),
      // A fresh proof on every sign-in; the portal keeps it on the device (decision 044).
      device_proof: issueDeviceProof(deps.deviceProofKey, user.merchant_id, deps.now()),
      ...extra,
    })
  }

  app.post('/merchant/auth/login', publicRoute, async (c) => {
    const body = parseWith(loginSchema, await readJsonObject(c))
    const account = signInAccount(deps, body.identifier)
    // A device that signed in to this business before is throttled on its own (decision 044):
    // proofs stay per merchant, so the business's shared till PC is known for everyone on it.
    const device =
      account.user && body.device_proofs
        ? findDeviceProof(
            deps.deviceProofKey,
            body.device_proofs,
            account.user.merchant_id,
            deps.now(),
          )
        : null
    // Counted before the password check (docs/decisions/027): a concurrent burst cannot all pass.
    const admission = deps.loginThrottle.admit(
      account.key,
      clientAddress(c, deps.trustProxy),
      device,
    )
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      throw new AppError(429, TOO_MANY)
    }
    let success: boolean | null = false
    try {
      // The account's slow-down applies to the right password too, so timing reveals nothing.
      if (admission.delayMs > 0) await new Promise((r) => setTimeout(r, admission.delayMs))
      const { user } = account
      const passwordOk = await passwordAccepted(user, body.password, deps.checkPassword)
      const origin = {
        address: clientAddress(c, deps.trustProxy),
        device: deviceLabel(undefined, c.req.header('user-agent')),
      }
      success = passwordOk
      // A refused password of a person who exists is logged (an unknown name is not: there is
      // no one's log to put it in). Only an admitted attempt gets here, never a throttled one.
      if (user && !passwordOk) recordSignIn(deps, c, user, 'sign_in.failed')
      // 2-step sign-in (decision 073): a challenge instead of the session when a step is due.
      const step = secondStepFor(deps, {
        user,
        passwordOk,
        underAttack: admission.secondStep,
        accountKey: account.key,
        ...origin,
      })
      if (step) {
        // Not signed in yet: the pair is cleared when the code is right, not the password.
        if (passwordOk) success = null
        c.header('Cache-Control', 'no-store')
        return ok(c, { two_step: step })
      }
      if (!user || !passwordOk) throw new AppError(401, INVALID_CREDENTIALS)
      // The gateway's clock: a sign-in counts as a step-up (step-up.ts), timed by the same clock.
      return signedIn(c, user, openSession(deps.db, user, origin, deps.now()))
    } finally {
      admission.settle(success)
    }
  })

  app.route('/', signInStepRoutes(deps, signedIn))
  app.route('/', stepUpRoutes(deps))

  app.post('/merchant/auth/logout', authorize(deps, 'sign-out'), (c) => {
    const token = c.get('token')
    if (token) {
      logout(deps.db, token)
      // A revoked session's live event streams end with it, not at their next ping.
      deps.streams.closeToken(token)
    }
    return ok(c, { logged_out: true })
  })

  return app
}
