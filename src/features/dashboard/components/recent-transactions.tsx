import { Link } from '@tanstack/react-router'
import { DataTable, type Column, type TableLook } from '../../../components/data-table'
import { PayinStatus } from '../../../components/payin-status'
import { formatDateTime, formatMoney } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { Payin } from '../../../lib/lists/payin-list'
import * as m from '../messages'

type Props = { rows: Payin[] | undefined; loading: boolean }

// Below 640 px a row is two lines inside the card (amount and status, then ID and date), not a
// card of its own: the cells are placed by their order.
const LOOK: TableLook = {
  head: 'hidden border-y border-slate-200 bg-slate-50 sm:table-header-group',
  body: 'block divide-y divide-slate-100 border-t border-slate-200 sm:table-row-group sm:border-0',
  row: 'grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-5 py-3 sm:table-row sm:p-0',
  th: 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase',
  td: 'sm:table-cell sm:px-4 sm:py-3',
}

/** The columns, their headers in the screen's language. */
const columns = (t: ReturnType<typeof useT>): Array<Column<Payin>> => [
  {
    header: t(m.transactionId),
    card: 'free',
    className: 'order-3 truncate font-mono text-xs text-slate-700',
    render: (payin) => payin.transaction_id,
  },
  {
    header: t(m.amount),
    alignEnd: true,
    card: 'free',
    className:
      'order-1 text-base font-semibold tabular-nums sm:text-right sm:text-sm sm:font-medium',
    render: (payin) => formatMoney(payin.amount, payin.currency ?? 'INR'),
  },
  {
    header: t(m.status),
    card: 'free',
    className: 'order-2 justify-self-end',
    render: (payin) => <PayinStatus payin={payin} />,
  },
  {
    header: t(m.date),
    card: 'free',
    className:
      'order-4 text-right text-xs whitespace-nowrap text-slate-600 sm:text-left sm:text-sm',
    render: (payin) => formatDateTime(payin.created_at),
  },
]

/** product.md §2 'Recent Transactions': the 5 newest payins; a table from 640 px, cards below. */
export function RecentTransactions({ rows, loading }: Props) {
  const t = useT()
  return (
    <section className="card p-0" aria-labelledby="recent-title">
      <div className="flex items-center justify-between px-5 py-4">
        <h3 id="recent-title" className="text-base font-semibold text-slate-900">
          {t(m.recentTitle)}
        </h3>
        <Link to="/payments" className="text-sm font-medium text-brand-700 hover:text-brand-800">
          {t(m.viewAll)}
        </Link>
      </div>
      {loading ? (
        <p className="px-5 pb-5 text-sm text-slate-600">{t(m.loading)}</p>
      ) : !rows || rows.length === 0 ? (
        <p className="px-5 pb-5 text-sm text-slate-600">{t(m.noRecent)}</p>
      ) : (
        <DataTable
          rows={rows}
          columns={columns(t)}
          rowKey={(payin) => payin.transaction_id}
          look={LOOK}
        />
      )}
    </section>
  )
}
