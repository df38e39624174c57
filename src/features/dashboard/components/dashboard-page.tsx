import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PageSpinner } from '../../../components/spinner'
import { useErrorToast } from '../../../lib/use-error-toast'
import { dashboardSummaryQueryOptions, recentPayinsQueryOptions } from '../queries'
import { QuickActions } from './quick-actions'
import { RecentTransactions } from './recent-transactions'
import { SummaryCards } from './summary-cards'

// echarts is loaded only when the dashboard renders, never on /login or other screens.
const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((module) => ({ default: module.DashboardCharts })),
)

type Props = { today: string }

export function DashboardPage({ today }: Props) {
  const summary = useQuery(dashboardSummaryQueryOptions(today))
  const recent = useQuery(recentPayinsQueryOptions())
  useErrorToast(summary.isError || recent.isError, 'Failed to load dashboard data')

  if (summary.isPending) return <PageSpinner />
  const payins = summary.data?.payins

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-slate-900">Dashboard</h2>
      <SummaryCards summary={summary.data} />
      <Suspense fallback={<ChartsPlaceholder />}>
        <DashboardCharts
          counts={{
            success: payins?.successful_transactions ?? 0,
            pending: payins?.pending_transactions ?? 0,
            failed: payins?.failed_transactions ?? 0,
          }}
        />
      </Suspense>
      <RecentTransactions rows={recent.data} loading={recent.isPending} />
      <QuickActions />
    </div>
  )
}

/** Holds the charts' 300 px while their code loads, so nothing jumps. */
function ChartsPlaceholder() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {[0, 1].map((i) => (
        <div key={i} className="card">
          <div className="h-6 w-40 rounded bg-slate-100" />
          <div className="mt-2 h-[300px] animate-pulse rounded-lg bg-slate-50 motion-reduce:animate-none" />
        </div>
      ))}
    </div>
  )
}
