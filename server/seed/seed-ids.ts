import type { Rng } from './prng'

/* Ids, UTRs and the plan of a merchant's seeded history: shared by the payin and payout seeders. */

export type SeedText = { name: string; email: string; order: string; note: string }

export type HistoryPlan = {
  merchantId: number
  feeBps: number
  payins: number
  payouts: number
  openingTopup: number
  /** Overrides for customer/beneficiary text (the hostile merchant). */
  text?: (rng: Rng, index: number) => SeedText
  /** The GST kind of this merchant's fees (decision 052); read from the merchant when absent. */
  gstKind?: string
  /**
   * Milliseconds after 10:00 IST at which each day settles (default 0). History appended to a
   * merchant that already has one settles a moment later, as a settlement row's instant is
   * unique per merchant.
   */
  settleDelayMs?: number
  /**
   * Where each payin was made (decision 080): a counter sale or standing-QR payment at one of the
   * merchant's counters, or a link (of an outlet or none). Absent: every payin is a link of none.
   */
  place?: (rng: Rng) => SeedPlace
}

/** A seeded payin's channel, counter, cashier and outlet, as a live one would carry them. */
export type SeedPlace = {
  channel: 'link' | 'counter' | 'qr'
  counter: { counter_id: string; name: string } | null
  cashier: { staff_id: string; name: string } | null
  outlet: { outlet_id: string; name: string } | null
}

const ID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'

export function seedId(rng: Rng, prefix: string): string {
  let out = prefix
  for (let i = 0; i < 16; i++) out += ID_ALPHABET[Math.floor(rng.next() * ID_ALPHABET.length)]
  return out
}

export function seedUtr(rng: Rng): string {
  return String(rng.int(100_000_000_000, 999_999_999_999))
}
