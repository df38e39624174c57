import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../server/domain/merchants/passwords'
import {
  addressKey,
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
} from '../../server/http/login-throttle'
import { DEMO_PASSWORD, startHarness, type Harness } from './support/helpers'

/*
 * docs/decisions/027. The server listens on 127.0.0.1; Linux routes all of 127/8 over lo, so a
 * client bound to 127.0.0.2 (http.request's localAddress) is "another address" to the server.
 */

type Reply = { status: number; retryAfter: string | undefined; token: string | undefined }

function loginFrom(h: Harness, localAddress: string, identifier: string, password: string) {
  const body = JSON.stringify({ identifier, password })
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      `${h.url}/api/v1/merchant/auth/login`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          const parsed = JSON.parse(text) as { data?: { token?: string } }
          const retryAfter = res.headers['retry-after']
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
            token: parsed.data?.token,
          })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

let checks = 0
const countingCheck = (password: string, hash: string) => {
  checks++
  return verifyPassword(password, hash)
}

describe('a burst of guesses against one account from one address', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ checkPassword: countingCheck })
  })
  afterAll(() => h.stop())

  it('lets at most 10 of 60 concurrent guesses reach the password check; the rest get 429 + Retry-After', async () => {
    checks = 0
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => loginFrom(h, '127.0.0.1', 'demo', `wrong-${i}`)),
    )
    expect(checks).toBeLessThanOrEqual(10)
    const refused = replies.filter((r) => r.status === 429)
    expect(replies.filter((r) => r.status === 401).length).toBe(checks)
    expect(refused.length).toBe(60 - checks)
    for (const r of refused) expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1)
  })

  it('refuses the right password right after from the same address: no token', async () => {
    const reply = await loginFrom(h, '127.0.0.1', 'demo', DEMO_PASSWORD)
    expect(reply.status).toBe(429)
    expect(reply.token).toBeUndefined()
  })

  it('signs the merchant in from another address: a stranger cannot lock the account', async () => {
    const reply = await loginFrom(h, '127.0.0.2', 'demo', DEMO_PASSWORD)
    expect(reply.status).toBe(200)
    expect(reply.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('budgets per (account, address)', () => {
  let h: Harness
  beforeAll(async () => {
    // No slow-down here: these tests are about the strict per-address budget.
    h = await startHarness({ loginThrottle: { slowAfter: 1000 } })
  })
  afterAll(() => h.stop())

  it('counts the username and the email as one account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await loginFrom(h, '127.0.0.3', 'norates', 'nope')).status)
      statuses.push((await loginFrom(h, '127.0.0.3', 'NoRates@Example.com', 'nope')).status)
    }
    expect(statuses).toEqual(Array<number>(10).fill(401))
    expect((await loginFrom(h, '127.0.0.3', 'norates@example.com', DEMO_PASSWORD)).status).toBe(429)
    expect((await loginFrom(h, '127.0.0.3', 'norates', DEMO_PASSWORD)).status).toBe(429)
  })

  it("clears the address's count on a success", async () => {
    const round = async () => {
      const statuses: number[] = []
      for (let i = 0; i < 9; i++)
        statuses.push((await loginFrom(h, '127.0.0.4', 'demo', 'nope')).status)
      return statuses
    }
    expect(await round()).toEqual(Array<number>(9).fill(401))
    expect((await loginFrom(h, '127.0.0.4', 'demo', DEMO_PASSWORD)).status).toBe(200)
    expect(await round()).toEqual(Array<number>(9).fill(401))
    expect((await loginFrom(h, '127.0.0.4', 'demo@example.com', DEMO_PASSWORD)).status).toBe(200)
  })

  it('gives an unknown identifier the same budget as a real one', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await loginFrom(h, '127.0.0.5', 'Nobody-Here', 'nope')).status)
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429])
  })
})

describe('across addresses and accounts', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({
      loginThrottle: { slowAfter: 4, baseDelayMs: 200, maxDelayMs: 400, addressLimit: 12 },
    })
  })
  afterAll(() => h.stop())

  it('slows an account down after many failures instead of locking it, right password included', async () => {
    for (const address of ['127.0.0.6', '127.0.0.7', '127.0.0.8'])
      for (let i = 0; i < 2; i++)
        expect((await loginFrom(h, address, 'norates', 'nope')).status).toBe(401)
    // 6 failures, 4 allowed before slowing: this attempt waits min(2^2 × 200, 400) ms.
    const started = Date.now()
    const reply = await loginFrom(h, '127.0.0.9', 'norates', DEMO_PASSWORD)
    expect(reply.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(390)
  })

  it('caps one address spraying many accounts; a success gives back only its own attempt', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await loginFrom(h, '127.0.0.10', `sprayed-${i}`, 'nope')).status)
    expect(statuses).toEqual(Array<number>(11).fill(401))
    expect((await loginFrom(h, '127.0.0.10', 'demo', DEMO_PASSWORD)).status).toBe(200)
    expect((await loginFrom(h, '127.0.0.10', 'sprayed-x', 'nope')).status).toBe(401)
    const capped = await loginFrom(h, '127.0.0.10', 'sprayed-y', 'nope')
    expect(capped.status).toBe(429)
    expect(Number(capped.retryAfter)).toBeGreaterThan(60)
  })
})

describe('the bookkeeping under a flood (decision 044)', () => {
  const clock = () => {
    let at = Date.UTC(2026, 10, 25)
    return { now: () => at, advance: (ms: number) => (at += ms) }
  }

  it('records nothing for attempts an address makes past its limit, however many identifiers', () => {
    const time = clock()
    const throttle = createLoginThrottle(DEFAULT_LOGIN_THROTTLE, time.now)
    let admitted = 0
    for (let i = 0; i < 60_000; i++) {
      const admission = throttle.admit(`id:flood-${i}@example.com`, '203.0.113.9')
      if (admission.ok) {
        admitted++
        admission.settle(false)
      } else {
        expect(admission.retryAfterSeconds).toBeGreaterThan(800)
      }
    }
    expect(admitted).toBe(DEFAULT_LOGIN_THROTTLE.addressLimit)
    expect(throttle.size()).toEqual({
      pairs: 100,
      addresses: 1,
      accounts: 100,
      devices: 0,
      daily: 100,
    })
    // The window over, the address starts again.
    time.advance(DEFAULT_LOGIN_THROTTLE.windowMs + 1)
    expect(throttle.admit('id:after@example.com', '203.0.113.9').ok).toBe(true)
  })

  it('holds at most maxEntries per table, many addresses or not', () => {
    const throttle = createLoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, maxEntries: 50 })
    for (let i = 0; i < 5_000; i++) {
      const admission = throttle.admit(`id:x-${i}`, `198.51.${i >> 8}.${i & 255}`)
      if (admission.ok) admission.settle(false)
    }
    const size = throttle.size()
    expect(Math.max(size.pairs, size.addresses, size.accounts)).toBeLessThanOrEqual(50)
  })

  it('counts an IPv6 /64 as one address, and a mapped IPv4 as the IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff::9'))
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'))
    expect(addressKey('::ffff:127.0.0.2')).toBe('127.0.0.2')
    const throttle = createLoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, addressLimit: 3 })
    const statuses = [1, 2, 3, 4].map((n) => throttle.admit(`id:${n}`, `2001:db8::${n}`).ok)
    expect(statuses).toEqual([true, true, true, false])
  })
})
