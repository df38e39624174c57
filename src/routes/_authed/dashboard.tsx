import { createFileRoute } from '@tanstack/react-router'
import { localISODate } from '../../lib/i18n/calendar'
import { yieldToMain } from '../../lib/pwa/main-thread'
import { DashboardPage } from '../../features/dashboard/components/dashboard-page'
import {
  dashboardSummaryQueryOptions,
  recentPayinsQueryOptions,
} from '../../features/dashboard/queries'
import { preloadTrendsDrawing } from '../../features/dashboard/trends-drawing'

export const Route = createFileRoute('/_authed/dashboard')({
  staticData: { texts: ['dashboard'] },
  // The day is fixed when the route loads so loader and component share one cache entry.
  loaderDeps: () => ({ today: localISODate() }),
  loader: async ({ context, deps }) => {
    // The screen's largest picture downloads beside its data, not after its first render.
    preloadTrendsDrawing()
    // A failed load is shown by the screen (toast + retry), not by the router's error page.
    await Promise.all([
      context.queryClient
        .ensureQueryData(dashboardSummaryQueryOptions(deps.today))
        .catch(() => undefined),
      context.queryClient.ensureQueryData(recentPayinsQueryOptions()).catch(() => undefined),
    ])
    // The answers were parsed (zod) in this task; the screen renders in the next one (decision 032).
    await yieldToMain()
    return { today: deps.today }
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const { today } = Route.useLoaderData()
  return <DashboardPage today={today} />
}
