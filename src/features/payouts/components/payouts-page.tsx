import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { toast } from '../../../lib/toast/toast'
import { ListScreen } from '../../../components/lists/list-screen'
import type { ListPageProps } from '../../../lib/lists/list-route'
import { showsRates } from '../../../lib/session/session-store'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import { useSession } from '../../../lib/session/use-session'
import { PAYOUT_STATUSES, PAYOUTS_PAGE_SIZE, type Payout } from '../api'
import * as m from '../messages'
import { payoutsListQueryOptions } from '../queries'
import { PayoutDetailsModal } from './payout-details-modal'
import { PayoutsTable } from './payouts-table'

export function PayoutsPage({
  search,
  onFiltersChange,
  onPageChange,
  onViewChange,
}: ListPageProps) {
  const t = useT()
  const canCreate = useCan('payouts.create')
  const session = useSession()
  const showRates = showsRates(session?.merchant)
  const list = useQuery(payoutsListQueryOptions(search))
  const [viewing, setViewing] = useState<Payout | null>(null)
  // A link that names a payout (`view`) opens its details once its row is in the list.
  const open = viewing?.payout_id ?? search.view
  // The open details follow the list as it refreshes (a status moving on shows at once).
  const shown = open ? (list.data?.rows.find((row) => row.payout_id === open) ?? viewing) : null

  return (
    <ListScreen
      title={t(m.title)}
      search={search}
      onFiltersChange={onFiltersChange}
      onPageChange={onPageChange}
      list={list}
      pageSize={PAYOUTS_PAGE_SIZE}
      // product.md §8: the payouts export is not built yet; it says so.
      onExport={() => toast(t(m.exportSoon))}
      create={
        canCreate
          ? { splat: { to: '/payouts/$', _splat: 'create' }, label: t(m.createPayout) }
          : undefined
      }
      actions={
        canCreate && (
          <Link to="/payouts/$" params={{ _splat: 'upload' }} className="btn-secondary">
            {t(m.uploadFile)}
          </Link>
        )
      }
      filters={{
        searchPlaceholder: t(m.searchPlaceholder),
        allStatusLabel: t(m.allStatus),
        statuses: PAYOUT_STATUSES,
      }}
      texts={{ loadFailed: t(m.loadFailed), empty: t(m.empty) }}
      table={(rows) => <PayoutsTable rows={rows} showRates={showRates} onView={setViewing} />}
    >
      <PayoutDetailsModal
        payout={shown}
        showRates={showRates}
        onClose={() => {
          setViewing(null)
          if (search.view) onViewChange(undefined)
        }}
      />
    </ListScreen>
  )
}
