import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { refreshBalances } from '../../lib/query/shared-query-keys'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { statusLabel } from '../../components/status-label'
import { t } from '../../lib/i18n/i18n'
import { type ListSearch } from '../../lib/lists/list-search'
import { keepRowsWhileLoading } from '../../lib/lists/list-query'
import {
  createRefund,
  duplicateRefund,
  exportRefunds,
  fetchPayinRefunds,
  fetchRefunds,
  REFUNDS_PAGE_SIZE,
  refundsQueryParams,
  type Refund,
  type RefundRequest,
} from './refunds-api'
import * as m from './messages'
import { paymentsKeys, useListExport } from './queries'

export const refundsKeys = {
  all: ['refunds'] as const,
  lists: () => [...refundsKeys.all, 'list'] as const,
  list: (search: ListSearch) =>
    [...refundsKeys.lists(), refundsQueryParams(search, REFUNDS_PAGE_SIZE)] as const,
  ofPayin: (transactionId: string) => [...refundsKeys.all, 'payin', transactionId] as const,
}

/** While a refund is on its way its timeline is read again, as a payment link's status is. */
export const REFUND_POLL_MS = 5_000

export function refundsListQueryOptions(search: ListSearch) {
  return queryOptions({
    queryKey: refundsKeys.list(search),
    queryFn: () => fetchRefunds(search),
    placeholderData: keepRowsWhileLoading<Refund>(search),
    // Back in the app, the list is asked again (decision 055), as the payments list is.
    refetchOnWindowFocus: 'always',
  })
}

export function payinRefundsQueryOptions(transactionId: string) {
  return queryOptions({
    queryKey: refundsKeys.ofPayin(transactionId),
    queryFn: () => fetchPayinRefunds(transactionId),
    refetchInterval: (query) =>
      query.state.data?.some((refund) => refund.status === 'pending') ? REFUND_POLL_MS : false,
  })
}

/**
 * 'Refund payment': the refund, then every figure it moves (the payin's sums in the lists, the
 * wallet, the dashboard) is read again. A reference already used (a retry of a request whose
 * answer was lost) is not an error for the merchant: that refund exists, and is shown.
 */
export function useCreateRefund() {
  const queryClient = useQueryClient()
  const refresh = (transactionId: string) => {
    void queryClient.invalidateQueries({ queryKey: refundsKeys.all })
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.all })
    refreshBalances(queryClient)
    void queryClient.refetchQueries({ queryKey: refundsKeys.ofPayin(transactionId) })
  }
  return useMutation({
    mutationFn: (request: RefundRequest) => createRefund(request),
    onSuccess: (refund, request) => {
      // Above the business's tier (product.md §2.19) it waits for a second person first.
      toast.success(
        t(refund.status === 'pending_approval' ? m.refundSentForApproval : m.refundRequested),
      )
      refresh(request.transaction_id)
    },
    onError: (error, request) => {
      const existing = duplicateRefund(error)
      if (existing) {
        toast.info(
          t(m.refundAlreadyRequested, {
            id: existing.refundId,
            status: statusLabel(existing.status),
          }),
        )
        refresh(request.transaction_id)
        return
      }
      toast.error(errorMessage(error, t(m.refundFailed)))
    },
  })
}

/** The Refunds list's Export, saved as refunds-{date}.csv; toasts as the payments export. */
export function useExportRefunds() {
  return useListExport('refunds', exportRefunds, m.exportRefundsRange)
}
