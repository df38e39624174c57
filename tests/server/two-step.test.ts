import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PEOPLE } from '../../server/seed/seed'
import { DEMO_PASSWORD, startHarness, type ApiResult, type Harness } from './support/helpers'

/*
 * 2-step sign-in (decision 073): an authenticator set up and confirmed, the sign-in's second
 * step with app codes and recovery codes, each code once. Codes are made here by otpauth from the
 * secret setup answered, at the gateway's injected clock; the clock moves 30 s between codes so
 * that each is a new time-step.
 */

const simulated = () => {
  let offset = 0
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) }
}

const FINANCE = DEMO_PEOPLE[0]!

describe('2-step sign-in with an authenticator app', () => {
  const clock = simulated()
  let h: Harness
  let token: string
  let secret: string
  let recovery: string[]
  let financeToken: string

  const code = () =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
      timestamp: clock.now(),
    })
  const nextCode = () => {
    clock.advance(30_000)
    return code()
  }
  const signIn = (identifier = 'demo', password = DEMO_PASSWORD) =>
    h.api('/api/v1/merchant/auth/login', { json: { identifier, password } })
  const verify = (challenge: string, typed?: string) =>
    h.api('/api/v1/merchant/auth/login/verify', { json: { challenge, code: typed } })

  beforeAll(async () => {
    h = await startHarness({ clock: clock.now })
    token = await h.login()
  })
  afterAll(() => h.stop())

  it('sets up, refuses a wrong code, and confirms with a right one: ten recovery codes', async () => {
    const setup = await h.api('/api/v1/merchant/security/two-step/setup', { token, json: {} })
    expect(setup.status).toBe(200)
    expect(setup.headers.get('cache-control')).toBe('no-store')
    secret = setup.body.data.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(setup.body.data.otpauth_url as string)
    expect(url.protocol).toBe('otpauth:')
    expect(url.searchParams.get('issuer')).toBe('Merchant Portal')
    expect(url.searchParams.get('secret')).toBe(secret)
    expect(decodeURIComponent(url.pathname)).toContain('demo@example.com')
    // The secret is sealed at rest, not stored as it was shown.
    const stored = h.sql
      .prepare("SELECT totp_secret_enc FROM users WHERE username = 'demo'")
      .get() as {
      totp_secret_enc: string
    }
    expect(stored.totp_secret_enc).not.toContain(secret)

    const wrong = await h.api('/api/v1/merchant/security/two-step/confirm', {
      token,
      json: { code: '000000' === code() ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(400)
    const confirmed = await h.api('/api/v1/merchant/security/two-step/confirm', {
      token,
      json: { code: code() },
    })
    expect(confirmed.status).toBe(200)
    recovery = confirmed.body.data.recovery_codes
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    for (const r of recovery) expect(r).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/)
    // Only hashes are kept.
    const hashes = h.sql.prepare('SELECT code_hash FROM recovery_codes').pluck().all() as string[]
    expect(hashes).toHaveLength(10)
    for (const r of recovery) expect(hashes.join()).not.toContain(r.replace('-', ''))

    const state = await h.api('/api/v1/merchant/security', { token })
    expect(state.body.data.two_step).toEqual({ enabled: true, recovery_codes_left: 10 })
  })

  it('asks a second step at sign-in: no token until a current code', async () => {
    const first = await signIn()
    expect(first.status).toBe(200)
    expect(first.body.data.token).toBeUndefined()
    expect(first.body.data.two_step.method).toBe('totp')
    const challenge = first.body.data.two_step.challenge as string
    const wrong = await verify(challenge, '123456' === nextCode() ? '654321' : '123456')
    expect(wrong.status).toBe(401)
    const right = await verify(challenge, code())
    expect(right.status).toBe(200)
    expect(right.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(right.body.data.user.two_step).toBe(true)
    expect(right.body.data.device_proof).toMatch(/^d1\./)
    // The challenge is spent with its sign-in.
    expect((await verify(challenge, nextCode())).status).toBe(401)
  })

  it('takes each code once: the same code (or an older one) does not sign in again', async () => {
    const used = nextCode()
    const a = await signIn()
    expect((await verify(a.body.data.two_step.challenge, used)).status).toBe(200)
    const b = await signIn()
    const again = await verify(b.body.data.two_step.challenge, used)
    expect(again.status).toBe(401)
    expect((await verify(b.body.data.two_step.challenge, nextCode())).status).toBe(200)
  })

  it('takes a recovery code once, in any case and without its dash', async () => {
    const first = await signIn()
    const spent = recovery[0]!
    const ok = await verify(
      first.body.data.two_step.challenge,
      spent.toUpperCase().replace('-', ''),
    )
    expect(ok.status).toBe(200)
    const second = await signIn()
    expect((await verify(second.body.data.two_step.challenge, spent)).status).toBe(401)
    const state = await h.api('/api/v1/merchant/security', { token })
    expect(state.body.data.two_step.recovery_codes_left).toBe(9)
    expect((await verify(second.body.data.two_step.challenge, nextCode())).status).toBe(200)
  })

  it('gives a challenge 5 codes, then the sign-in starts again', async () => {
    const first = await signIn()
    const challenge = first.body.data.two_step.challenge as string
    const replies: ApiResult[] = []
    for (let i = 0; i < 5; i++) replies.push(await verify(challenge, `00000${i}`))
    expect(replies.map((r) => r.status)).toEqual([401, 401, 401, 401, 401])
    const late = await verify(challenge, nextCode())
    expect(late.status).toBe(401)
    expect(late.body.error.message).toMatch(/expired/)
    // A good sign-in clears the address's count for what follows.
    const again = await signIn()
    expect((await verify(again.body.data.two_step.challenge, nextCode())).status).toBe(200)
  })

  it('ends a challenge after 5 minutes', async () => {
    const first = await signIn()
    clock.advance(5 * 60_000 + 1_000)
    expect((await verify(first.body.data.two_step.challenge, code())).status).toBe(401)
  })

  it('regenerates recovery codes for a current code; the old ones stop working', async () => {
    const fresh = await h.api('/api/v1/merchant/security/two-step/recovery-codes', {
      token,
      json: { code: nextCode() },
    })
    expect(fresh.status).toBe(200)
    expect(fresh.body.data.recovery_codes).toHaveLength(10)
    const first = await signIn()
    expect((await verify(first.body.data.two_step.challenge, recovery[1]!)).status).toBe(401)
    expect(
      (await verify(first.body.data.two_step.challenge, fresh.body.data.recovery_codes[0])).status,
    ).toBe(200)
  })

  it('turns off with a current code; sign-in is one step again', async () => {
    const refused = await h.api('/api/v1/merchant/security/two-step/disable', {
      token,
      json: { code: '999999' === nextCode() ? '888888' : '999999' },
    })
    expect(refused.status).toBe(400)
    const off = await h.api('/api/v1/merchant/security/two-step/disable', {
      token,
      json: { code: code() },
    })
    expect(off.status).toBe(200)
    expect(off.body.data.two_step).toEqual({ enabled: false, recovery_codes_left: 0 })
    const plain = await signIn()
    expect(plain.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(h.sql.prepare('SELECT COUNT(*) FROM recovery_codes').pluck().get()).toBe(0)
  })

  it('refuses a made-up or malformed challenge', async () => {
    expect((await verify('x'.repeat(43), '123456')).status).toBe(401)
    expect((await verify('short', '123456')).status).toBe(400)
  })

  it('money_and_keys makes Finance set up an authenticator at sign-in', async () => {
    const policy = await h.api('/api/v1/merchant/security/policy', {
      method: 'PUT',
      token: await h.login(),
      json: { two_step_policy: 'money_and_keys' },
    })
    expect(policy.status).toBe(200)
    const first = await signIn(FINANCE.email, FINANCE.password)
    expect(first.body.data.token).toBeUndefined()
    expect(first.body.data.two_step.method).toBe('enrol')
    const challenge = first.body.data.two_step.challenge as string
    // The first verify sets up: the secret to scan.
    const setup = await verify(challenge)
    expect(setup.status).toBe(200)
    expect(setup.body.data.two_step.method).toBe('enrol')
    secret = setup.body.data.two_step.secret
    expect(setup.body.data.two_step.otpauth_url).toContain('otpauth://totp/')
    const done = await verify(challenge, nextCode())
    expect(done.status).toBe(200)
    expect(done.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(done.body.data.recovery_codes).toHaveLength(10)
    expect(done.body.data.user.two_step).toBe(true)
    // From now on it is the authenticator's code, and it cannot be turned off under the policy.
    const next = await signIn(FINANCE.email, FINANCE.password)
    expect(next.body.data.two_step.method).toBe('totp')
    financeToken = (await verify(next.body.data.two_step.challenge, nextCode())).body.data.token
    const off = await h.api('/api/v1/merchant/security/two-step/disable', {
      token: financeToken,
      json: { code: nextCode() },
    })
    expect(off.status).toBe(409)
  })

  it('lets only an Owner set the policy', async () => {
    const refused = await h.api('/api/v1/merchant/security/policy', {
      method: 'PUT',
      token: financeToken,
      json: { two_step_policy: 'optional' },
    })
    expect(refused.status).toBe(403)
    // The Owner's session is older than 5 minutes now: a change of policy asks a step-up first.
    const asked = await h.api('/api/v1/merchant/security/policy', {
      method: 'PUT',
      token,
      json: { two_step_policy: 'everyone' },
    })
    expect(asked.status).toBe(403)
    expect(asked.body.error.code).toBe('step_up_required')
    const stepped = await h.api('/api/v1/merchant/auth/step-up', {
      token,
      json: { password: DEMO_PASSWORD },
    })
    expect(stepped.status).toBe(200)
    const nonsense = await h.api('/api/v1/merchant/security/policy', {
      method: 'PUT',
      token,
      json: { two_step_policy: 'nonsense' },
    })
    expect(nonsense.status).toBe(400)
    const back = await h.api('/api/v1/merchant/security/policy', {
      method: 'PUT',
      token,
      json: { two_step_policy: 'optional' },
    })
    expect(back.body.data).toEqual({ two_step_policy: 'optional' })
  })
})
