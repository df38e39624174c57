import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download, Plus } from 'lucide-react'
import { ListFilters } from '../../../components/list-filters'
import { Pagination } from '../../../components/pagination'
import {
  hasActiveFilters,
  type ListFilters as Filters,
  type ListSearch,
} from '../../../lib/list-search'
import type { Payin } from '../../../lib/payin-list'
import { showsRates } from '../../../lib/session-store'
import { listLoadError } from '../../../lib/list-error'
import { useErrorToast } from '../../../lib/use-error-toast'
import { useSession } from '../../../lib/use-session'
import { PAYMENT_STATUSES, PAYMENTS_PAGE_SIZE } from '../api'
import { paymentsListQueryOptions, useExportPayments } from '../queries'
import { PaymentDetailsModal } from './payment-details-modal'
import { PaymentsTable } from './payments-table'

type Props = {
  search: ListSearch
  /** The route writes filters to the URL and resets the page to 1 (SPEC §2). */
  onFiltersChange: (filters: Filters) => void
  onPageChange: (page: number) => void
}

export function PaymentsPage({ search, onFiltersChange, onPageChange }: Props) {
  const session = useSession()
  const showRates = showsRates(session?.merchant)
  const list = useQuery(paymentsListQueryOptions(search))
  const exportCsv = useExportPayments()
  const [viewing, setViewing] = useState<Payin | null>(null)
  const loadError = listLoadError(list.error, 'Failed to load payments')
  useErrorToast(list.isError, loadError)

  const filters: Filters = {
    status: search.status,
    search: search.search,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  }
  const page = list.data

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">Payments</h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={exportCsv.isPending}
            onClick={() => exportCsv.mutate(filters)}
          >
            <Download aria-hidden="true" className="size-4" />
            Export
          </button>
          <Link to="/payments/create" className="btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Create Payment
          </Link>
        </div>
      </div>

      <ListFilters
        value={filters}
        onChange={onFiltersChange}
        searchPlaceholder="Transaction ID, customer..."
        allStatusLabel="All Status"
        statuses={PAYMENT_STATUSES}
        resultCount={page?.totalCount ?? undefined}
      />

      <section
        aria-label="Payments"
        aria-busy={list.isFetching}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        {list.isPending ? (
          <p className="p-8 text-center text-slate-600">Loading...</p>
        ) : !page ? (
          <div className="p-8 text-center">
            <p className="text-slate-700">{loadError}</p>
            <button
              type="button"
              className="btn-secondary mt-3"
              onClick={() => void list.refetch()}
            >
              Try again
            </button>
          </div>
        ) : page.rows.length === 0 ? (
          <div className="p-8 text-center">
            <p className="text-slate-700">No payments found</p>
            {!hasActiveFilters(filters) && (
              <Link to="/payments/create" className="btn-primary mt-3">
                Create Payment
              </Link>
            )}
          </div>
        ) : (
          <>
            <PaymentsTable rows={page.rows} showRates={showRates} onView={setViewing} />
            <Pagination
              page={search.page}
              limit={PAYMENTS_PAGE_SIZE}
              totalCount={page.totalCount}
              totalPages={page.totalPages}
              onPageChange={onPageChange}
            />
          </>
        )}
      </section>

      <PaymentDetailsModal payin={viewing} showRates={showRates} onClose={() => setViewing(null)} />
    </div>
  )
}
