import { useId, useState } from 'react'
import { Modal } from '../../../components/modal'
import { formatDateTime } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import type { Approval } from '../api'
import * as m from '../messages'
import { useDecideBatch } from '../queries'

/**
 * Who approved, who is still awaited, and Approve / Reject for a person the gateway says may
 * decide (`can_decide`: their role, not the maker, not twice), right on the batch's page.
 */
export function BatchApproval({ approval }: { approval: Approval | null | undefined }) {
  const t = useT()
  const { approve, reject } = useDecideBatch()
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const reasonId = useId()
  const pending = approval?.status === 'pending'

  return (
    <section aria-labelledby="batch-approval" className="card space-y-3 p-4 sm:p-6">
      <h3 id="batch-approval" className="text-lg font-semibold text-slate-900">
        {t(m.approvalHeading)}
      </h3>
      {!approval ? (
        <p className="text-sm text-slate-700">{t(m.noApproval)}</p>
      ) : (
        <>
          {approval.tier && (
            <p className="text-sm text-slate-700">
              {t(m.approvalTier, {
                approvers: approval.tier.approvers,
                label: gatewayText(approval.tier.label ?? ''),
              })}
              {approval.tier.senior && <> {t(m.needsSenior)}</>}
            </p>
          )}
          <ul className="space-y-1 text-sm">
            {approval.approvals.map((person) => (
              <li
                key={`${person.user_id ?? person.name}-${person.at ?? ''}`}
                className="text-emerald-800"
              >
                {t(m.approvedBy, {
                  name: person.name,
                  role: person.role ?? '',
                  at: formatDateTime(person.at),
                })}
              </li>
            ))}
          </ul>
          {approval.rejection && (
            <p className="text-sm text-red-800">
              {t(m.rejectedBy, {
                name: approval.rejection.name,
                reason: approval.rejection.reason ?? '',
              })}
            </p>
          )}
          {pending && approval.waiting_for && (
            <p className="text-sm font-medium text-amber-800">
              {t(m.waitingFor, { who: gatewayText(approval.waiting_for) })}
            </p>
          )}
          {pending && approval.expires_at && (
            <p className="text-sm text-slate-600">
              {t(m.expiresAt, { at: formatDateTime(approval.expires_at) })}
            </p>
          )}
          {pending && approval.can_decide && (
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={approve.isPending}
                onClick={() => approve.mutate(approval.request_id)}
              >
                {approve.isPending ? t(m.approving) : t(m.approve)}
              </button>
              <button type="button" className="btn-secondary" onClick={() => setRejecting(true)}>
                {t(m.reject)}
              </button>
            </div>
          )}
        </>
      )}
      <Modal open={rejecting} title={t(m.rejectTitle)} onClose={() => setRejecting(false)}>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault()
            const given = reason.trim()
            setMissing(!given)
            if (!given || !approval) return
            reject.mutate(
              { requestId: approval.request_id, reason: given },
              { onSuccess: () => setRejecting(false) },
            )
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
            {t(m.rejectReason)}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={500}
            rows={3}
            aria-invalid={missing}
            aria-describedby={missing ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-md border border-slate-300 p-2 text-sm"
          />
          {missing && (
            <p id={`${reasonId}-error`} className="text-sm text-red-800">
              {t(m.reasonRequired)}
            </p>
          )}
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={() => setRejecting(false)}>
              {t(m.back)}
            </button>
            <button type="submit" className="btn-primary" disabled={reject.isPending}>
              {t(m.reject)}
            </button>
          </div>
        </form>
      </Modal>
    </section>
  )
}
