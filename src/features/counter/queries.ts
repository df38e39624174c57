import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { fetchPayinStatus, payinStatusKeys } from '../../lib/payment-watch/payin-status-query'
import { keepDeviceSession } from './device-session-cache'
import {
  type CounterFigures,
  cancelPayin,
  chooseCashier,
  closeShift,
  createCounterPayin,
  fetchCounterFigures,
  fetchCounterSession,
  lockCashier,
} from './api'

/** The counter's strip (and the late payments in it) refreshes this often while it is open. */
export const COUNTER_TODAY_REFRESH_MS = 15_000

export const counterKeys = {
  all: ['counter'] as const,
  shift: () => [...counterKeys.all, 'shift'] as const,
  session: () => [...counterKeys.all, 'session'] as const,
  lateWatch: (transactionId: string) => [...counterKeys.all, 'late-watch', transactionId] as const,
}

/**
 * This counter's open shift (or today's counter sales on an older gateway): totals, the latest
 * payments and every late payment. Not persisted (a stale total restored on a new day or after
 * the shift closed would lie), refreshed every 15 s while the counter is open, and not at all
 * against a gateway without either call (null).
 */
export function counterFiguresQueryOptions() {
  return queryOptions({
    queryKey: counterKeys.shift(),
    queryFn: ({ client, queryKey }) =>
      fetchCounterFigures(client.getQueryData<CounterFigures | null>(queryKey)),
    meta: { persist: false },
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data === null ? false : COUNTER_TODAY_REFRESH_MS),
  })
}

/**
 * Which counter this is and who is selling (null: a gateway without counters). Not persisted:
 * a cashier restored from yesterday's cache must not be selling today.
 */
export function counterSessionQueryOptions() {
  return queryOptions({
    queryKey: counterKeys.session(),
    queryFn: async () => {
      const session = await fetchCounterSession()
      if (session?.principal === 'device') keepDeviceSession(session)
      return session
    },
    meta: { persist: false },
    staleTime: 30_000,
    // A cashier removed or a lock set by the owner reaches the device without a reload.
    refetchInterval: (query) => (query.state.data === null ? false : 60_000),
  })
}

/**
 * One of this device's sales that ended unpaid, asked again until its late window closes: a
 * late credit is caught whatever the gateway's lists hold. `poll`: every 15 s (a gateway without
 * shifts, whose list holds only the latest few); otherwise once, then again only when invalidated
 * (the stream said it changed, or the stream reconnected), which catches a payment the X-report
 * cannot list: one on a QR of a shift closed since.
 */
export function lateWatchQueryOptions(transactionId: string, poll: boolean) {
  return queryOptions({
    queryKey: counterKeys.lateWatch(transactionId),
    queryFn: () => fetchPayinStatus(transactionId),
    meta: { persist: false },
    staleTime: poll ? 5_000 : Infinity,
    gcTime: 60_000,
    refetchInterval: (query) => {
      const data = query.state.data
      // Settled for good: paid (late), or received and sent back to the customer.
      const final = (data?.status ?? '').toLowerCase() === 'success' || data?.auto_refund === true
      return poll && !final ? COUNTER_TODAY_REFRESH_MS : false
    },
    retry: false,
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
      void queryClient.invalidateQueries({ queryKey: payinStatusKeys.one(transactionId) })
      void queryClient.invalidateQueries({ queryKey: counterKeys.shift() })
    },
  })
}

/** The cashier's PIN: opens or joins the shift; the session and figures are read again. */
export function useChooseCashier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: chooseCashier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counterKeys.all }),
  })
}

/** 'Switch cashier' and the idle lock: back to 'Who is selling?'. */
export function useLockCashier() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: lockCashier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: counterKeys.session() }),
  })
}

export type CloseShift = ReturnType<typeof useCloseShift>

/** 'Close shift': the Z-report; the next shift starts at zero. */
export function useCloseShift() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: closeShift,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: counterKeys.all }),
  })
}
