import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast'
import { errorMessage } from '../../lib/api-client'
import { saveText } from '../../lib/download'
import { formatDate, localISODate } from '../../lib/format'
import { t } from '../../lib/i18n'
import {
  keepRowsWhileLoading,
  listQueryParams,
  type ListFilters,
  type ListPage,
  type ListSearch,
} from '../../lib/list-search'
import type { Payin } from '../../lib/payin-list'
import {
  createPayin,
  exportPaymentsCsv,
  fetchPayments,
  fetchPaymentTotals,
  PAYMENTS_PAGE_SIZE,
  totalsQuery,
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
export function useExportPayments() {
  return useMutation({
    mutationFn: async (filters: ListFilters) => {
      const today = localISODate()
      const file = await exportPaymentsCsv(filters, today)
      saveText(file.csv, `payments-${today}.csv`)
      return file
    },
    onSuccess: (file, filters) => {
      toast.success(t(m.exportCompleted))
      // The report has no channel filter: say so rather than let the file pass for the list.
      if (filters.channel) {
        toast.info(t(m.exportAllChannels), { duration: 8000 })
      }
      // Without a From date the list shows every payment, but the gateway exports at most 90
      // days: say which days the file holds rather than let it pass for the whole list.
      if (!filters.dateFrom) {
        toast.info(
          t(m.exportPaymentsRange, {
            from: formatDate(file.fromDate),
            to: formatDate(file.toDate),
          }),
          { duration: 8000 },
        )
      }
    },
    onError: () => toast.error(t(m.exportFailed)),
  })
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
