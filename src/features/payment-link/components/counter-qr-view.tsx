import { useEffect, useRef, useState } from 'react'
import { Clock } from 'lucide-react'
import { formatINR } from '../../../lib/format'
import { counterOutcome, type CounterOutcome } from '../counter-outcome'
import type { CounterText } from '../counter-text'
import { useCancelPayin } from '../queries'
import { COUNTDOWN_WARNING_MS, formatCountdown, type PaymentState } from '../status-machine'
import { usePaymentStatus } from '../use-payment-status'
import { PaymentQr } from './payment-qr'

/** One counter charge on its way: what the QR view needs. */
export type CounterCharge = {
  transactionId: string
  amount: number
  paymentUrl: string
  upiIntent?: string | null
  /** Absolute epoch ms (paymentDeadline of the creation time and the server's expires_at). */
  deadline: number
}

type Props = {
  charge: CounterCharge
  text: CounterText
  /** Called once, when the gateway's status (or a successful cancel) has decided. */
  onOutcome: (outcome: CounterOutcome, state: PaymentState) => void
}

/** Names the full-screen dialog: "Amount to pay ₹120.00". */
export const QR_VIEW_LABELLED_BY = 'counter-qr-label counter-qr-title'

/**
 * The full-screen QR for the customer: the amount readable from a metre away, the QR, the
 * countdown from the server's expiry, and a cancel for the cashier. What happens next is decided
 * only by the status machine (polls, the push stream, the service worker), never by a tap.
 */
export function CounterQrView({ charge, text, onOutcome }: Props) {
  const { state, remaining, close } = usePaymentStatus(charge.transactionId, charge.deadline)
  const cancel = useCancelPayin()
  const [cancelRequested, setCancelRequested] = useState(false)
  const reported = useRef(false)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const onOutcomeRef = useRef(onOutcome)
  useEffect(() => {
    onOutcomeRef.current = onOutcome
  })

  // The amount is what the cashier and a screen reader need first; Cancel must not be one
  // accidental Enter away.
  useEffect(() => titleRef.current?.focus(), [])

  const outcome = counterOutcome(state, cancelRequested)
  useEffect(() => {
    if (!outcome || reported.current) return
    reported.current = true
    onOutcomeRef.current(outcome, state)
  }, [outcome, state])

  function onCancel() {
    if (cancel.isPending) return
    setCancelRequested(true)
    cancel.mutate(charge.transactionId, {
      onSuccess: () => {
        close()
        if (reported.current) return
        reported.current = true
        onOutcomeRef.current('cancelled', state)
      },
      // Refused (usually: the customer paid a moment ago) or unreachable: the status poll that
      // useCancelPayin triggers decides; until then the QR stays up with a note.
      onError: () => setCancelRequested(false),
    })
  }

  const urgent = remaining < COUNTDOWN_WARNING_MS
  const countdown = formatCountdown(remaining)
  return (
    <div className="flex min-h-full flex-col items-center justify-center gap-4 overflow-y-auto p-4 text-center sm:gap-6 sm:p-8 md:landscape:flex-row md:landscape:gap-12">
      <div className="flex flex-col items-center gap-2 sm:gap-4">
        <p id="counter-qr-label" className="text-lg font-medium text-slate-700">
          {text.amountToPay}
        </p>
        <h2
          id="counter-qr-title"
          ref={titleRef}
          tabIndex={-1}
          className="text-6xl font-extrabold tracking-tight tabular-nums outline-none sm:text-8xl"
        >
          {formatINR(charge.amount)}
        </h2>
        <p className="text-sm text-slate-700">{text.timeLeft}</p>
        <p
          role="timer"
          aria-label={`${text.timeLeft} ${countdown}`}
          data-urgent={urgent || undefined}
          className={`flex items-center gap-2 text-4xl font-bold tabular-nums ${urgent ? 'text-red-700' : 'text-slate-950'}`}
        >
          <Clock aria-hidden="true" className="size-8" />
          {countdown}
        </p>
      </div>

      <div className="flex w-full max-w-md flex-col items-center gap-3">
        <div className="w-full rounded-xl border-2 border-slate-900 bg-white p-3">
          <PaymentQr
            value={charge.upiIntent || charge.paymentUrl}
            fallback={charge.paymentUrl}
            size="large"
          />
        </div>
        <p className="text-xl font-semibold">Scan QR code with any UPI app to pay</p>
        {text.scanHindi && (
          <p lang="hi" className="text-lg">
            {text.scanHindi}
          </p>
        )}
        <p aria-live="polite" className="text-base text-slate-700">
          {state.awaitingFinalPoll ? text.checking : text.waiting}
        </p>
        {cancel.isError && (
          <p role="alert" className="text-base font-medium text-red-700">
            {text.cancelFailed}
          </p>
        )}
        <button
          type="button"
          onClick={onCancel}
          disabled={cancel.isPending}
          className="btn-secondary min-h-14 w-full border-2 border-slate-900 text-base text-slate-900 sm:w-auto sm:px-8"
        >
          {cancel.isPending ? text.cancelling : text.cancelPayment}
        </button>
      </div>
    </div>
  )
}
