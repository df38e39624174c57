import type { ReactNode } from 'react'
import { Eye } from 'lucide-react'
import { CopyButton } from '../../../components/copy-button'
import { PayinTags } from '../../../components/payin-tags'
import { StatusBadge } from '../../../components/status-badge'
import { formatDateTime } from '../../../lib/format'
import type { Payin } from '../../../lib/payin-list'
import { payinMoney } from '../../../lib/payin-money'
import { payinTone } from '../../../lib/status'

type Props = {
  rows: Payin[]
  showRates: boolean
  onView: (payin: Payin) => void
}

const TH = 'px-2 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const TD = 'sm:table-cell sm:px-2 sm:py-2.5 sm:align-middle'
// The Actions column stays pinned to the card's right edge while a narrow screen (1024 px with
// rates shown) scrolls the other columns: the view button is never cut off (issue 15).
const PINNED = 'sm:sticky sm:right-0 sm:bg-white sm:group-hover:bg-slate-50'
// Cut to fit, the full value in the title (hover) and the DOM text (screen readers), copyable, and
// whole in the details modal. Not a tab stop each (20 rows × 3 IDs would be 60 more stops), and
// not widened on focus: rows that change height as focus moves make click targets jump.
const CUT_ID = 'truncate rounded font-mono text-xs'
// Below 640 px every row is a card: the amount and status on top, then labelled lines.
const LINE = `col-span-2 flex items-center justify-between gap-3 ${TD}`

/** One DOM for both layouts: a table from 640 px, stacked cards below (DESIGN.md). */
export function PaymentsTable({ rows, showRates, onView }: Props) {
  return (
    // From 640 px a wide table scrolls sideways inside its card rather than being cut off.
    <div className="sm:overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="hidden border-b border-slate-200 bg-slate-50 sm:table-header-group">
          <tr>
            <th scope="col" className={TH}>
              Transaction ID
            </th>
            <th scope="col" className={TH}>
              Order ID
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Amount
            </th>
            {showRates && (
              <>
                <th scope="col" className={`${TH} text-right`}>
                  Fee
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Net Amount
                </th>
              </>
            )}
            <th scope="col" className={TH}>
              UTR / Reference
            </th>
            <th scope="col" className={TH}>
              Status
            </th>
            <th scope="col" className={TH}>
              Date
            </th>
            <th scope="col" className={`${TH} text-right sm:sticky sm:right-0 sm:bg-slate-50`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="block space-y-3 p-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:p-0">
          {rows.map((payin) => {
            const money = payinMoney(payin)
            return (
              <tr
                key={payin.transaction_id}
                data-testid="payment-row"
                className="group grid grid-cols-2 gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-4 sm:table-row sm:rounded-none sm:border-0 sm:p-0 sm:hover:bg-slate-50"
              >
                <td className={LINE}>
                  <MobileLabel>Transaction ID</MobileLabel>
                  <span className="flex min-w-0 items-center gap-1">
                    <span
                      title={payin.transaction_id}
                      data-full-id={payin.transaction_id}
                      className={`${CUT_ID} sm:max-w-[6rem]`}
                    >
                      {payin.transaction_id}
                    </span>
                    <CopyButton value={payin.transaction_id} label="Copy transaction ID" />
                  </span>
                </td>
                <td className={LINE}>
                  <MobileLabel>Order ID</MobileLabel>
                  <span
                    title={payin.order_id ?? undefined}
                    className={`${CUT_ID} sm:block sm:max-w-[5.5rem]`}
                  >
                    {payin.order_id || 'N/A'}
                  </span>
                </td>
                <td
                  className={`order-first text-lg font-semibold tabular-nums sm:text-right sm:text-sm sm:font-medium ${TD}`}
                >
                  <span className="whitespace-nowrap">{money.amount}</span>
                  {/* A USD payin's rupee figure (decision 030), free to wrap in a narrow column. */}
                  {money.inr && (
                    <span className="block text-xs font-normal text-slate-600">{money.inr}</span>
                  )}
                </td>
                {showRates && (
                  <>
                    <td className={`${LINE} tabular-nums sm:text-right sm:whitespace-nowrap`}>
                      <MobileLabel>Fee</MobileLabel>
                      {money.fee}
                    </td>
                    <td className={`${LINE} tabular-nums sm:text-right sm:whitespace-nowrap`}>
                      <MobileLabel>Net Amount</MobileLabel>
                      {money.net}
                    </td>
                  </>
                )}
                <td className={LINE}>
                  <MobileLabel>UTR / Reference</MobileLabel>
                  <span
                    title={payin.utr ?? undefined}
                    className={`${CUT_ID} sm:block sm:max-w-[6rem]`}
                  >
                    {payin.utr || 'N/A'}
                  </span>
                </td>
                <td className={`order-first justify-self-end ${TD}`}>
                  <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
                    <StatusBadge status={payin.status} tone={payinTone(payin.status)} />
                    <PayinTags
                      paidLate={payin.paid_late}
                      status={payin.status}
                      channel={payin.channel}
                    />
                  </span>
                </td>
                <td className={`${LINE} whitespace-nowrap`}>
                  <MobileLabel>Date</MobileLabel>
                  <DateTime value={payin.created_at} />
                </td>
                <td className={`col-span-2 ${TD} ${PINNED} sm:text-right`}>
                  <button
                    type="button"
                    onClick={() => onView(payin)}
                    aria-label={`View payment ${payin.transaction_id}`}
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
    </div>
  )
}

function MobileLabel({ children }: { children: ReactNode }) {
  return <span className="text-slate-500 sm:hidden">{children}</span>
}

/** One line on phones; date over time in the table, so the Actions column fits at 1280 px. */
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
