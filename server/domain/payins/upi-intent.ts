import { payeeParams, upiLink, type IntentPayee } from '../core/upi-intent'

/*
 * The UPI intent of a payin (NPCI UPI linking specification; docs/api-contract.md): the
 * deep link a customer's UPI app opens from a QR code. One builder for the API's `upi_intent` and
 * the sandbox checkout page's QR, so what the portal draws and what the checkout shows never differ.
 */

export type { IntentPayee }

export type IntentPayin = {
  transaction_id: string
  order_id: string
  amount: number
  currency: string
  description: string | null
  channel?: string
}

/** Integer paise as rupees with exactly 2 decimals, without a float round trip ("1234.50"). */
export function upiAmount(paise: number): string {
  const rupees = Math.floor(paise / 100)
  return `${rupees}.${String(paise % 100).padStart(2, '0')}`
}

/**
 * `upi://pay?pa=…&pn=…[&mc=…]&am=…&cu=INR&tr=…&tn=…`, every value percent-encoded; `tn` is the
 * payin's description, else `Order <order_id>`. UPI moves rupees only, so a USD payin has none,
 * and a standing-QR payin was paid on the counter's own QR: it has nothing left to scan.
 */
export function upiIntent(payin: IntentPayin, payee: IntentPayee): string | null {
  if (payin.currency !== 'INR' || payin.channel === 'qr') return null
  return upiLink([
    ...payeeParams(payee),
    ['am', upiAmount(payin.amount)],
    ['cu', 'INR'],
    ['tr', payin.transaction_id],
    ['tn', payin.description || `Order ${payin.order_id}`],
  ])
}
