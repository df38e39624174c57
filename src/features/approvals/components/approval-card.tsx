import type { Approval } from '../../../lib/http/approvals-support'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { gatewayText, t, useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

const KIND = { payout: m.kindPayout, refund: m.kindRefund, batch: m.kindBatch } as const
const STATUS = {
  pending: m.statusPending,
  approved: m.statusApproved,
  rejected: m.statusRejected,
  expired: m.statusExpired,
  cancelled: m.statusCancelled,
} as const

/** Whom or what the money goes to: the beneficiary, the refunded customer, the file. */
export function approvalTarget(approval: Approval): string {
  const { payout, refund, batch } = approval.subject ?? {}
  if (payout) return payout.beneficiary_name || payout.reference_id || approval.subject_id
  if (refund) return refund.customer_name || refund.transaction_id || approval.subject_id
  if (batch) return t(m.batchRows, { file: batch.file_name ?? '', count: batch.row_count })
  return approval.subject_id
}

export function makerName(approval: Approval): string {
  const { maker } = approval
  return maker.kind === 'api_key' ? t(m.apiKey, { name: maker.name }) : maker.name
}

export function tierText(approval: Approval): string {
  const count = t(m.tierApprovers, { count: approval.tier.approvers })
  const who = approval.tier.senior ? `${count}, ${t(m.tierSenior)}` : count
  return approval.tier.label ? `${gatewayText(approval.tier.label)} · ${who}` : who
}

type Props = {
  approval: Approval
  selected: boolean
  onSelect: (selected: boolean) => void
  onApprove: () => void
  onReject: () => void
  busy: boolean
}

/** One request in the inbox: what, to whom, who asked, the tier, who approved so far, since when. */
export function ApprovalCard({ approval, selected, onSelect, onApprove, onReject, busy }: Props) {
  const t = useT()
  const payout = approval.subject?.payout
  const amount = formatINR(approval.amount)
  const to = approvalTarget(approval)
  const decidable = approval.can_decide && approval.status === 'pending'
  const destination =
    payout &&
    [payout.mode, payout.beneficiary_vpa ?? payout.beneficiary_account, payout.beneficiary_ifsc]
      .filter(Boolean)
      .join(' · ')

  return (
    <li data-testid="approval-row" className="card space-y-3 p-4">
      <div className="flex flex-wrap items-start gap-3">
        {decidable && (
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t(m.select, { amount, to })}
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium text-slate-600 uppercase">{t(KIND[approval.kind])}</p>
          <p className="text-lg font-semibold text-slate-900 tabular-nums">{amount}</p>
          <p className="font-medium text-slate-900 wrap-anywhere">{to}</p>
          {destination && <p className="font-mono text-xs text-slate-600">{destination}</p>}
          {payout?.name_at_bank && <NameAtBank {...payout.name_at_bank} />}
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">
          {t(STATUS[approval.status])}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t(m.requestedBy)}: </dt>
          <dd className="inline text-slate-900">{makerName(approval)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t(m.age)}: </dt>
          <dd className="inline text-slate-900">{formatDateTime(approval.created_at)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t(m.tier)}: </dt>
          <dd className="inline text-slate-900">{tierText(approval)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t(m.approvedSoFar)}: </dt>
          <dd className="inline text-slate-900">
            {approval.approvals.length > 0
              ? approval.approvals.map((step) => step.name).join(', ')
              : t(m.nobodyYet)}
          </dd>
        </div>
      </dl>
      {approval.status === 'pending' && approval.waiting_for && (
        <p className="text-sm font-medium text-slate-900">
          {t(m.waitingFor, { who: gatewayText(approval.waiting_for) })}
        </p>
      )}
      {approval.rejection && (
        <p className="text-sm text-red-700">
          {t(m.rejectedBecause, {
            name: approval.rejection.name,
            reason: approval.rejection.reason,
          })}
        </p>
      )}
      {decidable && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={onApprove}
            aria-label={t(m.approveFor, { amount, to })}
          >
            {t(m.approve)}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={busy}
            onClick={onReject}
            aria-label={t(m.rejectFor, { amount, to })}
          >
            {t(m.reject)}
          </button>
        </div>
      )}
    </li>
  )
}

/** The bank's name for the account, and whether it is the name the maker typed. */
function NameAtBank({ name, match }: { name: string; match: string }) {
  const t = useT()
  const matches = match === 'match'
  return (
    <p className="text-xs text-slate-700">
      {t(m.nameAtBank, { name })}{' '}
      <span className={matches ? 'text-emerald-800' : 'font-semibold text-red-700'}>
        ({t(matches ? m.nameMatch : m.nameNoMatch)})
      </span>
    </p>
  )
}
