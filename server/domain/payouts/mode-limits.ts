import { formatInr } from '../core/money'

/*
 * What each transfer mode carries (product.md §9): RTGS is for large sums only, IMPS and UPI for
 * small ones. A single payout checks RTGS's floor (its message unchanged); a file's rows check all
 * of them before anything is sent, so a row the bank would refuse is fixed in the file instead.
 */

export const RTGS_MIN = 2_00_000_00
export const IMPS_MAX = 5_00_000_00
export const UPI_MAX = 1_00_000_00

export const RTGS_MIN_MESSAGE = 'RTGS requires a minimum amount of ₹2,00,000'

/** Why `amount` (paise) cannot go by `mode`, or null. */
export function modeLimitProblem(mode: string, amount: number): string | null {
  if (mode === 'RTGS' && amount < RTGS_MIN) return RTGS_MIN_MESSAGE
  if (mode === 'IMPS' && amount > IMPS_MAX) {
    return `IMPS allows at most ${formatInr(IMPS_MAX).replace('.00', '')} per payout`
  }
  if (mode === 'UPI' && amount > UPI_MAX) {
    return `UPI allows at most ${formatInr(UPI_MAX).replace('.00', '')} per payout`
  }
  return null
}
