import { createFileRoute } from '@tanstack/react-router'
import { ZReportsPage } from '../../../features/counters/components/z-reports-page'
import { countersQueryOptions, zReportsQueryOptions } from '../../../features/counters/queries'
import { validateZReportsSearch } from '../../../features/counters/z-reports-search'

export const Route = createFileRoute('/_authed/z-reports/')({
  staticData: { texts: ['counters', 'shift', 'screens'], action: 'counters.manage' },
  validateSearch: validateZReportsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    // A failure is the screen's own message, not the router's error page.
    await Promise.all([
      context.queryClient.ensureQueryData(countersQueryOptions()).catch(() => undefined),
      context.queryClient
        .ensureQueryData(zReportsQueryOptions(deps.counter, deps.page, deps.outlet))
        .catch(() => undefined),
    ])
  },
  component: ZReportsRoute,
})

function ZReportsRoute() {
  const navigate = Route.useNavigate()
  return (
    <ZReportsPage
      search={Route.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  )
}
