import { SettlementsGate } from '../../components/layout/settlements-gate'
import { createFileRoute } from '@tanstack/react-router'
import { startListLoad } from '../../lib/lists/list-route'
import { SettlementsPage } from '../../features/settlements/components/settlements-page'
import { settlementsQueryOptions } from '../../features/settlements/queries'
import { pageSearch } from '../../lib/lists/page-search'

// Settlements are a view of the wallet (decision 053): /wallet/settlements, Wallet lit in the sidebar.
export const Route = createFileRoute('/_authed/wallet_/settlements')({
  staticData: { texts: ['settlements', 'screens'] },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    startListLoad(context.queryClient.ensureQueryData(settlementsQueryOptions(deps.page ?? 1))),
  component: SettlementsRoute,
})

function SettlementsRoute() {
  return (
    <SettlementsGate>
      <Screen />
    </SettlementsGate>
  )
}

function Screen() {
  const page = Route.useSearch().page ?? 1
  const navigate = Route.useNavigate()
  return (
    <SettlementsPage
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next } })}
    />
  )
}
