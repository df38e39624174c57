import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { payoutsAwaitingApproval } from '../payouts/pending-payouts'
import { refundsAwaitingApproval } from '../refunds/pending-refunds'

/**
 * The wallet's `awaiting_approval` (decision 076), paise: what approving everything that waits
 * would take from the available balance — payouts' amount + fee, refunds' rupees, and batches'
 * totals. Nothing of it has moved yet; it is a figure, not a bucket of the ledger.
 */
export function awaitingApproval(db: Db, merchantId: number): number {
  const batches = stmt(
    db,
    `SELECT COALESCE(SUM(total_amount + total_fee), 0) AS n FROM payout_batches
     WHERE merchant_id = ? AND status = 'pending_approval'`,
  ).get(merchantId) as { n: number }
  return (
    payoutsAwaitingApproval(db, merchantId) + refundsAwaitingApproval(db, merchantId) + batches.n
  )
}
