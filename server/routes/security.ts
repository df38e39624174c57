import { Hono, type Context } from 'hono'
import * as z from 'zod'
import type { AppEnv, Deps } from '../deps'
import { iso } from '../domain/core/time'
import { DUMMY_HASH } from '../domain/merchants/passwords'
import { hashToken } from '../domain/merchants/sessions'
import { changePassword } from '../domain/team/password-change'
import {
  assertStrongPassword,
  PASSWORD_TOO_SHORT,
  personalWords,
} from '../domain/team/password-strength'
import {
  confirmTotp,
  disableTotp,
  regenerateRecoveryCodes,
  startTotpSetup,
  twoStepState,
} from '../domain/team/two-step'
import {
  policyCovers,
  setTwoStepPolicy,
  TWO_STEP_POLICIES,
  twoStepPolicy,
} from '../domain/team/two-step-policy'
import {
  endOtherSessions,
  endSession,
  listBusinessSessions,
  listOwnSessions,
  type SessionView,
} from '../domain/team/user-sessions'
import { getUserInMerchant, type UserRow } from '../domain/team/users'
import { AppError } from '../errors'
import { authorize, callingPerson } from '../http/auth'
import { clientAddress } from '../http/client-address'
import { roleMay, roleRefusal } from '../http/permissions'
import { ok } from '../http/respond'
import { requireStepUp } from '../http/step-up'
import { parseQuery, parseWith, readJsonObject } from '../http/validation'
import { personThrottleKey } from './sign-in-steps'

/*
 * Settings → Security (decision 073): one's own 2-step sign-in, recovery codes, sessions and
 * password; an Owner's policy and everyone's sessions. Only a signed-in person reaches these
 * (security.* actions need the 'account' scope, which keys and devices do not hold).
 */

const ENTER_CODE = 'Enter the 6-digit code'
const SESSION_NOT_FOUND = 'Session not found'
const WRONG_CURRENT = 'Your current password is not right'
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
const POLICY_KEEPS_IT_ON = 'Your business requires 2-step sign-in for your role'

const codeSchema = z.object({
  code: z.string({ error: ENTER_CODE }).trim().min(1, ENTER_CODE).max(32, ENTER_CODE),
})
const passwordSchema = z.object({
  current_password: z.string({ error: WRONG_CURRENT }).min(1, WRONG_CURRENT).max(1024),
  // Its length and strength: assertStrongPassword, the same rule as invitations and resets.
  new_password: z.string({ error: PASSWORD_TOO_SHORT }),
})
const policySchema = z.object({
  two_step_policy: z.enum(TWO_STEP_POLICIES, {
    error: `two_step_policy must be one of ${TWO_STEP_POLICIES.join(', ')}`,
  }),
})
const listSchema = z.object({ everyone: z.enum(['0', '1']).optional() })

function me(deps: Deps, c: Context<AppEnv>): { user: UserRow; tokenHash: string } {
  const person = callingPerson(c)
  if (!person) throw new AppError(403, 'Only a signed-in person has security settings')
  return {
    user: getUserInMerchant(deps.db, person.merchantId, person.userId),
    tokenHash: hashToken(person.token),
  }
}

const sessionWire = (s: SessionView) => ({
  ...s,
  last_seen_at: s.last_seen_at === null ? null : iso(s.last_seen_at),
  created_at: iso(s.created_at),
})

