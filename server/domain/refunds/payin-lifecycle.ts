import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { feeGstKind, payinFee } from '../merchants/fees'
import { utr } from '../core/ids'
import { applyMoves, moneyTransaction } from '../wallet/ledger'
import { getMerchant } from '../merchants/merchants'
import { inrAmount } from '../payins/payin-wire'
import { findPayinAnyMerchant, notifyPayin } from '../payins/payins'
import type { PayinRow } from '../core/payin-row'
import { payinCreditFrom, refundLatePayment } from './refund-lifecycle'
import { settleIntoOpenShift } from '../counters/shifts'

/*
 * pending → success (customer paid: fee, net, UTR, net credited to the pending balance)
 * pending → failed (customer declined) · pending → cancelled (merchant cancelled or link expired;
 * cancelled_by says which).
 * Late payments (decision 024, amended by 050): a payment arriving after the link expired, up to
 * LATE_PAYMENT_GRACE_MS after expires_at, is recorded all the same — pending or expiry-cancelled
 * → success with paid_late = 1 — because the customer's bank has already moved the money (a UPI
 * intent in a QR has no expiry of its own). A payment on a payin the merchant cancelled, or one
 * after the late window, is recorded on the cancelled payin and refunded automatically
 * (refundLatePayment): never kept, never refused. A declined (failed) payin stays failed.
 * A payment kept (on time or late) whose shift has closed moves to the counter's open shift
 * (decision 048); one refunded automatically stays in its shift, still counted there as the
 * cancelled QR its Z-report says it was: its money was never the shift's (decision 050).
 * Every transition is a compare-and-set on the status it was read with, inside one IMMEDIATE
 * transaction, so a double click, the sweeper and an admin call cannot both win.
 */

export const LATE_PAYMENT_GRACE_MS = 30 * 60 * 1000

type Outcome = 'success' | 'failed' | 'cancelled'

function transition(db: Db, transactionId: string, outcome: Outcome, now: number): PayinRow {
  return moneyTransaction(db, () => {
    const row = findPayinAnyMerchant(db, transactionId)
    if (!row) throw new AppError(404, 'Payin not found')
    if (outcome === 'success') return payLocked(db, row, now)
    if (row.status !== 'pending') return row
    if (row.expires_at <= now && outcome !== 'cancelled') {
      return transitionLocked(db, row, 'cancelled', now)
    }
    return transitionLocked(db, row, outcome, now)
  })
}

/** The customer's payment, wherever it lands (see the top of this file). */
function payLocked(db: Db, row: PayinRow, now: number): PayinRow {
  const withinGrace = now <= row.expires_at + LATE_PAYMENT_GRACE_MS
  if (row.status === 'pending') {
    if (row.expires_at > now) return transitionLocked(db, row, 'success', now)
    if (withinGrace) return transitionLocked(db, row, 'success', now, true)
    return refundLatePayment(db, transitionLocked(db, row, 'cancelled', now), now)
  }
  if (row.status === 'cancelled') {
    // Already received once and refunded: the same payment again changes nothing.
    if (row.utr !== null) return row
    // Only a lapsed link may still be paid late; a sale the cashier cancelled, or one paid on
    // the standing QR instead (decision 078), is never kept twice.
    const byHand = row.cancelled_by === 'merchant' || row.cancelled_by === 'standing_qr'
    if (!byHand && withinGrace) {
      return transitionLocked(db, row, 'success', now, true)
    }
    return refundLatePayment(db, row, now)
  }
  return row
}

