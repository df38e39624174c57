import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'
import BellRing from 'lucide-react/icons/bell-ring'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import RotateCcw from 'lucide-react/icons/rotate-ccw'
import XCircle from 'lucide-react/icons/circle-x'
import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { lateRefundText } from '../counter-words'
import { autoRefundedText } from '../sale-words'
import type { CounterNotice, LatePayment } from '../counter-state'
import * as m from '../messages'
import * as s from '../sale-messages'
import { QrStrip, type QrStripProps } from './qr-strip'

/**
 * What became of the last sale, in plain words, back on the keypad. Unpaid: the amount is kept,
 * so charging the same customer again is one tap. Paid late after all: the notice says so and
 * no longer invites a second charge (the amount was taken back by the reducer).
 */
export function OutcomeNotice({ notice }: { notice: CounterNotice }) {
  const t = useT()
  if (notice.kind === 'autoRefunded') {
    // Paid after all, and sent back by the gateway: still unpaid, so the amount stays typed.
    return (
      <div
        role="alert"
        data-outcome="auto-refunded"
        className="flex gap-3 rounded-lg border border-sky-300 bg-sky-50 px-3 py-2 text-sky-950"
      >
        <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{autoRefundedText(notice.amount, notice.after)}</p>
          <p className="text-sm">{t(s.chargeAgain)}</p>
        </div>
      </div>
    )
  }
  if (notice.kind === 'paidLate') {
    return (
      <div
        role="alert"
        data-outcome="paid-late"
        className="flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-950"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t(m.lateReceived, { amount: formatINR(notice.amount) })}</p>
          <p className="text-sm">{t(s.doNotChargeAgain)}</p>
          {notice.paidTwice && <PaidTwice />}
        </div>
      </div>
    )
  }
  const words =
    notice.kind === 'declined'
      ? t(s.declined)
      : notice.kind === 'cancelled'
        ? t(s.cancelled)
        : t(s.expired)
  return (
    <div
      role="alert"
      data-outcome={notice.kind}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900"
    >
      <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{words}</p>
        <p className="text-sm">{t(s.chargeAgain)}</p>
      </div>
    </div>
  )
}

function PaidTwice() {
  const t = useT()
  return (
    <div className="mt-2 border-t border-current/20 pt-2">
      <p className="flex items-center gap-1.5 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {t(m.paidTwice)}
      </p>
      <p className="text-sm">{t(s.paidTwiceHelp)}</p>
    </div>
  )
}

type LateProps = { payment: LatePayment; onDismiss: () => void }

/**
 * A late UPI credit (paid after its QR expired or was cancelled): money the cashier was told had
 * not come. It stays until dismissed, with the transaction id to match it against the customer's
 * app, and says when the customer seems to have paid twice. One the gateway refunded
 * automatically says that the money went back to the customer instead.
 */
export function LatePaymentBanner({ payment, onDismiss }: LateProps) {
  const t = useT()
  const Icon = payment.refunded ? RotateCcw : BellRing
  return (
    <div
      role="alert"
      data-testid="late-payment"
      className={`flex items-start gap-3 rounded-lg border px-3 py-2 ${
        payment.refunded
          ? 'border-sky-300 bg-sky-50 text-sky-950'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 max-sm:hidden" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {payment.refunded
            ? autoRefundedText(payment.amount, payment.refunded)
            : t(m.lateReceived, { amount: formatINR(payment.amount) })}
        </p>
        {payment.refund && (
          <p className="text-sm font-semibold" data-testid="late-refund">
            {lateRefundText(payment.refund)}
          </p>
        )}
        {/* The words wrap between words; only the id, a single token in its own box, may break
            anywhere (at 375 px it does not fit one line beside the Dismiss button). */}
        <p className="text-sm">
          {t(s.transaction)}{' '}
          <span className="inline-block max-w-full rounded bg-white/60 px-1 font-mono break-all">
            {payment.transactionId}
          </span>
        </p>
        {payment.paidTwice && !payment.refund && <PaidTwice />}
      </div>
      <button type="button" onClick={onDismiss} className="btn-secondary min-h-9 shrink-0 px-3">
        {t(m.dismiss)}
      </button>
    </div>
  )
}

type ListProps = {
  banners: readonly LatePayment[]
  notice: CounterNotice | null
  onDismiss: (transactionId: string) => void
  /** Once the counter heard a payment to its standing QR (decision 078): their strip. */
  qr?: QrStripProps
}

/**
 * The payments to the standing QR, the late payments not yet dismissed, then what became of
 * the last sale.
 */
export function NoticeList({ banners, notice, onDismiss, qr }: ListProps) {
  return (
    <>
      {qr && <QrStrip {...qr} />}
      {banners.map((payment) => (
        <LatePaymentBanner
          key={payment.transactionId}
          payment={payment}
          onDismiss={() => onDismiss(payment.transactionId)}
        />
      ))}
      {notice && <OutcomeNotice notice={notice} />}
    </>
  )
}
