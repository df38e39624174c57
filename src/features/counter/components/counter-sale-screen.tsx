import { CounterSuccessView } from '../../../components/sale/counter-success-view'
import type { PaymentState } from '../../../lib/payment-watch/payment-status-machine'
import { useT } from '../../../lib/i18n/i18n'
import type { CounterView, OpenSale } from '../counter-state'
import * as m from '../sale-messages'
import { CounterQrView } from './counter-qr-view'

type Props = {
  view: Exclude<CounterView, { kind: 'keypad' }>
  onOutcome: (sale: OpenSale, result: PaymentState) => void
  onNextCustomer: () => void
  /** Id for 'Payment Received!', which names the full-screen dialog then. */
  successTitleId: string
  /** How long until the keypad comes back by itself after a success. */
  nextCustomerMs: number
}

/**
 * A sale on its way, in the counter's full-screen dialog: the customer's QR until the gateway
 * decides, then 'Payment Received!'. With the status machine, the QR and the worker's notices it
 * is its own download (decision 062): a cold counter draws its keypad without it, and it loads
 * while the cashier types the amount (counter-page.tsx).
 */
export function CounterSaleScreen({
  view,
  onOutcome,
  onNextCustomer,
  successTitleId,
  nextCustomerMs,
}: Props) {
  const t = useT()
  if (view.kind === 'qr') {
    return (
      <CounterQrView
        key={view.sale.transactionId}
        charge={view.sale}
        onOutcome={(result) => onOutcome(view.sale, result)}
      />
    )
  }
  return (
    <CounterSuccessView
      amount={view.sale.amount}
      currency="INR"
      utr={view.utr}
      confirmedAt={view.at}
      onClose={onNextCustomer}
      actionLabel={t(m.nextCustomer)}
      utrLabel={t(m.utrEnding)}
      titleId={successTitleId}
      focusAction
      footer={
        <p className="text-base">{t(m.nextCustomerSoon, { seconds: nextCustomerMs / 1000 })}</p>
      }
    />
  )
}
