import type { Payin } from '../../lib/payin-list'
import { t } from '../../lib/i18n'
import * as m from './messages'
import type { Refund } from './refunds-api'

/*
 * The 'Refund payment' form (product.md §11): what may be refunded and the checks made before
 * the gateway is asked, with the gateway's own words where the rule is the gateway's.
 */

const MESSAGES = {
  required: m.refundRequired,
  invalid: m.refundInvalid,
  positive: m.refundPositive,
  decimals: m.refundDecimals,
  exceeds: m.refundExceeds,
  reason: m.reasonTooLong,
} as const
type RefundFormMessage = keyof typeof MESSAGES

/** The form's messages, each in the language of the moment it is read. */
export const REFUND_FORM_MESSAGES = Object.defineProperties(
  {} as Readonly<Record<RefundFormMessage, string>>,
  Object.fromEntries(
    Object.entries(MESSAGES).map(([key, descriptor]) => [
      key,
      { enumerable: true, get: () => t(descriptor) },
    ]),
  ),
)

export const REASON_MAX = 200

/** A payment the gateway received: a successful one, or one refunded automatically. */
export function receivedPayment(payin: Pick<Payin, 'status' | 'auto_refund'>): boolean {
  return (payin.status ?? '').toLowerCase() === 'success' || payin.auto_refund === true
}

/** Units of currency to cents and back without float drift: 0.1 + 0.2 is 30 cents here. */
const cents = (value: number) => Math.round(value * 100)

/**
 * What may still be refunded, in the payin's currency: from its refunds when they are known
 * (fresh after every refund), else the figure the payin row carried.
 */
export function refundableAmount(
  payin: Pick<Payin, 'amount' | 'status' | 'auto_refund' | 'refundable_amount'>,
  refunds: readonly Refund[] | undefined,
): number {
  if (!receivedPayment(payin)) return 0
  if (!refunds) return payin.refundable_amount ?? 0
  const used = refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + cents(refund.amount), 0)
  return Math.max(0, cents(payin.amount) - used) / 100
}

export type RefundFormValues = { amount: string; reason: string }
export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>

export function validateRefundForm(
  values: RefundFormValues,
  refundable: number,
):
  | { ok: true; amount: number; reason: string | undefined }
  | { ok: false; errors: RefundFormErrors } {
  const errors: RefundFormErrors = {}
  const text = values.amount.trim()
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  let amount = 0
  if (!text) errors.amount = REFUND_FORM_MESSAGES.required
  else if (!match || !/\d/.test(text)) errors.amount = REFUND_FORM_MESSAGES.invalid
  else if ((match[2] ?? '').length > 2) errors.amount = REFUND_FORM_MESSAGES.decimals
  else {
    amount = Number(text)
    if (amount <= 0) errors.amount = REFUND_FORM_MESSAGES.positive
    else if (cents(amount) > cents(refundable)) errors.amount = REFUND_FORM_MESSAGES.exceeds
  }
  const reason = values.reason.trim()
  if (reason.length > REASON_MAX) errors.reason = REFUND_FORM_MESSAGES.reason
  if (errors.amount || errors.reason) return { ok: false, errors }
  return { ok: true, amount: cents(amount) / 100, reason: reason || undefined }
}

/** A fresh idempotency key per refund the merchant sets out to make (kept across retries). */
export function newRefundReference(): string {
  const bytes = new Uint8Array(10)
  crypto.getRandomValues(bytes)
  return `PORTAL-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The refundable remainder as the amount field's starting text ('600', '4.5' → '4.50'). */
export function amountText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2)
}
