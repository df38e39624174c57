import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { PageSpinner } from '../../../components/spinner'
import { useErrorToast } from '../../../lib/use-error-toast'
import { dashboardSummaryQueryOptions, recentPayinsQueryOptions } from '../queries'
import { QuickActions } from './quick-actions'
import { RecentTransactions } from './recent-transactions'
import { SummaryCards } from './summary-cards'

import { TrendsChart } from './trends-chart'

// echarts is loaded only when the dashboard renders, never on /login or other screens.
const StatusChart = lazy(() =>
  import('./status-chart').then((module) => ({ default: module.StatusChart })),
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
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TrendsChart />
        <Suspense fallback={<ChartPlaceholder />}>
          <StatusChart
            counts={{
              success: payins?.successful_transactions ?? 0,
              pending: payins?.pending_transactions ?? 0,
              failed: payins?.failed_transactions ?? 0,
            }}
          />
        </Suspense>
      </div>
      <RecentTransactions rows={recent.data} loading={recent.isPending} />
      <QuickActions />
    </div>
  )
}

/** Holds the pie's card while its code loads, so nothing jumps. */
function ChartPlaceholder() {
  return (
    <div className="card" aria-hidden="true">
      <div className="h-6 w-40 rounded bg-slate-100" />
      <div className="mt-2 h-[300px] animate-pulse rounded-lg bg-slate-50 motion-reduce:animate-none" />
      <div className="mt-2 h-5" />
    </div>
  )
}
