/**
 * Sign-in throttling (docs/decisions/027). Every counter is taken *before* the password check, so
 * a burst of concurrent guesses cannot all slip past a check that only counts finished failures.
 *
 * - (account, address): strict, `pairLimit` attempts per window, then 429. A success clears it.
 * - account, all addresses: never locks (a stranger must not be able to lock a merchant out);
 *   past `slowAfter` failures each attempt waits longer, right password included, and at most
 *   `inFlight` password checks run per account at once.
 * - address, all accounts: `addressLimit` attempts per window against spraying. A success gives
 *   back only its own attempt, so one valid account cannot launder a spray.
 *
 * In memory on purpose: the sandbox is one process, and a restart clearing the counters is fine.
 */
export type LoginThrottleOptions = {
  windowMs: number
  pairLimit: number
  addressLimit: number
  slowAfter: number
  baseDelayMs: number
  maxDelayMs: number
  inFlight: number
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  pairLimit: 10,
  addressLimit: 100,
  slowAfter: 20,
  baseDelayMs: 250,
  maxDelayMs: 5000,
  inFlight: 10,
}

/** Either a refusal (429 with Retry-After seconds) or a reservation to settle after the check. */
export type Admission =
  | { ok: false; retryAfterSeconds: number }
  | { ok: true; delayMs: number; settle(success: boolean): void }

export type LoginThrottle = {
  admit(account: string, address: string): Admission
}

type Window = { count: number; resetAt: number }

function windows(windowMs: number) {
  const map = new Map<string, Window>()
  const current = (key: string, now: number): Window => {
    const entry = map.get(key)
    if (entry && entry.resetAt > now) return entry
    if (map.size > 10_000) {
      for (const [k, v] of map) if (v.resetAt <= now) map.delete(k)
    }
    const fresh = { count: 0, resetAt: now + windowMs }
    map.set(key, fresh)
    return fresh
  }
  return { current, delete: (key: string) => map.delete(key) }
}

export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const pairs = windows(options.windowMs)
  const addresses = windows(options.windowMs)
  const accountFailures = windows(options.windowMs)
  const checking = new Map<string, number>()
  const seconds = (w: Window, now: number) => Math.max(1, Math.ceil((w.resetAt - now) / 1000))

  return {
    admit(account, address) {
      const now = Date.now()
      const pairKey = `${account}\n${address}`
      const pair = pairs.current(pairKey, now)
      if (pair.count >= options.pairLimit)
        return { ok: false, retryAfterSeconds: seconds(pair, now) }
      const byAddress = addresses.current(address, now)
      if (byAddress.count >= options.addressLimit)
        return { ok: false, retryAfterSeconds: seconds(byAddress, now) }
      const running = checking.get(account) ?? 0
      if (running >= options.inFlight) return { ok: false, retryAfterSeconds: 1 }

      pair.count++
      byAddress.count++
      checking.set(account, running + 1)
      const failures = accountFailures.current(account, now).count
      const over = failures - options.slowAfter
      const delayMs = over < 0 ? 0 : Math.min(options.baseDelayMs * 2 ** over, options.maxDelayMs)
      let settled = false
      return {
        ok: true,
        delayMs,
        settle(success) {
          if (settled) return
          settled = true
          const left = (checking.get(account) ?? 1) - 1
          if (left > 0) checking.set(account, left)
          else checking.delete(account)
          const later = Date.now()
          if (success) {
            pairs.delete(pairKey)
            const stillThere = addresses.current(address, later)
            stillThere.count = Math.max(0, stillThere.count - 1)
          } else {
            accountFailures.current(account, later).count++
          }
        },
      }
    },
  }
}
