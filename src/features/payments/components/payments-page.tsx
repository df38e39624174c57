import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ListScreen } from '../../../components/lists/list-screen'
import { searchFilters, type ListPageProps } from '../../../lib/lists/list-route'
import type { Payin } from '../../../lib/lists/payin-list'
import { showsRates } from '../../../lib/session/session-store'
import { refundsSupportedQueryOptions } from '../../../lib/http/refunds-support'
import { useT } from '../../../lib/i18n/i18n'
import { useCan } from '../../../lib/session/use-can'
import { useSession } from '../../../lib/session/use-session'
import { useOutlets } from '../../../lib/outlets/use-outlets'
import { EXPORT_FORMATS, PAYMENT_CHANNELS, PAYMENT_STATUSES, PAYMENTS_PAGE_SIZE } from '../api'
import * as m from '../messages'
import { paymentsListQueryOptions, paymentTotalsQueryOptions, useExportPayments } from '../queries'
import { PaymentDetailsModal } from './payment-details-modal'
import { PaymentsTable } from './payments-table'
import { PaymentsTabs } from './payments-tabs'
import { PaymentsTotal } from './payments-total'

export function PaymentsPage({
  search,
  onFiltersChange,
  onPageChange,
  onViewChange,
}: ListPageProps) {
  const t = useT()
  const canCreate = useCan('links.create')
  const session = useSession()
  const showRates = showsRates(session?.merchant)
  const list = useQuery(paymentsListQueryOptions(search))
  const totals = useQuery(paymentTotalsQueryOptions(searchFilters(search)))
  // A gateway without refunds (404) gets no Refunds list (decision 050).
  const refunds = useQuery(refundsSupportedQueryOptions())
  const exportFile = useExportPayments()
  const [viewing, setViewing] = useState<Payin | null>(null)
  // The row as the list now has it: after a refund the list is read again, and the details
  // follow it (their refund tags and sums) rather than the row as it was when opened. A link
  // that names a payment (`view`) opens its details once its row is in the list.
  const openId = viewing?.transaction_id ?? search.view
  const inList = openId ? list.data?.rows.find((row) => row.transaction_id === openId) : undefined
  // A payment named by the address but not on this page is looked up by its id; one this
  // person cannot see (another outlet's, decision 080) is not found, as the gateway says.
  const named = useQuery({
    ...paymentsListQueryOptions({ page: 1, search: search.view }),
    enabled: Boolean(search.view) && !viewing && list.isSuccess && !inList,
    select: (page) => page.rows.find((row) => row.transaction_id === search.view) ?? null,
  })
  const current = openId ? (inList ?? viewing ?? named.data ?? null) : null
  const showOutlet = useOutlets().many

  return (
    <ListScreen
      title={t(m.title)}
      search={search}
      onFiltersChange={onFiltersChange}
      onPageChange={onPageChange}
      list={list}
      pageSize={PAYMENTS_PAGE_SIZE}
      onExport={(format) => exportFile.mutate({ filters: searchFilters(search), format })}
      exportFormats={EXPORT_FORMATS}
      exporting={exportFile.isPending}
      create={canCreate ? { to: '/payments/create', label: t(m.createPayment) } : undefined}
      nav={refunds.data === true ? <PaymentsTabs current="payments" /> : undefined}
      filters={{
        searchPlaceholder: t(m.searchPlaceholder),
        allStatusLabel: t(m.allStatus),
        statuses: PAYMENT_STATUSES,
        channels: PAYMENT_CHANNELS.map(({ value, label }) => ({ value, label: t(label) })),
        outlets: true,
      }}
      texts={{ loadFailed: t(m.loadFailed), empty: t(m.empty) }}
      summary={<PaymentsTotal totals={totals.data} showRates={showRates} />}
      table={(rows) => (
        <PaymentsTable
          rows={rows}
          showRates={showRates}
          showOutlet={showOutlet}
          onView={setViewing}
        />
      )}
    >
      {named.data === null && search.view && (
        <p role="alert" className="card text-slate-700">
          {t(m.paymentNotFound, { id: search.view })}
        </p>
      )}
      <PaymentDetailsModal
        payin={current}
        showRates={showRates}
        showOutlet={showOutlet}
        onClose={() => {
          setViewing(null)
          if (search.view) onViewChange(undefined)
        }}
      />
    </ListScreen>
  )
}
