/*
 * A payin as its row is stored: the one type every payin module reads, at the bottom of the
 * payins area so that none of them imports payins.ts for it (decision 068: rows at the bottom,
 * no import loops).
 */

export type PayinRow = {
  id: number
  merchant_id: number
  transaction_id: string
  order_id: string
  amount: number
  fee: number
  net_amount: number
  currency: string
  /** Paise at fx_rate for a non-INR payin (decision 030); null for INR (the amount itself). */
  amount_inr: number | null
  fx_rate: number | null
  status: 'pending' | 'success' | 'failed' | 'cancelled'
  utr: string | null
  gateway: string | null
  /** '' for a counter payin without a customer (the column is NOT NULL); shown as null. */
  customer_name: string
  customer_email: string
  customer_phone: string | null
  description: string | null
  callback_url: string | null
  webhook_url: string | null
  upi_id: string | null
  /**
   * 'counter': made on the counter screen, customer optional (decision 024). 'qr': a payment to a
   * counter's standing QR, created already paid from the bank's credit (decision 078).
   */
  channel: 'link' | 'counter' | 'qr'
  /** 1 when the payment arrived after the link expired or was cancelled (decision 024). */
  paid_late: number
  /** Processed refunds, in the payin's currency units (decision 050). */
  refunded_amount: number
  /** Refunds debited from the merchant but not yet at the bank. */
  refund_pending_amount: number
  /**
   * Who ended a cancelled payin: the merchant (or a cashier), the link's expiry, or a standing-QR
   * payment counted for this sale (decision 078).
   */
  cancelled_by: 'merchant' | 'expiry' | 'standing_qr' | null
  expires_at: number
  settled_at: number | null
  created_at: number
  updated_at: number
  /** A counter sale's counter, cashier and shift, as they were at the sale (decision 047). */
  counter_id: string | null
  counter_name: string | null
  cashier_id: string | null
  cashier_name: string | null
  shift_id: string | null
  /** A standing-QR payin: the payer's VPA as the bank reports it (null otherwise). */
  payer_vpa: string | null
  /** A standing-QR payin counted for a till's open sale: that sale's transaction id. */
  sale_transaction_id: string | null
  /** Its outlet's public id and name as they were when it was made (decision 080); null for a
   * payment link that names none. */
  outlet_id: string | null
  outlet_name: string | null
  /** The fee's GST kind as charged (decision 052); NULL before fees carried it. */
  gst_kind: string | null
}
