import { fromRupees, paise, type Paise } from '../../lib/money/paise'
import { parseAmount, type AmountProblem } from '../../lib/money/parse-amount'
import type { Payin } from '../../lib/lists/payin-list'
import { t } from '../../lib/i18n/i18n'
import * as m from './messages'

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

/**
 * What may still be refunded, in the payin's currency, as the gateway says (its rule lives in one
 * place, server/domain/payins/payin-refund-state.ts): the payments list is read again after every
 * refund, and the details follow its row.
 */
export function refundableAmount(
  payin: Pick<Payin, 'status' | 'auto_refund' | 'refundable_amount'>,
): Paise {
  if (!receivedPayment(payin)) return paise(0)
  return fromRupees(payin.refundable_amount ?? 0)
}

export type RefundFormValues = { amount: string; reason: string }
export type RefundFormErrors = Partial<Record<keyof RefundFormValues, string>>

const AMOUNT_MESSAGE: Record<AmountProblem, RefundFormMessage> = {
  required: 'required',
  invalid: 'invalid',
  decimals: 'decimals',
  not_positive: 'positive',
  below_min: 'positive',
  too_large: 'exceeds',
  above_max: 'exceeds',
}

export function validateRefundForm(
  values: RefundFormValues,
  refundable: Paise,
):
  | { ok: true; amount: Paise; reason: string | undefined }
  | { ok: false; errors: RefundFormErrors } {
  const errors: RefundFormErrors = {}
  const amount = parseAmount(values.amount, { max: refundable })
  if (!amount.ok) errors.amount = REFUND_FORM_MESSAGES[AMOUNT_MESSAGE[amount.problem]]
  const reason = values.reason.trim()
  if (reason.length > REASON_MAX) errors.reason = REFUND_FORM_MESSAGES.reason
  if (!amount.ok || errors.reason) return { ok: false, errors }
  return { ok: true, amount: amount.paise, reason: reason || undefined }
}

/** A fresh idempotency key per refund the merchant sets out to make (kept across retries). */
export function newRefundReference(): string {
  const bytes = new Uint8Array(10)
  crypto.getRandomValues(bytes)
  return `PORTAL-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
