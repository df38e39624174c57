import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PEOPLE } from '../../server/seed/seed'
import { openEventStream } from './support/event-stream'
import { DEMO_PASSWORD, startHarness, type Harness } from './support/helpers'

/*
 * Step-up, Settings → Security's sessions and password, and a session's absolute end
 * (decision 073). The gateway's clock is injected: the step-up's 5 minutes and a session's 30
 * days are simulated time.
 */

const simulated = () => {
  let offset = 0
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) }
}

const FINANCE = DEMO_PEOPLE[0]!
const MINUTE = 60_000
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'

describe('step-up before keys, webhooks and the policy', () => {
  const clock = simulated()
  let h: Harness
  let token: string
  beforeAll(async () => {
    h = await startHarness({ clock: clock.now })
    token = await h.login()
  })
  afterAll(() => h.stop())

  const regenerate = () => h.api('/api/v1/merchant/api-keys/regenerate', { token, json: {} })

  it('counts a fresh sign-in as a step-up', async () => {
    expect((await regenerate()).status).toBe(200)
  })

  it('asks again 5 minutes later: 403 step_up_required, on every guarded call', async () => {
    clock.advance(5 * MINUTE + 1_000)
    const asked = await regenerate()
    expect(asked.status).toBe(403)
    expect(asked.body).toEqual({
      success: false,
      error: { message: 'Confirm it is you to continue', code: 'step_up_required' },
    })
    const webhooks = await h.api('/api/v1/merchant/webhook/set', {
      token,
      json: { webhook_payin_url: 'https://example.com/hook' },
    })
    expect(webhooks.body.error.code).toBe('step_up_required')
    // Reading the keys is not guarded.
    expect((await h.api('/api/v1/merchant/api-keys', { token })).status).toBe(200)
  })

  it('takes the password of a person without 2-step; a wrong one is a 400, not a sign-out', async () => {
    const wrong = await h.api('/api/v1/merchant/auth/step-up', {
      token,
      json: { password: 'not-it' },
    })
    expect(wrong.status).toBe(400)
    const missing = await h.api('/api/v1/merchant/auth/step-up', { token, json: {} })
    expect(missing.status).toBe(400)
    const right = await h.api('/api/v1/merchant/auth/step-up', {
      token,
      json: { password: DEMO_PASSWORD },
    })
    expect(right.status).toBe(200)
    const left = Date.parse(right.body.data.until) - clock.now()
    expect(left).toBeGreaterThan(4 * MINUTE)
    expect(left).toBeLessThanOrEqual(5 * MINUTE)
    expect((await regenerate()).status).toBe(200)
  })

  it('lapses after 5 minutes', async () => {
    clock.advance(4 * MINUTE)
    expect((await regenerate()).status).toBe(200)
    clock.advance(MINUTE + 1_000)
    expect((await regenerate()).body.error.code).toBe('step_up_required')
  })

  it('takes a current code (not the password) once 2-step is on', async () => {
    await h.api('/api/v1/merchant/auth/step-up', { token, json: { password: DEMO_PASSWORD } })
    const setup = await h.api('/api/v1/merchant/security/two-step/setup', { token, json: {} })
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.data.secret) })
    await h.api('/api/v1/merchant/security/two-step/confirm', {
      token,
      json: { code: totp.generate({ timestamp: clock.now() }) },
    })
    clock.advance(6 * MINUTE)
    const byPassword = await h.api('/api/v1/merchant/auth/step-up', {
      token,
      json: { password: DEMO_PASSWORD },
    })
    expect(byPassword.status).toBe(400)
    const byCode = await h.api('/api/v1/merchant/auth/step-up', {
      token,
      json: { code: totp.generate({ timestamp: clock.now() }) },
    })
    expect(byCode.status).toBe(200)
    expect((await regenerate()).status).toBe(200)
  })

  it('is never asked of an API key: the key cannot reach a guarded call at all', async () => {
    const keys = await h.api('/api/v1/merchant/api-keys', { token })
    const { api_key: key, api_secret: secret } = keys.body.data
    const res = await h.api('/api/v1/merchant/api-keys/regenerate', {
      apiKey: { key, secret },
      json: {},
    })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBeUndefined()
    const stepUp = await h.api('/api/v1/merchant/auth/step-up', {
      apiKey: { key, secret },
      json: { password: DEMO_PASSWORD },
    })
    expect(stepUp.status).toBe(403)
  })
})

