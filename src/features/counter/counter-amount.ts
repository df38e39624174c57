/**
 * The counter's keypad as a pure reducer over the typed text ('', '120', '120.5', '0.'), so the
 * rules are tested without a screen and the display shows exactly what was typed. The text is
 * always valid: a key that would break a rule is ignored rather than corrected later.
 */

import { groupIndian } from '../../lib/i18n/format'

/** product.md §5/§9: the minimum payment amount is ₹1. */
export const COUNTER_MIN_AMOUNT = 1
/** The gateway's largest payin (docs/api-contract.md: ₹1 – ₹10,00,000). */
export const COUNTER_MAX_AMOUNT = 1_000_000
const MAX_DECIMALS = 2

export type CounterDigit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9'
export type CounterKey = CounterDigit | '00' | '.' | 'delete' | 'clear'

/** Keypad order on screen (the function keys are laid out separately). */
export const KEYPAD_DIGITS: readonly (CounterDigit | '00' | '.')[] = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '00',
  '0',
  '.',
]

/** Integer paise of the typed text: exact, unlike adding floats. */
export function typedPaise(typed: string): number {
  const [whole = '', fraction = ''] = typed.split('.')
  const rupees = whole ? Number(whole) : 0
  const paise = fraction ? Number(fraction.padEnd(MAX_DECIMALS, '0')) : 0
  return rupees * 100 + paise
}

/** Rupees as a number with at most 2 decimals (what the gateway is sent). */
export function typedAmount(typed: string): number {
  return typedPaise(typed) / 100
}

/** ₹1 to ₹10,00,000 and so chargeable. */
export function isChargeable(typed: string): boolean {
  const paise = typedPaise(typed)
  return paise >= COUNTER_MIN_AMOUNT * 100 && paise <= COUNTER_MAX_AMOUNT * 100
}

/** '0005' → '5', '' → '' , '000' → '0': one leading zero at most, and only before a point. */
function normaliseWhole(whole: string): string {
  const trimmed = whole.replace(/^0+/, '')
  return trimmed === '' && whole !== '' ? '0' : trimmed
}

function append(typed: string, digits: string): string {
  const dot = typed.indexOf('.')
  if (dot >= 0) {
    // Decimals are kept as typed ('12.50'), up to two.
    if (typed.length - dot - 1 + digits.length > MAX_DECIMALS) return typed
    return typed + digits
  }
  return normaliseWhole(typed + digits)
}

export function counterAmountReducer(typed: string, key: CounterKey): string {
  let next: string
  switch (key) {
    case 'clear':
      return ''
    case 'delete':
      // '0.' loses its point and then its zero: nothing typed reads as empty, not '0'.
      next = typed.slice(0, -1)
      return next === '0' && typed === '0.' ? '' : next
    case '.':
      if (typed.includes('.')) return typed
      next = (typed === '' ? '0' : typed) + '.'
      break
    default:
      next = append(typed, key)
  }
  // A key that would go past the gateway's maximum is ignored (the amount stays as it was).
  return typedPaise(next) > COUNTER_MAX_AMOUNT * 100 ? typed : next
}

/** The typed text in en-IN grouping, decimals as typed: '123456.5' → '₹1,23,456.5'. */
export function formatTypedAmount(typed: string): string {
  const [whole = '', fraction] = typed.split('.')
  // lib/format's grouping, not Intl: the counter's first render must not wait for the engine's
  // locale data (decision 032).
  const grouped = groupIndian(whole ? String(Number(whole)) : '0')
  return fraction === undefined ? `₹${grouped}` : `₹${grouped}.${fraction}`
}

export type KeyboardKeyInput = {
  key: string
  code?: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/**
 * A physical key → a keypad key, or 'charge' for Enter. Number row and numpad give the same
 * event.key; a numpad decimal may be ',' in some layouts. Shortcuts with Ctrl/Cmd/Alt are the
 * browser's, never the keypad's.
 */
export function keypadKeyFromKeyboard(event: KeyboardKeyInput): CounterKey | 'charge' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (/^[0-9]$/.test(event.key)) return event.key as CounterDigit
  if (event.key === '.' || event.key === ',' || event.code === 'NumpadDecimal') return '.'
  if (event.key === 'Backspace' || event.key === 'Delete') return 'delete'
  if (event.key === 'Escape') return 'clear'
  if (event.key === 'Enter') return 'charge'
  return null
}

/** Marks the keypad's own keys (digits, Delete, Clear): Enter on one of them charges. */
export const KEYPAD_KEY_ATTRIBUTE = 'data-counter-key'

/**
 * Keys typed into a field belong to that field (the note, the language select); Enter and
 * Space on a focused button or link activate it, so the keypad must not act on them twice.
 * Except Enter on a keypad key: a mouse click leaves focus on the digit it clicked, and Enter
 * would type that digit again (₹5 → ₹55 → ₹555, never a charge). Enter there charges.
 */
export function keyBelongsToFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target.closest('input, textarea, select')) return true
  if (key === 'Enter' && target.closest(`[${KEYPAD_KEY_ATTRIBUTE}]`)) return false
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
  if ((key === 'Enter' || key === ' ') && target.closest('button, a[href], [role="button"]')) {
    return true
  }
  return false
}
