import { approvalAwareStatus, approvalAwareTone } from '../../../components/approval-status'
import { StatusBadge } from '../../../components/status-badge'
import {
  cardLook,
  CARD_AMOUNT,
  CARD_STATUS,
  DataTable,
  type Column,
} from '../../../components/data-table'
import { CopyableId, StackedDateTime, ViewButton } from '../../../components/lists/table-cells'
import { formatINR } from '../../../lib/i18n/format'
import { gatewayText, useT } from '../../../lib/i18n/i18n'
import { payoutTone } from '../../../lib/ui/status'
import type { Payout } from '../api'
import { beneficiaryLines } from '../beneficiary'
import * as m from '../messages'

type Props = {
  rows: Payout[]
  showRates: boolean
  onView: (payout: Payout) => void
}

const LOOK = cardLook({ th: 'px-2 py-3 xl:px-3', td: 'sm:px-2 sm:py-3' })
// Long gateway ids are cut on wide screens (full text in the title and the details modal).
const ID = 'truncate font-mono text-xs sm:block sm:max-w-24'

export function PayoutsTable({ rows, showRates, onView }: Props) {
  const t = useT()
  const notAvailable = t(m.notAvailable)
  const columns: Array<Column<Payout> | false> = [
    {
      header: t(m.payoutId),
      render: (payout) => (
        <CopyableId value={payout.payout_id} copyLabel={t(m.copyPayoutId)} className={ID} />
      ),
    },
    {
      header: t(m.amount),
      alignEnd: true,
      card: 'free',
      className: CARD_AMOUNT,
      render: (payout) => formatINR(payout.amount),
    },
    showRates && {
      header: t(m.fee),
      alignEnd: true,
      className: 'whitespace-nowrap tabular-nums sm:text-right',
      render: (payout) => formatINR(payout.fee),
    },
    {
      header: t(m.referenceId),
      render: (payout) => (
        <span className={ID} title={payout.reference_id ?? undefined}>
          {payout.reference_id || notAvailable}
        </span>
      ),
    },
    {
      header: t(m.beneficiary),
      render: (payout) => {
        const beneficiary = beneficiaryLines(payout)
        if (!beneficiary) return notAvailable
        return (
          <span className="min-w-0 text-right sm:block sm:max-w-36 sm:text-left">
            <span className="block truncate">{beneficiary.name}</span>
            {beneficiary.destination && (
              <span className="block truncate font-mono text-xs text-slate-600">
                {beneficiary.destination}
              </span>
            )}
          </span>
        )
      },
    },
    {
      header: t(m.status),
      card: 'free',
      className: CARD_STATUS,
      render: (payout) => (
        <>
          <StatusBadge
            status={approvalAwareStatus(payout.status)}
            tone={approvalAwareTone(payout.status, payoutTone)}
          />
          {payout.failure_reason && (
            // The gateway's reason under the badge, so a failed row says why.
            <span className="mt-1 block max-w-40 text-right text-xs text-red-700 sm:text-left">
              {gatewayText(payout.failure_reason)}
            </span>
          )}
        </>
      ),
    },
    {
      header: t(m.utr),
      render: (payout) => (
        <span className="font-mono text-xs">{payout.utr_number || notAvailable}</span>
      ),
    },
    {
      header: t(m.date),
      className: 'whitespace-nowrap',
      render: (payout) => <StackedDateTime value={payout.created_at} />,
    },
    {
      header: t(m.actions),
      alignEnd: true,
      card: 'free',
      className: 'col-span-2 sm:text-right',
      render: (payout) => (
        <ViewButton
          label={t(m.viewPayout, { id: payout.payout_id })}
          onClick={() => onView(payout)}
        />
      ),
    },
  ]
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(payout) => payout.payout_id}
      rowTestId="payout-row"
      look={LOOK}
    />
  )
}
