import { createFileRoute } from '@tanstack/react-router'
import { validateListSearch } from '../../../lib/list-search'
import { PayoutsPage } from '../../../features/payouts/components/payouts-page'
import { payoutsListQueryOptions } from '../../../features/payouts/queries'

export const Route = createFileRoute('/_authed/payouts/')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Not awaited: a filter change keeps the current rows on screen; a failure becomes the
    // screen's 'Failed to load payouts' toast rather than the router's error page.
    void context.queryClient.ensureQueryData(payoutsListQueryOptions(deps)).catch(() => undefined)
  },
  component: PayoutsRoute,
})

function PayoutsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PayoutsPage
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
