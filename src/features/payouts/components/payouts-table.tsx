import type { ReactNode } from 'react'
import { Eye } from 'lucide-react'
import { CopyButton } from '../../../components/copy-button'
import { StatusBadge } from '../../../components/status-badge'
import { formatDateTime, formatINR } from '../../../lib/format'
import { payoutTone } from '../../../lib/status'
import type { Payout } from '../api'
import { beneficiaryLines } from '../beneficiary'

type Props = {
  rows: Payout[]
  showRates: boolean
  onView: (payout: Payout) => void
}

const TH =
  'px-2 py-3 text-left xl:px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase'
const TD = 'sm:table-cell sm:px-2 sm:py-3 sm:align-middle'
// Long gateway ids are cut on wide screens (full text in the title and the details modal).
const ID = 'truncate font-mono text-xs sm:block sm:max-w-24'
// Below 640 px every row is a card: the amount and status on top, then labelled lines.
const LINE = `col-span-2 flex items-center justify-between gap-3 ${TD}`

/** One DOM for both layouts: a table from 640 px, stacked cards below (DESIGN.md). */
export function PayoutsTable({ rows, showRates, onView }: Props) {
  return (
    <table className="w-full text-sm">
      <thead className="hidden border-b border-slate-200 bg-slate-50 sm:table-header-group">
        <tr>
          <th scope="col" className={TH}>
            Payout ID
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Amount
          </th>
          {showRates && (
            <th scope="col" className={`${TH} text-right`}>
              Fee
            </th>
          )}
          <th scope="col" className={TH}>
            Reference ID
          </th>
          <th scope="col" className={TH}>
            Beneficiary
          </th>
          <th scope="col" className={TH}>
            Status
          </th>
          <th scope="col" className={TH}>
            UTR
          </th>
          <th scope="col" className={TH}>
            Date
          </th>
          <th scope="col" className={`${TH} text-right`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 p-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:p-0">
        {rows.map((payout) => {
          const beneficiary = beneficiaryLines(payout)
          return (
            <tr
              key={payout.payout_id}
              data-testid="payout-row"
              className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-4 sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:hover:bg-slate-50"
            >
              <td className={LINE}>
                <MobileLabel>Payout ID</MobileLabel>
                <span className="flex min-w-0 items-center gap-1">
                  <span className={ID} title={payout.payout_id}>
                    {payout.payout_id}
                  </span>
                  <CopyButton value={payout.payout_id} label="Copy payout ID" />
                </span>
              </td>
              <td
                className={`order-first text-lg font-semibold whitespace-nowrap tabular-nums sm:order-none sm:text-right sm:text-sm sm:font-medium ${TD}`}
              >
                {formatINR(payout.amount)}
              </td>
              {showRates && (
                <td className={`${LINE} whitespace-nowrap tabular-nums sm:text-right`}>
                  <MobileLabel>Fee</MobileLabel>
                  {formatINR(payout.fee)}
                </td>
              )}
              <td className={LINE}>
                <MobileLabel>Reference ID</MobileLabel>
                <span className={ID} title={payout.reference_id ?? undefined}>
                  {payout.reference_id || 'N/A'}
                </span>
              </td>
              <td className={LINE}>
                <MobileLabel>Beneficiary</MobileLabel>
                {beneficiary ? (
                  <span className="min-w-0 text-right sm:block sm:max-w-36 sm:text-left">
                    <span className="block truncate">{beneficiary.name}</span>
                    {beneficiary.destination && (
                      <span className="block truncate font-mono text-xs text-slate-600">
                        {beneficiary.destination}
                      </span>
                    )}
                  </span>
                ) : (
                  'N/A'
                )}
              </td>
              <td className={`order-first justify-self-end ${TD}`}>
                <StatusBadge status={payout.status} tone={payoutTone(payout.status)} />
                {payout.failure_reason && (
                  // The gateway's reason under the badge, so a failed row says why.
                  <span className="mt-1 block max-w-40 text-right text-xs text-red-700 sm:text-left">
                    {payout.failure_reason}
                  </span>
                )}
              </td>
              <td className={LINE}>
                <MobileLabel>UTR</MobileLabel>
                <span className="font-mono text-xs">{payout.utr_number || 'N/A'}</span>
              </td>
              <td className={`${LINE} whitespace-nowrap`}>
                <MobileLabel>Date</MobileLabel>
                <DateTime value={payout.created_at} />
              </td>
              <td className={`col-span-2 ${TD} sm:text-right`}>
                <button
                  type="button"
                  onClick={() => onView(payout)}
                  aria-label={`View payout ${payout.payout_id}`}
                  className="btn-secondary w-full sm:size-9 sm:min-h-0 sm:w-auto sm:border-0 sm:p-0"
                >
                  <Eye aria-hidden="true" className="size-4" />
                  <span className="sm:hidden">View</span>
                </button>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function MobileLabel({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 sm:hidden">{children}</span>
}

/** One line on phones; date over time in the table, so all nine columns fit a laptop screen. */
function DateTime({ value }: { value: string | null | undefined }) {
  const [day, time] = formatDateTime(value).split(', ')
  return (
    <span className="text-right sm:text-left">
      <span className="sm:block">{day}</span>
      {time && (
        <span className="sm:block sm:text-xs sm:text-slate-600">
          <span className="sm:hidden">, </span>
          {time}
        </span>
      )}
    </span>
  )
}
