import type { MessageDescriptor } from '@lingui/core'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ExportFormat } from '../../components/export-menu'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { saveBlob } from '../../lib/lists/download'
import { formatDate, localISODate } from '../../lib/i18n/format'
import { t } from '../../lib/i18n/i18n'
import { type ListFilters, type ListSearch } from '../../lib/lists/list-search'
import { keepRowsWhileLoading, listQueryParams, type ListPage } from '../../lib/lists/list-query'
import type { Payin } from '../../lib/lists/payin-list'
import {
  createPayin,
  downloadListExport,
  exportQuery,
  fetchPayments,
  fetchPaymentTotals,
  PAYMENTS_PAGE_SIZE,
  totalsQuery,
  type ListExport,
} from './api'
import type { CreatePayinRequest } from './create-payment-schema'
import * as m from './messages'

export const paymentsKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentsKeys.all, 'list'] as const,
  // Keyed by exactly what is sent, so equal requests share one cache entry.
  list: (search: ListSearch) =>
    [...paymentsKeys.lists(), listQueryParams(search, PAYMENTS_PAGE_SIZE)] as const,
  // Without the page: every page of one filter shares its total.
  totals: (filters: ListFilters) => [...paymentsKeys.all, 'totals', totalsQuery(filters)] as const,
}

/** The total line of the list's filters (null: the gateway has no totals). */
export function paymentTotalsQueryOptions(filters: ListFilters) {
  return queryOptions({
    queryKey: paymentsKeys.totals(filters),
    queryFn: () => fetchPaymentTotals(filters),
  })
}

export function paymentsListQueryOptions(search: ListSearch) {
  return queryOptions({
    queryKey: paymentsKeys.list(search),
    queryFn: (): Promise<ListPage<Payin>> => fetchPayments(search),
    // The previous rows stay on screen while the next filter or page loads (their total only
    // while paging).
    placeholderData: keepRowsWhileLoading<Payin>(search),
    // Back in the app after any time away, the list is asked again: it must show what the
    // gateway has now, not what it had when the tab was left.
    refetchOnWindowFocus: 'always',
  })
}

/** Export (CSV): product.md §8 toasts 'Export completed' / 'Export failed'. */
type ExportRequest = { filters: ListFilters; format: ExportFormat }

/**
 * A list's Export: the file of its filtered rows, saved as `{name}-{date}.{format}`. One toast,
 * which says which days the file holds when the list has no From date (the gateway exports at
 * most 90 days): the list's header, its dates and 'Clear filters' stay in view.
 */
export function useListExport(
  name: string,
  download: (filters: ListFilters, today: string, format: ExportFormat) => Promise<ListExport>,
  range: MessageDescriptor,
) {
  return useMutation({
    mutationFn: async ({ filters, format }: ExportRequest) => {
      const today = localISODate()
      const result = await download(filters, today, format)
      saveBlob(result.file, `${name}-${today}.${format}`)
      return result
    },
    onSuccess: (result, { filters }) => {
      toast.success(
        t(m.exportCompleted),
        filters.dateFrom
          ? undefined
          : {
              description: t(range, {
                from: formatDate(result.fromDate),
                to: formatDate(result.toDate),
              }),
              duration: 6000,
            },
      )
    },
    onError: () => toast.error(t(m.exportFailed)),
  })
}

export function useExportPayments() {
  return useListExport(
    'payments',
    (filters, today, format) => downloadListExport(exportQuery(filters, today, format)),
    m.exportPaymentsRange,
  )
}

/** product.md §8: 'Payment link created successfully!'; failure: the server's message or the fallback. */
export function useCreatePayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreatePayinRequest) => createPayin(request),
    onSuccess: () => {
      toast.success(t(m.paymentCreated))
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all })
    },
    onError: (error) => toast.error(errorMessage(error, t(m.createFailed))),
  })
}
