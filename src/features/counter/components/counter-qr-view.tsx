import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import Clock from 'lucide-react/icons/clock'
import WifiOff from 'lucide-react/icons/wifi-off'
import { PaymentQr } from '../../../components/sale/payment-qr'
import { formatINR } from '../../../lib/i18n/format'
import { useOnlineStatus } from '../../../lib/http/online-status'
import { withTexts } from '../../../lib/i18n/i18n'
import { subscribePayinEvents, type PayinEvent } from '../../../lib/payment-watch/live-events'
import { holdQrOnScreen } from '../../../lib/payment-watch/qr-on-screen'
import { fromRupees } from '../../../lib/money/paise'
import {
  COUNTDOWN_WARNING_MS,
  formatCountdown,
  isTerminal,
  type PaymentState,
} from '../../../lib/payment-watch/payment-status-machine'
import { usePaymentStatus } from '../../../lib/payment-watch/sale/use-payment-status'
import type { OpenSale } from '../counter-state'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../sale-messages'
import { useCancelPayin } from '../queries'
import type { CountedPayment } from '../standing-qr-api'

// 'Count it for this sale?' loads only when a payment of the sale's amount reaches the standing
// QR while this QR is up (decision 078), with its texts.
const StandingQrOffer = lazy(() =>
  withTexts(['sale'], () => import('./standing-qr-offer')).then((module) => ({
    default: module.StandingQrOffer,
  })),
)

type QrPaid = PayinEvent & { amount: number }

type Props = {
  charge: OpenSale
  /** Called once, when the gateway's status (or a confirmed cancel) has decided. */
  onOutcome: (state: PaymentState) => void
}

/**
 * The full-screen QR for the customer: the amount readable from a metre away, the QR, the
 * countdown from the server's expiry, and a cancel for the cashier. What happens next is decided
 * only by the status machine (polls, the push stream, the service worker), never by a tap.
 */
