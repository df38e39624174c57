import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../../lib/api-client'
import { LANGUAGES, useT, withTexts } from '../../../lib/i18n'
import { LATE_WINDOW_MS } from '../../../lib/counter-store'
import { useSecondPass } from '../../../lib/main-thread'
import { useOnlineStatus } from '../../../lib/online-status'
import { paymentDeadline, type PaymentState } from '../../../lib/payment-status-machine'
import { isChargeable, typedAmount, type CounterKey } from '../counter-amount'
import type { PaymentRow } from '../counter-late'
import { counterReducer, initialCounterState, type OpenSale } from '../counter-state'
import { counterFiguresQueryOptions, counterKeys, useCreateCounterPayin } from '../queries'
import { useCounterKeyboard } from '../use-counter-keyboard'
import { useCounterLates } from '../use-counter-lates'
import { useCounterLog } from '../use-counter-log'
import { useCounterVoice } from '../use-counter-voice'
import * as m from '../messages'
import { AlertsButton } from './alerts-button'
import { CounterKeypad } from './counter-keypad'
import { CounterSaleDialog, loadSaleScreen } from './counter-sale-dialog'
import { ChargeError, LatePaymentBanner, OutcomeNotice } from './counter-notices'
import { CounterNote } from './counter-note'
import { CounterToday } from './counter-today'

/** After a success the keypad comes back by itself this long after (or at once on the button). */
export const NEXT_CUSTOMER_MS = 8_000
const NO_ROWS: readonly PaymentRow[] = []
// The languages the voice speaks (lib/voice-language.ts), each named in its own words.
const VOICE_LANGUAGES = LANGUAGES.filter(({ code }) => code === 'en' || code === 'hi')

// Asked rarely (above the owner's limit): its code and texts load when asked, with its words in
// another language (decision 062), outside the counter's first download.
const ChargeConfirm = lazy(() =>
  withTexts(['shift'], () => import('./charge-confirm')).then((module) => ({
    default: module.ChargeConfirm,
  })),
)

/** Charge asks once above this many rupees unless the gateway says otherwise (decision 064). */
export const DEFAULT_CONFIRM_ABOVE = 50_000

type Props = {
  /** Whose counter this is on this device (lib/counter-store.ts): null keeps nothing. */
  scope: string | null
  /** The owner's limit for this counter, in rupees: Charge asks once above it. */
  confirmAbove?: number
  /** The cashier and shift controls above the keypad (a paired counter with staff). */
  toolbar?: ReactNode
}

/**
 * The counter: type an amount, charge, show the customer a full-screen QR, and only when the
 * gateway says so, 'Payment Received!' with a chime and the spoken amount. Then the keypad is
 * ready for the next customer. Its state is one reducer (counter-state.ts); the open sale and
 * this device's sales are kept in IndexedDB, so a reload comes back to the same QR.
 */
export function CounterPage({ scope, toolbar, confirmAbove = DEFAULT_CONFIRM_ABOVE }: Props) {
  const voice = useCounterVoice()
  const t = useT()
  const queryClient = useQueryClient()
  const create = useCreateCounterPayin()
  const online = useOnlineStatus()
  const [state, dispatch] = useReducer(counterReducer, initialCounterState)
  // The sale's screen could not be downloaded at Charge: no payment was created.
  const [screenFailed, setScreenFailed] = useState(false)
  // An amount above the owner's limit waits here for 'Charge ₹…?' to be answered.
  const [confirming, setConfirming] = useState<number | null>(null)
  const { typed, note, view, notice, lates } = state
  const rootRef = useRef<HTMLDivElement>(null)
  const displayRef = useRef<HTMLOutputElement>(null)
  // The keypad first; the strip (below it on a phone) a moment later (decision 032).
  const secondPass = useSecondPass()
  const log = useCounterLog(scope)

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
  }, [openSale, settle])

  // Back on the keypad after a charge ended: focus its amount (the dialog's close would
  // otherwise put it on Charge, where one Enter charges again).
  useEffect(() => {
    if (state.focusToken) displayRef.current?.focus()
  }, [state.focusToken])

  function press(key: CounterKey) {
    voice.arm()
    void loadSaleScreen().catch(() => undefined)
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
      voice.announce(sale.amount)
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

  return (
    <>
      <div
        ref={rootRef}
        className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:items-start"
      >
        {/* As tall as the screen below the header, never taller: the keys take what is left, a
            long list of notices scrolls in its own box, and Charge is always in view without a
            scroll, on a landscape till as on a small phone (decision 064). */}
        <section
          aria-labelledby="counter-title"
          className="card flex h-[calc(100dvh-6rem)] min-h-[30rem] flex-col gap-3 p-4 sm:h-[calc(100dvh-7rem)] sm:p-5 short:gap-2 short:p-3"
        >
          <div className="flex shrink-0 flex-wrap items-center justify-between gap-2">
            <h2 id="counter-title" className="text-xl font-semibold text-slate-900">
              {t(m.heading)}
            </h2>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <span>{t(m.languageLabel)}</span>
              <select
                value={voice.language}
                onChange={(e) => voice.setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
                className="input min-h-11 w-auto py-1"
              >
                {VOICE_LANGUAGES.map(({ code, name }) => (
                  <option key={code} value={code} lang={code}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {/* Space kept from the first paint: the shift bar arrives with the counter's session
              and must not push the keypad down. The alerts button is drawn with the first paint:
              added a moment later, it wrapped a paired device's shift bar onto another line and
              moved the keypad (Lighthouse's layout shift 0.11). */}
          <div className="flex min-h-11 shrink-0 flex-wrap items-center gap-2 max-sm:flex-nowrap">
            {toolbar}
            <AlertsButton label={t(m.alertsButton)} />
          </div>
          <div
            data-testid="counter-notices"
            className="-mx-1 flex min-h-0 shrink flex-col gap-2 overflow-y-auto px-1 empty:hidden"
          >
            {banners.map((payment) => (
              <LatePaymentBanner
                key={payment.transactionId}
                payment={payment}
                onDismiss={() => {
                  log.dismissed(payment.transactionId)
                  dispatch({ type: 'dismissLate', transactionId: payment.transactionId })
                }}
              />
            ))}
            {notice && <OutcomeNotice notice={notice} />}
          </div>

          {/* The keys fill the rest, down to the bottom of the screen, where a thumb reaches. */}
          <div className="flex flex-1 flex-col">
            <CounterKeypad
              typed={typed}
              busy={state.charging}
              offline={!online}
              onKey={onKey}
              onCharge={() => charge()}
              displayRef={displayRef}
            >
              <CounterNote
                note={note}
                onChange={(value) => dispatch({ type: 'note', note: value })}
              />
            </CounterKeypad>
            {(create.isError || screenFailed) && online && (
              <div className="mt-2">
                <ChargeError message={errorMessage(create.error, t(m.createFailed))} />
              </div>
            )}
          </div>
        </section>

        {secondPass && (
          <CounterToday data={figures.data} failed={figures.isError} lates={knownLates} />
        )}
      </div>

      {confirming !== null && view.kind === 'keypad' && (
        <Suspense fallback={null}>
          <ChargeConfirm
            amount={confirming}
            limit={confirmAbove}
            onConfirm={() => charge(true)}
            onCancel={() => {
              setConfirming(null)
              displayRef.current?.focus()
            }}
          />
        </Suspense>
      )}

      {view.kind !== 'keypad' && (
        <CounterSaleDialog
          view={view}
          onOutcome={onOutcome}
          onNextCustomer={() => nextCustomer()}
          nextCustomerMs={NEXT_CUSTOMER_MS}
        />
      )}
    </>
  )
}
