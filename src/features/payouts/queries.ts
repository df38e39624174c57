import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../lib/toast/toast'
import { errorMessage } from '../../lib/http/api-client'
import { gatewayText, t } from '../../lib/i18n/i18n'
import * as m from './messages'
import { type ListSearch } from '../../lib/lists/list-search'
import { keepRowsWhileLoading, listQueryParams, type ListPage } from '../../lib/lists/list-query'
import {
  fetchPayouts,
  initiatePayout,
  PAYOUTS_PAGE_SIZE,
  type InitiatedPayout,
  type InitiatePayoutRequest,
  type Payout,
} from './api'

export const payoutsKeys = {
  all: ['payouts'] as const,
  lists: () => [...payoutsKeys.all, 'list'] as const,
  // Keyed by exactly what is sent, so equal requests share one cache entry.
  list: (search: ListSearch) =>
    [...payoutsKeys.lists(), listQueryParams(search, PAYOUTS_PAGE_SIZE)] as const,
}

/**
 * While rows are on their way the list keeps checking (only while the tab is visible): often
 * when the bank is moving them (queued, processing), rarely while they wait for an admin.
 */
export const PAYOUTS_POLL_MS = 10_000
export const PAYOUTS_APPROVAL_POLL_MS = 30_000

export function payoutsPollInterval(page: ListPage<Payout> | undefined): number | false {
  const statuses = new Set(page?.rows.map((row) => (row.status ?? '').toLowerCase()))
  if (statuses.has('queued') || statuses.has('processing')) return PAYOUTS_POLL_MS
  if (statuses.has('pending')) return PAYOUTS_APPROVAL_POLL_MS
  return false
}

export function payoutsListQueryOptions(search: ListSearch) {
  return queryOptions({
    queryKey: payoutsKeys.list(search),
    queryFn: (): Promise<ListPage<Payout>> => fetchPayouts(search),
    // The previous rows stay on screen while the next filter or page loads (their total only
    // while paging).
    placeholderData: keepRowsWhileLoading<Payout>(search),
    // Back in the app after any time away, the list is asked again: it must show what the
    // gateway has now, not what it had when the tab was left.
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => payoutsPollInterval(query.state.data),
  })
}

export type ResultToast = { kind: 'success' | 'warning'; message: string; duration?: number }

/** product.md §8: the toasts for an initiate response, in the order they are shown. */
export function payoutResultToasts(result: InitiatedPayout): ResultToast[] {
  const toasts: ResultToast[] = []
  // Above the business's tier (product.md §2.19) it waits for a second person first.
  if (result.status === 'pending_approval') {
    toasts.push({ kind: 'success', message: t(m.sentForApproval), duration: 5000 })
  } else if (result.approval_status === 'awaiting_approval') {
    toasts.push({
      kind: 'success',
      message: t(m.awaitingApproval),
      duration: 5000,
    })
  } else if (result.approval_status === 'auto_approved') {
    toasts.push({ kind: 'success', message: t(m.autoApproved) })
  } else {
    toasts.push({ kind: 'success', message: t(m.initiated) })
  }
  if (result.risk_flagged === true || result.risk_flagged === 1 || result.risk_flagged === 'true') {
    toasts.push({
      kind: 'warning',
      message: t(m.riskFlagged),
      duration: 4000,
    })
  }
  for (const warning of result.warnings) {
    if (warning.trim()) toasts.push({ kind: 'warning', message: gatewayText(warning) })
  }
  return toasts
}

export function useInitiatePayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: InitiatePayoutRequest) => initiatePayout(request),
    onSuccess: (result) => {
      for (const shown of payoutResultToasts(result)) {
        const options = shown.duration ? { duration: shown.duration } : {}
        if (shown.kind === 'warning') toast.warning(shown.message, options)
        else toast.success(shown.message, options)
      }
      // A payout moves the wallet and the dashboard too: everything on screen refetches.
      void queryClient.invalidateQueries()
    },
    onError: (error) => toast.error(errorMessage(error, t(m.initiateFailed))),
  })
}
