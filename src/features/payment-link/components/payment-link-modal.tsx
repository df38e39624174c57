import { useEffect } from 'react'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import Clock from 'lucide-react/icons/clock'
import XCircle from 'lucide-react/icons/circle-x'
import { CopyButton } from '../../../components/copy-button'
import { Modal } from '../../../components/modal'
import { ShareButton } from '../../../components/share-button'
import { CounterSuccessView } from '../../../components/sale/counter-success-view'
import { paymentReceived } from '../../../components/sale/payment-messages'
import { PaymentQr } from '../../../components/sale/payment-qr'
import { formatMoney } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import {
  COUNTDOWN_WARNING_MS,
  formatCountdown,
  isPayableAfterCountdown,
  type PaymentStatus,
} from '../../../lib/payment-watch/payment-status-machine'
import { holdQrOnScreen } from '../../../lib/payment-watch/qr-on-screen'
import { holdUpdates } from '../../../lib/payment-watch/update-gate'
import { usePaymentStatus } from '../../../lib/payment-watch/sale/use-payment-status'
import * as m from '../messages'
import { useCounterMode } from '../use-counter-mode'
import { CounterModeControls } from './counter-mode-controls'
import { DeclinedView, OpensToPayNote, PayableUntilNote } from './payment-link-notes'

export type PaymentLink = {
  transactionId: string
  orderId: string
  amount: number
  currency: string
  paymentUrl: string
  /**
   * The UPI deep link (upi://pay?…) a UPI app can pay; the QR encodes it when the gateway sends
   * one, else the payment URL, as before.
   */
  upiIntent?: string | null
  /** The countdown's end, absolute epoch ms (see linkTimes). */
  deadline: number
  /**
   * The link's own end when later than the countdown's (decision 058): `at` on this device's
   * clock for the status machine, `expiresAt` the gateway's time as shown to the merchant.
   */
  payableUntil?: { at: number; expiresAt: string }
  /** A link in another currency: the rupees its customer pays and the rate (decision 030). */
  amountInr?: number | null
  fxRate?: number | null
}

// product.md §2.6: a lapsed or cancelled link is 'Payment Expired'; a decline says it was one.
const TITLES = {
  pending: m.titleWaiting,
  success: m.titleSuccess,
  declined: m.titleDeclined,
  cancelled: m.titleExpired,
  expired: m.titleExpired,
} satisfies Record<PaymentStatus, unknown>

type Props = { payment: PaymentLink; onClose: () => void }

/** The screen a shop counter leaves open: QR, countdown and a live status (product.md §2, §4). */
export function PaymentLinkModal({ payment, onClose }: Props) {
  const t = useT()
  const { state, remaining, now, close } = usePaymentStatus(
    payment.transactionId,
    payment.deadline,
    {
      payableUntil: payment.payableUntil?.at,
      money: { amount: payment.amount, currency: payment.currency, amountInr: payment.amountInr },
    },
  )
  const counter = useCounterMode(state.status, payment.amount)

  // A "new version" reload would throw away the live payment view: hold it while open.
  useEffect(() => holdUpdates(), [])
  // A session that ends while the link waits says so on /login (decision 049).
  const waiting = state.status === 'pending'
  useEffect(() => (waiting ? holdQrOnScreen('link') : undefined), [waiting])

  function handleClose() {
    close()
    onClose()
  }

  return (
    <Modal open title={t(TITLES[state.status])} onClose={handleClose} size="max-w-md">
      {state.status === 'success' && counter.enabled ? (
        <CounterSuccessView
          amount={payment.amount}
          currency={payment.currency}
          utr={state.utr}
          confirmedAt={state.lastCheckedAt}
          onClose={handleClose}
        />
      ) : state.status === 'success' ? (
        <SuccessView payment={payment} onClose={handleClose} />
      ) : state.status === 'declined' ? (
        <DeclinedView onClose={handleClose} />
      ) : state.status !== 'pending' ? (
        <ExpiredView onClose={handleClose} />
      ) : (
        <div className="space-y-4">
          <WaitingView
            payment={payment}
            remaining={remaining}
            countdownEnded={isPayableAfterCountdown(state, now)}
            checking={Boolean(state.awaitingFinalPoll)}
          />
          <CounterModeControls mode={counter} />
        </div>
      )}
    </Modal>
  )
}

