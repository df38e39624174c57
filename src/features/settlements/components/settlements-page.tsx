import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cardLook, CARD_AMOUNT, DataTable, type Column } from '../../../components/data-table'
import { Pagination } from '../../../components/lists/pagination'
import { ApiError } from '../../../lib/http/api-client'
import { formatDateTime, formatINR } from '../../../lib/i18n/format'
import { useT, type t as translate } from '../../../lib/i18n/i18n'
import { showsRates } from '../../../lib/session/session-store'
import { useErrorToast } from '../../../lib/toast/use-error-toast'
import { useSession } from '../../../lib/session/use-session'
import { SETTLEMENTS_PAGE_SIZE, type Settlement } from '../api'
import * as m from '../messages'
import { settlementsQueryOptions } from '../queries'
import { MONO } from './settlement-cells'

const LOOK = cardLook({ th: 'px-4 py-3 whitespace-nowrap', td: 'sm:px-4 sm:py-3' })

/** The list's columns, in the current language. */
/** Fee and GST columns only where rates are shown to the merchant (product.md §6). */
const columns = (t: typeof translate, showRates: boolean): Array<Column<Settlement>> =>
  allColumns(t).filter((column) => showRates || !column.rates)

const allColumns = (t: typeof translate): Array<Column<Settlement> & { rates?: true }> => [
  {
    header: t(m.settlementId),
    card: 'free',
    className: 'col-span-2',
    render: (s) => (
      <Link
        to="/wallet/settlements/$settlementId"
        params={{ settlementId: s.settlement_id }}
        className={`${MONO} text-brand-700 underline`}
      >
        {s.settlement_id}
      </Link>
    ),
  },
  {
    header: t(m.dateIst),
    className: 'whitespace-nowrap',
    render: (s) => formatDateTime(s.created_at),
  },
  {
    header: t(m.payments),
    alignEnd: true,
    className: 'tabular-nums sm:text-right',
    render: (s) => s.payins,
  },
  {
    header: t(m.gross),
    alignEnd: true,
    className: 'tabular-nums sm:text-right',
    render: (s) => formatINR(s.gross_amount),
  },
  {
    header: t(m.fees),
    rates: true,
    alignEnd: true,
    className: 'tabular-nums sm:text-right',
    render: (s) => formatINR(s.fees),
  },
  {
    header: t(m.gst),
    rates: true,
    alignEnd: true,
    className: 'tabular-nums sm:text-right',
    render: (s) => formatINR(s.gst),
  },
  {
    header: t(m.refundsAndAdjustments),
    alignEnd: true,
    className: 'tabular-nums sm:text-right',
    render: (s) => formatINR(s.refunds_and_adjustments),
  },
  {
    header: t(m.net),
    alignEnd: true,
    card: 'free',
    className: `${CARD_AMOUNT} text-emerald-800`,
    render: (s) => formatINR(s.net_amount),
  },
]

type Props = { page: number; onPageChange: (page: number) => void }

/** The Settlements screen (product.md §12): every settlement, newest first, each to its payments. */
export function SettlementsPage({ page, onPageChange }: Props) {
  const t = useT()
  const showRates = showsRates(useSession()?.merchant)
  const list = useQuery(settlementsQueryOptions(page))
  const missing = list.error instanceof ApiError && list.error.status === 404
  useErrorToast(list.isError && !missing, t(m.listFailed))
  const data = list.data
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>
        <Link to="/wallet" className="btn-secondary">
          {t(m.backToWallet)}
        </Link>
      </div>
      <p className="text-sm text-slate-700">{t(m.intro)}</p>
      <section
        aria-label={t(m.title)}
        aria-busy={list.isFetching}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        {list.isPending ? (
          <p className="p-8 text-center text-slate-600">{t(m.loading)}</p>
        ) : !data ? (
          <p className="p-8 text-center text-slate-700">
            {missing ? t(m.unsupported) : t(m.listFailed)}
          </p>
        ) : (
          <>
            <div className="sm:overflow-x-auto">
              <DataTable
                rows={data.rows}
                columns={columns(t, showRates)}
                rowKey={(s) => s.settlement_id}
                rowTestId="settlement-row"
                look={LOOK}
                empty={<p className="p-8 text-center text-slate-700">{t(m.empty)}</p>}
              />
            </div>
            <Pagination
              page={page}
              limit={SETTLEMENTS_PAGE_SIZE}
              totalCount={data.totalCount}
              totalPages={data.totalPages}
              onPageChange={onPageChange}
            />
          </>
        )}
      </section>
    </div>
  )
}
