import { CheckCircle2 } from 'lucide-react'
import { formatDateTime, formatMoney } from '../../../lib/format'

type Props = {
  amount: number
  currency: string
  utr: string | null | undefined
  confirmedAt: number
  onClose: () => void
}

/**
 * Counter mode's success screen, readable from a metre away. It only ever renders after the
 * gateway's own status said success, so a customer's "paid" screenshot cannot fool the counter.
 */
export function CounterSuccessView({ amount, currency, utr, confirmedAt, onClose }: Props) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-emerald-600 p-6 text-center text-white"
    >
      <CheckCircle2 aria-hidden="true" className="size-24" />
      <p className="text-3xl font-bold">Payment Received!</p>
      <p className="text-6xl font-extrabold tabular-nums sm:text-7xl">
        {formatMoney(amount, currency)}
      </p>
      <p className="text-xl">
        UTR ending <span className="font-mono font-semibold">{utr ? utr.slice(-4) : '—'}</span>
      </p>
      <p className="text-lg">{formatDateTime(confirmedAt)}</p>
      <button
        type="button"
        onClick={onClose}
        className="mt-4 min-h-11 rounded-lg bg-white px-6 font-semibold text-emerald-800"
      >
        Close
      </button>
    </div>
  )
}
