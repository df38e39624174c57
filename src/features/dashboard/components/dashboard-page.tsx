import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PageSpinner } from '../../../components/spinner'
import { useSecondPass } from '../../../lib/pwa/main-thread'
import { useT } from '../../../lib/i18n/i18n'
import { showsRates } from '../../../lib/session/session-store'
import { useErrorToast } from '../../../lib/toast/use-error-toast'
import { useSession } from '../../../lib/session/use-session'
import { useCan } from '../../../lib/session/use-can'
import { useOutlets } from '../../../lib/outlets/use-outlets'
import { storeDashboardOutlet, storedDashboardOutlet } from '../dashboard-outlet'
import { useNearViewport } from '../use-near-viewport'
import { dashboardSummaryQueryOptions, recentPayinsQueryOptions } from '../queries'
import * as m from '../messages'
import { useLiveDashboard } from '../use-live-dashboard'
import { QuickActions } from './quick-actions'
import { RecentTransactions } from './recent-transactions'
import { StatusEmpty } from './status-empty'
import { SummaryCards } from './summary-cards'
import { TodayCard } from './today-card'
import { TrendsChart } from './trends-chart'
import type { StatusCounts } from '../chart-options'

// echarts is loaded only when the dashboard renders, never on /login or other screens.
const StatusChart = lazy(() =>
  import('./status-chart').then((module) => ({ default: module.StatusChart })),
)
// Today per counter (decision 049): its own small chunk, after the first screen.
const CountersToday = lazy(() => import('./counters-today'))
// Outlets (decision 080): the choice and 'Today by outlet', one small chunk after the first screen.
const OutletChoice = lazy(() =>
  import('./dashboard-outlets').then((module) => ({ default: module.OutletChoice })),
)
const OutletsToday = lazy(() =>
  import('./dashboard-outlets').then((module) => ({ default: module.OutletsToday })),
)

type Props = { today: string }

export function DashboardPage({ today }: Props) {
  const t = useT()
  const session = useSession()
  // After a sign-in the gateway's tax invoices follow the owner's language (decision 063): told
  // from the owner's first screen, not from the boot code every first download carries.
  useEffect(() => {
    void import('../../../lib/i18n/document-language').then((d) => d.syncDocumentLanguage())
  }, [])
  // The figures and charts first; the table and shortcuts below them a moment later (decision 032).
  const secondPass = useSecondPass()
  // undefined: 'All outlets'. Kept per person on this device (dashboard-outlet.ts).
  // Read here, not by the route's loader, which is boot code (a cold counter's download): a
  // person with an outlet chosen waits for its figures rather than the loader's of all outlets.
  const [chosen, setOutlet] = useState(storedDashboardOutlet)
  const chooseOutlet = useCallback((next: string | undefined) => {
    storeDashboardOutlet(next)
    setOutlet(next)
  }, [])
  const wallet = useCan('payouts.read')
  // After the first screen; the choice's and the table's code only with a second open outlet.
  const outlets = useOutlets(secondPass)
  const outletsKnown = outlets.all.length > 0
  const chosenOpen = outlets.open.some((o) => o.outlet_id === chosen)
  // A choice no longer open, or a business back to one outlet: all outlets again.
  const outlet = outletsKnown && (!chosenOpen || !outlets.many) ? undefined : chosen
  const summary = useQuery({
    ...dashboardSummaryQueryOptions(today, outlet),
    placeholderData: keepPreviousData,
  })
  const recent = useQuery({
    ...recentPayinsQueryOptions(outlet),
    placeholderData: keepPreviousData,
  })
  useErrorToast(summary.isError || recent.isError, t(m.loadFailed))
  useLiveDashboard()

  if (summary.isPending) return <PageSpinner />
  const payins = summary.data?.payins

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>
        {outlets.many && (
          <Suspense fallback={null}>
            <OutletChoice outlets={outlets} value={outlet} onChange={chooseOutlet} />
          </Suspense>
        )}
      </div>
      {summary.data?.today && <TodayCard today={summary.data.today} />}
      <SummaryCards
        summary={summary.data}
        showRates={showsRates(session?.merchant)}
        wallet={wallet}
      />
      <ChartsRow
        counts={{
          success: payins?.successful_transactions ?? 0,
          pending: payins?.pending_transactions ?? 0,
          failed: payins?.failed_transactions ?? 0,
        }}
      />
      {secondPass && (
        <>
          <RecentTransactions rows={recent.data} loading={recent.isPending} />
          <QuickActions />
          {!outlet && outlets.many && (
            <Suspense fallback={null}>
              <OutletsToday today={today} />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <CountersToday outlet={outlet} />
          </Suspense>
        </>
      )}
    </div>
  )
}

/**
 * The two charts. The pie's code (echarts, ~137 KB gzip) is fetched once its card is near the
 * viewport (on a phone it is below the fold: its ~150 ms of script would otherwise block the first
 * seconds), and then only once the trends drawing (~2 KB) is on screen or after 2 s, so on a slow
 * network the small picture does not queue behind the big library. The state lives here so only
 * this row re-renders when it changes.
 */
function ChartsRow({ counts }: { counts: StatusCounts }) {
  const [trendsDone, setTrendsDone] = useState(false)
  const pieSlot = useRef<HTMLDivElement>(null)
  const pieNear = useNearViewport(pieSlot)
  useEffect(() => {
    const timer = window.setTimeout(() => setTrendsDone(true), 2000)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TrendsChart onDrawn={() => setTrendsDone(true)} />
      <div ref={pieSlot}>
        {counts.success + counts.pending + counts.failed === 0 ? (
          // Nothing to draw: no pie of equal thirds, and no echarts download either.
          <StatusEmpty />
        ) : pieNear && trendsDone ? (
          <Suspense fallback={<ChartPlaceholder />}>
            <StatusChart counts={counts} />
          </Suspense>
        ) : (
          <ChartPlaceholder />
        )}
      </div>
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
