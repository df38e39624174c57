import { queryOptions } from '@tanstack/react-query'
import { ApiError, apiRequest } from './api-client'

/**
 * Whether the gateway has refunds at all (decision 050): one without them answers 404 to the
 * refunds list, and the portal then offers no Refunds list and no 'Refunds Only' report. Shared by
 * the payments and reports screens; asked now and then, since a gateway's calls rarely change.
 */
export async function fetchRefundsSupported(): Promise<boolean> {
  try {
    await apiRequest('/payin/refunds', { query: { page: 1, limit: 1 } })
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw error
  }
}

export function refundsSupportedQueryOptions() {
  return queryOptions({
    queryKey: ['refunds', 'supported'] as const,
    queryFn: fetchRefundsSupported,
    staleTime: 10 * 60_000,
  })
}
