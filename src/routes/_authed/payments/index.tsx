import { createFileRoute } from '@tanstack/react-router'
import { listNavigation, startListLoad } from '../../../lib/lists/list-route'
import { validatePaymentsSearch } from '../../../lib/lists/list-search'
import { PaymentsPage } from '../../../features/payments/components/payments-page'
import { paymentsListQueryOptions } from '../../../features/payments/queries'

export const Route = createFileRoute('/_authed/payments/')({
  staticData: { texts: ['payments', 'gateway', 'screens'] },
  validateSearch: validatePaymentsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    startListLoad(context.queryClient.ensureQueryData(paymentsListQueryOptions(deps))),
  component: PaymentsRoute,
})

function PaymentsRoute() {
  return <PaymentsPage search={Route.useSearch()} {...listNavigation(Route.useNavigate())} />
}
