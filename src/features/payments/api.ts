import * as z from 'zod/mini'
import type { ExportFormat } from '../../components/export-menu'
import { ApiError, apiRequest, apiRequestStream } from '../../lib/http/api-client'
import { count, envelope, money } from '../../lib/http/api-schemas'
import { localISODate } from '../../lib/i18n/format'
import { type ListFilters, type ListSearch } from '../../lib/lists/list-search'
import { listQueryParams } from '../../lib/lists/list-query'
import {
  createdPayinSchema,
  parsePayinList,
  type CreatedPayin,
  type PayinPage,
} from '../../lib/lists/payin-list'
import type { CreatePayinRequest } from './create-payment-schema'
import * as m from './messages'

/** product.md §9: the payments list shows 20 per page. */
export const PAYMENTS_PAGE_SIZE = 20
/** The payin statuses offered as filters (product.md §2). */
export const PAYMENT_STATUSES = ['success', 'pending', 'failed', 'cancelled'] as const

export async function fetchPayments(search: ListSearch): Promise<PayinPage> {
  const body = await apiRequest('/payin/list', {
    query: listQueryParams(search, PAYMENTS_PAGE_SIZE),
  })
  return parsePayinList(body, PAYMENTS_PAGE_SIZE)
}

/** The channel filter's options (as built): GET /payin/list's channel values and their labels. */
export const PAYMENT_CHANNELS = [
  { value: 'counter', label: m.channelCounter },
  { value: 'link', label: m.channelLink },
  { value: 'qr', label: m.channelQr },
] as const

const totalsSchema = z.object({
  count,
  success_count: count,
  success_amount: z.catch(money, 0),
  success_fee: z.catch(money, 0),
  success_net_amount: z.catch(money, 0),
})

export type PaymentTotals = z.infer<typeof totalsSchema>

/** The filters part of the list's query: what the totals are over (every page of it). */
export function totalsQuery(filters: ListFilters): Record<string, string | number> {
  const { page: _page, limit: _limit, ...query } = listQueryParams({ ...filters, page: 1 }, 1)
  return query
}

/**
 * GET /payin/list/totals (as built, docs/api-contract.md): the count and successful sums of every
 * payment matching the filters. A gateway without it answers 404: `null`, and the list shows no
 * total line, rather than an error.
 */
export async function fetchPaymentTotals(filters: ListFilters): Promise<PaymentTotals | null> {
  try {
    const body = await apiRequest('/payin/list/totals', { query: totalsQuery(filters) })
    return envelope(totalsSchema).parse(body).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** The report endpoint refuses ranges over 90 days (inclusive), so defaults stay inside it. */
const REPORT_MAX_DAYS = 90

function shiftDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return localISODate(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days))
}

/**
 * product.md §7 report query for the payments export: every filter of the list (search and
 * channel included), payins only, so the file holds exactly the rows the list shows. A list with
 * only From set runs to today, and so does the export: past the gateway's 90 days it refuses
 * ('Export failed') rather than quietly exporting a shorter range. With no From, the 90 days
 * ending at To (or today).
 */
export function exportQuery(
  filters: ListFilters,
  today: string,
  format: ExportFormat = 'xlsx',
): Record<string, string> {
  const { dateFrom, dateTo } = filters
  const toDate = dateTo ?? (dateFrom && dateFrom > today ? dateFrom : today)
  const query: Record<string, string> = {
    from_date: dateFrom ?? shiftDays(toDate, -(REPORT_MAX_DAYS - 1)),
    to_date: toDate,
    format,
    type: 'payin',
  }
  if (filters.status) query.status = filters.status
  if (filters.channel) query.channel = filters.channel
  const search = filters.search?.trim()
  if (search) query.search = search
  return query
}

/** Excel first, as Reports offers it: account numbers and UTRs stay text (decision 055). */
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv']

export type ListExport = { file: Blob; fromDate: string; toDate: string }

/**
 * The report for a list's filters, kept byte for byte as the gateway wrote it (its CSV starts
 * with the UTF-8 byte-order mark that spreadsheets need for Indian-script names, decision 030).
 */
export async function downloadListExport(query: Record<string, string>): Promise<ListExport> {
  const response = await apiRequestStream('/merchant/transactions/report', { query })
  return {
    file: await response.blob(),
    fromDate: query.from_date ?? '',
    toDate: query.to_date ?? '',
  }
}

/** product.md §7: POST /payin/create; reads data (payment_url, transaction_id, order_id, amount). */
export async function createPayin(request: CreatePayinRequest): Promise<CreatedPayin> {
  const body = await apiRequest('/payin/create', { method: 'POST', body: request })
  return envelope(createdPayinSchema).parse(body).data
}
