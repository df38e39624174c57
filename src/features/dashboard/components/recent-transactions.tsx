import { Link } from '@tanstack/react-router'
import { PayinTags } from '../../../components/payin-tags'
import { StatusBadge } from '../../../components/status-badge'
import { formatDateTime, formatMoney } from '../../../lib/format'
import type { Payin } from '../../../lib/payin-list'
import { payinTone } from '../../../lib/status'

type Props = { rows: Payin[] | undefined; loading: boolean }

const TH = 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase'
const TD = 'sm:table-cell sm:px-4 sm:py-3'

/** SPEC §2 'Recent Transactions': the 5 newest payins; a table from 640 px, cards below. */
export function RecentTransactions({ rows, loading }: Props) {
  return (
    <section className="card p-0" aria-labelledby="recent-title">
      <div className="flex items-center justify-between px-5 py-4">
        <h3 id="recent-title" className="text-base font-semibold text-slate-900">
          Recent Transactions
        </h3>
        <Link to="/payments" className="text-sm font-medium text-brand-700 hover:text-brand-800">
          View all
        </Link>
      </div>
      {loading ? (
        <p className="px-5 pb-5 text-sm text-slate-600">Loading...</p>
      ) : !rows || rows.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-slate-600">No recent transactions</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="hidden border-y border-slate-200 bg-slate-50 sm:table-header-group">
            <tr>
              <th scope="col" className={TH}>
                Transaction ID
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Amount
              </th>
              <th scope="col" className={TH}>
                Status
              </th>
              <th scope="col" className={TH}>
                Date
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-100 border-t border-slate-200 sm:table-row-group sm:border-0">
            {rows.map((payin) => (
              <tr
                key={payin.transaction_id}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-5 py-3 sm:table-row sm:p-0"
              >
                <td className={`order-3 truncate font-mono text-xs text-slate-700 ${TD}`}>
                  {payin.transaction_id}
                </td>
                <td
                  className={`order-1 text-base font-semibold tabular-nums sm:text-right sm:text-sm sm:font-medium ${TD}`}
                >
                  {formatMoney(payin.amount, payin.currency ?? 'INR')}
                </td>
                <td className={`order-2 justify-self-end ${TD}`}>
                  <span className="flex flex-wrap items-center justify-end gap-1.5 sm:justify-start">
                    <StatusBadge status={payin.status} tone={payinTone(payin.status)} />
                    <PayinTags
                      paidLate={payin.paid_late}
                      status={payin.status}
                      channel={payin.channel}
                    />
                  </span>
                </td>
                <td
                  className={`order-4 text-right text-xs whitespace-nowrap text-slate-600 sm:text-left sm:text-sm ${TD}`}
                >
                  {formatDateTime(payin.created_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
