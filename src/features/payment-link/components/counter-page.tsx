import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '../../../lib/api-client'
import { useSecondPass } from '../../../lib/main-thread'
import type { Payin } from '../../../lib/payin-list'
import { counterAmountReducer, isChargeable, typedAmount, type CounterKey } from '../counter-amount'
import type { CounterOutcome } from '../counter-outcome'
import { counterText } from '../counter-text'
import { paymentLinkKeys, useCreateCounterPayin } from '../queries'
import { paymentDeadline, type PaymentState } from '../status-machine'
import { useCounterKeyboard } from '../use-counter-keyboard'
import { useCounterToday } from '../use-counter-today'
import { useCounterVoice } from '../use-counter-voice'
import { CounterFullScreen } from './counter-full-screen'
import { CounterKeypad } from './counter-keypad'
import { ChargeError, LatePaymentBanner, OutcomeNotice } from './counter-notices'
import { CounterQrView, QR_VIEW_LABELLED_BY, type CounterCharge } from './counter-qr-view'
import { CounterSuccessView } from './counter-success-view'
import { CounterToday } from './counter-today'

/** After a success the keypad comes back by itself this long after (or at once on the button). */
export const NEXT_CUSTOMER_MS = 8_000
const NOTE_MAX = 50
const SUCCESS_TITLE_ID = 'counter-success-title'

type View =
  | { kind: 'keypad' }
  | { kind: 'qr'; charge: CounterCharge }
  | { kind: 'success'; charge: CounterCharge; utr: string | null | undefined; at: number }

/**
 * The counter (issue 13): type an amount, charge, show the customer a full-screen QR, and only
 * when the gateway says so, 'Payment Received!' with a chime and the spoken amount. Then the
 * keypad is ready for the next customer.
 */
