import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LOGIN_THROTTLE } from '../../server/http/login-throttle'
import { DEMO_PASSWORD, startHarness, type Harness } from './support/helpers'
import { pace } from './support/pace'

/*
 * Known devices (docs/decisions/044, OWASP's device cookie): a sign-in hands the device a signed
 * proof; a later attempt carrying a valid proof for that merchant is throttled on its own, not by
 * the strangers' counters. The server listens on 127.0.0.1 and Linux routes all of 127/8 over
 * lo, so a client bound to 127.0.x.y is "another address" to the server. The gateway's clock is
 * injected: the attack's 60 s and the windows and proof ages are simulated time.
 */

type Reply = { status: number; proof: string | undefined; ms: number }

function signIn(
  h: Harness,
  from: string,
  identifier: string,
  password: string,
  proofs?: unknown,
): Promise<Reply> {
  const body = JSON.stringify({ identifier, password, device_proofs: proofs })
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      `${h.url}/api/v1/merchant/auth/login`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          const parsed = JSON.parse(text) as { data?: { device_proof?: string } }
          resolve({
            status: res.statusCode ?? 0,
            proof: parsed.data?.device_proof,
            ms: performance.now() - started,
          })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const simulated = () => {
  let offset = 0
  return { now: () => Date.now() + offset, advance: (ms: number) => (offset += ms) }
}

describe('a known device while 50 addresses guess for 60 s', () => {
  const clock = simulated()
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ clock: clock.now })
  })
  afterAll(() => h.stop())

  it('signs the known device in on its first try throughout; an unknown device is throttled', async () => {
    const first = await signIn(h, '127.0.0.200', 'demo', DEMO_PASSWORD)
    expect(first.status).toBe(200)
    let proof = first.proof!
    const guesses: Promise<Reply>[] = []
    const known: Reply[] = []
    const unknown: Promise<Reply>[] = []
    // 120 steps of 0.5 s simulated (60 s, ~2 guesses a second from 50 rotating addresses), each
    // taking 40 ms of real time, so the guesses' real waits pile up as they would at that rate.
    for (let step = 0; step < 120; step++) {
      clock.advance(500)
      guesses.push(signIn(h, `127.0.1.${(step % 50) + 1}`, 'demo', `guess-${step}`))
      if (step % 10 === 9) {
        // The portal sends the newest proof it was given.
        const reply = await signIn(h, '127.0.0.200', 'demo', DEMO_PASSWORD, [proof])
        known.push(reply)
        if (reply.proof) proof = reply.proof
      }
      // Once the account is being slowed down, the right password from a device without a proof.
      if (step >= 60 && step % 10 === 4) {
        unknown.push(signIn(h, `127.0.2.${step}`, 'demo', DEMO_PASSWORD))
      }
      await pace(40)
    }
    const replies = await Promise.all(guesses)
    expect(known.map((r) => r.status)).toEqual(Array<number>(12).fill(200))
    // The strangers were throttled: most guesses never reached the password check.
    expect(replies.filter((r) => r.status === 429).length).toBeGreaterThan(50)
    expect(replies.every((r) => r.status === 401 || r.status === 429)).toBe(true)
    // An unknown device is refused, or let in only after the account's slow-down (5 s by now).
    for (const reply of await Promise.all(unknown)) {
      expect(reply.status === 429 || reply.ms >= DEFAULT_LOGIN_THROTTLE.maxDelayMs - 500).toBe(true)
    }
  })
})

