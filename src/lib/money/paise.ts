/*
 * The portal's money: integer paise, typed so a rupee figure cannot pass for one. The wire carries
 * rupees as JSON numbers (docs/api-contract.md); fromRupees and toRupees are the only two places
 * that cross between them, and the only multiplications by 100 in the portal. It imports nothing,
 * so the counter's first download carries it for a few bytes (format-paise.ts shows an amount).
 */

declare const paiseBrand: unique symbol
export type Paise = number & { readonly [paiseBrand]: true }

/** A whole number of paise (from a keypad's digits, a sum of Paise). */
export function paise(value: number): Paise {
  return Math.round(value) as Paise
}

/** A rupee figure from the gateway (₹44.1 → 4410 paise): rounded once, never drifting. */
export function fromRupees(rupees: number): Paise {
  return Math.round(rupees * 100) as Paise
}

/** The rupee number the gateway's JSON takes. */
export function toRupees(amount: Paise): number {
  return amount / 100
}

export function sumPaise(values: Iterable<Paise>): Paise {
  let total = 0
  for (const value of values) total += value
  return total as Paise
}
