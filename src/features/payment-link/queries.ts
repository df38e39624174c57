import { queryOptions } from '@tanstack/react-query'
import { fetchPayinStatus } from './api'
import { STATUS_POLL_MS } from './status-machine'

export const paymentLinkKeys = {
  all: ['payment-link'] as const,
  status: (transactionId: string) => [...paymentLinkKeys.all, 'status', transactionId] as const,
}

/**
 * The live status poll. Never persisted (a stale "pending" restored offline would lie), never
 * cached past the modal, and polled every 5 s only while `live` (terminal states stop it).
 */
export function payinStatusQueryOptions(transactionId: string, live: boolean) {
  return queryOptions({
    queryKey: paymentLinkKeys.status(transactionId),
    queryFn: () => fetchPayinStatus(transactionId),
    meta: { persist: false },
    enabled: live,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: live ? STATUS_POLL_MS : false,
    // A hidden counter tab keeps asking; the browser may throttle it, the wake-up refetch catches up.
    refetchIntervalInBackground: true,
    // The hook refetches on visibility, focus, online and pageshow itself (one place, all four).
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A failed poll is retried by the next interval; errors are logged, never shown as expiry.
    retry: false,
  })
}
