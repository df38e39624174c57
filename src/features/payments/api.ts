import { apiRequest, apiRequestText } from '../../lib/api-client'
import { envelope } from '../../lib/api-schemas'
import { localISODate } from '../../lib/format'
import { listQueryParams, type ListFilters, type ListSearch } from '../../lib/list-search'
import {
  createdPayinSchema,
  parsePayinList,
  type CreatedPayin,
  type PayinPage,
} from '../../lib/payin-list'
import type { CreatePayinRequest } from './create-payment-schema'

/** SPEC §9: the payments list shows 20 per page. */
export const PAYMENTS_PAGE_SIZE = 20
/** The payin statuses offered as filters (SPEC §2). */
export const PAYMENT_STATUSES = ['success', 'pending', 'failed', 'cancelled'] as const

export async function fetchPayments(search: ListSearch): Promise<PayinPage> {
  const body = await apiRequest('/payin/list', {
    query: listQueryParams(search, PAYMENTS_PAGE_SIZE),
  })
  return parsePayinList(body, PAYMENTS_PAGE_SIZE)
}

/** The report endpoint refuses ranges over 90 days (inclusive), so defaults stay inside it. */
const REPORT_MAX_DAYS = 90

function shiftDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  return localISODate(new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days))
}

/** SPEC §7 report query for the payments export: the list's filters, payins only, CSV. */
export function exportQuery(filters: ListFilters, today: string): Record<string, string> {
  const { dateFrom, dateTo } = filters
  // Without an end date: today, or the last day of a 90-day range from the start date.
  let toDate = dateTo ?? today
  if (!dateTo && dateFrom) {
    const rangeEnd = shiftDays(dateFrom, REPORT_MAX_DAYS - 1)
    toDate = rangeEnd < today ? rangeEnd : dateFrom > today ? dateFrom : today
  }
  const query: Record<string, string> = {
    from_date: dateFrom ?? shiftDays(toDate, -(REPORT_MAX_DAYS - 1)),
    to_date: toDate,
    format: 'csv',
    type: 'payin',
  }
  if (filters.status) query.status = filters.status
  return query
}

/** The CSV text of the payments matching the filters (saved as payments-{date}.csv). */
export async function exportPaymentsCsv(filters: ListFilters, today: string): Promise<string> {
  return apiRequestText('/merchant/transactions/report', { query: exportQuery(filters, today) })
}

/** SPEC §7: POST /payin/create; reads data (payment_url, transaction_id, order_id, amount). */
export async function createPayin(request: CreatePayinRequest): Promise<CreatedPayin> {
  const body = await apiRequest('/payin/create', { method: 'POST', body: request })
  return envelope(createdPayinSchema).parse(body).data
}
