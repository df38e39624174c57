import { fixedWindows } from '../core/fixed-windows'
import { DAY_MS, istDate, istDayStart } from '../core/time'

/*
 * The account-name check is a paid bank call in production and, unmetered, an oracle of account
 * holders' names (docs/decisions/065). Each merchant gets `perMerchant` checks per IST day, and of
 * those an API key may spend at most `perKey`, so a leaked or runaway integration cannot use up
 * the checks of the person at the portal. Counted before the check; a refused call counts nothing.
 * In memory, in the one bounded table every limit uses (fixed-windows.ts): a restart gives the day
 * back, which the sandbox accepts; a real gateway keeps this with its bank-call records.
 */

export type AccountCheckLimits = { perMerchant: number; perKey: number }

export const DEFAULT_ACCOUNT_CHECK_LIMITS: AccountCheckLimits = { perMerchant: 200, perKey: 100 }

export const accountChecksExhausted = (limit: number) =>
  `You have used today's ${limit} account checks. Try again tomorrow.`

export type AccountCheckMeter = {
  /**
   * Counts one check for the merchant (and the API key, when the call is by key), or says which
   * limit is spent and the seconds until the next IST day.
   */
  admit(
    merchantId: number,
    apiKey: string | null,
  ): { ok: true } | { ok: false; limit: number; retryAfterSeconds: number }
}

export function createAccountCheckMeter(
  limits: AccountCheckLimits,
  now: () => number = Date.now,
): AccountCheckMeter {
  // The day is part of the key, so a window never spans two IST days; entries live one day.
  const windows = fixedWindows(DAY_MS, 50_000, now)
  return {
    admit(merchantId, apiKey) {
      const at = now()
      const day = istDate(at)
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil(((istDayStart(day) ?? at) + DAY_MS - at) / 1000),
      )
      const merchant = windows.take(`m${merchantId}:${day}`)
      if (merchant.count >= limits.perMerchant)
        return { ok: false, limit: limits.perMerchant, retryAfterSeconds }
      const key = apiKey === null ? null : windows.take(`k${apiKey}:${day}`)
      if (key && key.count >= limits.perKey)
        return { ok: false, limit: limits.perKey, retryAfterSeconds }
      merchant.count++
      if (key) key.count++
      return { ok: true }
    },
  }
}
