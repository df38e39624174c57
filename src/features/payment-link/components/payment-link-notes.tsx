import XCircle from 'lucide-react/icons/circle-x'
import { formatDateTimeIST, formatINR, formatMoney } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

/*
 * The payment-link modal's notes of what will happen (product.md §2.6, "Links that say what will
 * happen"; decision 058) and its decline. The specification's texts stay as they were for INR
 * links that end with their countdown.
 */

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
  const t = useT()
  const known = typeof amountInr === 'number' && typeof fxRate === 'number' && fxRate > 0
  return (
    <p className="text-sm text-slate-700">
      {known
        ? t(m.opensAndPays, {
            rupees: formatINR(amountInr),
            rate: formatINR(fxRate),
            unit: formatMoney(1, currency),
          })
        : t(m.opensToPay)}
    </p>
  )
}

/**
 * Until when a link with its own later expiry can be paid (the gateway's expires_at, in IST
 * whatever the device's zone); once the countdown has run out, that it still can be.
 */
export function PayableUntilNote({ expiresAt, ended }: { expiresAt: string; ended: boolean }) {
  const t = useT()
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
      {t(ended ? m.stillPayable : m.payableUntil, { when })}
    </p>
  )
}

/**
 * A decline is one outcome: the customer said no. None of the expired texts: the link did not
 * lapse. 'Create new link' closes, which gives the fresh, focused form (the create route remounts
 * it), as Close does.
 */
export function DeclinedView({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <XCircle aria-hidden="true" className="size-16 text-status-failed" />
      <p className="text-xl font-semibold text-slate-900">{t(m.declined)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-primary" onClick={onClose}>
          {t(m.createNewLink)}
        </button>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t(m.close)}
        </button>
      </div>
    </div>
  )
}