function transitionLocked(
  db: Db,
  row: PayinRow,
  outcome: Outcome,
  now: number,
  late = false,
  cancelledBy: PayinRow['cancelled_by'] = 'expiry',
  bankUtr: string | null = null,
): PayinRow {
  let fee = 0
  let net = 0
  let reference: string | null = null
  let kind: string | null = null
  if (outcome === 'success') {
    // In INR on the payin's INR figure (decision 030): fee, net and the wallet credit are rupees.
    const amount = inrAmount(row)
    const merchant = getMerchant(db, row.merchant_id)
    fee = payinFee(amount, merchant.payin_fee_bps)
    net = amount - fee
    reference = bankUtr ?? utr()
    // The fee's GST kind as it is charged (decision 052), kept so history never changes with it.
    kind = feeGstKind(merchant)
  }
  const changed = stmt(
    db,
    `UPDATE payins SET status = ?, fee = ?, net_amount = ?, utr = ?, gateway = ?, paid_late = ?,
       cancelled_by = ?, updated_at = ?, gst_kind = ?
     WHERE id = ? AND status = ?`,
  ).run(
    outcome,
    fee,
    net,
    reference,
    outcome === 'cancelled' ? null : 'SANDBOX-UPI',
    late ? 1 : 0,
    outcome === 'cancelled' ? cancelledBy : null,
    now,
    kind,
    row.id,
    row.status,
  )
  if (changed.changes !== 1) throw new Error('payin changed under an immediate transaction')
  // Money that lands after its shift closed belongs to the shift open now (decision 048).
  if (outcome === 'success') settleIntoOpenShift(db, row, now)
  if (outcome === 'success' && net > 0) {
    applyMoves(
      db,
      row.merchant_id,
      [
        {
          bucket: 'pending',
          type: 'credit',
          amount: net,
          referenceType: 'payin',
          referenceId: row.transaction_id,
          description: creditDescription(row, late),
        },
      ],
      now,
    )
  }
  const updated = stmt(db, 'SELECT * FROM payins WHERE id = ?').get(row.id) as PayinRow
  notifyPayin(db, updated, now)
  return updated
}

/** The wallet line: the customer's name when there is one (a counter payin has none). */
function creditDescription(row: PayinRow, late: boolean): string {
  const from = payinCreditFrom(row)
  return late ? `${from} (paid late)` : from
}

/**
 * A pending payin's success with the bank's own UTR, inside the caller's money transaction: the
 * one path of fee, net, the ledger's credit, the shift, the webhook and the stream, for a credit
 * that arrives with its payin (a standing-QR payment, decision 078).
 */
export function succeedWithUtrLocked(db: Db, row: PayinRow, bankUtr: string, now: number) {
  if (row.status !== 'pending') throw new Error('only a pending payin succeeds')
  return transitionLocked(db, row, 'success', now, false, 'expiry', bankUtr)
}

/** A pending sale ended because a standing-QR payment was counted for it (decision 078). */
export function cancelForStandingQrLocked(db: Db, row: PayinRow, now: number): PayinRow {
  if (row.status !== 'pending') throw new Error('only a pending payin is cancelled')
  return transitionLocked(db, row, 'cancelled', now, false, 'standing_qr')
}

export function payPayin(db: Db, transactionId: string, now = Date.now()): PayinRow {
  return transition(db, transactionId, 'success', now)
}

export function declinePayin(db: Db, transactionId: string, now = Date.now()): PayinRow {
  return transition(db, transactionId, 'failed', now)
}

/**
 * Merchant cancel: only a pending payin of this merchant (and, for a counter device, of its own
 * counter: `counterId`). A link that had already expired (the sweeper had not got to it yet)
 * counts as expired: its late window still applies.
 */
export function cancelPayin(
  db: Db,
  merchantId: number,
  transactionId: string,
  counterId?: string,
): PayinRow {
  const now = Date.now()
  return moneyTransaction(db, () => {
    const row = findPayinAnyMerchant(db, transactionId)
    if (!row || row.merchant_id !== merchantId) throw new AppError(404, 'Payin not found')
    if (counterId !== undefined && row.counter_id !== counterId)
      throw new AppError(404, 'Payin not found')
    if (row.status !== 'pending') throw new AppError(400, 'Only pending payins can be cancelled')
    const by = row.expires_at <= now ? 'expiry' : 'merchant'
    return transitionLocked(db, row, 'cancelled', now, false, by)
  })
}

/** Marks a pending payin cancelled if its link expired; returns the current row. */
export function refreshExpiry(db: Db, row: PayinRow, now = Date.now()): PayinRow {
  if (row.status !== 'pending' || row.expires_at > now) return row
  return transition(db, row.transaction_id, 'cancelled', now)
}

/** Sweeper: cancels every pending payin past its expiry, in small batches. */
export function expireDuePayins(db: Db, now = Date.now()): number {
  const due = stmt(
    db,
    "SELECT transaction_id FROM payins WHERE status = 'pending' AND expires_at <= ? LIMIT 500",
  ).all(now) as { transaction_id: string }[]
  for (const { transaction_id } of due) transition(db, transaction_id, 'cancelled', now)
  return due.length
}
