import * as z from 'zod'
import type { InitiatePayoutRequest } from './api'

/** SPEC §9: payout modes, and the IFSC length. */
export const PAYOUT_MODES = ['IMPS', 'NEFT', 'RTGS'] as const
export const IFSC_LENGTH = 11

const ACCOUNT_AND_IFSC = 'Please enter beneficiary account and IFSC code'

/** SPEC §5 Create Payout, with its exact messages. */
export const createPayoutSchema = z.object({
  referenceId: z.string().trim().min(1, 'Please enter a reference ID'),
  amount: z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) > 0, {
      message: 'Please enter a valid amount',
    }),
  mode: z.enum(PAYOUT_MODES),
  beneficiaryName: z.string().trim().min(1, 'Please enter beneficiary name'),
  beneficiaryAccount: z.string().trim().min(1, ACCOUNT_AND_IFSC),
  beneficiaryIfsc: z
    .string()
    .trim()
    .min(1, ACCOUNT_AND_IFSC)
    .max(IFSC_LENGTH, `IFSC code must be at most ${IFSC_LENGTH} characters`)
    // IFSC codes are upper case; a phone keyboard often starts with a capital only.
    .transform((v) => v.toUpperCase()),
  beneficiaryPhone: z.string().trim(),
  beneficiaryEmail: z.string().trim(),
  remarks: z.string().trim(),
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
  beneficiaryIfsc: '',
  beneficiaryPhone: '',
  beneficiaryEmail: '',
  remarks: '',
}

export function validateCreatePayout(
  values: CreatePayoutValues,
):
  | { ok: true; data: z.output<typeof createPayoutSchema> }
  | { ok: false; errors: CreatePayoutErrors } {
  const result = createPayoutSchema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: CreatePayoutErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CreatePayoutField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/** SPEC §7: the optional fields are sent only when filled in. */
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
