import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../lib/http/api-client'
import type { Approval } from '../../lib/http/approvals-support'
import { withStepUp } from '../../lib/http/step-up'
import { gatewayText, t } from '../../lib/i18n/i18n'
import { toast } from '../../lib/toast/toast'
import {
  approveMany,
  approveRequest,
  fetchApprovals,
  fetchRules,
  rejectRequest,
  saveRules,
  type InboxTab,
  type RuleKind,
  type Tier,
} from './api'
import * as m from './messages'

export const approvalsKeys = {
  all: ['approvals'] as const,
  list: (tab: InboxTab, page: number) => ['approvals', 'list', tab, page] as const,
  rules: ['approvals', 'rules'] as const,
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

export function rulesQueryOptions() {
  return queryOptions({ queryKey: approvalsKeys.rules, queryFn: fetchRules, staleTime: 0 })
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

export function useSaveRules() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, tiers }: { kind: RuleKind; tiers: Tier[] }) =>
      withStepUp(() => saveRules(kind, tiers)),
    onSuccess: (rules) => {
      queryClient.setQueryData(approvalsKeys.rules, rules)
      toast.success(t(m.saved))
    },
    onError: (error) => toast.error(errorMessage(error, t(m.saveFailed))),
  })
}
