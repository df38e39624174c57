import { queryOptions } from '@tanstack/react-query'
import { fetchDashboardSummary, fetchRecentPayins } from './api'

export const dashboardKeys = {
  // The same root as lib/shared-query-keys' DASHBOARD_KEY (a unit test holds them equal),
  // written here: this module is in the boot chunk, which has no byte to spare.
  all: ['dashboard'] as const,
  summary: (toDate: string) => [...dashboardKeys.all, 'summary', toDate] as const,
  recent: () => [...dashboardKeys.all, 'recent-payins'] as const,
}

export function dashboardSummaryQueryOptions(toDate: string) {
  return queryOptions({
    queryKey: dashboardKeys.summary(toDate),
    queryFn: () => fetchDashboardSummary(toDate),
  })
}

export function recentPayinsQueryOptions() {
  return queryOptions({ queryKey: dashboardKeys.recent(), queryFn: fetchRecentPayins })
}
