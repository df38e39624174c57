import { feeTax } from '../core/gst'
import { toRupees } from '../core/money'
import { payinRefundFields } from './payin-refund-state'
import type { PayinRow } from '../core/payin-row'
import { iso } from '../core/time'
import { upiIntent, type IntentPayee } from './upi-intent'

/*
 * The one place a payin row becomes what the gateway says about it (docs/api-contract.md, the
 * Payin object). The API's answers add the payment link and UPI intent (payinView); the event
 * stream and the payin.* webhooks send payinWire as it is, so a field added here reaches every
 * reader at once and no two of them describe a payin differently.
 */

/** A payin as every reader sees it, from its row alone (no request, no merchant). */
export function payinWire(row: PayinRow) {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    order_id: row.order_id,
    amount: toRupees(row.amount),
    fee: toRupees(row.fee),
    // The GST included in fee, and whether it is IGST or CGST + SGST (decision 052).
    ...feeTax(row.fee, row.gst_kind),
    net_amount: toRupees(row.net_amount),
    currency: row.currency,
    // Fee and net are rupees on this figure (decision 030); the same as amount for an INR payin.
    amount_inr: toRupees(inrAmount(row)),
    fx_rate: row.fx_rate ?? 1,
    utr: row.utr,
    status: row.status,
    gateway: row.gateway,
    // A counter payin has no customer: '' in the row, never an invented name on the wire.
    customer_name: row.customer_name || null,
    customer_email: row.customer_email || null,
    customer_phone: row.customer_phone,
    description: row.description,
    channel: row.channel,
    paid_late: row.paid_late === 1,
    ...payinRefundFields(row),
    expires_at: iso(row.expires_at),
    // When its money moved to available; the list names the settlement too (decision 053).
    settled_at: iso(row.settled_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    // Where a sale was made (null for links).
    counter_id: row.counter_id,
    counter_name: row.counter_name,
    cashier_name: row.cashier_name,
    shift_id: row.shift_id,
    // Its outlet as it was when made (decision 080); null for a link that named none.
    outlet_id: row.outlet_id,
    outlet_name: row.outlet_name,
    // A standing-QR payin (decision 078): who paid, and the till's sale it was counted for.
    payer_vpa: row.payer_vpa,
    sale_transaction_id: row.sale_transaction_id,
  }
}

export type PayinWire = ReturnType<typeof payinWire>

export function paymentUrl(baseUrl: string, transactionId: string): string {
  return `${baseUrl}/sandbox/pay/${encodeURIComponent(transactionId)}`
}

/** The Payin object of the API's answers; the payee (the merchant) is needed for upi_intent. */
export function payinView(row: PayinRow, baseUrl: string, payee: IntentPayee) {
  return {
    ...payinWire(row),
    payment_url: paymentUrl(baseUrl, row.transaction_id),
    upi_intent: upiIntent(row, payee),
  }
}

/** Some fields of a wire form, in the order given: what a smaller answer (the status call, a
 * stream event) sends, so it can never say something the full form would not. */
export function pickFields<T extends object, K extends keyof T>(
  wire: T,
  fields: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, wire[field]])) as Pick<T, K>
}

/** The payin's figure in INR paise: what fees, the wallet and every INR total use. */
export function inrAmount(row: Pick<PayinRow, 'amount' | 'amount_inr'>): number {
  return row.amount_inr ?? row.amount
}
