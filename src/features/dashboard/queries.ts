import { queryOptions } from '@tanstack/react-query'
import { fetchDashboardSummary, fetchRecentPayins } from './api'

export const dashboardKeys = {
  // The same root as lib/shared-query-keys' DASHBOARD_KEY (a unit test holds them equal),
  // written here: this module is in the boot chunk, which has no byte to spare.
  all: ['dashboard'] as const,
  // `outlet`: one outlet's (decision 080), or null for the whole business.
  summary: (toDate: string, outlet?: string) =>
    [...dashboardKeys.all, 'summary', toDate, outlet ?? null] as const,
  recent: (outlet?: string) => [...dashboardKeys.all, 'recent-payins', outlet ?? null] as const,
}

export function dashboardSummaryQueryOptions(toDate: string, outlet?: string) {
  return queryOptions({
    queryKey: dashboardKeys.summary(toDate, outlet),
    queryFn: () => fetchDashboardSummary(toDate, outlet),
  })
}

export function recentPayinsQueryOptions(outlet?: string) {
  return queryOptions({
    queryKey: dashboardKeys.recent(outlet),
    queryFn: () => fetchRecentPayins(outlet),
  })
}
