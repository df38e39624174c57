import { useQuery } from '@tanstack/react-query'
import { ListScreen } from '../../../components/lists/list-screen'
import { ApiError } from '../../../lib/http/api-client'
import { useT } from '../../../lib/i18n/i18n'
import { searchFilters, type ListPageProps } from '../../../lib/lists/list-route'
import { EXPORT_FORMATS } from '../api'
import * as m from '../messages'
import { REFUND_STATUSES, REFUNDS_PAGE_SIZE } from '../refunds-api'
import { refundsListQueryOptions, useExportRefunds } from '../refunds-queries'
import { PaymentsTabs } from './payments-tabs'
import { RefundsTable } from './refunds-table'

type Props = Omit<ListPageProps, 'onViewChange'>

/**
 * The Refunds list (product.md §11, decision 050): a tab of Payments with its own route, status
 * and date filters, search by refund id, transaction id or reference, and Export (CSV). Against a
 * gateway without refunds it says so instead of failing.
 */
export function RefundsPage({ search, onFiltersChange, onPageChange }: Props) {
  const t = useT()
  const list = useQuery(refundsListQueryOptions(search))
  const exportFile = useExportRefunds()

  if (list.error instanceof ApiError && list.error.status === 404) {
    return (
      <div className="space-y-4">
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.refunds)}</h2>
        <p className="card text-slate-700">{t(m.noRefunds)}</p>
      </div>
    )
  }
  return (
    <ListScreen
      title={t(m.refunds)}
      search={search}
      onFiltersChange={onFiltersChange}
      onPageChange={onPageChange}
      list={list}
      pageSize={REFUNDS_PAGE_SIZE}
      onExport={(format) => exportFile.mutate({ filters: searchFilters(search), format })}
      exportFormats={EXPORT_FORMATS}
      exporting={exportFile.isPending}
      nav={<PaymentsTabs current="refunds" />}
      filters={{
        searchPlaceholder: t(m.refundsSearchPlaceholder),
        allStatusLabel: t(m.allStatus),
        statuses: REFUND_STATUSES,
        outlets: true,
      }}
      texts={{ loadFailed: t(m.refundsLoadFailed), empty: t(m.refundsEmpty) }}
      table={(rows) => <RefundsTable rows={rows} />}
    />
  )
}
