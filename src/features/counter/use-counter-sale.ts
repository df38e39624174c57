import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
} from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { LATE_WINDOW_MS } from '../../lib/counter-support/counter-store'
import { paymentDeadline, type PaymentState } from '../../lib/payment-watch/payment-status-machine'
import { isChargeable, typedAmount, type CounterKey } from './counter-amount'
import type { CounterEvent, CounterState, OpenSale } from './counter-state'
import { counterKeys, useCreateCounterPayin } from './queries'
import { loadNotices, loadSaleScreen } from './components/counter-sale-dialog'
import { useCounterKeyboard } from './use-counter-keyboard'
import type { CounterLog } from './use-counter-log'
import type { CounterVoice } from './use-counter-voice'

/** After a success the keypad comes back by itself this long after (or at once on the button). */
export const NEXT_CUSTOMER_MS = 8_000

type Options = {
  state: CounterState
  dispatch: Dispatch<CounterEvent>
  log: CounterLog
  voice: CounterVoice
  online: boolean
  /** The owner's limit for this counter, in rupees: Charge asks once above it. */
  confirmAbove: number
  rootRef: RefObject<HTMLDivElement | null>
  displayRef: RefObject<HTMLOutputElement | null>
}

/**
 * A sale's life at the counter: keys, Charge (asked once above the owner's limit), the payment
 * on the gateway, its outcome, and the next customer. A sale left open by a reload comes back.
 */
export function useCounterSale({
  state,
  dispatch,
  log,
  voice,
  online,
  confirmAbove,
  rootRef,
  displayRef,
}: Options) {
  const queryClient = useQueryClient()
  const create = useCreateCounterPayin()
  // The sale's screen could not be downloaded at Charge: no payment was created.
  const [screenFailed, setScreenFailed] = useState(false)
  // An amount above the owner's limit waits here for 'Charge ₹…?' to be answered.
  const [confirming, setConfirming] = useState<number | null>(null)
  const { typed, note, view } = state

  // A sale that was open when the page went away (reload, crash, closed tab) comes back with its
  // QR and countdown; its result is then shown and announced as it lands.
  // One left from long ago (its late window closed) is over either way: the strip tells.
  const resumedFrom = useRef<string | null>(null)
  const openSale = log.record?.openSale
  const settle = log.settled
  useEffect(() => {
    if (!openSale || resumedFrom.current === openSale.transactionId) return
    resumedFrom.current = openSale.transactionId
    if (Date.now() - openSale.deadline > LATE_WINDOW_MS) settle(openSale.transactionId, 'unpaid')
    else dispatch({ type: 'resumed', sale: openSale })
  }, [openSale, settle, dispatch])

  // Back on the keypad after a charge ended: focus its amount (the dialog's close would
  // otherwise put it on Charge, where one Enter charges again).
  useEffect(() => {
    if (state.focusToken) displayRef.current?.focus()
  }, [state.focusToken, displayRef])

  function press(key: CounterKey) {
    voice.arm()
    void loadSaleScreen().catch(() => undefined)
    void loadNotices().catch(() => undefined)
    if (create.isError) create.reset()
    setScreenFailed(false)
    dispatch({ type: 'key', key })
  }

  // The keypad's keys are memoised (counter-keypad.tsx): they get one callback for the page's
  // life, which calls the latest press.
  const latestPress = useRef(press)
  useLayoutEffect(() => {
    latestPress.current = press
  })
  const onKey = useCallback((key: CounterKey) => latestPress.current(key), [])

  function charge(confirmed = false) {
    voice.arm()
    if (state.charging || !isChargeable(typed) || !online) return
    const amount = typedAmount(typed)
    if (!confirmed && amount > confirmAbove) {
      setConfirming(amount)
      return
    }
    setConfirming(null)
    dispatch({ type: 'charging' })
    setScreenFailed(false)
    // The QR's screen first (loaded while the amount was typed, so usually at once): no payment
    // is created that this device could not show its customer.
    loadSaleScreen().then(createPayin, () => {
      setScreenFailed(true)
      dispatch({ type: 'chargeFailed' })
    })
  }

  function createPayin() {
    const createdAt = Date.now()
    create.mutate(
      { amount: typedAmount(typed), note },
      {
        onSuccess: (payin) => {
          const sale: OpenSale = {
            transactionId: payin.transaction_id,
            amount: payin.amount,
            paymentUrl: payin.payment_url,
            upiIntent: payin.upi_intent,
            deadline: paymentDeadline(createdAt, payin.expires_at),
            createdAt,
          }
          log.charged(sale)
          dispatch({ type: 'charged', sale })
        },
        onError: () => dispatch({ type: 'chargeFailed' }),
      },
    )
  }

  function onOutcome(sale: OpenSale, result: PaymentState) {
    void queryClient.invalidateQueries({ queryKey: counterKeys.shift() })
    if (result.status === 'success') {
      // Shown and announced here; the late-payment watch must not announce it again if the
      // gateway marks it late (its final poll came after the deadline).
      log.settled(sale.transactionId, 'paid')
      if (!result.counted) voice.announce(sale.amount)
      dispatch({ type: 'paid', sale, utr: result.utr, at: result.lastCheckedAt || Date.now() })
      return
    }
    if (result.status === 'pending') return
    log.settled(sale.transactionId, 'unpaid')
    dispatch({ type: 'unpaid', sale, end: result.status })
  }

  function nextCustomer(key?: CounterKey) {
    create.reset()
    dispatch({ type: 'nextCustomer', key })
  }

  const onNextCustomerTimer = useEffectEvent(() => nextCustomer())
  useEffect(() => {
    if (view.kind !== 'success') return
    const timer = window.setTimeout(() => onNextCustomerTimer(), NEXT_CUSTOMER_MS)
    return () => window.clearTimeout(timer)
  }, [view.kind])

  useCounterKeyboard({
    mode:
      confirming !== null
        ? 'off'
        : view.kind === 'keypad'
          ? 'keypad'
          : view.kind === 'success'
            ? 'success'
            : 'off',
    rootRef,
    onKey: press,
    onCharge: () => charge(),
    onNextSale: (key) => nextCustomer(key),
  })

  return {
    /** The last Charge failed: the gateway refused or the sale's screen could not load. */
    chargeError: create.isError || screenFailed ? create.error : undefined,
    failed: create.isError || screenFailed,
    confirming,
    cancelConfirm: () => {
      setConfirming(null)
      displayRef.current?.focus()
    },
    onKey,
    charge,
    onOutcome,
    nextCustomer,
  }
}