describe('what a device proof is worth', () => {
  const clock = simulated()
  let h: Harness
  let proof: string
  beforeAll(async () => {
    h = await startHarness({ clock: clock.now })
    proof = (await signIn(h, '127.0.3.1', 'demo', DEMO_PASSWORD)).proof!
    // This address is out of attempts for demo (10 per 15 minutes) for everything below.
    for (let i = 0; i < 10; i++)
      expect((await signIn(h, '127.0.3.2', 'demo', 'wrong')).status).toBe(401)
    expect((await signIn(h, '127.0.3.2', 'demo', DEMO_PASSWORD)).status).toBe(429)
  })
  afterAll(() => h.stop())

  it('is a signed d1 proof, new on every sign-in, never cached', async () => {
    expect(proof).toMatch(/^d1\.\d+\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'demo', password: DEMO_PASSWORD },
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.data.device_proof).not.toBe(proof)
  })

  it('lets its device in past a locked (account, address) pair', async () => {
    expect((await signIn(h, '127.0.3.2', 'demo', DEMO_PASSWORD, [proof])).status).toBe(200)
    // The username's proof is the email's too: one account.
    expect((await signIn(h, '127.0.3.2', 'demo@example.com', DEMO_PASSWORD, [proof])).status).toBe(
      200,
    )
  })

  it('is worth nothing for another merchant, tampered with, or past 180 days', async () => {
    const norates = (await signIn(h, '127.0.3.3', 'norates', DEMO_PASSWORD)).proof!
    const tampered = proof.slice(0, -2) + (proof.endsWith('AA') ? 'BB' : 'AA')
    const forged = proof.replace(/^d1\.\d+\./, 'd1.999.')
    for (const proofs of [[norates], [tampered], [forged]]) {
      expect((await signIn(h, '127.0.3.2', 'demo', DEMO_PASSWORD, proofs)).status).toBe(429)
    }
    // A shared device sends each merchant's proof; the one for this merchant counts.
    expect((await signIn(h, '127.0.3.2', 'demo', DEMO_PASSWORD, [norates, proof])).status).toBe(200)
  })

  it('ignores a malformed device_proofs instead of refusing the sign-in', async () => {
    for (const proofs of [42, 'x', [1, 2], Array<string>(6).fill(proof), ['x'.repeat(300)]]) {
      const reply = await signIn(h, '127.0.3.4', 'demo', DEMO_PASSWORD, proofs)
      expect(reply.status, JSON.stringify(proofs).slice(0, 40)).toBe(200)
    }
  })

  it('is locked after 10 attempts without a success, until its window ends', async () => {
    const locked = (await signIn(h, '127.0.3.1', 'demo', DEMO_PASSWORD)).proof!
    for (let i = 0; i < 10; i++) {
      expect((await signIn(h, '127.0.3.2', 'demo', 'wrong', [locked])).status).toBe(401)
    }
    // Its own budget spent, the device is a stranger again: the locked pair answers.
    expect((await signIn(h, '127.0.3.2', 'demo', DEMO_PASSWORD, [locked])).status).toBe(429)
    clock.advance(DEFAULT_LOGIN_THROTTLE.windowMs + 1_000)
    expect((await signIn(h, '127.0.3.2', 'demo', DEMO_PASSWORD, [locked])).status).toBe(200)
  })

  it('gets its budget back with each success', async () => {
    const device = (await signIn(h, '127.0.3.1', 'demo', DEMO_PASSWORD)).proof!
    for (let i = 0; i < 10; i++)
      expect((await signIn(h, '127.0.3.5', 'demo', 'wrong')).status).toBe(401)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++)
        expect((await signIn(h, '127.0.3.5', 'demo', 'wrong', [device])).status).toBe(401)
      expect((await signIn(h, '127.0.3.5', 'demo', DEMO_PASSWORD, [device])).status).toBe(200)
    }
  })

  it('expires after 180 days', async () => {
    const old = (await signIn(h, '127.0.3.1', 'demo', DEMO_PASSWORD)).proof!
    for (let i = 0; i < 10; i++)
      expect((await signIn(h, '127.0.3.6', 'demo', 'wrong')).status).toBe(401)
    clock.advance(180 * 24 * 3600_000 - DEFAULT_LOGIN_THROTTLE.windowMs)
    for (let i = 0; i < 10; i++)
      expect((await signIn(h, '127.0.3.6', 'demo', 'wrong')).status).toBe(401)
    expect((await signIn(h, '127.0.3.6', 'demo', DEMO_PASSWORD, [old])).status).toBe(200)
    clock.advance(DEFAULT_LOGIN_THROTTLE.windowMs + 1_000)
    for (let i = 0; i < 10; i++)
      expect((await signIn(h, '127.0.3.6', 'demo', 'wrong')).status).toBe(401)
    expect((await signIn(h, '127.0.3.6', 'demo', DEMO_PASSWORD, [old])).status).toBe(429)
  })
})
