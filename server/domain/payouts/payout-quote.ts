import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { payoutFee } from '../merchants/fees'
import { getWallet } from '../wallet/ledger'
import { APPROVAL_THRESHOLD } from './payouts'
import { toRupees } from '../core/money'

/*
 * What a payout of this amount would cost, answered before it is sent (the review on Create
 * Payout): the fee by the same rule initiatePayout uses, so the portal never copies the formula,
 * and whether the amount is far above what this merchant usually pays out.
 */

/** "Usual" = the largest of the merchant's last USUAL_WINDOW successful payouts. */
export const USUAL_WINDOW = 30
/** An amount above USUAL_MULTIPLE × that largest payout is flagged as unusual. */
export const USUAL_MULTIPLE = 3

export function payoutQuote(db: Db, merchantId: number, amount: number) {
  const fee = payoutFee(amount)
  const { largest } = stmt(
    db,
    `SELECT MAX(amount) AS largest FROM (
       SELECT amount FROM payouts WHERE merchant_id = ? AND status = 'success'
       ORDER BY created_at DESC LIMIT ${USUAL_WINDOW})`,
  ).get(merchantId) as { largest: number | null }
  const available = getWallet(db, merchantId).available
  return {
    amount: toRupees(amount),
    fee: toRupees(fee),
    total_debit: toRupees(amount + fee),
    available_balance: toRupees(available),
    sufficient_balance: available >= amount + fee,
    awaits_approval: amount > APPROVAL_THRESHOLD,
    largest_recent_payout: largest === null ? null : toRupees(largest),
    above_usual: largest !== null && amount > largest * USUAL_MULTIPLE,
  }
}
