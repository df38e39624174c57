import { AlertTriangle, BellRing, XCircle } from 'lucide-react'
import type { Payin } from '../../../lib/payin-list'
import type { CounterOutcome } from '../counter-outcome'
import type { CounterText } from '../counter-text'

type Ended = Exclude<CounterOutcome, 'success'>

/**
 * Why the QR went away without a payment, in plain words, back on the keypad. The amount is
 * kept, so charging the same customer again is one tap.
 */
export function OutcomeNotice({ outcome, text }: { outcome: Ended; text: CounterText }) {
  const words =
    outcome === 'declined' ? text.declined : outcome === 'cancelled' ? text.cancelled : text.expired
  return (
    <div
      role="alert"
      data-outcome={outcome}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900"
    >
      <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{words}</p>
        <p className="text-sm">{text.chargeAgain}</p>
      </div>
    </div>
  )
}

type LateProps = { payment: Payin; text: CounterText; onDismiss: () => void }

/**
 * A late UPI credit (paid after its QR expired): money the cashier was told had not come. It
 * stays until dismissed, with the transaction id to match it against the customer's app.
 */
export function LatePaymentBanner({ payment, text, onDismiss }: LateProps) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
    >
      <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{text.lateReceived(payment.amount)}</p>
        <p className="text-sm break-all">
          {text.transaction} <span className="font-mono">{payment.transaction_id}</span>
        </p>
      </div>
      <button type="button" onClick={onDismiss} className="btn-secondary min-h-9 shrink-0 px-3">
        {text.dismiss}
      </button>
    </div>
  )
}

/** The charge could not be created: the gateway's words or the fallback of product.md §8. */
export function ChargeError({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  )
}
