import { fixedWindows, secondsLeft } from '../domain/core/fixed-windows'
import { addressKey } from './login-throttle'

/*
 * One bounded throttle for every guessable thing the gateway answers (docs/decisions/065):
 * pairing codes, cashier PINs and the account-name check. It is the sign-in throttle's table
 * (decision 044, fixed-windows.ts): an LRU of fixed windows holding at most `maxEntries`, so every
 * attempt is O(1) and a flood of new addresses costs the same at its end as at its start; an
 * address is counted by addressKey() (an IPv6 client by its /64).
 *
 * Beside the per-address budget there is a failure budget: wrong answers from all addresses
 * together, per window and budget key. Past it every address is refused until the window ends,
 * so a botnet's thousands of addresses buy no more guesses than `globalFailures`. Pairing uses
 * one key for everyone (its callers are anonymous until the code is found): everyone waits during
 * such an attack, accepted for a call a shop makes rarely. PINs come from paired devices, so their
 * budget is per merchant: a merchant's own tills cannot spend another shop's.
 *
 * Attempts are counted before the check (decision 027), and a success gives its own attempt back,
 * so a shop pairing ten tills from one address is never held up. A refused attempt records nothing.
 */

export type GuessThrottleOptions = {
  /** Attempts per address and window. */
  limit: number
  windowMs: number
  /** Wrong answers from all addresses together per window; past it every address waits. */
  globalFailures: number
  /** Most addresses the table holds; the least recently seen go first. */
  maxEntries: number
}

export type GuessAdmission =
  { ok: false; retryAfterSeconds: number } | { ok: true; settle(success: boolean): void }

export type GuessThrottle = {
  /** `budget`: whose failure budget the attempt spends (default: one for everyone). */
  admit(address: string, budget?: string): GuessAdmission
  /** Addresses held (diagnostics: tests check the table stays bounded). */
  size(): number
}

export function createGuessThrottle(
  options: GuessThrottleOptions,
  now: () => number = Date.now,
): GuessThrottle {
  const addresses = fixedWindows(options.windowMs, options.maxEntries, now)
  const failures = fixedWindows(options.windowMs, options.maxEntries, now)
  return {
    admit(rawAddress, budget = 'all') {
      const at = now()
      const global = failures.find(budget)
      if (global && global.count >= options.globalFailures)
        return { ok: false, retryAfterSeconds: secondsLeft(global, at) }
      const address = addressKey(rawAddress)
      const own = addresses.find(address)
      if (own && own.count >= options.limit)
        return { ok: false, retryAfterSeconds: secondsLeft(own, at) }
      const counted = own ?? addresses.take(address)
      counted.count++
      let settled = false
      return {
        ok: true,
        settle(success) {
          if (settled) return
          settled = true
          if (success) counted.count = Math.max(0, counted.count - 1)
          else failures.take(budget).count++
        },
      }
    },
    size: () => addresses.size(),
  }
}
