import { useEffect, useRef, type ReactNode } from 'react'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import { formatDateTime, formatMoney } from '../../lib/i18n/format'
import { useT } from '../../lib/i18n/i18n'
import * as m from '../messages'
import * as pm from './payment-messages'

type Props = {
  amount: number
  currency: string
  utr: string | null | undefined
  confirmedAt: number
  onClose: () => void
  /** The button's words: 'Close' in the payment-link modal, 'Next customer' at the counter. */
  actionLabel?: string
  /** The words before the UTR's last 4 digits. */
  utrLabel?: string
  /** Anything under the button (the counter's "back on its own" note). */
  footer?: ReactNode
  /** Id for the 'Payment Received!' text, so a surrounding dialog can be named by it. */
  titleId?: string
  /** Move focus to the button when shown (the counter's full screen has nothing else to focus). */
  focusAction?: boolean
}

/**
 * Counter mode's success screen, readable from a metre away. It only ever renders after the
 * gateway's own status said success, so a customer's "paid" screenshot cannot fool the counter.
 */
export function CounterSuccessView({
  amount,
  currency,
  utr,
  confirmedAt,
  onClose,
  actionLabel,
  utrLabel,
  footer,
  titleId,
  focusAction = false,
}: Props) {
  const t = useT()
  const actionRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusAction) actionRef.current?.focus()
  }, [focusAction])

  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 overflow-y-auto bg-emerald-700 p-6 text-center text-white"
    >
      <CheckCircle2 aria-hidden="true" className="size-24 shrink-0" />
      <p id={titleId} className="text-3xl font-bold">
        {t(pm.paymentReceived)}
      </p>
      <p className="text-6xl font-extrabold tabular-nums sm:text-7xl">
        {formatMoney(amount, currency)}
      </p>
      <p className="text-xl">
        {utrLabel ?? t(pm.utrEnding)}{' '}
        <span className="font-mono font-semibold">{utr ? utr.slice(-4) : '—'}</span>
      </p>
      <p className="text-lg">{formatDateTime(confirmedAt)}</p>
      <button
        ref={actionRef}
        type="button"
        onClick={onClose}
        className="mt-4 min-h-11 rounded-lg bg-white px-6 font-semibold text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {actionLabel ?? t(m.close)}
      </button>
      {footer}
    </div>
  )
}
