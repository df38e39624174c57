import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { iso } from '../domain/core/time'
import { DUMMY_HASH } from '../domain/merchants/passwords'
import { hashToken } from '../domain/merchants/sessions'
import { markSteppedUp } from '../domain/team/step-up'
import { checkTotp, WRONG_CODE } from '../domain/team/two-step'
import { getUserInMerchant } from '../domain/team/users'
import { AppError } from '../errors'
import { authorize, callingPerson } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { ok } from '../http/respond'
import { parseWith, readJsonObject } from '../http/validation'
import { ENTER_CODE, personThrottleKey, TOO_MANY } from './sign-in-steps'

/*
 * POST /merchant/auth/step-up (decision 073): the signed-in person confirms it is them, with an
 * authenticator code when 2-step is on (a recovery code is kept for a lost phone, and the
 * password alone would undo the second factor), else with the password; the session may then
 * make the guarded calls (http/step-up.ts) for 5 minutes. Guesses are throttled as a sign-in's.
 */

const WRONG_PASSWORD = 'That password is not right'

const stepUpSchema = z.object({
  code: z.string().trim().max(32, ENTER_CODE).optional(),
  password: z.string().max(1024, WRONG_PASSWORD).optional(),
})

export function stepUpRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()

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