describe('sessions and the password in Settings → Security', () => {
  const clock = simulated()
  let h: Harness
  const signIn = async (identifier: string, password: string, userAgent: string) => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier, password },
      headers: { 'user-agent': userAgent },
    })
    expect(res.status).toBe(200)
    return res.body.data.token as string
  }
  const me = (token: string, everyone = false) =>
    h.api(`/api/v1/merchant/security${everyone ? '?everyone=1' : ''}`, { token })

  beforeAll(async () => {
    h = await startHarness({ clock: clock.now })
  })
  afterAll(() => h.stop())

  it('lists one’s own sessions with device, address and which is this one', async () => {
    const phone = await signIn('demo', DEMO_PASSWORD, CHROME_ANDROID)
    await signIn('demo', DEMO_PASSWORD, SAFARI_MAC)
    await signIn(FINANCE.email, FINANCE.password, SAFARI_MAC)
    const res = await me(phone)
    expect(res.status).toBe(200)
    expect(res.body.data.policy).toBe('optional')
    expect(res.body.data.two_step).toEqual({ enabled: false, recovery_codes_left: 0 })
    const sessions = res.body.data.sessions as {
      id: string
      device: string
      address: string
      current: boolean
      last_seen_at: string
      created_at: string
    }[]
    expect(sessions).toHaveLength(2)
    expect(sessions.map((s) => s.device).sort()).toEqual(['Chrome on Android', 'Safari on Mac'])
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome on Android'])
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{24}$/)
      expect(s.address).toMatch(/127\.0\.0\.1/)
      expect(Date.parse(s.created_at)).toBeGreaterThan(0)
    }
    // The public id is not the token's hash.
    const hashes = h.sql.prepare('SELECT token_hash FROM sessions').pluck().all() as string[]
    for (const s of sessions) expect(hashes).not.toContain(s.id)
  })

  it('shows everyone’s sessions, with names, to an Owner only', async () => {
    const owner = await signIn('demo', DEMO_PASSWORD, CHROME_ANDROID)
    const all = await me(owner, true)
    const names = new Set(
      (all.body.data.sessions as { person: { name: string } }[]).map((s) => s.person.name),
    )
    expect(names.has(FINANCE.name)).toBe(true)
    const finance = await signIn(FINANCE.email, FINANCE.password, CHROME_ANDROID)
    expect((await me(finance, true)).status).toBe(403)
  })

  it('ends one session by its id (its event stream too); an Owner may end anyone’s', async () => {
    const keep = await signIn('demo', DEMO_PASSWORD, CHROME_ANDROID)
    const other = await signIn('demo', DEMO_PASSWORD, SAFARI_MAC)
    const stream = await openEventStream(h.url, { authorization: `Bearer ${other}` })
    expect(stream.status).toBe(200)
    const listed = (await me(other)).body.data.sessions as { id: string; current: boolean }[]
    const target = listed.find((s) => s.current)!
    const res = await h.api(`/api/v1/merchant/security/sessions/${target.id}`, {
      method: 'DELETE',
      token: keep,
    })
    expect(res.status).toBe(200)
    expect(await stream.ended).toBe(true)
    expect((await me(other)).status).toBe(401)
    expect((await me(keep)).status).toBe(200)

    // Finance cannot end the Owner's session (it is not found for them), the Owner can end theirs.
    const finance = await signIn(FINANCE.email, FINANCE.password, SAFARI_MAC)
    const ownerSession = (
      (await me(keep)).body.data.sessions as { id: string; current: boolean }[]
    ).find((s) => s.current)!
    const refused = await h.api(`/api/v1/merchant/security/sessions/${ownerSession.id}`, {
      method: 'DELETE',
      token: finance,
    })
    expect(refused.status).toBe(404)
    const financeId = (
      (await me(finance)).body.data.sessions as { id: string; current: boolean }[]
    ).find((s) => s.current)!.id
    const byOwner = await h.api(`/api/v1/merchant/security/sessions/${financeId}`, {
      method: 'DELETE',
      token: keep,
    })
    expect(byOwner.status).toBe(200)
    expect((await me(finance)).status).toBe(401)
  })

  it('signs out everywhere else', async () => {
    const here = await signIn('demo', DEMO_PASSWORD, CHROME_ANDROID)
    const there = await signIn('demo', DEMO_PASSWORD, SAFARI_MAC)
    const res = await h.api('/api/v1/merchant/security/sessions/sign-out-others', {
      token: here,
      json: {},
    })
    expect(res.status).toBe(200)
    expect(res.body.data.ended).toBeGreaterThanOrEqual(1)
    expect((await me(there)).status).toBe(401)
    const left = (await me(here)).body.data.sessions as { current: boolean }[]
    expect(left.map((s) => s.current)).toEqual([true])
  })

  it('changes the password: the current one is checked, a weak one refused, other sessions end', async () => {
    const here = await signIn(FINANCE.email, FINANCE.password, CHROME_ANDROID)
    const there = await signIn(FINANCE.email, FINANCE.password, SAFARI_MAC)
    const change = (current: string, next: string) =>
      h.api('/api/v1/merchant/security/password', {
        token: here,
        json: { current_password: current, new_password: next },
      })
    expect((await change('wrong-one', 'Saffron-Ledger-Nimbus-9')).status).toBe(400)
    const weak = await change(FINANCE.password, 'password123')
    expect(weak.status).toBe(400)
    expect(weak.body.error.message).toMatch(/stronger|common|least/i)
    const done = await change(FINANCE.password, 'Saffron-Ledger-Nimbus-9')
    expect(done.status).toBe(200)
    expect(done.body.data.changed).toBe(true)
    // Finance's sessions of the tests above, and `there`.
    expect(done.body.data.sessions_ended).toBeGreaterThanOrEqual(1)
    expect((await me(there)).status).toBe(401)
    expect((await me(here)).status).toBe(200)
    const old = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: FINANCE.email, password: FINANCE.password },
    })
    expect(old.status).toBe(401)
    await signIn(FINANCE.email, 'Saffron-Ledger-Nimbus-9', CHROME_ANDROID)
  })
})

describe('a session’s absolute end', () => {
  const clock = simulated()
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ clock: clock.now })
  })
  afterAll(() => h.stop())

  it('slides while in use, but never past 30 days after sign-in', async () => {
    const token = await h.login()
    const row = () =>
      h.sql.prepare('SELECT expires_at, ends_at, created_at FROM sessions').get() as {
        expires_at: number
        ends_at: number
        created_at: number
      }
    const { ends_at: endsAt, created_at: createdAt } = row()
    expect(endsAt - createdAt).toBe(30 * 24 * 60 * MINUTE)
    // Used every 11 hours for 29 days and 22 hours: still signed in, never beyond its end.
    for (let hours = 11; hours < 30 * 24 - 2; hours += 11) {
      clock.advance(11 * 60 * MINUTE)
      const res = await h.api('/api/v1/merchant/security', { token })
      expect(res.status).toBe(200)
      expect(row().expires_at).toBeLessThanOrEqual(endsAt)
    }
    expect(row().expires_at).toBe(endsAt)
    clock.advance(11 * 60 * MINUTE)
    expect(clock.now()).toBeGreaterThan(endsAt)
    const over = await h.api('/api/v1/merchant/security', { token })
    expect(over.status).toBe(401)
  })
})
