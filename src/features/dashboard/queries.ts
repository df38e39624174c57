import { queryOptions } from '@tanstack/react-query'
import { fetchDashboardSummary } from './api'

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (toDate: string) => [...dashboardKeys.all, 'summary', toDate] as const,
}

export function dashboardSummaryQueryOptions(toDate: string) {
  return queryOptions({
    queryKey: dashboardKeys.summary(toDate),
    queryFn: () => fetchDashboardSummary(toDate),
  })
}
