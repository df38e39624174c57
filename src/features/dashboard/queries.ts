import { queryOptions } from '@tanstack/react-query'
import { DASHBOARD_KEY } from '../../lib/shared-query-keys'
import { fetchDashboardSummary, fetchRecentPayins } from './api'

export const dashboardKeys = {
  all: DASHBOARD_KEY,
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
