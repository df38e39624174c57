import type { Paise } from './paise'

/*
 * The portal's one amount parser: what a person types in any amount field. It accepts and
 * refuses exactly the texts the gateway's parser does (server/domain/core/money.ts;
 * tests/unit/amount-parsers.test.ts runs both over the same strings): plain digits or commas
 * grouped the Indian way (1,50,000) or in thousands (150,000), at most 2 decimals, more than
 * zero, at most ₹10,00,00,000. A form adds its own minimum and maximum.
 */

/** The gateway's ceiling for any amount (docs/api-contract.md): ₹10,00,00,000. */
export const MAX_AMOUNT = 100_000_000_00 as Paise

export type AmountProblem =
  'required' | 'invalid' | 'decimals' | 'not_positive' | 'too_large' | 'below_min' | 'above_max'

export type AmountResult = { ok: true; paise: Paise } | { ok: false; problem: AmountProblem }

const WHOLE = /^(?:\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/
// A leading ₹ is allowed: an amount copied from a screen or a statement reads '₹1,50,000.00'.
const AMOUNT = /^(-)?(?:₹ ?)?([\d,]*)(?:\.(\d*))?$/

export function parseAmount(
  input: string,
  limits: { min?: Paise; max?: Paise } = {},
): AmountResult {
  const text = input.trim()
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
  const value = Number(digits || '0') * 100 + Number(fraction.padEnd(2, '0'))
  if (value === 0) return { ok: false, problem: 'not_positive' }
  if (value > MAX_AMOUNT) return { ok: false, problem: 'too_large' }
  if (limits.min !== undefined && value < limits.min) return { ok: false, problem: 'below_min' }
  if (limits.max !== undefined && value > limits.max) return { ok: false, problem: 'above_max' }
  return { ok: true, paise: value as Paise }
}

/** An amount as a form's starting text: 60000 → '600', 450 → '4.50' (parseAmount reads it back). */
export function amountInputText(amount: Paise): string {
  const rupees = Math.floor(amount / 100)
  const rest = amount % 100
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`
}
