import { Link } from '@tanstack/react-router'
import ExternalLink from 'lucide-react/icons/external-link'
import { cardLook, CARD_STATUS, DataTable, type Column } from '../../../components/data-table'
import { approvalAwareStatus, approvalAwareTone } from '../../../components/approval-status'
import { StatusBadge } from '../../../components/status-badge'
import { CopyableId, StackedDateTime } from '../../../components/lists/table-cells'
import { formatINR, formatMoney } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import { refundTone } from '../../../lib/ui/status'
import * as m from '../messages'
import type { Refund } from '../refunds-api'

const LOOK = cardLook({ th: 'px-2 py-3', td: 'sm:px-2 sm:py-2.5' })
const CUT_ID = 'truncate rounded font-mono text-xs'

/** The Refunds list (product.md §11): each refund, its payment, and where it stands. */
export function RefundsTable({ rows }: { rows: Refund[] }) {
  const t = useT()
  const columns: Array<Column<Refund>> = [
    {
      header: t(m.refundId),
      render: (refund) => (
        <CopyableId
          value={refund.refund_id}
          copyLabel={t(m.copyRefundId)}
          className={`${CUT_ID} sm:max-w-[6rem]`}
        />
      ),
    },
    {
      header: t(m.transactionId),
      render: (refund) => (
        <span title={refund.transaction_id} className={`${CUT_ID} sm:block sm:max-w-[6rem]`}>
          {refund.transaction_id}
        </span>
      ),
    },
    {
      header: t(m.reference),
      render: (refund) => (
        <span
          title={refund.reference_id ?? undefined}
          className={`${CUT_ID} sm:block sm:max-w-[6rem]`}
        >
          {refund.reference_id || t(m.notAvailable)}
        </span>
      ),
    },
    {
      header: t(m.amount),
      alignEnd: true,
      card: 'free',
      className:
        'order-first text-lg font-semibold tabular-nums sm:text-right sm:text-sm sm:font-medium',
      render: (refund) => {
        const currency = refund.currency || 'INR'
        return (
          <>
            <span className="whitespace-nowrap">{formatMoney(refund.amount, currency)}</span>
            {currency !== 'INR' && typeof refund.amount_inr === 'number' && (
              <span className="block text-xs font-normal text-slate-600">
                {formatINR(refund.amount_inr)}
              </span>
            )}
          </>
        )
      },
    },
    {
      header: t(m.status),
      card: 'free',
      className: CARD_STATUS,
      render: (refund) => (
        <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
          <StatusBadge
            status={approvalAwareStatus(refund.status)}
            tone={approvalAwareTone(refund.status, refundTone)}
          />
          {refund.automatic && (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 ring-1 ring-violet-300 ring-inset">
              {t(m.automatic)}
            </span>
          )}
        </span>
      ),
    },
    {
      header: t(m.utrReason),
      render: (refund) =>
        refund.status === 'processed' && refund.utr ? (
          <span className="font-mono text-xs">{refund.utr}</span>
        ) : refund.status === 'failed' ? (
          <span className="text-xs text-red-800">
            {refund.failure_reason ? gatewayText(refund.failure_reason) : t(m.failed)}
          </span>
        ) : refund.status === 'pending' ? (
          <span className="text-xs text-slate-600">{t(m.waitingForBank)}</span>
        ) : refund.status === 'rejected' && refund.approval?.rejection ? (
          // Not approved (product.md §2.19): the approver's reason; the status says the rest.
          <span className="text-xs text-red-800">{refund.approval.rejection.reason}</span>
        ) : null,
    },
    {
      header: t(m.date),
      className: 'whitespace-nowrap',
      render: (refund) => <StackedDateTime value={refund.created_at} />,
    },
    {
      header: t(m.actions),
      alignEnd: true,
      card: 'free',
      className: 'col-span-2 sm:text-right',
      render: (refund) => (
        <Link
          to="/payments"
          search={{ page: 1, search: refund.transaction_id }}
          className="btn-secondary w-full sm:w-auto"
          aria-label={t(m.viewPayment, { id: refund.transaction_id })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sm:hidden">{t(m.viewPaymentShort)}</span>
        </Link>
      ),
    },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(refund) => refund.refund_id}
      rowTestId="refund-row"
      look={LOOK}
    />
  )
}
