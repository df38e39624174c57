import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { cancelPayin, createCounterPayin, fetchCounterToday, fetchPayinStatus } from './api'
import { STATUS_POLL_MS } from './status-machine'

/** The counter's "today" strip refreshes this often while the counter is open. */
export const COUNTER_TODAY_REFRESH_MS = 15_000

export const paymentLinkKeys = {
  all: ['payment-link'] as const,
  status: (transactionId: string) => [...paymentLinkKeys.all, 'status', transactionId] as const,
  counterToday: () => [...paymentLinkKeys.all, 'counter-today'] as const,
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

/**
 * Today's counter totals and last five payments. Not persisted (yesterday's total restored on
 * a new day would lie), refreshed every 15 s while the counter is open, and not at all against
 * a gateway without the endpoint (null).
 */
export function counterTodayQueryOptions() {
  return queryOptions({
    queryKey: paymentLinkKeys.counterToday(),
    queryFn: fetchCounterToday,
    meta: { persist: false },
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data === null ? false : COUNTER_TODAY_REFRESH_MS),
  })
}

/** A counter charge. Errors are shown by the counter (it keeps the amount for another try). */
export function useCreateCounterPayin() {
  return useMutation({ mutationFn: createCounterPayin })
}

/**
 * Cancels a payin on the gateway. Either way the status is asked again at once: a refused
 * cancel usually means the customer paid a moment ago, and the status decides what is shown.
 */
export function useCancelPayin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelPayin,
    onSettled: (_data, _error, transactionId) => {
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.status(transactionId) })
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.counterToday() })
    },
  })
}
