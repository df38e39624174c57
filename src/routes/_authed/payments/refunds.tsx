import { createFileRoute } from '@tanstack/react-router'
import { listNavigation, startListLoad } from '../../../lib/lists/list-route'
import { validateRefundsSearch } from '../../../lib/lists/list-search'
import { RefundsPage } from '../../../features/payments/components/refunds-page'
import { refundsListQueryOptions } from '../../../features/payments/refunds-queries'

export const Route = createFileRoute('/_authed/payments/refunds')({
  staticData: { texts: ['payments', 'gateway', 'screens'] },
  validateSearch: validateRefundsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    startListLoad(context.queryClient.ensureQueryData(refundsListQueryOptions(deps))),
  component: RefundsRoute,
})

function RefundsRoute() {
  return <RefundsPage search={Route.useSearch()} {...listNavigation(Route.useNavigate())} />
}
