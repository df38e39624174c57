import { toRupees } from '../core/money'
import type { PayinRow } from '../core/payin-row'

/*
 * What a payin says about its refunds (decision 050), from the two sums the payin row keeps in
 * the refunds' own transactions: processed (money that reached the customer's bank, with a UTR)
 * and pending (debited from the merchant, not yet at the bank). refund_status counts processed
 * refunds only, so a payin never reads 'Refunded' before the bank has the money.
 */

export type RefundStatus = 'none' | 'partial' | 'full'

/**
 * A payment the gateway received: a successful payin, or a cancelled one whose customer paid
 * anyway (recorded with its UTR and refunded automatically, never kept).
 */
export function receivedPayment(row: Pick<PayinRow, 'status' | 'utr'>): boolean {
  return row.status === 'success' || (row.status === 'cancelled' && row.utr !== null)
}

/** A cancelled payin whose late payment was recorded: its refund was made automatically. */
export function autoRefunded(row: Pick<PayinRow, 'status' | 'utr'>): boolean {
  return row.status === 'cancelled' && row.utr !== null
}

/** What may still be refunded, in the payin's currency units (0 when nothing was received). */
export function refundableAmount(
  row: Pick<PayinRow, 'status' | 'utr' | 'amount' | 'refunded_amount' | 'refund_pending_amount'>,
): number {
  if (!receivedPayment(row)) return 0
  return row.amount - row.refunded_amount - row.refund_pending_amount
}

export function refundStatus(row: Pick<PayinRow, 'amount' | 'refunded_amount'>): RefundStatus {
  if (row.refunded_amount <= 0) return 'none'
  return row.refunded_amount >= row.amount ? 'full' : 'partial'
}

/** The refund fields of the Payin object, its status answer, its events and its webhooks. */
export function payinRefundFields(row: PayinRow) {
  return {
    refunded_amount: toRupees(row.refunded_amount),
    refund_status: refundStatus(row),
    refund_pending_amount: toRupees(row.refund_pending_amount),
    refundable_amount: toRupees(refundableAmount(row)),
    auto_refund: autoRefunded(row),
    cancelled_by: row.cancelled_by,
  }
}
