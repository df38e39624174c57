import * as z from 'zod'
import { apiRequest } from '../../lib/api-client'
import { envelope, money, optionalMoney, optionalText, readPagination } from '../../lib/api-schemas'
import type { Pagination } from '../../lib/api-schemas'
import { listQueryParams, type ListSearch } from '../../lib/list-search'

/** SPEC §9: the payouts list shows 20 per page. */
export const PAYOUTS_PAGE_SIZE = 20
/** SPEC §4: the payout statuses offered as filters, in this order. */
export const PAYOUT_STATUSES = ['success', 'pending', 'processing', 'queued', 'failed'] as const

const idText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string())

/** A payout as GET /payout/list returns it (SPEC §3). */
export const payoutSchema = z
  .object({
    payout_id: idText,
    amount: money.catch(0),
    fee: optionalMoney.catch(undefined),
    net_amount: optionalMoney.catch(undefined),
    reference_id: optionalText,
    beneficiary_name: optionalText,
    beneficiary_vpa: optionalText,
    beneficiary_account: optionalText,
    beneficiary_ifsc: optionalText,
    mode: optionalText,
    status: z.string().nullish().catch(null),
    utr_number: optionalText,
    gateway_payout_id: optionalText,
    created_at: optionalText,
    updated_at: optionalText,
  })
  .passthrough()

export type Payout = z.infer<typeof payoutSchema>
export type PayoutPage = Pagination & { rows: Payout[] }

const listBodySchema = z.object({
  success: z.boolean().optional(),
  data: z.array(payoutSchema),
  meta: z.unknown().optional(),
})

export async function fetchPayouts(search: ListSearch): Promise<PayoutPage> {
  const body = listBodySchema.parse(
    await apiRequest('/payout/list', { query: listQueryParams(search, PAYOUTS_PAGE_SIZE) }),
  )
  return { rows: body.data, ...readPagination(body.meta, PAYOUTS_PAGE_SIZE, body.data.length) }
}

/** SPEC §7 initiate payload. */
export type InitiatePayoutRequest = {
  reference_id: string
  amount: number
  mode: string
  beneficiary_name: string
  beneficiary_account: string
  beneficiary_ifsc: string
  beneficiary_phone?: string
  beneficiary_email?: string
  remarks?: string
}

// warnings may come as a list or as one text; both are shown as warning toasts.
const warningsSchema = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .catch(null)
  .transform((v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]))

export const initiatedPayoutSchema = z
  .object({
    payout_id: idText.optional(),
    status: optionalText,
    approval_status: optionalText,
    risk_flagged: z.unknown().optional(),
    warnings: warningsSchema,
  })
  .passthrough()

export type InitiatedPayout = z.infer<typeof initiatedPayoutSchema>

export async function initiatePayout(request: InitiatePayoutRequest): Promise<InitiatedPayout> {
  const body = await apiRequest('/payout/initiate', { method: 'POST', body: request })
  return envelope(initiatedPayoutSchema).parse(body).data
}
