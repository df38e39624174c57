import type { ReactNode } from 'react'
import { ApprovalTrail } from '../../../components/approval-trail'
import { approvalAwareStatus, approvalAwareTone } from '../../../components/approval-status'
import { StatusBadge } from '../../../components/status-badge'
import { formatDateTime, formatMoney } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import { refundTone } from '../../../lib/ui/status'
import * as m from '../messages'
import type { Refund } from '../refunds-api'

/**
 * A payin's refunds as a timeline (product.md §11): each one requested, then processed with the
 * bank's UTR, or failed with the reason, or still waiting for the bank. Nothing is shown as
 * processed without its UTR: a gateway that sent one anyway reads as waiting.
 */
export function RefundTimeline({ refunds }: { refunds: Refund[] }) {
  const t = useT()
  return (
    <ol className="space-y-3" aria-label={t(m.refundHistory)}>
      {refunds.map((refund) => (
        <li
          key={refund.refund_id}
          data-testid="refund-entry"
          className="rounded-lg border border-slate-200 p-3 text-sm"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold tabular-nums">
              {formatMoney(refund.amount, refund.currency || 'INR')}
            </span>
            <span className="flex flex-wrap items-center gap-1.5">
              {refund.automatic && (
                <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-violet-300 ring-inset">
                  {t(m.automatic)}
                </span>
              )}
              <StatusBadge
                status={approvalAwareStatus(refund.status)}
                tone={approvalAwareTone(refund.status, refundTone)}
              />
            </span>
          </div>
          <p className="mt-1 font-mono text-xs break-all text-slate-600">{refund.refund_id}</p>
          <RefundedBy by={refund.refunded_by} />
          <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
            <Step label={t(m.requested)} at={refund.created_at}>
              {refund.reason}
            </Step>
            <Outcome refund={refund} />
          </ol>
          {refund.approval && <ApprovalTrail approval={refund.approval} />}
        </li>
      ))}
    </ol>
  )
}

/** 'Refunded by' the person who made it, when the gateway names them. */
function RefundedBy({ by }: { by: Refund['refunded_by'] }) {
  const t = useT()
  const name = typeof by === 'string' ? by : by?.name
  if (!name) return null
  return <p className="mt-1 text-xs text-slate-700">{t(m.refundedBy, { name })}</p>
}

function Outcome({ refund }: { refund: Refund }) {
  const t = useT()
  if (refund.status === 'processed' && refund.utr) {
    return (
      <Step label={t(m.processed)} at={refund.updated_at}>
        {t(m.utr)} <span className="font-mono">{refund.utr}</span>
      </Step>
    )
  }
  if (refund.status === 'failed') {
    return (
      <Step label={t(m.failed)} at={refund.updated_at}>
        {t(m.refundFailedBack, {
          reason: refund.failure_reason ? gatewayText(refund.failure_reason) : t(m.bankRefused),
        })}
      </Step>
    )
  }
  // Not sent to the bank: waiting for approval, or never approved (the trail says).
  if (refund.status !== 'pending' && refund.status !== 'processed') return null
  return <li className="text-slate-600">{t(m.waitingForBank)}</li>
}

function Step({
  label,
  at,
  children,
}: {
  label: string
  at: string | null | undefined
  children?: ReactNode
}) {
  return (
    <li>
      <span className="font-medium text-slate-900">{label}</span>{' '}
      <span className="text-slate-600">{formatDateTime(at)}</span>
      {children && <span className="block text-slate-700">{children}</span>}
    </li>
  )
}
