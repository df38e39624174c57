import * as z from 'zod/mini'
import { validateForm, type FormValidation } from '../../lib/ui/form-validation'
import { acceptedPaise, amountText } from '../../lib/money/amount-field'
import { paise, toRupees } from '../../lib/money/paise'
import { t } from '../../lib/i18n/i18n'
import * as m from './messages'

export const CURRENCIES = ['INR', 'USD'] as const

/** product.md §5: the exact messages; ₹1 to the gateway's ₹10,00,000, at most 2 decimals. */
export const MIN_AMOUNT = paise(100)
export const MAX_AMOUNT = paise(10_00_000_00)

const trimmed = () => z.string().check(z.trim())

/** A message in the language of the moment the form is checked, not when this module loaded. */
const say = (descriptor: Parameters<typeof t>[0]) => ({ error: () => t(descriptor) })

export const createPaymentSchema = z.object({
  amount: amountText(
    (problem) =>
      t(
        problem === 'decimals'
          ? m.amountDecimals
          : problem === 'too_large' || problem === 'above_max'
            ? m.amountMaximum
            : problem === 'not_positive' || problem === 'below_min'
              ? m.amountMinimum
              : m.amountRequired,
      ),
    { min: MIN_AMOUNT, max: MAX_AMOUNT },
  ),
  currency: z.enum(CURRENCIES),
  description: trimmed(),
  customerName: z.string().check(z.trim(), z.minLength(1, say(m.customerNameRequired))),
  customerEmail: z.string().check(
    z.trim(),
    z.minLength(1, say(m.customerEmailRequired)),
    // product.md §5: a simple something@something check; the server does the real one.
    z.regex(/^\S+@\S+$/, say(m.emailInvalid)),
  ),
  customerPhone: trimmed(),
  redirectUrl: trimmed(),
  webhookUrl: trimmed(),
  /** `<input type="datetime-local">` value in the merchant's local time, or ''. */
  expiresAt: trimmed(),
})

export type CreatePaymentValues = z.input<typeof createPaymentSchema>
export type CreatePaymentField = keyof CreatePaymentValues

/** Field order on screen: the first invalid one gets focus. */
export const CREATE_PAYMENT_FIELDS: readonly CreatePaymentField[] = [
  'amount',
  'currency',
  'description',
  'customerName',
  'customerEmail',
  'customerPhone',
  'redirectUrl',
  'webhookUrl',
  'expiresAt',
]

export const EMPTY_CREATE_PAYMENT: CreatePaymentValues = {
  amount: '',
  currency: 'INR',
  description: '',
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  redirectUrl: '',
  webhookUrl: '',
  expiresAt: '',
}

export type CreatePaymentErrors = Partial<Record<CreatePaymentField, string>>

export function validateCreatePayment(
  values: CreatePaymentValues,
): FormValidation<z.output<typeof createPaymentSchema>, CreatePaymentField> {
  return validateForm(createPaymentSchema, values)
}

/** product.md §3 payin creation request. */
export type CreatePayinRequest = {
  order_id: string
  amount: number
  currency: string
  customer_name: string
  customer_email: string
  customer_phone: string
  callback_url?: string
  metadata: { description: string; webhook_url: string; expires_at?: string }
  /** The outlet the link is for (decision 080); left out, the whole business's. */
  outlet_id?: string
}

export function toCreatePayinRequest(
  data: z.output<typeof createPaymentSchema>,
  now: number = Date.now(),
): CreatePayinRequest {
  const expires = data.expiresAt ? new Date(data.expiresAt) : null
  const request: CreatePayinRequest = {
    order_id: `ORD${now}`,
    amount: toRupees(acceptedPaise(data.amount)),
    currency: data.currency,
    customer_name: data.customerName,
    customer_email: data.customerEmail,
    customer_phone: data.customerPhone,
    metadata: { description: data.description, webhook_url: data.webhookUrl },
  }
  if (data.redirectUrl) request.callback_url = data.redirectUrl
  if (expires && !Number.isNaN(expires.getTime()))
    request.metadata.expires_at = expires.toISOString()
  return request
}
