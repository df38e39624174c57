import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { refundableAmount } from '../payins/payin-refund-state'
import { applyMoves, getWallet } from '../wallet/ledger'
import {
  adjustPayinRefunds,
  checkNewRefund,
  notifyRefund,
  payinOfRefund,
  REFUND_MESSAGES,
  refundById,
  refundDescription,
  refundInr,
  type NewRefund,
  type RefundRow,
} from './refunds'

/*
 * A refund that waits for the team's approval (decision 076): the row is made in
 * 'pending_approval' and neither the payin's refund sums nor the wallet move until the final
 * approval releases it, in the approval's own transaction, exactly as a refund made at once.
 */

/** Makes the waiting refund. Call inside the transaction that opens its approval request. */
export function createPendingRefund(
  db: Db,
  merchantId: number,
  input: NewRefund,
  now: number,
): RefundRow {
  const { payin, amountInr } = checkNewRefund(db, merchantId, input)
  const result = stmt(
    db,
    `INSERT INTO refunds (merchant_id, refund_id, payin_id, transaction_id, reference_id, amount,
       currency, amount_inr, status, reason, automatic, refunded_by_kind, refunded_by_name,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending_approval', ?, 0, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    publicId('RFD'),
    payin.id,
    payin.transaction_id,
    input.reference_id,
    input.amount,
    payin.currency,
    amountInr,
    input.reason,
    input.by?.kind ?? null,
    input.by?.name ?? null,
    now,
    now,
  )
  return refundById(db, Number(result.lastInsertRowid))
}

/**
 * Makes an approved refund pending, as a refund made today: the payin's pending sum, the debit
 * and refund.created. The rupees are worked out again (another refund of a USD payin may have
 * taken its last paise meanwhile). A short balance throws the usual 400; the approval rolls back.
 */
export function releasePendingRefund(db: Db, row: RefundRow, now: number): RefundRow {
  if (row.status !== 'pending_approval')
    throw new AppError(409, `This refund is already ${row.status}`)
  const payin = payinOfRefund(db, row)
  if (row.amount > refundableAmount(payin)) throw new AppError(400, REFUND_MESSAGES.exceeds)
  const amountInr = refundInr(db, payin, row.amount)
  if (getWallet(db, row.merchant_id).available < amountInr) {
    throw new AppError(400, REFUND_MESSAGES.balance)
  }
  stmt(
    db,
    `UPDATE refunds SET status = 'pending', amount_inr = ?, updated_at = ?
     WHERE id = ? AND status = 'pending_approval'`,
  ).run(amountInr, now, row.id)
  adjustPayinRefunds(db, payin.id, { pending: row.amount, processed: 0 }, now)
  applyMoves(
    db,
    row.merchant_id,
    [
      {
        bucket: 'available',
        type: 'debit',
        amount: amountInr,
        referenceType: 'refund',
        referenceId: row.refund_id,
        description: refundDescription(payin),
      },
    ],
    now,
  )
  const released = refundById(db, row.id)
  notifyRefund(db, released, payinOfRefund(db, released), now)
  return released
}

/** Ends a waiting refund unsent (rejected, expired or cancelled); false when it was not waiting. */
export function endPendingRefund(
  db: Db,
  row: RefundRow,
  status: 'rejected' | 'expired' | 'cancelled',
  now: number,
): boolean {
  const result = stmt(
    db,
    "UPDATE refunds SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending_approval'",
  ).run(status, now, row.id)
  return result.changes === 1
}

/** What refunds waiting for approval would take from the available balance (paise). */
export function refundsAwaitingApproval(db: Db, merchantId: number): number {
  const row = stmt(
    db,
    "SELECT COALESCE(SUM(amount_inr), 0) AS n FROM refunds WHERE merchant_id = ? AND status = 'pending_approval'",
  ).get(merchantId) as { n: number }
  return row.n
}
