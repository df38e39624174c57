/*
 * Money is integer paise everywhere inside the server; JSON carries rupees as numbers
 * (docs/api-contract.md). These are the only two conversion points.
 */

/** The largest amount any call accepts: ₹10,00,00,000 (keeps every sum far inside 2^53). */
export const MAX_AMOUNT_PAISE = 100_000_000_00

export function toRupees(paise: number): number {
  return paise / 100
}

/**
 * Parses a rupee amount (number or numeric string, at most 2 decimals) into paise, or null when it
 * is not a positive-or-zero amount with at most 2 decimals within MAX_AMOUNT_PAISE.
 */
export function parseRupees(value: unknown): number | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
    // Numbers like 1e-7 or 1e21 stringify in exponent form: not a sensible amount either way.
    if (/e/i.test(text)) return null
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return paise <= MAX_AMOUNT_PAISE ? paise : null
}

/** ₹ with en-IN grouping, e.g. 25000000 paise → '₹2,50,000.00'. */
export function formatInr(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)
}
