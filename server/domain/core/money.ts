/*
 * Money is integer paise everywhere inside the server; JSON carries rupees as numbers
 * (docs/api-contract.md). This module is the one place an amount is read or written: every
 * route's amount field goes through parseAmount, and the portal's parser (src/lib/money/) accepts
 * and refuses the same texts (tests/unit/amount-parsers.test.ts holds the two side by side).
 */

/** The largest amount any call accepts: ₹10,00,00,000 (keeps every sum far inside 2^53). */
export const MAX_AMOUNT_PAISE = 100_000_000_00

export function toRupees(paise: number): number {
  return paise / 100
}

/** Why an amount was refused; each route words it in its own field's message. */
export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'not_positive' | 'too_large'

export type AmountResult = { ok: true; paise: number } | { ok: false; problem: AmountProblem }

/*
 * Whole rupees: plain digits, or grouped with commas the Indian way (1,50,000) or in thousands
 * (150,000). A merchant copies amounts from statements written either way; a comma anywhere else
 * ('1,5,0') is a typo, not a grouping, and is refused rather than guessed.
 */
const WHOLE = /^(?:\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/
// A leading ₹ is allowed: an amount copied from a screen or a statement reads '₹1,50,000.00'.
const AMOUNT = /^(-)?(?:₹ ?)?([\d,]*)(?:\.(\d*))?$/

/** A rupee amount (a JSON number or a text) as paise, or the first thing wrong with it. */
export function parseAmount(value: unknown): AmountResult {
  if (value === undefined || value === null) return { ok: false, problem: 'required' }
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' }
    text = String(value)
    // Exponent form: 1e-7 has too many decimals, 1e21 is far too much.
    if (/e/i.test(text)) {
      return {
        ok: false,
        problem: value <= 0 ? 'not_positive' : value < 1 ? 'decimals' : 'too_large',
      }
    }
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return { ok: false, problem: 'invalid' }
  }
  return parseAmountText(text)
}

function parseAmountText(text: string): AmountResult {
  if (text === '') return { ok: false, problem: 'required' }
  const match = AMOUNT.exec(text)
  const whole = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  if (!match || (whole === '' && fraction === '') || (whole !== '' && !WHOLE.test(whole))) {
    return { ok: false, problem: 'invalid' }
  }
  const digits = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '')
  if (match[1] === '-') return { ok: false, problem: 'not_positive' }
  if (fraction.length > 2) return { ok: false, problem: 'decimals' }
  if (digits.length > 12) return { ok: false, problem: 'too_large' }
  const paise = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (paise === 0) return { ok: false, problem: 'not_positive' }
  if (paise > MAX_AMOUNT_PAISE) return { ok: false, problem: 'too_large' }
  return { ok: true, paise }
}

/** ₹ with en-IN grouping, e.g. 25000000 paise → '₹2,50,000.00'. */
export function formatInr(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100)
}
