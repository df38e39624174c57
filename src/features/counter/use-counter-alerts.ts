import { useMemo, type Dispatch } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { PaymentRow } from './counter-late'
import type { CounterEvent, LatePayment } from './counter-state'
import { counterFiguresQueryOptions } from './queries'
import type { CounterLog } from './use-counter-log'
import { useCounterLates } from './use-counter-lates'
import type { CounterVoice } from './use-counter-voice'

const NO_ROWS: readonly PaymentRow[] = []

type Options = {
  log: CounterLog
  voice: CounterVoice
  /** The late payments the counter's state holds, as they came up. */
  lates: readonly LatePayment[]
  dispatch: Dispatch<CounterEvent>
}

/**
 * The counter's figures and what they tell after a sale ended: a payment that came late, paid
 * twice or was refunded. Each is spoken once when it arrives and shown as a banner until the
 * cashier dismisses it on this device (decision 064).
 */
export function useCounterAlerts({ log, voice, lates, dispatch }: Options) {
  const figures = useQuery(counterFiguresQueryOptions())
  const rows = useMemo(
    () =>
      figures.data
        ? [
            ...figures.data.payments,
            ...figures.data.late_payments,
            ...figures.data.refunded_payments,
          ]
        : undefined,
    [figures.data],
  )
  const knownLates = useCounterLates({
    log,
    rows: figures.data === null ? NO_ROWS : rows,
    pollOwnSales: figures.data?.source !== 'shift',
    shiftId: figures.data?.source === 'shift' ? (figures.data.report?.shift_id ?? null) : undefined,
    onLate: (payment, news) => {
      // Dismissed on this device once: never again, reloads included (decision 064).
      if (log.record?.dismissed.includes(payment.transactionId)) return
      // Spoken once, when it arrives; finding later that it was paid twice only updates it.
      if (news === 'new' && payment.refunded)
        voice.announceRefunded(payment.amount, payment.refunded)
      else if (news === 'new') voice.announceLate(payment.amount)
      dispatch({ type: 'late', payment })
    },
  })

  // A banner says what is known now: a refund made since it came up shows on it at once.
  const banners = useMemo(() => {
    const now = new Map(knownLates.map((l) => [l.transactionId, l]))
    const dismissed = new Set(log.record?.dismissed)
    return lates
      .filter((l) => !dismissed.has(l.transactionId))
      .map((l) => {
        const fresh = now.get(l.transactionId)
        return fresh ? { ...l, refund: fresh.refund, paidTwice: fresh.paidTwice } : l
      })
  }, [lates, knownLates, log.record?.dismissed])

  function dismiss(transactionId: string) {
    log.dismissed(transactionId)
    dispatch({ type: 'dismissLate', transactionId })
  }

  return { figures, knownLates, banners, dismiss }
}
