import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ListScreen } from '../../../components/list-screen'
import { searchFilters } from '../../../lib/list-route'
import type { ListFilters as Filters, ListSearch } from '../../../lib/list-search'
import type { Payin } from '../../../lib/payin-list'
import { showsRates } from '../../../lib/session-store'
import { useSession } from '../../../lib/use-session'
import { PAYMENT_STATUSES, PAYMENTS_PAGE_SIZE } from '../api'
import { paymentsListQueryOptions, useExportPayments } from '../queries'
import { PaymentDetailsModal } from './payment-details-modal'
import { PaymentsTable } from './payments-table'

type Props = {
  search: ListSearch
  /** The route writes filters to the URL and resets the page to 1 (product.md §2). */
  onFiltersChange: (filters: Filters) => void
  onPageChange: (page: number) => void
}

const FILTERS = {
  searchPlaceholder: 'Transaction ID, customer...',
  allStatusLabel: 'All Status',
  statuses: PAYMENT_STATUSES,
}
const TEXTS = { loadFailed: 'Failed to load payments', empty: 'No payments found' }
const CREATE = { to: '/payments/create', label: 'Create Payment' } as const

export function PaymentsPage({ search, onFiltersChange, onPageChange }: Props) {
  const session = useSession()
  const showRates = showsRates(session?.merchant)
  const list = useQuery(paymentsListQueryOptions(search))
  const exportCsv = useExportPayments()
  const [viewing, setViewing] = useState<Payin | null>(null)

  return (
    <ListScreen
      title="Payments"
      search={search}
      onFiltersChange={onFiltersChange}
      onPageChange={onPageChange}
      list={list}
      pageSize={PAYMENTS_PAGE_SIZE}
      onExport={() => exportCsv.mutate(searchFilters(search))}
      exporting={exportCsv.isPending}
      create={CREATE}
      filters={FILTERS}
      texts={TEXTS}
      table={(rows) => <PaymentsTable rows={rows} showRates={showRates} onView={setViewing} />}
    >
      <PaymentDetailsModal payin={viewing} showRates={showRates} onClose={() => setViewing(null)} />
    </ListScreen>
  )
}