function WaitingView({
  payment,
  remaining,
  countdownEnded,
  checking,
}: {
  payment: PaymentLink
  remaining: number
  /** The countdown ran out and the link can still be paid: no timer, say until when instead. */
  countdownEnded: boolean
  checking: boolean
}) {
  const t = useT()
  const urgent = remaining < COUNTDOWN_WARNING_MS
  // UPI moves rupees only (api-contract.md): a link in another currency is paid by opening it.
  const upi = payment.currency === 'INR'
  return (
    <div className="space-y-4" data-testid="payment-waiting">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">{t(m.amountToPay)}</p>
          <p className="text-3xl font-bold tabular-nums text-slate-900 sm:text-4xl">
            {formatMoney(payment.amount, payment.currency)}
          </p>
        </div>
        {!countdownEnded && (
          <div className="text-right">
            <p className="text-sm text-slate-600">{t(m.timeLeft)}</p>
            <p
              role="timer"
              aria-label={t(m.timeLeftTimer, { countdown: formatCountdown(remaining) })}
              data-urgent={urgent || undefined}
              className={`flex items-center justify-end gap-1 text-2xl font-semibold tabular-nums ${urgent ? 'text-red-600' : 'text-slate-900'}`}
            >
              <Clock aria-hidden="true" className="size-5" />
              {formatCountdown(remaining)}
            </p>
          </div>
        )}
      </div>
      {!upi && (
        <OpensToPayNote
          currency={payment.currency}
          amountInr={payment.amountInr}
          fxRate={payment.fxRate}
        />
      )}
      {payment.payableUntil && (
        <PayableUntilNote expiresAt={payment.payableUntil.expiresAt} ended={countdownEnded} />
      )}

      <div className="rounded-xl border border-slate-200 p-3">
        {upi ? (
          <>
            <PaymentQr
              value={payment.upiIntent || payment.paymentUrl}
              fallback={payment.paymentUrl}
            />
            <p className="mt-2 text-center text-sm text-slate-700">{t(m.scanUpi)}</p>
          </>
        ) : (
          <>
            <PaymentQr value={payment.paymentUrl} />
            <p className="mt-2 text-center text-sm text-slate-700">{t(m.scanToOpen)}</p>
          </>
        )}
      </div>

      <div>
        <label htmlFor="payment-link-url" className="mb-1 block text-sm font-medium text-slate-700">
          {t(m.linkLabel)}
        </label>
        <div className="flex gap-2">
          <input
            id="payment-link-url"
            readOnly
            value={payment.paymentUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="input font-mono text-xs"
          />
          <CopyButton
            value={payment.paymentUrl}
            label={t(m.copyLink)}
            toastMessage={t(m.linkCopied)}
            className="btn-secondary shrink-0 px-3"
          />
          <ShareButton
            url={payment.paymentUrl}
            text={t(m.shareText, { amount: formatMoney(payment.amount, payment.currency) })}
            copiedMessage={t(m.linkCopied)}
          />
        </div>
      </div>

      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800" aria-live="polite">
        {t(checking ? m.checking : m.updatesByItself)}
      </p>

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t(m.transactionId)}</dt>
        <dd className="font-mono break-all text-slate-900">{payment.transactionId}</dd>
        <dt className="text-slate-600">{t(m.orderId)}</dt>
        <dd className="font-mono break-all text-slate-900">{payment.orderId}</dd>
      </dl>
    </div>
  )
}

function SuccessView({ payment, onClose }: { payment: PaymentLink; onClose: () => void }) {
  const t = useT()
  return (
    <div
      role="status"
      className="-m-5 flex min-h-[60dvh] flex-col items-center justify-center gap-3 bg-emerald-50 p-6 text-center"
    >
      <CheckCircle2 aria-hidden="true" className="size-20 text-status-success" />
      <p className="text-2xl font-bold text-emerald-900">{t(paymentReceived)}</p>
      <p className="text-slate-700">{t(m.completed)}</p>
      <p className="text-4xl font-bold tabular-nums text-slate-900">
        {formatMoney(payment.amount, payment.currency)}
      </p>
      <p className="font-mono text-sm break-all text-slate-700">{payment.transactionId}</p>
      <button type="button" className="btn-primary mt-2 w-full sm:w-auto" onClick={onClose}>
        {t(m.close)}
      </button>
    </div>
  )
}

/** The expired texts of product.md §2 as they are: a link that lapsed (or was cancelled) unpaid. */
function ExpiredView({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <XCircle aria-hidden="true" className="size-16 text-status-failed" />
      <p className="text-xl font-semibold text-slate-900">{t(m.expiredHeading)}</p>
      <p className="text-slate-700">{t(m.expiredText)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t(m.close)}
        </button>
      </div>
    </div>
  )
}
