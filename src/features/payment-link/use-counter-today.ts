import { useCallback, useEffect, useEffectEvent, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { subscribePayinEvents } from '../../lib/live-events'
import type { Payin } from '../../lib/payin-list'
import { detectLatePayments } from './counter-late'
import { counterTodayQueryOptions, paymentLinkKeys } from './queries'

/**
 * Today's counter figures, live: the 15 s refresh, plus a refresh on every counter payin the
 * gateway pushes and on every (re)connect of the stream. Late payments in fresh data are handed
 * to `onLate` once each; what was there when the counter opened is not news.
 */
export function useCounterToday(onLate: (payment: Payin) => void) {
  const queryClient = useQueryClient()
  const today = useQuery(counterTodayQueryOptions())
  const seen = useRef<ReadonlySet<string> | null>(null)
  // Charges this counter already announced itself (a success that the gateway marks late, when
  // the final poll after the deadline sees it): announced once, not twice.
  const own = useRef(new Set<string>())
  const reportLate = useEffectEvent(onLate)

  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.counterToday() })
    return subscribePayinEvents({
      onPayin: (event) => {
        // Payment links elsewhere in the portal do not change this counter's figures.
        if (event.channel !== 'link') refresh()
      },
      onResync: refresh,
    })
  }, [queryClient])

  const data = today.data
  useEffect(() => {
    if (!data) return
    const payments = data.payments.filter((p) => !own.current.has(p.transaction_id))
    const { fresh, seen: next } = detectLatePayments(payments, seen.current)
    seen.current = next
    for (const payment of fresh) reportLate(payment)
  }, [data])

  const markOwn = useCallback((transactionId: string) => {
    own.current.add(transactionId)
  }, [])

  return { today, markOwn }
}
