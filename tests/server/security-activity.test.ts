import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyChains } from '../../server/domain/activity/verify-chain'
import { DEMO_PEOPLE } from '../../server/seed/seed'
import { DEMO_PASSWORD, startHarness, type Harness } from './support/helpers'

/*
 * 2-step and security changes in the activity log (decisions 073, 074): 2-step turned on (in
 * Settings and while signing in) and off, recovery codes regenerated and used, the policy, a
 * password change and ended sessions each appear once with who, whom and before/after, written
 * with the change; a refused change writes nothing, and no secret, code or password reaches the
 * log. Codes are made by otpauth from the secret setup answered, at the gateway's injected clock,
 * which moves 30 s between codes so that each is a new time-step.
 */

const simulated = () => {
  let offset = 0
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) }
}

const FINANCE = DEMO_PEOPLE[0]!
const NEW_PASSWORD = 'harbour-quiet-saffron-82'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

type Entry = {
  actor: { kind: string; id: string | null; name: string }
  action: string
  target: { kind: string; id: string; label: string | null } | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  address: string | null
}

const clock = simulated()
let h: Harness
let owner: string
const me = { id: '', name: '' }
const finance = { id: '', name: FINANCE.name }
let ownerSecret = ''
let financeSecret = ''
let recovery: string[] = []
let financeRecovery: string[] = []
/**
 * What was shown once and must never be stored in the log. (Six-digit app codes are left out:
 * any hash or time in the table may hold six digits in a row by chance.)
 */
const shown: string[] = []

const codeOf = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: clock.now(),
  })
const nextCode = (secret = ownerSecret) => {
  clock.advance(30_000)
  return codeOf(secret)
}
/** A 6-digit code that is not the current one. */
const wrongCode = (secret: string) => (codeOf(secret) === '000000' ? '111111' : '000000')

const count = () => h.sql.prepare('SELECT COUNT(*) FROM activity').pluck().get() as number

async function entries(action: string): Promise<Entry[]> {
  const res = await h.api(`/api/v1/merchant/activity?action=${action}`, { token: owner })
  expect(res.status, res.text).toBe(200)
  return res.body.data.entries as Entry[]
}
/** The newest entry of an action, after checking how many there are now. */
async function newest(action: string, total: number): Promise<Entry> {
  const found = await entries(action)
  expect(found, action).toHaveLength(total)
  return found[0] as Entry
}

const ME = () => ({ kind: 'user', id: me.id, name: me.name })
const ME_TARGET = () => ({ kind: 'user', id: me.id, label: me.name })
const FINANCE_TARGET = () => ({ kind: 'user', id: finance.id, label: finance.name })

const signIn = (identifier = 'demo', password = DEMO_PASSWORD, headers?: Record<string, string>) =>
  h.api('/api/v1/merchant/auth/login', { json: { identifier, password }, headers })
const verify = (challenge: string, code?: string) =>
  h.api('/api/v1/merchant/auth/login/verify', { json: { challenge, code } })
const security = (path: string, json: unknown, token = owner) =>
  h.api(`/api/v1/merchant/security/${path}`, { token, json })
const setPolicy = (policy: string, token = owner) =>
  h.api('/api/v1/merchant/security/policy', {
    method: 'PUT',
    token,
    json: { two_step_policy: policy },
  })

beforeAll(async () => {
  h = await startHarness({ clock: clock.now })
  owner = await h.login()
  const mine = await h.api('/api/v1/merchant/me', { token: owner })
  me.id = String(mine.body.data.user.id)
  me.name = mine.body.data.user.name
  finance.id = String(
    h.sql.prepare('SELECT id FROM users WHERE email = ?').pluck().get(FINANCE.email) as number,
  )
})
afterAll(() => h.stop())

