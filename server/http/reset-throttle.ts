import { fixedWindows } from '../domain/core/fixed-windows'
import { createGuessThrottle } from './guess-throttle'

/*
 * Forgot-password requests (decision 075), counted before anything is looked up: per address,
 * past the limit a 429 (the same for every address asked about, so it tells nothing); per email
 * asked about, past the limit the answer is unchanged but no mail goes, so nobody can fill a
 * person's mailbox with reset mails, nor learn that they tried.
 */

export type ResetThrottleOptions = {
  perAddress: number
  perEmail: number
  windowMs: number
  maxEntries: number
}

export const DEFAULT_RESET_THROTTLE: ResetThrottleOptions = {
  perAddress: 10,
  perEmail: 3,
  windowMs: 15 * 60 * 1000,
  maxEntries: 50_000,
}

export type ResetAdmission = { ok: false; retryAfterSeconds: number } | { ok: true; mail: boolean }

export type ResetThrottle = { admit(address: string, email: string): ResetAdmission }

export function createResetThrottle(
  options: ResetThrottleOptions,
  now: () => number = Date.now,
): ResetThrottle {
  const addresses = createGuessThrottle(
    {
      limit: options.perAddress,
      windowMs: options.windowMs,
      globalFailures: Number.MAX_SAFE_INTEGER,
      maxEntries: options.maxEntries,
    },
    now,
  )
  const emails = fixedWindows(options.windowMs, options.maxEntries, now)
  return {
    admit(address, email) {
      const admission = addresses.admit(address)
      if (!admission.ok) return admission
      const counted = emails.take(email.toLowerCase())
      counted.count++
      return { ok: true, mail: counted.count <= options.perEmail }
    },
  }
}
