import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Pagination } from '../../../components/lists/pagination'
import { errorMessage } from '../../../lib/http/api-client'
import { formatDateTimeIST, formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { Z_REPORTS_PAGE_SIZE } from '../api'
import * as m from '../messages'
import { countersQueryOptions, zReportsQueryOptions } from '../queries'
import type { ZReportsSearch } from '../z-reports-search'
import { useOutlets } from '../../../lib/outlets/use-outlets'

type Props = {
  search: ZReportsSearch
  onSearchChange: (search: ZReportsSearch) => void
}

/** Every Z-report of the shop, newest first, per counter or all: the owner's archive of shifts. */
export function ZReportsPage({ search, onSearchChange }: Props) {
  const counters = useQuery(countersQueryOptions())
  const reports = useQuery(zReportsQueryOptions(search.counter, search.page, search.outlet))
  const outlets = useOutlets()
  // One outlet chosen: its counters only in the counter choice.
  const counterChoices = (counters.data ?? []).filter(
    (counter) => !search.outlet || counter.outlet_id === search.outlet,
  )
  const page = reports.data
  const t = useT()

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.zReports)}</h2>
        <div className="flex flex-wrap gap-3">
          {(outlets.many || search.outlet) && (
            <div>
              <label htmlFor="z-outlet" className="mb-1 block text-sm font-medium text-slate-700">
                {t(m.outlet)}
              </label>
              <select
                id="z-outlet"
                value={search.outlet ?? ''}
                onChange={(e) => onSearchChange({ outlet: e.target.value || undefined, page: 1 })}
                className="input w-auto min-w-48"
              >
                <option value="">{t(m.allOutlets)}</option>
                {outlets.all.map((o) => (
                  <option key={o.outlet_id} value={o.outlet_id}>
                    {o.archived_at ? t(m.archivedOutlet, { name: o.name }) : o.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor="z-counter" className="mb-1 block text-sm font-medium text-slate-700">
              {t(m.counterFilter)}
            </label>
            <select
              id="z-counter"
              value={search.counter ?? ''}
              onChange={(e) =>
                onSearchChange({ ...search, counter: e.target.value || undefined, page: 1 })
              }
              className="input w-auto min-w-48"
            >
              <option value="">{t(m.allCounters)}</option>
              {counterChoices.map((counter) => (
                <option key={counter.counter_id} value={counter.counter_id}>
                  {counter.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <section className="card p-0" aria-label={t(m.zReports)}>
        {reports.isPending ? (
          <p className="p-5 text-sm text-slate-600">{t(m.loading)}</p>
        ) : reports.isError ? (
          <p className="p-5 text-sm text-red-700">
            {errorMessage(reports.error, t(m.zReportsFailed))}
          </p>
        ) : !page || page.rows.length === 0 ? (
          <p className="p-5 text-sm text-slate-600">{t(m.noZReports)}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {page.rows.map((report) => (
                <li
                  key={report.shift_id}
                  className="flex flex-wrap items-center gap-x-6 gap-y-1 px-5 py-3"
                >
                  <Link
                    to="/z-reports/$shiftId"
                    params={{ shiftId: report.shift_id }}
                    className="min-w-40 font-semibold text-brand-700 hover:text-brand-800"
                  >
                    {t(m.zReportOf, { number: report.number, counter: report.counter.name })}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {formatDateTimeIST(report.opened_at)} – {formatDateTimeIST(report.closed_at)}
                  </span>
                  <span className="ml-auto text-sm text-slate-700 tabular-nums">
                    {t(m.paymentCount, { count: report.success_count })} ·{' '}
                    <span className="font-semibold">{formatINR(report.success_amount)}</span>
                  </span>
                </li>
              ))}
            </ul>
            <Pagination
              page={search.page}
              limit={Z_REPORTS_PAGE_SIZE}
              totalCount={page.totalCount}
              totalPages={page.totalPages}
              onPageChange={(next) => onSearchChange({ ...search, page: next })}
            />
          </>
        )}
      </section>
    </div>
  )
}
