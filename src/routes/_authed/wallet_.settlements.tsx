import { Suspense } from 'react'
import { NoAccess } from '../../components/layout/person-parts'
import { canReadSettlements } from '../../lib/session/settlements-access'
import { useSession } from '../../lib/session/use-session'
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
  // The settlements are the business's (decision 080): not for a person limited to outlets.
  if (!canReadSettlements(useSession()?.user)) {
    return (
      <Suspense fallback={null}>
        <NoAccess />
      </Suspense>
    )
  }
  return <Screen />
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