export function securityRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  const self = authorize(deps, 'security.self')

  app.get('/merchant/security', self, (c) => {
    const { everyone } = parseQuery(c, listSchema)
    const { user, tokenHash } = me(deps, c)
    if (everyone === '1' && !roleMay(user.role, 'security.policy')) {
      throw new AppError(403, roleRefusal(user.role))
    }
    const now = Date.now()
    const sessions =
      everyone === '1'
        ? listBusinessSessions(deps.db, user.merchant_id, tokenHash, now)
        : listOwnSessions(deps.db, user.id, tokenHash, now)
    c.header('Cache-Control', 'no-store')
    return ok(c, {
      two_step: twoStepState(deps.db, user.id),
      policy: twoStepPolicy(deps.db, user.merchant_id),
      sessions: sessions.map(sessionWire),
    })
  })

  app.post('/merchant/security/two-step/setup', self, (c) => {
    const { user } = me(deps, c)
    c.header('Cache-Control', 'no-store')
    return ok(c, startTotpSetup(deps.db, deps.secretKey, user))
  })

  app.post('/merchant/security/two-step/confirm', self, async (c) => {
    const { code } = parseWith(codeSchema, await readJsonObject(c))
    const { user } = me(deps, c)
    const codes = confirmTotp(deps.db, deps.secretKey, user.id, code, deps.now())
    c.header('Cache-Control', 'no-store')
    return ok(c, { recovery_codes: codes })
  })

  app.post('/merchant/security/two-step/disable', self, async (c) => {
    const { code } = parseWith(codeSchema, await readJsonObject(c))
    const { user } = me(deps, c)
    if (policyCovers(twoStepPolicy(deps.db, user.merchant_id), user.role)) {
      throw new AppError(409, POLICY_KEEPS_IT_ON)
    }
    disableTotp(deps.db, deps.secretKey, user.id, code, deps.now())
    return ok(c, { two_step: twoStepState(deps.db, user.id) })
  })

  app.post('/merchant/security/two-step/recovery-codes', self, async (c) => {
    const { code } = parseWith(codeSchema, await readJsonObject(c))
    const { user } = me(deps, c)
    const codes = regenerateRecoveryCodes(deps.db, deps.secretKey, user.id, code, deps.now())
    c.header('Cache-Control', 'no-store')
    return ok(c, { recovery_codes: codes })
  })

  app.delete('/merchant/security/sessions/:id', self, (c) => {
    const { user } = me(deps, c)
    const id = c.req.param('id')
    // An Owner may end anyone's session in the business; everyone else only their own.
    const onlyOwn = roleMay(user.role, 'security.policy') ? null : user.id
    const ended = /^[0-9a-f]{24}$/.test(id)
      ? endSession(deps.db, user.merchant_id, id, onlyOwn)
      : null
    if (ended === null) throw new AppError(404, SESSION_NOT_FOUND)
    deps.streams.closeTokenHashes([ended])
    return ok(c, { ended: true })
  })

  app.post('/merchant/security/sessions/sign-out-others', self, (c) => {
    const { user, tokenHash } = me(deps, c)
    const ended = endOtherSessions(deps.db, user.id, tokenHash)
    deps.streams.closeTokenHashes(ended)
    return ok(c, { ended: ended.length })
  })

  app.post('/merchant/security/password', self, async (c) => {
    const body = parseWith(passwordSchema, await readJsonObject(c))
    const { user, tokenHash } = me(deps, c)
    // The current password is a guess like any sign-in's, counted against the person.
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
      const right = await deps.checkPassword(
        body.current_password,
        user.password_hash ?? DUMMY_HASH,
      )
      if (!right || user.password_hash === null) throw new AppError(400, WRONG_CURRENT)
      success = true
    } finally {
      admission.settle(success)
    }
    assertStrongPassword(body.new_password, personalWords(user.name, user.email, user.username))
    const ended = changePassword(deps.db, user.id, body.new_password, tokenHash, Date.now())
    deps.streams.closeTokenHashes(ended)
    return ok(c, { changed: true, sessions_ended: ended.length })
  })

  app.put(
    '/merchant/security/policy',
    authorize(deps, 'security.policy'),
    requireStepUp(deps),
    async (c) => {
      const { two_step_policy: policy } = parseWith(policySchema, await readJsonObject(c))
      setTwoStepPolicy(deps.db, c.get('merchantId'), policy)
      return ok(c, { two_step_policy: policy })
    },
  )

  return app
}
