import { useMutation } from '@tanstack/react-query'
import BadgeIndianRupee from 'lucide-react/icons/badge-indian-rupee'
import { errorMessage } from '../../../lib/http/api-client'
import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { PayinEvent } from '../../../lib/payment-watch/live-events'
import { countStandingQr, type CountedPayment } from '../standing-qr-api'
import * as m from '../qr-messages'

type Props = {
  /** The sale on screen, still open. */
  saleId: string
  /** A payment of the sale's amount to the counter's standing QR, heard while its QR was up. */
  payment: PayinEvent & { amount: number }
  /** A count is on its way (true), or was refused (false): the sale's own end waits meanwhile. */
  onCounting: (busy: boolean) => void
  /** The gateway counted it: the sale is paid, by this payment. */
  onCounted: (counted: CountedPayment) => void
  onDismiss: () => void
}

/**
 * 'Paid ₹50 on the standing QR — count it for this sale?' (decision 078): the customer scanned
 * the printed QR instead of the sale's. One tap asks the gateway to close the sale with that
 * payment, which it does once, in one step: a second tap, another till or a payment already
 * counted is refused, and the gateway's words are shown. Nothing is charged twice: the sale's
 * own QR, paid later after all, is refunded by the gateway (decision 050).
 */
export function StandingQrOffer({ saleId, payment, onCounting, onCounted, onDismiss }: Props) {
  const t = useT()
  const count = useMutation({
    mutationFn: countStandingQr,
    onMutate: () => onCounting(true),
    onSuccess: onCounted,
    onError: () => onCounting(false),
  })
  return (
    <div
      role="alert"
      data-testid="standing-qr-offer"
      className="w-full rounded-xl border-2 border-sky-300 bg-sky-50 p-3 text-left text-sky-950"
    >
      <p className="flex items-start gap-2 text-lg font-semibold">
        <BadgeIndianRupee aria-hidden="true" className="mt-1 size-5 shrink-0" />
        {t(m.qrOffer, { amount: formatINR(payment.amount) })}
      </p>
      {count.isError && (
        <p className="mt-1 text-base font-medium text-red-800">
          {errorMessage(count.error, t(m.qrCountFailed))}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary min-h-12 flex-1 text-base"
          disabled={count.isPending}
          onClick={() => count.mutate({ saleId, paymentId: payment.transaction_id })}
        >
          {count.isPending ? t(m.qrCounting) : t(m.qrCount)}
        </button>
        <button type="button" className="btn-secondary min-h-12 text-base" onClick={onDismiss}>
          {t(m.qrNotThis)}
        </button>
      </div>
    </div>
  )
}
