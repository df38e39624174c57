import { Suspense } from 'react'
import { NoAccess } from '../../components/layout/person-parts'
import { canReadSettlements } from '../../lib/session/settlements-access'
import { useSession } from '../../lib/session/use-session'
import { createFileRoute } from '@tanstack/react-router'
import { startListLoad } from '../../lib/lists/list-route'
import { SettlementPage } from '../../features/settlements/components/settlement-page'
import {
  settlementEventsQueryOptions,
  settlementQueryOptions,
} from '../../features/settlements/queries'
import { pageSearch } from '../../lib/lists/page-search'

export const Route = createFileRoute('/_authed/wallet_/settlements_/$settlementId')({
  staticData: { texts: ['settlements', 'screens'] },
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => {
    startListLoad(context.queryClient.ensureQueryData(settlementQueryOptions(params.settlementId)))
    startListLoad(
      context.queryClient.ensureQueryData(
        settlementEventsQueryOptions(params.settlementId, deps.page ?? 1),
      ),
    )
  },
  component: SettlementRoute,
})

function SettlementRoute() {
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
  const { settlementId } = Route.useParams()
  const page = Route.useSearch().page ?? 1
  const navigate = Route.useNavigate()
  return (
    <SettlementPage
      settlementId={settlementId}
      page={page}
      onPageChange={(next) => void navigate({ search: { page: next } })}
    />
  )
}
