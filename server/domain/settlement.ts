import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { publicId } from './ids'
import { applyMoves, getWallet, moneyTransaction } from './ledger'

/**
 * Moves a merchant's whole pending balance (net of settled-yet payins) into available: a
 * settlement_debit on pending and a settlement_credit on available with the same reference, and
 * the payins it covers marked settled — all in one transaction. Returns the paise settled.
 */
export function settleMerchant(db: Db, merchantId: number, now = Date.now()): number {
  return moneyTransaction(db, () => {
    const pending = getWallet(db, merchantId).pending
    if (pending <= 0) return 0
    const reference = publicId('STL')
    const description = 'Settlement of payins to available balance'
    applyMoves(
      db,
      merchantId,
      [
        {
          bucket: 'pending',
          type: 'debit',
          amount: pending,
          referenceType: 'settlement_debit',
          referenceId: reference,
          description,
        },
        {
          bucket: 'available',
          type: 'credit',
          amount: pending,
          referenceType: 'settlement_credit',
          referenceId: reference,
          description,
        },
      ],
      now,
    )
    stmt(
      db,
      "UPDATE payins SET settled_at = ? WHERE merchant_id = ? AND status = 'success' AND settled_at IS NULL",
    ).run(now, merchantId)
    return pending
  })
}

export function settleAll(db: Db, now = Date.now()): { merchants: number; amount: number } {
  const ids = stmt(db, 'SELECT merchant_id FROM wallets WHERE pending > 0').all() as {
    merchant_id: number
  }[]
  let amount = 0
  for (const { merchant_id } of ids) amount += settleMerchant(db, merchant_id, now)
  return { merchants: ids.length, amount }
}
