import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { holdPayout, insertPayout, sentOnStatus, withSavedBeneficiary } from './payout-making'
import { payoutById, type NewPayout, type PayoutRow } from './payouts'

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
  const row = insertPayout(db, merchantId, input, { waitsForTeam: true }, now)
  // A beneficiary is not money: it is saved with the request, as with a payout made at once.
  return withSavedBeneficiary(db, merchantId, input, row, now)
}

/**
 * Sends an approved payout on: today's statuses (queued, or pending with the gateway's own
 * awaiting_approval above ₹50,000) and today's moves. Inside the approval's moneyTransaction; a
 * short balance throws the usual 400 and the whole approval rolls back.
 */
export function releasePendingPayout(db: Db, row: PayoutRow, now: number): PayoutRow {
  if (row.status !== 'pending_approval')
    throw new AppError(409, `This payout is already ${row.status}`)
  const state = sentOnStatus(row.amount)
  stmt(
    db,
    `UPDATE payouts SET status = ?, approval_status = ?, updated_at = ?
     WHERE id = ? AND status = 'pending_approval'`,
  ).run(state.status, state.approval_status, now, row.id)
  const released = payoutById(db, row.id)
  holdPayout(db, released, now)
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
