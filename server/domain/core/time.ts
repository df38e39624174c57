/*
 * Date-only filters are inclusive calendar days in IST (Asia/Kolkata, UTC+05:30, no DST), per
 * docs/api-contract.md. Stored times are epoch milliseconds.
 */
/** IST is UTC+05:30 all year; the one copy every IST conversion uses. */
export const IST_OFFSET_MS = 330 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** Start of the IST calendar day 'YYYY-MM-DD' as epoch ms, or null for anything else. */
export function istDayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = Date.UTC(y, m - 1, d)
  const check = new Date(utc)
  // Rejects 2026-02-30 and friends, which Date.UTC would silently roll over.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return null
  }
  if (y < 2000 || y > 2100) return null
  return utc - IST_OFFSET_MS
}

/** The IST calendar date of an instant, as 'YYYY-MM-DD'. */
export function istDate(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10)
}

export function iso(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString()
}