export function CounterQrView({ charge, onOutcome }: Props) {
  const t = useT()
  // The counter charges rupees only (UPI).
  const { state, remaining, dispatch, checkFailed } = usePaymentStatus(
    charge.transactionId,
    charge.deadline,
    { money: { amount: charge.amount, currency: 'INR', channel: 'counter' } },
  )
  const online = useOnlineStatus()
  const cancel = useCancelPayin()
  const reported = useRef(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const onOutcomeRef = useRef(onOutcome)
  useEffect(() => {
    onOutcomeRef.current = onOutcome
  })

  const decided = isTerminal(state)
  // The amount is what the cashier and a screen reader need first; Cancel must not be one
  // accidental Enter away.
  useEffect(() => titleRef.current?.focus(), [])
  // A session or pairing that ends under this QR says what happened (decision 049), and the
  // idle lock waits for the sale to end.
  useEffect(() => holdQrOnScreen('sale'), [])

  // Payments of this amount to the counter's standing QR since this QR went up: each may be
  // the customer's, paid on the printed QR instead. The cashier counts one, or says not this.
  const [qrPaid, setQrPaid] = useState<QrPaid[]>([])
  const [notThis, setNotThis] = useState<readonly string[]>([])
  useEffect(() => {
    const due = fromRupees(charge.amount)
    return subscribePayinEvents({
      onPayin: (event) => {
        const { amount } = event
        if (event.channel !== 'qr' || event.status.toLowerCase() !== 'success') return
        if (amount === undefined || fromRupees(amount) !== due) return
        setQrPaid((list) =>
          list.some((p) => p.transaction_id === event.transaction_id)
            ? list
            : [...list, { ...event, amount }],
        )
      },
    })
  }, [charge.amount])
  // While the gateway counts one, the sale's end it reports meanwhile ('cancelled', by the
  // standing QR, often heard on the stream before the count's own answer) waits for that answer.
  const [counting, setCounting] = useState(false)
  const offered =
    decided && !counting ? undefined : qrPaid.find((p) => !notThis.includes(p.transaction_id))

  function onCounted(counted: CountedPayment) {
    if (reported.current) return
    reported.current = true
    // Paid, by the standing QR's payment: announced when it arrived, not again.
    onOutcomeRef.current({
      ...state,
      status: 'success',
      utr: counted.payment.utr ?? null,
      lastCheckedAt: Date.now(),
      counted: true,
    })
  }

  useEffect(() => {
    if (!decided || counting || reported.current) return
    reported.current = true
    onOutcomeRef.current(state)
  }, [decided, counting, state])

  function onCancel() {
    if (cancel.isPending) return
    dispatch({ type: 'cancelAsked' })
    cancel.mutate(charge.transactionId, {
      onSuccess: () => dispatch({ type: 'cancelConfirmed', at: Date.now() }),
      // Refused (usually: the customer paid a moment ago) or unreachable: the status poll that
      // useCancelPayin triggers decides; until then the QR stays up with a note.
      onError: () => dispatch({ type: 'cancelRefused' }),
    })
  }

  // No connection, or the gateway has not answered the last check: the customer may have paid
  // already, so 'waiting' would mislead. The result shows (and is announced) when it is back.
  const disconnected = !online || checkFailed

  const urgent = remaining < COUNTDOWN_WARNING_MS
  const countdown = formatCountdown(remaining)
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 overflow-y-auto p-4 text-center sm:gap-6 sm:p-8 md:landscape:flex-row md:landscape:gap-12">
      <div className="flex flex-col items-center gap-2 sm:gap-4">
        <p id="counter-qr-label" className="text-lg font-medium text-slate-700">
          {t(m.amountToPay)}
        </p>
        <h2
          id="counter-qr-title"
          ref={titleRef}
          tabIndex={-1}
          className={`font-extrabold tracking-tight tabular-nums outline-none ${amountSize(charge.amount)}`}
        >
          {formatINR(charge.amount)}
        </h2>
        <p className="text-sm text-slate-700">{t(m.timeLeft)}</p>
        <p
          role="timer"
          aria-label={t(m.timeLeftTimer, { countdown })}
          data-urgent={urgent || undefined}
          className={`flex items-center gap-2 text-4xl font-bold tabular-nums ${urgent ? 'text-red-700' : 'text-slate-950'}`}
        >
          <Clock aria-hidden="true" className="size-8" />
          {countdown}
        </p>
      </div>

      <div className="flex w-full max-w-md flex-col items-center gap-3">
        {offered && (
          <Suspense fallback={null}>
            <StandingQrOffer
              saleId={charge.transactionId}
              payment={offered}
              onCounting={setCounting}
              onCounted={onCounted}
              onDismiss={() => setNotThis((ids) => [...ids, offered.transaction_id])}
            />
          </Suspense>
        )}
        <div className="w-full rounded-xl border-2 border-slate-900 bg-white p-3">
          <PaymentQr
            value={charge.upiIntent || charge.paymentUrl}
            fallback={charge.paymentUrl}
            size="large"
          />
        </div>
        <p className="text-xl font-semibold">{t(m.scan)}</p>
        {disconnected ? (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base font-medium text-amber-950"
          >
            <WifiOff aria-hidden="true" className="size-5 shrink-0" />
            {t(m.connectionLost)}
          </p>
        ) : (
          <p aria-live="polite" className="text-base text-slate-700">
            {state.awaitingFinalPoll ? t(m.checking) : t(m.waiting)}
          </p>
        )}
        {cancel.isError && (
          <p role="alert" className="text-base font-medium text-red-700">
            {t(m.cancelFailed)}
          </p>
        )}
        <button
          type="button"
          onClick={onCancel}
          disabled={cancel.isPending}
          className="btn-secondary min-h-14 w-full border-2 border-slate-900 text-base text-slate-900 sm:w-auto sm:px-8"
        >
          {cancel.isPending ? t(m.cancelling) : t(m.cancelPayment)}
        </button>
      </div>
    </div>
  )
}

/**
 * The amount as large as the screen allows it whole: '₹1,00,000.00' and up (12–13 characters)
 * would run off a 375 px phone at the size of '₹120.00' (decision 064).
 */
function amountSize(amount: number): string {
  return formatINR(amount).length > 9 ? 'text-4xl sm:text-7xl' : 'text-6xl sm:text-8xl'
}
