import * as z from 'zod'
import { IFSC_PATTERN, lookupIfsc } from '../domain/payouts/ifsc'
import { RTGS_MIN, RTGS_MIN_MESSAGE } from '../domain/payouts/mode-limits'
import {
  amountField,
  EMAIL_PATTERN,
  optionalPattern,
  optionalText,
  PHONE_PATTERN,
  requiredText,
  VPA_PATTERN,
} from './schemas'

/*
 * The fields of a payout, one set of rules for every way a payout is asked for: the API's JSON
 * (routes/payouts.ts), the checks before a payout (routes/payout-checks.ts) and each row of a
 * payout file (routes/batches.ts), so a row is refused with the very words the form would use.
 */

const BOTH = 'Please enter beneficiary account and IFSC code'
export const INVALID_ACCOUNT = 'Invalid account number'
export const INVALID_IFSC = 'Invalid IFSC code'
export const UNKNOWN_IFSC = 'No bank branch has this IFSC code'
export const INVALID_VPA = 'Please enter a valid UPI ID'

/** A bank account number: 6 to 20 digits. */
export const accountNumberField = z
  .string({ error: BOTH })
  .trim()
  .min(1, BOTH)
  .regex(/^\d{6,20}$/, INVALID_ACCOUNT)

/**
 * A well-formed IFSC of a branch the dataset knows (decision 051): a payout to a code no bank uses
 * can never arrive, so it is refused before any money moves.
 */
export const ifscField = z
  .string({ error: BOTH })
  .trim()
  .toUpperCase()
  .min(1, BOTH)
  .regex(IFSC_PATTERN, INVALID_IFSC)
  .refine((code) => lookupIfsc(code).valid, UNKNOWN_IFSC)

export const vpaField = z.string({ error: INVALID_VPA }).trim().regex(VPA_PATTERN, INVALID_VPA)

/* Field order = the form's order, so the first message is the first invalid field (product.md §5). */
export const payoutCommon = {
  reference_id: requiredText('Please enter a reference ID', 'Reference ID', 64),
  amount: amountField({
    required: 'Please enter a valid amount',
    invalid: 'Please enter a valid amount',
  }),
}
export const beneficiaryExtras = {
  beneficiary_phone: optionalPattern(
    'Beneficiary phone',
    20,
    PHONE_PATTERN,
    'Invalid phone number',
  ),
  beneficiary_email: optionalPattern(
    'Beneficiary email',
    254,
    EMAIL_PATTERN,
    'Invalid email address',
  ),
  remarks: optionalText('Remarks', 500, true),
}
export const beneficiaryName = requiredText(
  'Please enter beneficiary name',
  'Beneficiary name',
  200,
)

export const bankPayoutSchema = z
  .object({
    ...payoutCommon,
    mode: z.enum(['IMPS', 'NEFT', 'RTGS'], { error: 'Mode must be IMPS, NEFT or RTGS' }),
    beneficiary_name: beneficiaryName,
    beneficiary_account: accountNumberField,
    beneficiary_ifsc: ifscField,
    ...beneficiaryExtras,
    save_beneficiary: z.boolean({ error: 'save_beneficiary must be true or false' }).optional(),
  })
  .refine((p) => p.mode !== 'RTGS' || p.amount >= RTGS_MIN, { message: RTGS_MIN_MESSAGE })

export const upiPayoutSchema = z.object({
  ...payoutCommon,
  beneficiary_name: beneficiaryName,
  beneficiary_vpa: vpaField,
  ...beneficiaryExtras,
})
