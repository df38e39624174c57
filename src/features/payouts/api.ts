import * as z from 'zod/mini'
import { apiRequest } from '../../lib/http/api-client'
import {
  envelope,
  idText,
  money,
  optionalMoney,
  optionalText,
  readPagination,
} from '../../lib/http/api-schemas'
import { approvalField } from '../../lib/http/approvals-support'
import type { Pagination } from '../../lib/http/api-schemas'
import { type ListSearch } from '../../lib/lists/list-search'
import { listQueryParams } from '../../lib/lists/list-query'

/** product.md §9: the payouts list shows 20 per page. */
export const PAYOUTS_PAGE_SIZE = 20
/** product.md §4: the payout statuses offered as filters, in this order. */
export const PAYOUT_STATUSES = [
  'success',
  'pending',
  'processing',
  'queued',
  'failed',
  // Four eyes on money out (product.md §2.19): before, or instead of, the lifecycle above.
  'pending_approval',
  'rejected',
  'expired',
  'cancelled',
] as const

/** A payout as GET /payout/list returns it (product.md §3). */
export const payoutSchema = z.looseObject({
  payout_id: idText,
  amount: z.catch(money, 0),
  fee: z.catch(optionalMoney, undefined),
  net_amount: z.catch(optionalMoney, undefined),
  // Decision 052: the GST inside fee and its kind (absent on older gateways).
  fee_gst: z.catch(optionalMoney, undefined),
  gst_kind: z.catch(optionalText, null),
  reference_id: optionalText,
  beneficiary_name: optionalText,
  beneficiary_vpa: optionalText,
  beneficiary_account: optionalText,
  beneficiary_ifsc: optionalText,
  mode: optionalText,
  status: z.catch(z.nullish(z.string()), null),
  utr_number: optionalText,
  gateway_payout_id: optionalText,
  // Why a failed payout failed, in the gateway's words ("Beneficiary bank rejected…").
  failure_reason: z.catch(optionalText, null),
  created_at: optionalText,
  updated_at: optionalText,
  // Who approved it, or whom it waits for; null when it needed nobody's approval.
  approval: approvalField,
})

export type Payout = z.infer<typeof payoutSchema>
export type PayoutPage = Pagination & { rows: Payout[] }

const listBodySchema = z.object({
  success: z.optional(z.boolean()),
  data: z.array(payoutSchema),
  meta: z.optional(z.unknown()),
})

export async function fetchPayouts(search: ListSearch): Promise<PayoutPage> {
  const body = listBodySchema.parse(
    await apiRequest('/payout/list', { query: listQueryParams(search, PAYOUTS_PAGE_SIZE) }),
  )
  return { rows: body.data, ...readPagination(body.meta, PAYOUTS_PAGE_SIZE, body.data.length) }
}

/** product.md §7 initiate payload. */
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
  /** As built (decision 051): the gateway saves the bank beneficiary with the payout. */
  save_beneficiary?: boolean
}

// warnings may come as a list or as one text; both are shown as warning toasts.
const warningsSchema = z.pipe(
  z.catch(z.nullish(z.union([z.array(z.string()), z.string()])), null),
  z.transform((v: string[] | string | null | undefined) =>
    v == null || v === '' ? [] : Array.isArray(v) ? v : [v],
  ),
)

export const initiatedPayoutSchema = z.looseObject({
  payout_id: z.optional(idText),
  status: optionalText,
  approval_status: optionalText,
  risk_flagged: z.optional(z.unknown()),
  warnings: warningsSchema,
})

export type InitiatedPayout = z.infer<typeof initiatedPayoutSchema>

export async function initiatePayout(request: InitiatePayoutRequest): Promise<InitiatedPayout> {
  const body = await apiRequest('/payout/initiate', { method: 'POST', body: request })
  return envelope(initiatedPayoutSchema).parse(body).data
}