export function CounterPage() {
  const voice = useCounterVoice()
  const text = counterText(voice.language)
  const queryClient = useQueryClient()
  const create = useCreateCounterPayin()
  const [typed, setTyped] = useState('')
  const [note, setNote] = useState('')
  const [view, setView] = useState<View>({ kind: 'keypad' })
  const [notice, setNotice] = useState<Exclude<CounterOutcome, 'success'> | null>(null)
  const [lates, setLates] = useState<Payin[]>([])
  const [focusToken, setFocusToken] = useState(0)
  const rootRef = useRef<HTMLDivElement>(null)
  const displayRef = useRef<HTMLOutputElement>(null)
  // The keypad first; today's strip (below it on a phone) a moment later (issue 16).
  const secondPass = useSecondPass()

  const { today, markOwn } = useCounterToday((payment) => {
    voice.announceLate(payment.amount)
    setLates((prev) => [
      payment,
      ...prev.filter((p) => p.transaction_id !== payment.transaction_id),
    ])
  })

  // Back on the keypad after a charge ended: focus its amount (the dialog's close would
  // otherwise put it on Charge, where one Enter charges again).
  useEffect(() => {
    if (focusToken) displayRef.current?.focus()
  }, [focusToken])

  function press(key: CounterKey) {
    voice.arm()
    setNotice(null)
    if (create.isError) create.reset()
    setTyped((prev) => counterAmountReducer(prev, key))
  }

  // The keypad's keys are memoised (counter-keypad.tsx): they get one callback for the page's
  // life, which calls the latest press.
  const latestPress = useRef(press)
  useLayoutEffect(() => {
    latestPress.current = press
  })
  const onKey = useCallback((key: CounterKey) => latestPress.current(key), [])

  function charge() {
    voice.arm()
    if (create.isPending || !isChargeable(typed)) return
    setNotice(null)
    const createdAt = Date.now()
    create.mutate(
      { amount: typedAmount(typed), note },
      {
        onSuccess: (payin) =>
          setView({
            kind: 'qr',
            charge: {
              transactionId: payin.transaction_id,
              amount: payin.amount,
              paymentUrl: payin.payment_url,
              upiIntent: payin.upi_intent,
              deadline: paymentDeadline(createdAt, payin.expires_at),
            },
          }),
      },
    )
  }

  function onOutcome(charge: CounterCharge, outcome: CounterOutcome, state: PaymentState) {
    void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.counterToday() })
    if (outcome === 'success') {
      // Announced here; the strip must not announce it again if the gateway marks it late.
      // (A cancelled or expired charge is not marked: its late credit is exactly the news.)
      markOwn(charge.transactionId)
      voice.announce(charge.amount)
      setView({ kind: 'success', charge, utr: state.utr, at: state.lastCheckedAt || Date.now() })
      return
    }
    setNotice(outcome)
    setView({ kind: 'keypad' })
    setFocusToken((n) => n + 1)
  }

  function nextCustomer() {
    setTyped('')
    setNote('')
    setNotice(null)
    create.reset()
    setView({ kind: 'keypad' })
    setFocusToken((n) => n + 1)
  }

  const onNextCustomerTimer = useEffectEvent(nextCustomer)
  useEffect(() => {
    if (view.kind !== 'success') return
    const timer = window.setTimeout(() => onNextCustomerTimer(), NEXT_CUSTOMER_MS)
    return () => window.clearTimeout(timer)
  }, [view.kind])

  useCounterKeyboard({ active: view.kind === 'keypad', rootRef, onKey: press, onCharge: charge })

  return (
    <>
      <div
        ref={rootRef}
        className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:items-start"
      >
        <section
          aria-labelledby="counter-title"
          className="card flex flex-col gap-3 p-4 max-lg:min-h-[calc(100dvh-6rem)] sm:p-5 sm:max-lg:min-h-[calc(100dvh-7rem)]"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="counter-title" className="text-xl font-semibold text-slate-900">
              {text.heading}
            </h2>
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <span>{text.languageLabel}</span>
              <select
                value={voice.language}
                onChange={(e) => voice.setLanguage(e.target.value === 'hi' ? 'hi' : 'en')}
                className="input min-h-11 w-auto py-1"
              >
                <option value="en">English</option>
                <option value="hi">हिन्दी</option>
              </select>
            </label>
          </div>
          {lates.map((payment) => (
            <LatePaymentBanner
              key={payment.transaction_id}
              payment={payment}
              text={text}
              onDismiss={() =>
                setLates((prev) => prev.filter((p) => p.transaction_id !== payment.transaction_id))
              }
            />
          ))}
          {notice && <OutcomeNotice outcome={notice} text={text} />}

          {/* The keys sit at the bottom of the screen on a phone, where a thumb reaches. */}
          <div className="mt-auto">
            <CounterKeypad
              typed={typed}
              text={text}
              busy={create.isPending}
              onKey={onKey}
              onCharge={charge}
              displayRef={displayRef}
            >
              <div>
                <label
                  htmlFor="counter-note"
                  className="mb-1 block text-sm font-medium text-slate-700"
                >
                  {text.noteLabel}
                </label>
                <input
                  id="counter-note"
                  type="text"
                  value={note}
                  maxLength={NOTE_MAX}
                  autoComplete="off"
                  enterKeyHint="done"
                  onChange={(e) => setNote(e.target.value)}
                  className="input"
                />
              </div>
            </CounterKeypad>
            {create.isError && (
              <div className="mt-2">
                <ChargeError message={errorMessage(create.error, 'Failed to create payment')} />
              </div>
            )}
          </div>
        </section>

        {secondPass && <CounterToday data={today.data} failed={today.isError} text={text} />}
      </div>

      {view.kind !== 'keypad' && (
        <CounterFullScreen labelledBy={view.kind === 'qr' ? QR_VIEW_LABELLED_BY : SUCCESS_TITLE_ID}>
          {view.kind === 'qr' ? (
            <CounterQrView
              key={view.charge.transactionId}
              charge={view.charge}
              text={text}
              onOutcome={(outcome, state) => onOutcome(view.charge, outcome, state)}
            />
          ) : (
            <CounterSuccessView
              amount={view.charge.amount}
              currency="INR"
              utr={view.utr}
              confirmedAt={view.at}
              onClose={nextCustomer}
              actionLabel={text.nextCustomer}
              subtitle={text.receivedHindi}
              utrLabel={text.utrEnding}
              titleId={SUCCESS_TITLE_ID}
              focusAction
              footer={<p className="text-base">{text.nextCustomerSoon(NEXT_CUSTOMER_MS / 1000)}</p>}
            />
          )}
        </CounterFullScreen>
      )}
    </>
  )
}
