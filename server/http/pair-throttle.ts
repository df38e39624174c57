/**
 * Guessing pairing codes (docs/decisions/047): attempts per address are counted before the code
 * is looked up, so a concurrent burst cannot slip past, and a success gives back its own attempt
 * (only wrong codes add up: a shop pairing ten tills from one address is never held up). In memory,
 * like the sign-in throttle (decision 027): the sandbox is one process.
 */
export type PairThrottleOptions = { limit: number; windowMs: number }

export const DEFAULT_PAIR_THROTTLE: PairThrottleOptions = { limit: 10, windowMs: 15 * 60 * 1000 }

export type PairAdmission =
  { ok: false; retryAfterSeconds: number } | { ok: true; settle(success: boolean): void }

export type PairThrottle = { admit(address: string): PairAdmission }

export function createPairThrottle(options: PairThrottleOptions): PairThrottle {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    admit(address) {
      const now = Date.now()
      let entry = windows.get(address)
      if (!entry || entry.resetAt <= now) {
        if (windows.size > 10_000)
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
        entry = { count: 0, resetAt: now + options.windowMs }
        windows.set(address, entry)
      }
      if (entry.count >= options.limit) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
        }
      }
      entry.count++
      const counted = entry
      let settled = false
      return {
        ok: true,
        settle(success) {
          if (settled) return
          settled = true
          if (success) counted.count = Math.max(0, counted.count - 1)
        },
      }
    },
  }
}
