import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from './api-client'

/**
 * Whether the gateway keeps the activity log: one without it answers 404, and Settings then
 * offers no Activity entry (the settings navigation asks). Asked now and then, as refunds are.
 */
export async function fetchActivitySupported(): Promise<boolean> {
  try {
    await apiRequest('/merchant/activity', { query: { limit: 1 } })
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw error
  }
}

export function activitySupportedQueryOptions() {
  return queryOptions({
    queryKey: ['activity', 'supported'] as const,
    queryFn: fetchActivitySupported,
    staleTime: 10 * 60_000,
  })
}
