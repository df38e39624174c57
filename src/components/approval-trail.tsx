import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../lib/http/api-client'
import { withdrawApproval, type Approval } from '../lib/http/approvals-support'
import { formatDateTime } from '../lib/i18n/format'
import { gatewayText, useT } from '../lib/i18n/i18n'
import { useSession } from '../lib/session/use-session'
import { toast } from '../lib/toast/toast'
import * as m from './approval-messages'

/**
 * A payout's or refund's approval (product.md §2.19) in its details: who asked, who approved and
 * when, who rejected it and why, whom it still waits for; and, for the person who asked, 'Withdraw
 * request' while it waits.
 */
export function ApprovalTrail({
  approval,
  onWithdrawn,
}: {
  approval: Approval
  onWithdrawn?: () => void
}) {
  const t = useT()
  const me = useSession()?.user?.id ?? null
  const queryClient = useQueryClient()
  const withdraw = useMutation({
    mutationFn: () => withdrawApproval(approval.request_id),
    onSuccess: () => {
      toast.success(t(m.withdrawn))
      onWithdrawn?.()
    },
    onError: (error) => toast.error(errorMessage(error, t(m.withdrawFailed))),
    // The payout or refund, the wallet's figure and the inbox all change.
    onSettled: () => queryClient.invalidateQueries(),
  })
  const mine = approval.maker.user_id !== null && approval.maker.user_id === me
  const at = (value: string | null | undefined) => formatDateTime(value)

  return (
    <section aria-label={t(m.trail)} className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
      <h3 className="font-semibold text-slate-900">{t(m.trail)}</h3>
      <ul className="mt-1 space-y-1 text-slate-700">
        <li>{t(m.requestedBy, { name: approval.maker.name, at: at(approval.created_at) })}</li>
        {approval.approvals.map((step) => (
          <li key={`${step.user_id ?? step.name}-${step.at ?? ''}`}>
            {t(m.approvedBy, { name: step.name, role: step.role, at: at(step.at) })}
          </li>
        ))}
        {approval.rejection && (
          <li className="text-red-700">
            {t(m.rejectedBy, {
              name: approval.rejection.name,
              at: at(approval.rejection.at),
              reason: approval.rejection.reason,
            })}
          </li>
        )}
        {approval.status === 'pending' && approval.waiting_for && (
          <li className="font-medium text-slate-900">
            {t(m.waitingFor, { who: gatewayText(approval.waiting_for) })}
          </li>
        )}
        {approval.status === 'expired' && (
          <li>{t(m.expiredOn, { at: at(approval.decided_at) })}</li>
        )}
        {approval.status === 'cancelled' && (
          <li>{t(m.withdrawnOn, { at: at(approval.decided_at) })}</li>
        )}
      </ul>
      {mine && approval.status === 'pending' && (
        <button
          type="button"
          className="btn-secondary mt-3"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          {t(withdraw.isPending ? m.withdrawing : m.withdraw)}
        </button>
      )}
    </section>
  )
}
