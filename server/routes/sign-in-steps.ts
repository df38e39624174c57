import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import {
  findDeviceProof,
  MAX_DEVICE_PROOF_LENGTH,
  MAX_DEVICE_PROOFS,
} from '../domain/counters/device-proofs'
import { iso } from '../domain/core/time'
import { hashToken, openSession } from '../domain/merchants/sessions'
import { DUMMY_HASH } from '../domain/merchants/passwords'
import {
  challengeUser,
  closeChallenge,
  findChallenge,
  mailCodeMatches,
  newMailCode,
  openChallenge,
  takeAttempt,
  turnIntoEnrolment,
  type ChallengeKind,
  type ChallengeRow,
} from '../domain/team/sign-in-challenges'
import { signInCodeMail } from '../domain/team/sign-in-code-mail'
import { markSteppedUp } from '../domain/team/step-up'
import { mailLanguage } from '../domain/team/team-mail-words'
import {
  checkSecondFactor,
  checkTotp,
  confirmTotp,
  startTotpSetup,
  WRONG_CODE,
} from '../domain/team/two-step'
import { policyCovers, twoStepPolicy } from '../domain/team/two-step-policy'
import { getUserInMerchant, type UserRow } from '../domain/team/users'
import { AppError } from '../errors'
import { authorize, callingPerson } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'

/*
 * The second step of a sign-in and the step-up (decision 073). The login route asks
 * secondStepFor after the password check; POST /merchant/auth/login/verify completes the
 * challenge with a code and answers what the login would have. Every code is counted by the login
 * throttle against the account, as a password is: a known device on its own budget, a stranger
 * on the account's and the address's (decisions 027, 044).
 */

export const SIGN_IN_OVER = 'This sign-in has expired. Please sign in again.'
export const WRONG_MAILED_CODE = 'That code is not right. Use the newest code we mailed you.'
const TOO_MANY = 'Too many login attempts. Please wait a few minutes and try again.'
const ENTER_CODE = 'Enter the 6-digit code'
const WRONG_PASSWORD = 'That password is not right'

export type SecondStep = { challenge: string; method: ChallengeKind }

/** Where a sign-in stands after its password check (routes/auth.ts builds it). */
export type SignInAttempt = {
  user: UserRow | undefined
  /** The password was right for an active person. */
  passwordOk: boolean
  /** The throttle's secondStep: the account is under attack and the device unknown. */
  underAttack: boolean
  accountKey: string
  address: string
  device: string | null
}

/** The login answer for a finished sign-in (routes/auth.ts), with anything extra to say. */
export type SignedIn = (
  c: Context<AppEnv>,
  user: UserRow,
  session: { token: string; expiresAt: number },
  extra?: { recovery_codes: string[] },
) => Response

/** The login throttle's key of a person, as routes/auth.ts keys their sign-in. */
export const personThrottleKey = (userId: number): string => `u:${userId}`

/**
 * The second step this sign-in takes, or null: open the session now (or, for a wrong password
 * outside an attack, answer 401 as always). Under attack every attempt from an unknown device
 * gets a challenge of the same kind, right password or not; only a right one's can complete, and
 * only with a code from the person's phone or mailbox (decision 073).
 */
export function secondStepFor(deps: Deps, attempt: SignInAttempt): SecondStep | null {
  const { user } = attempt
  const hasTotp = user !== undefined && user.totp_enabled_at !== null
  const open = (userId: number | null, kind: ChallengeKind, mailCode?: string): SecondStep => ({
    challenge: openChallenge(deps.db, {
      userId,
      kind,
      accountKey: attempt.accountKey,
      address: attempt.address,
      device: attempt.device,
      mailCode,
      now: deps.now(),
    }),
    method: kind,
  })
  if (attempt.underAttack) {
    const kind = hasTotp ? 'totp' : 'mail'
    if (!attempt.passwordOk || !user) return open(null, kind)
    if (kind === 'totp') return open(user.id, 'totp')
    const code = newMailCode()
    const step = open(user.id, 'mail', code)
    // Recorded now, sent by SMTP after the answer: a slow mail server cannot make a right
    // password's answer slower than a wrong one's, which would tell a guesser.
    deps.mailer.send(
      deps.db,
      signInCodeMail({
        to: user.email,
        name: user.name,
        code,
        language: mailLanguage(user.language),
      }),
    )
    return step
  }
  if (!attempt.passwordOk || !user) return null
  if (hasTotp) return open(user.id, 'totp')
  if (policyCovers(twoStepPolicy(deps.db, user.merchant_id), user.role)) {
    return open(user.id, 'enrol')
  }
  return null
}

const verifySchema = z.object({
  challenge: z.string({ error: SIGN_IN_OVER }).min(16, SIGN_IN_OVER).max(128, SIGN_IN_OVER),
  code: z.string().trim().max(32, ENTER_CODE).optional(),
  device_proofs: z
    .array(z.string().max(MAX_DEVICE_PROOF_LENGTH))
    .max(MAX_DEVICE_PROOFS)
    .optional()
    .catch(undefined),
})

