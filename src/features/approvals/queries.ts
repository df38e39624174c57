import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Approval } from '../../lib/http/approvals-support'
import { gatewayText, t } from '../../lib/i18n/i18n'
import { toast } from '../../lib/toast/toast'
import { approveMany, approveRequest, fetchApprovals, rejectRequest, type InboxTab } from './api'
import * as m from './messages'

export const approvalsKeys = {
  all: ['approvals'] as const,
  list: (tab: InboxTab, page: number) => ['approvals', 'list', tab, page] as const,
}

/**
 * 'Confirm it's you' around a guarded call (lib/http/step-up.ts), loaded when first used: a
 * static import would add the 2-step chunk to this route's preload list, which the boot code
 * carries (decision 032's budget).
 */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  const stepUp = await import('../../lib/http/step-up')
  return stepUp.withStepUp(call)
}

/** The inbox polls while open: another person may approve or ask meanwhile. */
export const INBOX_POLL_MS = 60_000

export function approvalsQueryOptions(tab: InboxTab, page: number) {
  return queryOptions({
    queryKey: approvalsKeys.list(tab, page),
    queryFn: () => fetchApprovals(tab, page),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
    refetchInterval: INBOX_POLL_MS,
  })
}

/** A decision changes the payout or refund, the wallet's figure and the badge: all refetch. */
function useDecision<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries() })
}

/** What a single approval's toast says: sent, or whom it still waits for. */
export function approvedText(approval: Approval): string {
  if (approval.status === 'approved') return t(m.approvedSent)
  return approval.waiting_for
    ? t(m.approvedMore, { who: gatewayText(approval.waiting_for) })
    : t(m.approved)
}

export function useApprove() {
  return useDecision((requestId: string) => withStepUp(() => approveRequest(requestId)))
}

export function useReject() {
  return useDecision(({ requestId, reason }: { requestId: string; reason: string }) =>
    rejectRequest(requestId, reason),
  )
}

/** Many at once after one step-up: one toast for those approved, one per refusal, as sent. */
export function useApproveMany() {
  return useDecision(async (requestIds: string[]) => {
    const results = await withStepUp(() => approveMany(requestIds))
    const done = results.filter((result) => result.ok).length
    if (done > 0) toast.success(t(m.approvedMany, { count: done }))
    for (const result of results) {
      if (!result.ok) {
        toast.error(
          t(m.notApproved, {
            id: result.request_id,
            error: gatewayText(result.error ?? t(m.approveFailed)),
          }),
        )
      }
    }
    return results
  })
}
