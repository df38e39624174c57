import * as z from 'zod/mini'
import { t } from '../../lib/i18n/i18n'
import { acceptedPaise } from '../../lib/money/amount-field'
import { paise, toRupees } from '../../lib/money/paise'
import { parseAmount } from '../../lib/money/parse-amount'
import * as m from './messages'

/** product.md §9: top-up transfer types, proof size and types. */
export const TRANSFER_TYPES = ['NEFT', 'RTGS', 'IMPS', 'UPI'] as const
export const MAX_PROOF_BYTES = 10 * 1024 * 1024
// eslint-disable-next-line lingui/no-unlocalized-strings -- the file input's accept list, not a text
export const PROOF_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf'
export const MIN_TOPUP_AMOUNT = paise(100)

const PROOF_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'])
const PROOF_EXTENSION = /\.(jpe?g|png|pdf)$/i

/**
 * product.md §5 proof checks: the size first (as product.md lists them), then the type. The
 * messages are in the language of the moment of the check.
 */
export function checkProofFile(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.size > MAX_PROOF_BYTES) return t(m.fileSize)
  // Some systems leave the MIME type empty; the extension decides then.
  const typeOk = file.type
    ? PROOF_TYPES.has(file.type.toLowerCase())
    : PROOF_EXTENSION.test(file.name)
  return typeOk ? null : t(m.fileType)
}

export type TopupField = 'amount' | 'transferType' | 'referenceNumber' | 'proof'

export const topupSchema = z
  .object({
    amount: z.string().check(z.trim()),
    transferType: z.enum(TRANSFER_TYPES),
    referenceNumber: z.string().check(z.trim()),
    proof: z.nullable(z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File)),
  })
  .check(
    z.superRefine((v, ctx) => {
      // One message for every missing field (product.md §5), attached to the first of them.
      const missing = (['amount', 'referenceNumber', 'proof'] as const).find((f) => !v[f])
      if (missing) {
        ctx.addIssue({ code: 'custom', path: [missing], message: t(m.requiredFields) })
        return
      }
      if (!parseAmount(v.amount, { min: MIN_TOPUP_AMOUNT }).ok) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: t(m.minAmount) })
        return
      }
      const fileError = v.proof ? checkProofFile(v.proof) : null
      if (fileError) ctx.addIssue({ code: 'custom', path: ['proof'], message: fileError })
    }),
  )

export type TopupValues = z.input<typeof topupSchema>

export const EMPTY_TOPUP: TopupValues = {
  amount: '',
  transferType: 'NEFT',
  referenceNumber: '',
  proof: null,
}

export type TopupValidation =
  | { ok: true; amount: number; transferType: string; referenceNumber: string; proof: File }
  | { ok: false; field: TopupField; message: string }

export function validateTopup(values: TopupValues): TopupValidation {
  const result = topupSchema.safeParse(values)
  if (result.success && result.data.proof) {
    return {
      ok: true,
      amount: toRupees(acceptedPaise(result.data.amount)),
      transferType: result.data.transferType,
      referenceNumber: result.data.referenceNumber,
      proof: result.data.proof,
    }
  }
  const issue = result.error?.issues[0]
  return {
    ok: false,
    field: (issue?.path[0] as TopupField | undefined) ?? 'proof',
    message: issue?.message ?? t(m.requiredFields),
  }
}
