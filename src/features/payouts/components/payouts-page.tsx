import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Download, Plus } from 'lucide-react'
import { toast } from 'sonner'
import { ListFilters } from '../../../components/list-filters'
import { Pagination } from '../../../components/pagination'
import {
  hasActiveFilters,
  type ListFilters as Filters,
  type ListSearch,
} from '../../../lib/list-search'
import { showsRates } from '../../../lib/session-store'
import { listLoadError } from '../../../lib/list-error'
import { useErrorToast } from '../../../lib/use-error-toast'
import { useSession } from '../../../lib/use-session'
import { PAYOUT_STATUSES, PAYOUTS_PAGE_SIZE, type Payout } from '../api'
import { payoutsListQueryOptions } from '../queries'
import { PayoutDetailsModal } from './payout-details-modal'
import { PayoutsTable } from './payouts-table'

type Props = {
  search: ListSearch
  /** The route writes filters to the URL and resets the page to 1 (SPEC §2). */
  onFiltersChange: (filters: Filters) => void
  onPageChange: (page: number) => void
}

export function PayoutsPage({ search, onFiltersChange, onPageChange }: Props) {
  const session = useSession()
  const showRates = showsRates(session?.merchant)
  const list = useQuery(payoutsListQueryOptions(search))
  const [viewing, setViewing] = useState<Payout | null>(null)
  const loadError = listLoadError(list.error, 'Failed to load payouts')
  useErrorToast(list.isError, loadError)

  const filters: Filters = {
    status: search.status,
    search: search.search,
    dateFrom: search.dateFrom,
    dateTo: search.dateTo,
  }
  const page = list.data
  // The open details follow the list as it refreshes (a status moving on shows at once).
  const shown = viewing
    ? (page?.rows.find((row) => row.payout_id === viewing.payout_id) ?? viewing)
    : null

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">Payouts</h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            // SPEC §8: the payouts export is not built yet; it says so.
            onClick={() => toast('Export feature coming soon')}
          >
            <Download aria-hidden="true" className="size-4" />
            Export
          </button>
          <Link to="/payouts/create" className="btn-primary">
            <Plus aria-hidden="true" className="size-4" />
            Create Payout
          </Link>
        </div>
      </div>

      <ListFilters
        value={filters}
        onChange={onFiltersChange}
        searchPlaceholder="Payout ID, account..."
        allStatusLabel="All"
        statuses={PAYOUT_STATUSES}
        resultCount={page?.totalCount ?? undefined}
      />

      <section
        aria-label="Payouts"
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
            <p className="text-slate-700">No payouts found</p>
            {!hasActiveFilters(filters) && (
              <Link to="/payouts/create" className="btn-primary mt-3">
                Create Payout
              </Link>
            )}
          </div>
        ) : (
          <>
            <div className="sm:overflow-x-auto">
              <PayoutsTable rows={page.rows} showRates={showRates} onView={setViewing} />
            </div>
            <Pagination
              page={search.page}
              limit={PAYOUTS_PAGE_SIZE}
              totalCount={page.totalCount}
              totalPages={page.totalPages}
              onPageChange={onPageChange}
            />
          </>
        )}
      </section>

      <PayoutDetailsModal payout={shown} showRates={showRates} onClose={() => setViewing(null)} />
    </div>
  )
}