describe('2-step and security changes in the activity log', () => {
  it('2-step turned on in Settings, once; a wrong code writes nothing', async () => {
    const setup = await security('two-step/setup', {})
    expect(setup.status).toBe(200)
    ownerSecret = setup.body.data.secret
    shown.push(ownerSecret)
    const before = count()
    const wrong = await security('two-step/confirm', { code: wrongCode(ownerSecret) })
    expect(wrong.status).toBe(400)
    expect(count()).toBe(before)

    const confirmed = await security('two-step/confirm', { code: nextCode() })
    expect(confirmed.status, confirmed.text).toBe(200)
    recovery = confirmed.body.data.recovery_codes
    shown.push(...recovery)
    expect(count()).toBe(before + 1)
    const entry = await newest('two_step.enabled', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toEqual({ two_step: false })
    expect(entry.after).toEqual({ two_step: true, set_up_in: 'settings' })
    expect(entry.address).toBeTruthy()
  })

  it('a recovery code used at sign-in, with how many are left; a spent one records no use', async () => {
    const first = await signIn()
    const used = await verify(first.body.data.two_step.challenge, recovery[0])
    expect(used.status, used.text).toBe(200)
    const entry = await newest('two_step.recovery_code_used', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toEqual({ codes_left: 10 })
    expect(entry.after).toEqual({ codes_left: 9 })

    // The same code again is a refused sign-in (sign_in.failed), not a second use.
    const second = await signIn()
    const again = await verify(second.body.data.two_step.challenge, recovery[0])
    expect(again.status).toBe(401)
    expect(await entries('two_step.recovery_code_used')).toHaveLength(1)
    // An app code signs in without touching the recovery codes' record.
    expect((await verify(second.body.data.two_step.challenge, nextCode())).status).toBe(200)
    expect(await entries('two_step.recovery_code_used')).toHaveLength(1)
  })

  it('recovery codes regenerated, counts before and after; a wrong code writes nothing', async () => {
    const before = count()
    const wrong = await security('two-step/recovery-codes', { code: wrongCode(ownerSecret) })
    expect(wrong.status).toBe(400)
    expect(count()).toBe(before)

    const fresh = await security('two-step/recovery-codes', { code: nextCode() })
    expect(fresh.status, fresh.text).toBe(200)
    recovery = fresh.body.data.recovery_codes
    shown.push(...recovery)
    const entry = await newest('two_step.recovery_codes_regenerated', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toEqual({ codes_left: 9 })
    expect(entry.after).toEqual({ codes_left: 10 })
  })

  it('the policy, before and after; the same again, or by a non-Owner, writes nothing', async () => {
    expect(
      (await h.api('/api/v1/merchant/auth/step-up', { token: owner, json: { code: nextCode() } }))
        .status,
    ).toBe(200)
    const changed = await setPolicy('money_and_keys')
    expect(changed.status, changed.text).toBe(200)
    const entry = await newest('two_step.policy_changed', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target?.kind).toBe('merchant')
    expect(entry.before).toEqual({ two_step_policy: 'optional' })
    expect(entry.after).toEqual({ two_step_policy: 'money_and_keys' })

    const before = count()
    expect((await setPolicy('money_and_keys')).status).toBe(200)
    expect((await setPolicy('nonsense')).status).toBe(400)
    expect(count()).toBe(before)
  })

  it('2-step turned on while signing in, as the person; a wrong code records no enrolment', async () => {
    const first = await signIn(FINANCE.email, FINANCE.password)
    expect(first.body.data.two_step.method).toBe('enrol')
    const challenge = first.body.data.two_step.challenge as string
    const setup = await verify(challenge)
    financeSecret = setup.body.data.two_step.secret
    shown.push(financeSecret)
    const wrong = await verify(challenge, wrongCode(financeSecret))
    expect(wrong.status).toBe(401)
    expect(await entries('two_step.enabled')).toHaveLength(1)

    const done = await verify(challenge, nextCode(financeSecret))
    expect(done.status, done.text).toBe(200)
    financeRecovery = done.body.data.recovery_codes
    shown.push(...financeRecovery)
    const entry = await newest('two_step.enabled', 2)
    expect(entry.actor).toEqual({ kind: 'user', id: finance.id, name: finance.name })
    expect(entry.target).toEqual(FINANCE_TARGET())
    expect(entry.before).toEqual({ two_step: false })
    expect(entry.after).toEqual({ two_step: true, set_up_in: 'sign_in' })

    // A non-Owner cannot change the policy, and trying writes nothing.
    const before = count()
    expect((await setPolicy('optional', done.body.data.token)).status).toBe(403)
    expect(count()).toBe(before)
    // Back to optional, so that 2-step may be turned off below.
    expect((await setPolicy('optional')).status).toBe(200)
    expect((await newest('two_step.policy_changed', 2)).after).toEqual({
      two_step_policy: 'optional',
    })
  })

  it('2-step turned off, with an app code or a recovery code; a wrong code writes nothing', async () => {
    const before = count()
    const wrong = await security('two-step/disable', { code: wrongCode(ownerSecret) })
    expect(wrong.status).toBe(400)
    expect(count()).toBe(before)

    const off = await security('two-step/disable', { code: nextCode() })
    expect(off.status, off.text).toBe(200)
    const entry = await newest('two_step.disabled', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toEqual({ two_step: true })
    expect(entry.after).toEqual({ two_step: false, confirmed_with: 'app' })

    const financeSession = await signIn(FINANCE.email, FINANCE.password)
    const financeToken = (
      await verify(financeSession.body.data.two_step.challenge, nextCode(financeSecret))
    ).body.data.token as string
    const byPaper = await security('two-step/disable', { code: financeRecovery[0] }, financeToken)
    expect(byPaper.status, byPaper.text).toBe(200)
    const theirs = await newest('two_step.disabled', 2)
    expect(theirs.actor).toEqual({ kind: 'user', id: finance.id, name: finance.name })
    expect(theirs.target).toEqual(FINANCE_TARGET())
    expect(theirs.after).toEqual({ two_step: false, confirmed_with: 'recovery_code' })
  })

  it('one session ended by its owner, or by an Owner for someone: the target is whose it was', async () => {
    const other = await signIn('demo', DEMO_PASSWORD, { 'user-agent': CHROME_ANDROID })
    expect(other.status).toBe(200)
    const financeToken = (await signIn(FINANCE.email, FINANCE.password)).body.data.token as string
    const list = await h.api('/api/v1/merchant/security?everyone=1', { token: owner })
    type Row = { id: string; current: boolean; device: string | null; person: { id: number } }
    const sessions = list.body.data.sessions as Row[]
    const mine = sessions.find(
      (s) => String(s.person.id) === me.id && s.device?.includes('Android'),
    )
    const theirs = sessions.find((s) => String(s.person.id) === finance.id)
    expect(mine && theirs).toBeTruthy()

    // Refused: someone else's session for a non-Owner, an unknown one; nothing written.
    const before = count()
    const notHers = await h.api(`/api/v1/merchant/security/sessions/${mine!.id}`, {
      method: 'DELETE',
      token: financeToken,
    })
    expect(notHers.status).toBe(404)
    const unknown = await h.api(`/api/v1/merchant/security/sessions/${'0'.repeat(24)}`, {
      method: 'DELETE',
      token: owner,
    })
    expect(unknown.status).toBe(404)
    expect(count()).toBe(before)

    const own = await h.api(`/api/v1/merchant/security/sessions/${mine!.id}`, {
      method: 'DELETE',
      token: owner,
    })
    expect(own.status, own.text).toBe(200)
    const entry = await newest('sessions.signed_out', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toEqual({
      session: { id: mine!.id, device: 'Chrome on Android', address: expect.any(String) },
    })
    expect(entry.after).toEqual({ sessions_ended: 1 })

    const forHer = await h.api(`/api/v1/merchant/security/sessions/${theirs!.id}`, {
      method: 'DELETE',
      token: owner,
    })
    expect(forHer.status, forHer.text).toBe(200)
    const hers = await newest('sessions.signed_out', 2)
    expect(hers.actor).toEqual(ME())
    expect(hers.target).toEqual(FINANCE_TARGET())
    expect(hers.after).toEqual({ sessions_ended: 1 })
  })

  it('other sessions signed out, with how many; none left to end writes nothing', async () => {
    await h.login()
    await h.login()
    const res = await security('sessions/sign-out-others', {})
    expect(res.status, res.text).toBe(200)
    const ended = res.body.data.ended as number
    expect(ended).toBeGreaterThanOrEqual(2)
    const entry = await newest('sessions.signed_out', 3)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toBeNull()
    expect(entry.after).toEqual({ sessions_ended: ended })

    const before = count()
    const none = await security('sessions/sign-out-others', {})
    expect(none.body.data.ended).toBe(0)
    expect(count()).toBe(before)
  })

  it('a password changed, with the sessions it ended; a wrong or weak one writes nothing', async () => {
    const before = count()
    const wrong = await security('password', {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    })
    expect(wrong.status).toBe(400)
    const weak = await security('password', {
      current_password: DEMO_PASSWORD,
      new_password: 'password1',
    })
    expect(weak.status).toBe(400)
    expect(count()).toBe(before)

    await h.login()
    const changed = await security('password', {
      current_password: DEMO_PASSWORD,
      new_password: NEW_PASSWORD,
    })
    expect(changed.status, changed.text).toBe(200)
    const entry = await newest('password.changed', 1)
    expect(entry.actor).toEqual(ME())
    expect(entry.target).toEqual(ME_TARGET())
    expect(entry.before).toBeNull()
    expect(entry.after).toEqual({ sessions_ended: 1 })
    // The sessions it ended are in the change's entry, not a sessions.signed_out of their own.
    expect(await entries('sessions.signed_out')).toHaveLength(3)
  })

  it('keeps no secret, code, recovery code or password; the chain still verifies', () => {
    const stored = JSON.stringify(h.sql.prepare('SELECT * FROM activity').all())
    for (const secret of [...shown, DEMO_PASSWORD, NEW_PASSWORD, FINANCE.password]) {
      expect(stored).not.toContain(secret)
    }
    const report = verifyChains(h.sql)
    expect(report.problems).toEqual([])
    expect(report.rows).toBe(count())
  })
})