const stepUpSchema = z.object({
  code: z.string().trim().max(32, ENTER_CODE).optional(),
  password: z.string().max(1024, WRONG_PASSWORD).optional(),
})

/** The code against the challenge: true, or the recovery codes of an enrolment it finished. */
function codePasses(
  deps: Deps,
  row: ChallengeRow,
  user: UserRow,
  token: string,
  code: string,
): boolean | string[] {
  const now = deps.now()
  if (row.kind === 'mail') return mailCodeMatches(row, token, code)
  if (row.kind === 'totp')
    return checkSecondFactor(deps.db, deps.secretKey, user.id, code, now) !== null
  try {
    return confirmTotp(deps.db, deps.secretKey, user.id, code, now)
  } catch (err) {
    if (err instanceof AppError && err.status === 400) return false
    throw err
  }
}

export function signInStepRoutes(deps: Deps, signedIn: SignedIn) {
  const app = new Hono<AppEnv>()

  app.post('/merchant/auth/login/verify', async (c) => {
    const body = parseWith(verifySchema, await readJsonObject(c))
    const token = body.challenge
    const row = findChallenge(deps.db, token, deps.now())
    if (!row) throw new AppError(401, SIGN_IN_OVER)
    const user = challengeUser(deps.db, row)
    c.header('Cache-Control', 'no-store')
    // An enrolment's first call sets the authenticator up: the secret to scan, no code yet.
    if (row.kind === 'enrol' && !body.code) {
      if (!user || !takeAttempt(deps.db, token, deps.now())) throw new AppError(401, SIGN_IN_OVER)
      const setup = startTotpSetup(deps.db, deps.secretKey, user)
      return ok(c, { two_step: { challenge: token, method: 'enrol', ...setup } })
    }
    if (!body.code) throw new AppError(400, ENTER_CODE)
    const address = clientAddress(c, deps.trustProxy)
    const device =
      user && body.device_proofs
        ? findDeviceProof(deps.deviceProofKey, body.device_proofs, user.merchant_id, deps.now())
        : null
    const admission = deps.loginThrottle.admit(row.account_key, address, device)
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      throw new AppError(429, TOO_MANY)
    }
    let success = false
    try {
      if (admission.delayMs > 0) await new Promise((r) => setTimeout(r, admission.delayMs))
      if (!takeAttempt(deps.db, token, deps.now())) throw new AppError(401, SIGN_IN_OVER)
      const passed = user ? codePasses(deps, row, user, token, body.code) : false
      if (!user || passed === false) {
        throw new AppError(401, row.kind === 'mail' ? WRONG_MAILED_CODE : WRONG_CODE)
      }
      success = true
      // The mailed code proved the person; a business that wants an authenticator gets one set
      // up before the session opens.
      if (
        row.kind === 'mail' &&
        user.totp_enabled_at === null &&
        policyCovers(twoStepPolicy(deps.db, user.merchant_id), user.role)
      ) {
        turnIntoEnrolment(deps.db, token)
        return ok(c, { two_step: { challenge: token, method: 'enrol' } })
      }
      closeChallenge(deps.db, token)
      const session = openSession(
        deps.db,
        user,
        { address: row.address, device: row.device },
        deps.now(),
      )
      // Re-read: an enrolment just turned 2-step on (the answer's user.two_step).
      const fresh = getUserInMerchant(deps.db, user.merchant_id, user.id)
      return signedIn(
        c,
        fresh,
        session,
        Array.isArray(passed) ? { recovery_codes: passed } : undefined,
      )
    } finally {
      admission.settle(success)
    }
  })

  app.post('/merchant/auth/step-up', authorize(deps, 'security.self'), async (c) => {
    const body = parseWith(stepUpSchema, await readJsonObject(c))
    const person = callingPerson(c)
    if (!person) throw new AppError(403, 'Only a signed-in person can confirm it is them')
    const user = getUserInMerchant(deps.db, person.merchantId, person.userId)
    const twoStep = user.totp_enabled_at !== null
    if (twoStep ? !body.code : !body.password) {
      throw new AppError(400, twoStep ? ENTER_CODE : 'Enter your password')
    }
    // A stolen session guessing at the password or codes is throttled as a sign-in is.
    const admission = deps.loginThrottle.admit(
      personThrottleKey(user.id),
      clientAddress(c, deps.trustProxy),
      null,
    )
    if (!admission.ok) {
      c.header('Retry-After', String(admission.retryAfterSeconds))
      throw new AppError(429, TOO_MANY)
    }
    let success = false
    try {
      if (admission.delayMs > 0) await new Promise((r) => setTimeout(r, admission.delayMs))
      const passed = twoStep
        ? checkTotp(deps.db, deps.secretKey, user.id, body.code ?? '', deps.now())
        : await deps.checkPassword(body.password ?? '', user.password_hash ?? DUMMY_HASH)
      if (!passed) throw new AppError(400, twoStep ? WRONG_CODE : WRONG_PASSWORD)
      success = true
      const until = markSteppedUp(deps.db, hashToken(person.token), deps.now())
      return ok(c, { until: iso(until) })
    } finally {
      admission.settle(success)
    }
  })

  return app
}
