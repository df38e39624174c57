import { afterAll, describe, expect, it } from 'vitest'
import { createGuessThrottle } from '../../server/http/guess-throttle'
import { startHarness, type Harness } from './support/helpers'

/*
 * One bounded throttle (docs/decisions/065): pairing codes, PINs and name checks count attempts per
 * address in the LRU of fixed windows the sign-in throttle uses. A flood of new addresses keeps
 * the table at its cap and each attempt O(1); an IPv6 client is one /64; a global failure budget
 * stops a botnet; X-Forwarded-For counts only behind TRUST_PROXY.
 */

const options = { limit: 10, windowMs: 15 * 60_000, globalFailures: 1e9, maxEntries: 10_000 }

/** Milliseconds for each 10,000 of 50,000 wrong attempts, each from a new address. */
function flood(now: () => number) {
  const throttle = createGuessThrottle(options, now)
  const chunks: number[] = []
  let n = 0
  for (let chunk = 0; chunk < 5; chunk++) {
    const started = performance.now()
    for (let i = 0; i < 10_000; i++, n++) {
      const admission = throttle.admit(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)
      if (admission.ok) admission.settle(false)
    }
    chunks.push(performance.now() - started)
  }
  return { chunks, size: throttle.size() }
}

describe('a flood of 50,000 new addresses', () => {
  it('holds at most its cap, and the last 10,000 cost no more than 1.5× the first', () => {
    const clock = () => 1_000_000
    flood(clock) // warms the JIT, so the first chunk measured is not the compiler's
    const heapBefore = process.memoryUsage().heapUsed
    // The best of three runs per chunk: the machine is shared, and a pause is not the table's.
    const runs = [flood(clock), flood(clock), flood(clock)]
    const best = (i: number) => Math.min(...runs.map((r) => r.chunks[i] ?? Infinity))
    for (const run of runs) expect(run.size).toBeLessThanOrEqual(options.maxEntries)
    expect(best(4)).toBeLessThanOrEqual(best(0) * 1.5)
    // Three tables of 10,000 small entries: a few MB at most, not one per address ever seen.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1024 * 1024)
  })
})

describe('per address', () => {
  it('counts an IPv6 client by its /64, an IPv4-mapped one as its IPv4', () => {
    const throttle = createGuessThrottle(options, () => 0)
    for (let i = 1; i <= 10; i++) {
      const a = throttle.admit(`2001:db8:1:2::${i.toString(16)}`)
      expect(a.ok).toBe(true)
      if (a.ok) a.settle(false)
    }
    expect(throttle.admit('2001:db8:1:2:ffff:ffff:ffff:ffff').ok).toBe(false)
    expect(throttle.admit('2001:db8:1:3::1').ok).toBe(true)
    for (let i = 0; i < 10; i++) {
      const a = throttle.admit('::ffff:192.0.2.7')
      if (a.ok) a.settle(false)
    }
    expect(throttle.admit('192.0.2.7').ok).toBe(false)
  })

  it('a success gives its attempt back; a refused attempt records nothing', () => {
    const throttle = createGuessThrottle(options, () => 0)
    for (let i = 0; i < 50; i++) {
      const a = throttle.admit('192.0.2.1')
      expect(a.ok).toBe(true)
      if (a.ok) a.settle(true)
    }
    for (let i = 0; i < 10; i++) {
      const a = throttle.admit('192.0.2.2')
      if (a.ok) a.settle(false)
    }
    const before = throttle.size()
    for (let i = 0; i < 100; i++) expect(throttle.admit('192.0.2.2').ok).toBe(false)
    expect(throttle.size()).toBe(before)
  })

  it('past the global failure budget every address waits until the window ends', () => {
    // Not 0: lru-cache reads an entry started at time 0 as one that never expires.
    let now = 1_000
    const throttle = createGuessThrottle({ ...options, globalFailures: 25 }, () => now)
    for (let i = 0; i < 25; i++) {
      const a = throttle.admit(`198.51.100.${i}`)
      expect(a.ok).toBe(true)
      if (a.ok) a.settle(false)
    }
    const refused = throttle.admit('203.0.113.9')
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 900 })
    now = 1_000 + 15 * 60_000 + 1
    expect(throttle.admit('203.0.113.9').ok).toBe(true)
  })
})

describe('pairing over HTTP, and X-Forwarded-For', () => {
  const harnesses: Harness[] = []
  afterAll(() => Promise.all(harnesses.map((h) => h.stop())))
  const wrongCodes = async (h: Harness, forwardedFor: (i: number) => string) => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await h.api('/api/v1/counter/pair', {
        json: { code: 'ZZZZ-ZZZZ' },
        headers: { 'x-forwarded-for': forwardedFor(i) },
      })
      statuses.push(res.status)
    }
    return statuses
  }

  it('ignores a forged X-Forwarded-For by default: one peer, one budget', async () => {
    const h = await startHarness()
    harnesses.push(h)
    const statuses = await wrongCodes(h, (i) => `198.51.100.${i}`)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('with TRUST_PROXY=1 counts the address the proxy saw, not what the client wrote', async () => {
    const h = await startHarness({ trustProxy: 1 })
    harnesses.push(h)
    // Each request a new address as the proxy saw it: none reaches its budget.
    expect(new Set(await wrongCodes(h, (i) => `198.51.100.${i}`))).toEqual(new Set([400]))
    // The client's own left-hand entries change, the proxy's entry does not: one budget.
    const statuses = await wrongCodes(h, (i) => `10.0.0.${i}, 203.0.113.5`)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
