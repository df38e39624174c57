import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../lib/list-search'
import { PaymentsPage } from '../../../features/payments/components/payments-page'
import { paymentsListQueryOptions } from '../../../features/payments/queries'

export const Route = createFileRoute('/_authed/payments/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: a filter change keeps the current rows on screen (and 'Loading...' shows on a
    // first visit) instead of the router's full-screen pending spinner. Failures become the
    // screen's 'Failed to load payments' toast.
    void context.queryClient.ensureQueryData(paymentsListQueryOptions(deps)).catch(() => undefined)
  },
  component: PaymentsRoute,
})

function PaymentsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PaymentsPage
      search={search}
      onFiltersChange={(filters) =>
        void navigate({
          search: (prev) => ({
            ...prev,
            status: filters.status,
            search: filters.search,
            dateFrom: filters.dateFrom,
            dateTo: filters.dateTo,
            page: 1,
          }),
        })
      }
      onPageChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
    />
  )
}
