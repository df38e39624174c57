import { createFileRoute } from '@tanstack/react-router'
import { listNavigation, startListLoad } from '../../../lib/lists/list-route'
import { validateListSearch } from '../../../lib/lists/list-search'
import { PayoutsPage } from '../../../features/payouts/components/payouts-page'
import { payoutsListQueryOptions } from '../../../features/payouts/queries'

export const Route = createFileRoute('/_authed/payouts/')({
  staticData: { texts: ['payouts', 'gateway', 'screens'] },
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    startListLoad(context.queryClient.ensureQueryData(payoutsListQueryOptions(deps))),
  component: PayoutsRoute,
})

function PayoutsRoute() {
  return <PayoutsPage search={Route.useSearch()} {...listNavigation(Route.useNavigate())} />
}
