import { useEffect, useState, useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { API_BASE_URL } from '../../http/api-client'
import { currentCredential } from '../../http/credentials'
import { useLanguage } from '../../i18n/i18n'
import { subscribePayinEvents } from '../live-events'
import { payinStatusQueryOptions } from '../payin-status-query'
import { paymentNotices, type NoticeMoney } from './payment-notices'
import { postToServiceWorker, subscribePayinStatus } from '../sw-bridge'
import {
  initialPaymentState,
  isLive,
  paymentReducer,
  linkEnd,
  remainingMs,
  statusPollMs,
  type PaymentEvent,
  type PaymentState,
} from '../payment-status-machine'

const TICK_MS = 1_000

/** A tiny store around the pure reducer, so effects and event listeners can feed it events. */
function createPaymentStore(deadline: number, payableUntil?: number) {
  let state = initialPaymentState(deadline, payableUntil)
  const listeners = new Set<() => void>()
  return {
    get: (): PaymentState => state,
    dispatch(event: PaymentEvent) {
      const next = paymentReducer(state, event)
      if (next === state) return
      state = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type PaymentStatusView = {
  state: PaymentState
  /** Computed from the absolute deadline at render time. */
  remaining: number
  /** The clock of the last tick or event (what `remaining` was computed from). */
  now: number
  close: () => void
  /** Feeds the machine an event of the screen's own (the counter's cancel). */
  dispatch: (event: PaymentEvent) => void
  /** The latest status check failed (no connection, gateway down): the result may be waiting. */
  checkFailed: boolean
}

export type PaymentWatchOptions = {
  /** The link's own end when later than the countdown's (decision 058), epoch ms. */
  payableUntil?: number
  /**
   * The payment's money, for the service worker's notification if it ends while no window is
   * visible (worded here, in the device's language: payment-notices.ts). Without it the worker
   * words its notification itself, in English and without the amount.
   */
  money?: NoticeMoney
}

/**
 * Drives one open payment link: the 1 s clock for the countdown, the status poll (5 s; 30 s once
 * the countdown of a link that is still payable has run out), the wake-up checks after the tab
 * was hidden or frozen, the gateway's push stream and the service worker watch.
 */
export function usePaymentStatus(
  transactionId: string,
  deadline: number,
  { payableUntil, money }: PaymentWatchOptions = {},
): PaymentStatusView {
  const [store] = useState(() => createPaymentStore(deadline, payableUntil))
  const state = useSyncExternalStore(store.subscribe, store.get, store.get)
  const live = isLive(state)
  const [now, setNow] = useState(() => Date.now())

  const status = useQuery(payinStatusQueryOptions(transactionId, live, statusPollMs(state, now)))
  const { refetch } = status

  // The countdown re-renders every second from the wall clock: after a freeze it is right at once.
  useEffect(() => {
    if (!live) return
    const timer = window.setInterval(() => {
      const t = Date.now()
      setNow(t)
      store.dispatch({ type: 'tick', now: t })
    }, TICK_MS)
    return () => window.clearInterval(timer)
  }, [live, store])

  useEffect(() => {
    if (status.data) {
      store.dispatch({
        type: 'polled',
        status: status.data.status,
        at: status.data.requestedAt,
        utr: status.data.utr,
      })
    }
  }, [status.data, store])

  useEffect(() => {
    // Logged and retried by the next interval; a failed poll is never shown as an expiry.
    if (status.error) console.warn('Payment status check failed', status.error)
  }, [status.error])

  // The link's end came: one more check decides (a payment can land at second 179).
  useEffect(() => {
    if (live && state.awaitingFinalPoll) void refetch()
  }, [live, state.awaitingFinalPoll, refetch])

  // Back from a hidden tab, a frozen page, the back/forward cache or a lost connection: ask now.
  useEffect(() => {
    if (!live) return
    const wake = () => {
      const t = Date.now()
      setNow(t)
      store.dispatch({ type: 'tick', now: t })
      void refetch()
    }
    const onVisibility = () => {
      if (document.visibilityState === 'visible') wake()
    }
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) wake()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', wake)
    window.addEventListener('online', wake)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', wake)
      window.removeEventListener('online', wake)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [live, refetch, store])

  // The gateway's push stream, while the page is visible: a payment reaches the screen within
  // moments instead of at the next poll. Each (re)connect re-reads the status, so a change made
  // while the stream was down is caught up at once. Without a stream this is a no-op.
  useEffect(() => {
    if (!live) return
    return subscribePayinEvents({
      onPayin: (event) => {
        if (event.transaction_id !== transactionId) return
        const t = Date.now()
        setNow(t)
        store.dispatch({ type: 'pushed', status: event.status, at: t, utr: event.utr })
      },
      onResync: () => void refetch(),
    })
  }, [live, transactionId, refetch, store])

  // The service worker keeps watching while this page is throttled or frozen; its broadcasts
  // feed the same machine. Without a worker both calls are harmless no-ops.
  // It watches until the link's end (its own later one, if any), as far as a worker may run.
  const watchUntil = linkEnd(state)
  // A new language on the device sends the watch again, its notifications worded anew.
  const language = useLanguage()
  const amount = money?.amount
  const currency = money?.currency
  const amountInr = money?.amountInr
  const channel = money?.channel
  useEffect(() => {
    if (!live) return
    const token = currentCredential()?.token
    if (token) {
      postToServiceWorker({
        type: 'watch',
        transactionId,
        deadline: watchUntil,
        token,
        apiBase: API_BASE_URL,
        ...(amount !== undefined && currency !== undefined
          ? { notices: paymentNotices({ amount, currency, amountInr, channel }) }
          : {}),
      })
    }
    const unsubscribe = subscribePayinStatus((message) => {
      if (message.transactionId !== transactionId) return
      setNow(Date.now())
      store.dispatch({
        type: 'pushed',
        status: message.status,
        at: message.checkedAt,
        utr: message.utr,
      })
    })
    return () => {
      unsubscribe()
      postToServiceWorker({ type: 'unwatch', transactionId })
    }
  }, [live, transactionId, watchUntil, amount, currency, amountInr, channel, language, store])

  return {
    state,
    remaining: remainingMs(state, now),
    now,
    close: () => store.dispatch({ type: 'closed' }),
    dispatch: store.dispatch,
    checkFailed: status.isError,
  }
}
