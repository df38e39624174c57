import XCircle from 'lucide-react/icons/circle-x'
import { formatDateTimeIST, formatINR, formatMoney } from '../../../lib/format'

/**
 * The payment-link modal's texts for what will happen (product.md §2.6, "Links that say what
 * will happen"; decision 058), in one place beside the modal's own. The specification's texts
 * stay in payment-link-modal.tsx, unchanged, for INR links that end with their countdown.
 */
export const LINK_TEXTS = {
  declinedTitle: 'Payment Declined',
  declined: 'The customer declined the payment.',
  createNewLink: 'Create new link',
  close: 'Close',
  // A link in another currency is not a UPI payment: its QR is the link itself.
  linkQrCaption: 'Scan QR code to open the payment link',
  opensToPay: 'The customer opens the link to pay.',
  opensAndPays: (rupees: string, rate: string, unit: string) =>
    `The customer opens the link and pays ${rupees} (at ${rate} per ${unit}).`,
  payableUntil: (when: string) => `This link can be paid until ${when}.`,
  stillPayable: (when: string) =>
    `The countdown has ended, but this link can still be paid until ${when}. Its payment will appear in Payments.`,
} as const

/**
 * How the customer of a link in another currency pays: by opening the link, in rupees at the
 * rate fixed when it was created (decision 030). Without the gateway's rupee figure, only how.
 */
export function OpensToPayNote({
  currency,
  amountInr,
  fxRate,
}: {
  currency: string
  amountInr?: number | null
  fxRate?: number | null
}) {
  const known = typeof amountInr === 'number' && typeof fxRate === 'number' && fxRate > 0
  return (
    <p className="text-sm text-slate-700">
      {known
        ? LINK_TEXTS.opensAndPays(formatINR(amountInr), formatINR(fxRate), formatMoney(1, currency))
        : LINK_TEXTS.opensToPay}
    </p>
  )
}

/**
 * Until when a link with its own later expiry can be paid (the gateway's expires_at, in IST
 * whatever the device's zone); once the countdown has run out, that it still can be.
 */
export function PayableUntilNote({ expiresAt, ended }: { expiresAt: string; ended: boolean }) {
  const when = formatDateTimeIST(expiresAt)
  return (
    <p
      role="status"
      className={
        ended
          ? 'rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800'
          : 'text-sm text-slate-700'
      }
    >
      {ended ? LINK_TEXTS.stillPayable(when) : LINK_TEXTS.payableUntil(when)}
    </p>
  )
}

/**
 * A decline is one outcome: the customer said no. None of the expired texts: the link did not
 * lapse. 'Create new link' closes, which gives the fresh, focused form (the create route remounts
 * it), as Close does.
 */
export function DeclinedView({ onClose }: { onClose: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <XCircle aria-hidden="true" className="size-16 text-status-failed" />
      <p className="text-xl font-semibold text-slate-900">{LINK_TEXTS.declined}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-primary" onClick={onClose}>
          {LINK_TEXTS.createNewLink}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {LINK_TEXTS.close}
        </button>
      </div>
    </div>
  )
}
