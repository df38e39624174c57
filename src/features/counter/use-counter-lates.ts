import { useEffect, useEffectEvent, useMemo, useRef } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { unpaidWithinLateWindow } from '../../lib/counter-support/counter-store'
import { subscribePayinEvents, type PayinEvent } from '../../lib/payment-watch/live-events'
import { collectLatePayments, type PaymentRow } from './counter-late'
import type { LatePayment } from './counter-state'
import { counterKeys, lateWatchQueryOptions } from './queries'
import type { CounterLog } from './use-counter-log'

type Options = {
  log: CounterLog
  /** The shift's (or today's) payments and late payments, as the gateway lists them. */
  rows: readonly PaymentRow[] | undefined
  /**
   * Re-ask the status of this device's unpaid sales every 15 s: needed against a gateway whose
   * list holds only the latest few (the X-report lists every late payment itself). Otherwise
   * they are asked once, and again when the stream says one changed.
   */
  pollOwnSales: boolean
  /**
   * The open shift's id: this device's own sales count only when they belong to it (a new shift
   * starts clean, decision 064). Null: no shift is open yet. Undefined: a gateway without shifts.
   */
  shiftId?: string | null
  /** A late payment not announced before on this device (or one that turned out paid twice). */
  onLate: (payment: LatePayment, news: 'new' | 'paidTwice') => void
}

/**
 * Every late payment of this counter, announced once each (decision 049): from the gateway's
 * list of the shift, and from this device's own sales that ended unpaid, whose status is asked
 * again until their late window closes, at once when the stream says one changed. What was
 * already there the first time this device read its counter is history, listed but not
 * announced; after that, a payment that landed while the counter was closed or offline is
 * announced when it opens again.
 */
export function useCounterLates({
  log,
  rows,
  pollOwnSales,
  shiftId,
  onLate,
}: Options): LatePayment[] {
  const queryClient = useQueryClient()
  const record = log.record
  const watched = useMemo(() => (record ? unpaidWithinLateWindow(record) : []), [record])
  const statuses = useQueries({
    queries: watched.map((sale) => lateWatchQueryOptions(sale.transactionId, pollOwnSales)),
  })

  const onPayin = useEffectEvent((event: PayinEvent) => {
    if (event.channel !== 'link') {
      void queryClient.invalidateQueries({ queryKey: counterKeys.shift() })
    }
    if (watched.some((sale) => sale.transactionId === event.transaction_id)) {
      void queryClient.invalidateQueries({ queryKey: counterKeys.lateWatch(event.transaction_id) })
    }
  })
  useEffect(
    () =>
      subscribePayinEvents({
        onPayin: (event) => onPayin(event),
        onResync: () => void queryClient.invalidateQueries({ queryKey: counterKeys.all }),
      }),
    [queryClient],
  )

  const statusData = statuses.map((s) => s.data)
  const statusKey = statusData
    .map(
      (d) =>
        `${d?.status ?? ''}:${d?.paid_late ?? ''}:${d?.auto_refund ?? ''}:${d?.shift_id ?? ''}:` +
        `${d?.refunded_amount ?? ''}:${d?.refund_pending_amount ?? ''}`,
    )
    .join('|')
  const ownRows = useMemo<PaymentRow[]>(
    () =>
      watched.flatMap((sale, i) => {
        const status = statusData[i]
        if (!status) return []
        // Another shift's sale (the last one's, paid or sent back since): not this shift's news.
        if (shiftId !== undefined && (status.shift_id ?? null) !== shiftId) return []
        return [
          {
            transaction_id: sale.transactionId,
            status: status.status,
            paid_late: status.paid_late,
            auto_refund: status.auto_refund,
            cancelled_by: status.cancelled_by,
            amount: status.amount ?? sale.amount,
            created_at: new Date(sale.createdAt).toISOString(),
            utr: status.utr,
            refunded_amount: status.refunded_amount,
            refund_pending_amount: status.refund_pending_amount,
          },
        ]
      }),
    // statusKey stands for statusData, a new array every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [watched, statusKey, shiftId],
  )

  const lates = useMemo(
    () =>
      record && rows
        ? collectLatePayments({ rows: [...rows, ...ownRows], ownSales: record.sales })
        : [],
    [record, rows, ownRows],
  )

  const report = useEffectEvent(onLate)
  const flaggedTwice = useRef(new Set<string>())
  const announced = record?.announced
  const ready = record !== null && rows !== undefined
  const remember = log.announced
  useEffect(() => {
    if (!ready) return
    if (announced === null || announced === undefined) {
      // First read of this counter on this device: what is there is history.
      for (const late of lates) if (late.paidTwice) flaggedTwice.current.add(late.transactionId)
      remember(lates.map((l) => l.transactionId))
      return
    }
    const known = new Set(announced)
    const fresh = lates.filter((l) => !known.has(l.transactionId))
    for (const late of [...fresh].reverse()) {
      if (late.paidTwice) flaggedTwice.current.add(late.transactionId)
      report(late, 'new')
    }
    if (fresh.length > 0) remember(fresh.map((l) => l.transactionId))
    for (const late of lates) {
      if (!late.paidTwice || flaggedTwice.current.has(late.transactionId)) continue
      if (!known.has(late.transactionId)) continue
      flaggedTwice.current.add(late.transactionId)
      report(late, 'paidTwice')
    }
  }, [ready, lates, announced, remember])

  return lates
}
