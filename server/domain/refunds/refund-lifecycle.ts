import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId, utr } from '../core/ids'
import { applyMoves, moneyTransaction } from '../wallet/ledger'
import { inrAmount } from '../payins/payin-wire'
import type { PayinRow } from '../core/payin-row'
import {
  adjustPayinRefunds,
  findRefundAnyMerchant,
  insertRefund,
  notifyRefund,
  payinOfRefund,
  refundById,
  type RefundRow,
} from './refunds'

/*
 * How a pending refund ends (decision 050), and the automatic refund of a payment that lands on a
 * payin it can no longer belong to. The sandbox bank processes a pending refund after a delay
 * (the refund worker) or when the sandbox admin says so; only the admin fails one.
 */

export const DEFAULT_FAILURE_REASON = "The customer's bank did not accept the refund"

/** Plain-words reasons of automatic refunds, shown with the refund. */
export const AUTO_REFUND_REASONS = {
  merchant: 'Paid after the payment was cancelled',
  expiry: 'Paid more than 30 minutes after the payment link expired',
  standing_qr: 'Paid after the sale was paid on the standing QR',
} as const

/** Whose payment a wallet line names: the customer's, else the channel's (a sale has no name). */
export function payinCreditFrom(payin: PayinRow): string {
  const name = payin.customer_name.slice(0, 100)
  if (payin.channel === 'qr') return name ? `QR payin from ${name}` : 'QR payin'
  if (name) return `Payin from ${name}`
  return payin.channel === 'counter' ? 'Counter payin' : 'Payin'
}

function pendingRefund(db: Db, refundId: string): RefundRow {
  const row = findRefundAnyMerchant(db, refundId)
  if (row.status !== 'pending') throw new AppError(400, `Refund is already ${row.status}`)
  return row
}

/** pending → processed with the bank's UTR. The money already left at creation: no ledger move. */
export function processRefund(db: Db, refundId: string, now = Date.now()): RefundRow {
  return moneyTransaction(db, () => {
    const row = pendingRefund(db, refundId)
    stmt(
      db,
      "UPDATE refunds SET status = 'processed', utr = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ).run(utr(), now, row.id)
    adjustPayinRefunds(db, row.payin_id, { pending: -row.amount, processed: row.amount }, now)
    const updated = refundById(db, row.id)
    notifyRefund(db, updated, payinOfRefund(db, updated), now)
    return updated
  })
}

/**
 * pending → failed with a reason; the amount goes back to the balance it was taken from
 * (available for a refund the merchant made, pending for an automatic one), as a
 * refund_reversal line.
 */
export function failRefund(
  db: Db,
  refundId: string,
  reason: string | null,
  now = Date.now(),
): RefundRow {
  return moneyTransaction(db, () => {
    const row = pendingRefund(db, refundId)
    stmt(
      db,
      "UPDATE refunds SET status = 'failed', failure_reason = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    ).run(reason ?? DEFAULT_FAILURE_REASON, now, row.id)
    adjustPayinRefunds(db, row.payin_id, { pending: -row.amount, processed: 0 }, now)
    applyMoves(
      db,
      row.merchant_id,
      [
        {
          bucket: row.automatic === 1 ? 'pending' : 'available',
          type: 'credit',
          amount: row.amount_inr,
          referenceType: 'refund_reversal',
          referenceId: row.refund_id,
          description: `Refund of ${row.transaction_id} failed: amount returned`,
        },
      ],
      now,
    )
    const updated = refundById(db, row.id)
    notifyRefund(db, updated, payinOfRefund(db, updated), now)
    return updated
  })
}

/** The refund worker's tick: pending refunds older than delayMs are processed. Returns how many. */
export function processDueRefunds(db: Db, delayMs: number, now = Date.now()): number {
  const due = stmt(
    db,
    "SELECT refund_id FROM refunds WHERE status = 'pending' AND created_at <= ? ORDER BY created_at LIMIT 200",
  ).all(now - delayMs) as { refund_id: string }[]
  let moved = 0
  for (const { refund_id } of due) {
    try {
      processRefund(db, refund_id, now)
      moved++
    } catch (err) {
      // Decided meanwhile (the admin, the CLI): nothing left to do for this one.
      if (!(err instanceof AppError)) throw err
    }
  }
  return moved
}

/**
 * A payment that landed on a payin it cannot belong to (the merchant cancelled it, or it came
 * after the late window): recorded on the cancelled payin with its UTR, and sent straight back.
 * Called inside the payin's transaction with the row as read there. The money passes through the
 * pending balance, where it landed — a credit and the refund's debit in one transaction — so it
 * is never counted as the merchant's, never settled, needs no available balance and pays no fee.
 */
export function refundLatePayment(db: Db, payin: PayinRow, now: number): PayinRow {
  const reference = utr()
  const recorded = stmt(
    db,
    `UPDATE payins SET utr = ?, gateway = 'SANDBOX-UPI', paid_late = 1, updated_at = ?
     WHERE id = ? AND status = 'cancelled' AND utr IS NULL`,
  ).run(reference, now, payin.id)
  if (recorded.changes !== 1) throw new Error('payin changed under an immediate transaction')
  const amountInr = inrAmount(payin)
  const refundId = publicId('RFD')
  const reason = AUTO_REFUND_REASONS[payin.cancelled_by ?? 'expiry']
  const row = insertRefund(
    db,
    {
      payin: { ...payin, utr: reference },
      refundId,
      // The refund's own id: unique, and never one the merchant could have used already.
      referenceId: refundId,
      amount: payin.amount,
      amountInr,
      reason,
      automatic: true,
    },
    now,
  )
  const from = payinCreditFrom(payin)
  const byHand = payin.cancelled_by === 'merchant' || payin.cancelled_by === 'standing_qr'
  const when = byHand ? 'after cancellation' : 'after the late window'
  applyMoves(
    db,
    payin.merchant_id,
    [
      {
        bucket: 'pending',
        type: 'credit',
        amount: amountInr,
        referenceType: 'payin',
        referenceId: payin.transaction_id,
        description: `${from} (paid ${when})`,
      },
      {
        bucket: 'pending',
        type: 'debit',
        amount: amountInr,
        referenceType: 'refund',
        referenceId: refundId,
        description: `Automatic refund of ${payin.transaction_id}`,
      },
    ],
    now,
  )
  const updated = stmt(db, 'SELECT * FROM payins WHERE id = ?').get(payin.id) as PayinRow
  notifyRefund(db, row, updated, now)
  return updated
}
