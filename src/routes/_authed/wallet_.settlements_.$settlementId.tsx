import { SettlementsGate } from '../../components/layout/settlements-gate'
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
  return (
    <SettlementsGate>
      <Screen />
    </SettlementsGate>
  )
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
