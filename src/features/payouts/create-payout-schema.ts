import * as z from 'zod/mini'
import { validateForm, type FormValidation } from '../../lib/form-validation'
import type { InitiatePayoutRequest } from './api'
import { IFSC_PATTERN } from './checks-api'

/** product.md §9: payout modes, and the IFSC length. */
export const PAYOUT_MODES = ['IMPS', 'NEFT', 'RTGS'] as const
export const IFSC_LENGTH = 11

const ACCOUNT_AND_IFSC = 'Please enter beneficiary account and IFSC code'
/** product.md §2.8 as built: the gateway's own words for a malformed account or IFSC. */
export const INVALID_ACCOUNT = 'Invalid account number'
export const INVALID_IFSC = 'Invalid IFSC code'
export const REENTER_ACCOUNT = 'Please re-enter the account number'
export const ACCOUNTS_DIFFER = 'Account numbers do not match'

const trimmed = () => z.string().check(z.trim())

/** product.md §5 Create Payout, with its exact messages. */
export const createPayoutSchema = z.object({
  referenceId: z.string().check(z.trim(), z.minLength(1, 'Please enter a reference ID')),
  amount: z.string().check(
    z.trim(),
    z.refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) > 0, {
      message: 'Please enter a valid amount',
    }),
  ),
  mode: z.enum(PAYOUT_MODES),
  beneficiaryName: z.string().check(z.trim(), z.minLength(1, 'Please enter beneficiary name')),
  beneficiaryAccount: z
    .string()
    .check(z.trim(), z.minLength(1, ACCOUNT_AND_IFSC), z.regex(/^\d{6,20}$/, INVALID_ACCOUNT)),
  // Checked against the account by validateCreatePayout (skipped for a saved beneficiary).
  beneficiaryAccountConfirm: z.string(),
  beneficiaryIfsc: z.string().check(
    z.trim(),
    z.minLength(1, ACCOUNT_AND_IFSC),
    z.maxLength(IFSC_LENGTH, `IFSC code must be at most ${IFSC_LENGTH} characters`),
    // IFSC codes are upper case; a phone keyboard often starts with a capital only.
    z.toUpperCase(),
    z.regex(IFSC_PATTERN, INVALID_IFSC),
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
  if (!again) return REENTER_ACCOUNT
  return again === account ? undefined : ACCOUNTS_DIFFER
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

/** product.md §7: the optional fields are sent only when filled in. */
export function toInitiatePayoutRequest(
  data: z.output<typeof createPayoutSchema>,
): InitiatePayoutRequest {
  const request: InitiatePayoutRequest = {
    reference_id: data.referenceId,
    amount: Number(data.amount),
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
