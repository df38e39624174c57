import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { saveBeneficiary } from './beneficiaries'
import { feeGstKind, payoutFee } from '../merchants/fees'
import { publicId } from '../core/ids'
import { applyMoves } from '../wallet/ledger'
import { getMerchant } from '../merchants/merchants'
import {
  APPROVAL_THRESHOLD,
  heldAmount,
  isNewBeneficiary,
  NEW_BENEFICIARY_RISK_LIMIT,
  notifyPayout,
  payoutById,
  type NewPayout,
  type PayoutRow,
} from './payouts'

/*
 * A payout that waits for the team's approval (decision 076): the row is made at once, in
 * 'pending_approval', with its fee and warnings as they are now, and no money moves. The final
 * approval releases it: the balance is checked and the money moves exactly as initiatePayout moves
 * it, in the approval's own transaction. Rejected, expired or cancelled, it ends without a move.
 */

/** Makes the waiting payout. Call inside the transaction that opens its approval request. */
export function createPendingPayout(
  db: Db,
  merchantId: number,
  input: NewPayout,
  now: number,
): PayoutRow & { saved_beneficiary_id?: string } {
  const duplicate = stmt(
    db,
    'SELECT payout_id, status FROM payouts WHERE merchant_id = ? AND reference_id = ?',
  ).get(merchantId, input.reference_id) as Pick<PayoutRow, 'payout_id' | 'status'> | undefined
  if (duplicate) throw new AppError(409, 'Duplicate reference ID', { ...duplicate })
  const fee = payoutFee(input.amount)
  const risky = input.amount > NEW_BENEFICIARY_RISK_LIMIT && isNewBeneficiary(db, merchantId, input)
  const warnings = risky
    ? ['First payout to this beneficiary is above ₹25,000: flagged for review']
    : []
  const result = stmt(
    db,
    `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode,
       status, approval_status, risk_flagged, warnings, beneficiary_name, beneficiary_account,
       beneficiary_ifsc, beneficiary_vpa, beneficiary_phone, beneficiary_email, remarks,
       gst_kind, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'pending_approval', 'pending_approval', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    publicId('POUT'),
    input.reference_id,
    input.amount,
    fee,
    input.amount + fee,
    input.mode,
    risky ? 1 : 0,
    JSON.stringify(warnings),
    input.beneficiary_name,
    input.beneficiary_account,
    input.beneficiary_ifsc,
    input.beneficiary_vpa,
    input.beneficiary_phone,
    input.beneficiary_email,
    input.remarks,
    feeGstKind(getMerchant(db, merchantId)),
    now,
    now,
  )
  const row = payoutById(db, Number(result.lastInsertRowid))
  // A beneficiary is not money: it is saved with the request, as with a payout made at once.
  if (input.save_beneficiary && input.beneficiary_account && input.beneficiary_ifsc) {
    const saved = saveBeneficiary(
      db,
      merchantId,
      {
        name: input.beneficiary_name,
        account_number: input.beneficiary_account,
        ifsc: input.beneficiary_ifsc,
        phone: input.beneficiary_phone,
        email: input.beneficiary_email,
      },
      now,
    )
    return { ...row, saved_beneficiary_id: saved.beneficiary_id }
  }
  return row
}

/**
 * Sends an approved payout on: today's statuses (queued, or pending with the gateway's own
 * awaiting_approval above ₹50,000) and today's moves. Inside the approval's moneyTransaction; a
 * short balance throws the usual 400 and the whole approval rolls back.
 */
export function releasePendingPayout(db: Db, row: PayoutRow, now: number): PayoutRow {
  if (row.status !== 'pending_approval')
    throw new AppError(409, `This payout is already ${row.status}`)
  const awaiting = row.amount > APPROVAL_THRESHOLD
  stmt(
    db,
    `UPDATE payouts SET status = ?, approval_status = ?, updated_at = ?
     WHERE id = ? AND status = 'pending_approval'`,
  ).run(
    awaiting ? 'pending' : 'queued',
    awaiting ? 'awaiting_approval' : 'auto_approved',
    now,
    row.id,
  )
  const released = payoutById(db, row.id)
  const ref = { referenceType: 'payout', referenceId: released.payout_id }
  const name = released.beneficiary_name.slice(0, 100)
  applyMoves(
    db,
    released.merchant_id,
    [
      {
        ...ref,
        bucket: 'available',
        type: 'debit',
        amount: released.amount + released.fee,
        description: `Payout to ${name}`,
      },
      {
        ...ref,
        bucket: 'processing',
        type: 'credit',
        amount: heldAmount(released),
        description: `Payout to ${name} on hold`,
      },
    ],
    now,
  )
  notifyPayout(db, released, now)
  return released
}

/** Ends a waiting payout unsent (rejected, expired or cancelled); false when it was not waiting. */
export function endPendingPayout(
  db: Db,
  row: PayoutRow,
  status: 'rejected' | 'expired' | 'cancelled',
  now: number,
): boolean {
  const result = stmt(
    db,
    `UPDATE payouts SET status = ?, approval_status = ?, updated_at = ?
     WHERE id = ? AND status = 'pending_approval'`,
  ).run(status, status, now, row.id)
  return result.changes === 1
}

/** What payouts waiting for approval would take from the available balance (amount + fee). */
export function payoutsAwaitingApproval(db: Db, merchantId: number): number {
  const row = stmt(
    db,
    "SELECT COALESCE(SUM(amount + fee), 0) AS n FROM payouts WHERE merchant_id = ? AND status = 'pending_approval'",
  ).get(merchantId) as { n: number }
  return row.n
}
