import * as z from 'zod/mini'
import { validateForm, type FormValidation } from '../../lib/ui/form-validation'
import { t } from '../../lib/i18n/i18n'
import { acceptedPaise, amountText } from '../../lib/money/amount-field'
import { toRupees } from '../../lib/money/paise'
import type { InitiatePayoutRequest } from './api'
import { IFSC_PATTERN } from './checks-api'
import * as m from './messages'

/** product.md §9: payout modes, and the IFSC length. */
export const PAYOUT_MODES = ['IMPS', 'NEFT', 'RTGS'] as const
export const IFSC_LENGTH = 11

/** A message in the language of the moment the form is checked, not when this module loaded. */
const say = (descriptor: Parameters<typeof t>[0], values?: Record<string, unknown>) => ({
  error: () => t(descriptor, values),
})

const trimmed = () => z.string().check(z.trim())

/** product.md §5 Create Payout, with its exact messages. */
export const createPayoutSchema = z.object({
  referenceId: z.string().check(z.trim(), z.minLength(1, say(m.referenceRequired))),
  amount: amountText(() => t(m.amountInvalid)),
  mode: z.enum(PAYOUT_MODES),
  beneficiaryName: z.string().check(z.trim(), z.minLength(1, say(m.nameRequired))),
  beneficiaryAccount: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, say(m.accountAndIfsc)),
      z.regex(/^\d{6,20}$/, say(m.invalidAccount)),
    ),
  // Checked against the account by validateCreatePayout (skipped for a saved beneficiary).
  beneficiaryAccountConfirm: z.string(),
  beneficiaryIfsc: z.string().check(
    z.trim(),
    z.minLength(1, say(m.accountAndIfsc)),
    z.maxLength(IFSC_LENGTH, say(m.ifscTooLong, { length: IFSC_LENGTH })),
    // IFSC codes are upper case; a phone keyboard often starts with a capital only.
    z.toUpperCase(),
    z.regex(IFSC_PATTERN, say(m.invalidIfsc)),
  ),
  beneficiaryPhone: trimmed(),
  beneficiaryEmail: trimmed(),
  remarks: trimmed(),
})

export type CreatePayoutValues = z.input<typeof createPayoutSchema>
export type CreatePayoutField = keyof CreatePayoutValues
export type CreatePayoutErrors = Partial<Record<CreatePayoutField, string>>

/** Field order on screen: the first invalid one gets focus. */
export const CREATE_PAYOUT_FIELDS: readonly CreatePayoutField[] = [
  'referenceId',
  'amount',
  'mode',
  'beneficiaryName',
  'beneficiaryAccount',
  'beneficiaryAccountConfirm',
  'beneficiaryIfsc',
  'beneficiaryPhone',
  'beneficiaryEmail',
  'remarks',
]

export const EMPTY_CREATE_PAYOUT: CreatePayoutValues = {
  referenceId: '',
  amount: '',
  mode: 'IMPS',
  beneficiaryName: '',
  beneficiaryAccount: '',
  beneficiaryAccountConfirm: '',
  beneficiaryIfsc: '',
  beneficiaryPhone: '',
  beneficiaryEmail: '',
  remarks: '',
}

/**
 * The re-entered account must match the account typed (a one-digit slip sends money to a
 * stranger). Only asked once an account is there: an empty account has its own message.
 */
function reentryError(values: CreatePayoutValues): string | undefined {
  const account = values.beneficiaryAccount.trim()
  const again = values.beneficiaryAccountConfirm.trim()
  if (!account) return undefined
  if (!again) return t(m.reenterAccount)
  return again === account ? undefined : t(m.accountsDiffer)
}

/** product.md §5, plus the re-entry unless the account comes from a saved beneficiary. */
export function validateCreatePayout(
  values: CreatePayoutValues,
  options: { reentry: boolean } = { reentry: true },
): FormValidation<z.output<typeof createPayoutSchema>, CreatePayoutField> {
  const result = validateForm<typeof createPayoutSchema, CreatePayoutField>(
    createPayoutSchema,
    values,
  )
  const again = options.reentry ? reentryError(values) : undefined
  if (!again) return result
  return {
    ok: false,
    errors: { ...(result.ok ? {} : result.errors), beneficiaryAccountConfirm: again },
  }
}

/**
 * A fresh reference for a payout the merchant has no number of their own for: the day and six
 * random characters (PO-20261206-7K3F9A), unique enough that the gateway's duplicate check only
 * ever catches a real repeat.
 */
export function suggestedReference(now = new Date()): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`
  const bytes = crypto.getRandomValues(new Uint8Array(6))
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the reference's characters, not a text
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  const tail = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
  return `PO-${day}-${tail}`
}

/** product.md §7: the optional fields are sent only when filled in. */
export function toInitiatePayoutRequest(
  data: z.output<typeof createPayoutSchema>,
): InitiatePayoutRequest {
  const request: InitiatePayoutRequest = {
    reference_id: data.referenceId,
    amount: toRupees(acceptedPaise(data.amount)),
    mode: data.mode,
    beneficiary_name: data.beneficiaryName,
    beneficiary_account: data.beneficiaryAccount,
    beneficiary_ifsc: data.beneficiaryIfsc,
  }
  if (data.beneficiaryPhone) request.beneficiary_phone = data.beneficiaryPhone
  if (data.beneficiaryEmail) request.beneficiary_email = data.beneficiaryEmail
  if (data.remarks) request.remarks = data.remarks
  return request
}
