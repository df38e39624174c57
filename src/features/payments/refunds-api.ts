import * as z from 'zod/mini'
import type { ExportFormat } from '../../components/export-menu'
import { ApiError, apiRequest } from '../../lib/http/api-client'
import {
  envelope,
  idText,
  money,
  optionalMoney,
  optionalText,
  readPagination,
} from '../../lib/http/api-schemas'
import { approvalField } from '../../lib/http/approvals-support'
import type { ListFilters, ListSearch } from '../../lib/lists/list-search'
import type { ListPage } from '../../lib/lists/list-query'
import { downloadListExport, exportQuery } from './api'

/*
 * Refunds (docs/api-contract.md § Refunds, decision 050). Amounts are in the payin's currency;
 * amount_inr is what left (or came back to) the wallet.
 */

/** The refunds list shows 20 per page, like the payments list. */
export const REFUNDS_PAGE_SIZE = 20
export const REFUND_STATUSES = [
  'pending',
  'processed',
  'failed',
  // Four eyes on money out (product.md §2.19).
  'pending_approval',
  'rejected',
  'expired',
  'cancelled',
] as const

export const refundSchema = z.looseObject({
  refund_id: idText,
  transaction_id: z.catch(z.string(), ''),
  reference_id: optionalText,
  amount: z.catch(money, 0),
  currency: optionalText,
  amount_inr: z.catch(optionalMoney, undefined),
  status: z.catch(z.nullish(z.string()), null),
  reason: optionalText,
  utr: optionalText,
  failure_reason: optionalText,
  automatic: z.catch(z.nullish(z.boolean()), null),
  // Who made it (the gateway's person: a name, or `{ id, name }`); absent on older gateways.
  refunded_by: z.catch(
    z.nullish(z.union([z.string(), z.looseObject({ name: optionalText })])),
    null,
  ),
  created_at: optionalText,
  updated_at: optionalText,
  // Who approved it, or whom it waits for; null when it needed nobody's approval.
  approval: approvalField,
})

export type Refund = z.infer<typeof refundSchema>

const refundListSchema = envelope(z.array(refundSchema))

/** GET /payin/refunds's query: the list's filters, with the list's date names. */
export function refundsQueryParams(
  search: ListSearch,
  limit: number,
): Record<string, string | number> {
  const params: Record<string, string | number> = { page: search.page, limit }
  if (search.status) params.status = search.status
  if (search.dateFrom) params.dateFrom = search.dateFrom
  if (search.dateTo) params.dateTo = search.dateTo
  const text = search.search?.trim()
  if (text) params.search = text
  if (search.outlet) params.outlet_id = search.outlet
  return params
}

export async function fetchRefunds(search: ListSearch): Promise<ListPage<Refund>> {
  const body = await apiRequest('/payin/refunds', {
    query: refundsQueryParams(search, REFUNDS_PAGE_SIZE),
  })
  const parsed = refundListSchema.parse(body)
  return {
    rows: parsed.data,
    ...readPagination(parsed.meta, REFUNDS_PAGE_SIZE, parsed.data.length),
  }
}

/** A payin's refunds, oldest first (its timeline); a payin has at most a handful. */
export async function fetchPayinRefunds(transactionId: string): Promise<Refund[]> {
  const body = await apiRequest('/payin/refunds', {
    query: { transaction_id: transactionId, limit: 100 },
  })
  return refundListSchema.parse(body).data.slice().reverse()
}

export type RefundRequest = {
  transaction_id: string
  amount: number
  reference_id: string
  reason?: string
}

export async function createRefund(request: RefundRequest): Promise<Refund> {
  const body = await apiRequest('/payin/refund', { method: 'POST', body: request })
  return envelope(refundSchema).parse(body).data
}

/** The existing refund a 409 names (the reference was used already), if the answer carries it. */
export function duplicateRefund(error: unknown): { refundId: string; status: string } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const data = error.data as { error?: { refund_id?: unknown; status?: unknown } } | undefined
  const refundId = data?.error?.refund_id
  const status = data?.error?.status
  return typeof refundId === 'string' && typeof status === 'string' ? { refundId, status } : null
}

/**
 * The Refunds list's Export: the report call with the list's filters and type=refund (Excel or CSV), so
 * the file holds the rows the list shows (the same 90-day rule as the payments export).
 */
export function exportRefunds(filters: ListFilters, today: string, format: ExportFormat) {
  return downloadListExport({ ...exportQuery(filters, today, format), type: 'refund' })
}
