import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId, utr } from '../core/ids'
import { applyMoves, moneyTransaction } from '../wallet/ledger'
import {
  findPayoutAnyMerchant,
  heldAmount,
  notifyPayout,
  payoutById,
  type PayoutRow,
} from './payouts'

/*
 * pending (awaiting approval) → queued → processing → success | failed. A rejection or bank failure
 * releases the hold and credits amount + fee back to available; success releases the hold.
 * The sandbox bank fails transfers to account 000000000000 (documented test account).
 */

export const FAILING_TEST_ACCOUNT = '000000000000'

type Step = {
  status: PayoutRow['status']
  approval_status?: string
  utr_number?: string
  gateway_payout_id?: string
  failure_reason?: string
}

function apply(
  db: Db,
  row: PayoutRow,
  from: PayoutRow['status'],
  step: Step,
  now: number,
): PayoutRow {
  const changed = stmt(
    db,
    `UPDATE payouts SET status = ?, approval_status = COALESCE(?, approval_status),
       utr_number = COALESCE(?, utr_number), gateway_payout_id = COALESCE(?, gateway_payout_id),
       failure_reason = COALESCE(?, failure_reason), updated_at = ?
     WHERE id = ? AND status = ?`,
  ).run(
    step.status,
    step.approval_status ?? null,
    step.utr_number ?? null,
    step.gateway_payout_id ?? null,
    step.failure_reason ?? null,
    now,
    row.id,
    from,
  )
  if (changed.changes !== 1) throw new Error('payout changed under an immediate transaction')
  const ref = { referenceId: row.payout_id }
  const held = heldAmount(row)
  const name = row.beneficiary_name.slice(0, 100)
  if (step.status === 'success') {
    applyMoves(
      db,
      row.merchant_id,
      [
        {
          ...ref,
          amount: held,
          referenceType: 'payout',
          bucket: 'processing',
          type: 'debit',
          description: `Payout to ${name} completed`,
        },
      ],
      now,
    )
  } else if (step.status === 'failed') {
    // The hold is released and the amount comes back with the fee charged for it (a credit
    // note returns that fee when it was invoiced in an earlier month: decision 054).
    const description = `Refund of failed payout to ${name}`
    const refund = { ...ref, referenceType: 'refund', description }
    applyMoves(
      db,
      row.merchant_id,
      [
        { ...refund, amount: held, bucket: 'processing', type: 'debit' },
        { ...refund, amount: row.net_amount, bucket: 'available', type: 'credit' },
      ],
      now,
    )
  }
  const updated = payoutById(db, row.id)
  notifyPayout(db, updated, now)
  return updated
}

export function approvePayout(db: Db, payoutId: string, now = Date.now()): PayoutRow {
  return moneyTransaction(db, () => {
    const row = findPayoutAnyMerchant(db, payoutId)
    if (row.status !== 'pending') throw new AppError(400, `Payout is already ${row.status}`)
    return apply(db, row, 'pending', { status: 'queued', approval_status: 'approved' }, now)
  })
}

export function rejectPayout(
  db: Db,
  payoutId: string,
  reason: string,
  now = Date.now(),
): PayoutRow {
  return moneyTransaction(db, () => {
    const row = findPayoutAnyMerchant(db, payoutId)
    if (row.status !== 'pending') throw new AppError(400, `Payout is already ${row.status}`)
    return apply(
      db,
      row,
      'pending',
      { status: 'failed', approval_status: 'rejected', failure_reason: reason },
      now,
    )
  })
}

/** Payouts one bank tick moves at most: a 10,000-row batch passes at well over 200 a second. */
export const BANK_TICK_LIMIT = 2_000
/** Moves per write transaction: one commit for many, short enough not to stall the gateway. */
const BANK_CHUNK = 250

/**
 * One tick of the simulated bank: payouts that have sat in queued/processing for stepMs move on.
 * Returns how many moved.
 */
export function advanceBank(
  db: Db,
  stepMs: number,
  now = Date.now(),
  limit = BANK_TICK_LIMIT,
): number {
  const due = stmt(
    db,
    `SELECT id FROM payouts WHERE status IN ('queued', 'processing') AND updated_at <= ?
     ORDER BY updated_at LIMIT ?`,
  ).all(now - stepMs, limit) as { id: number }[]
  for (let i = 0; i < due.length; i += BANK_CHUNK) {
    moneyTransaction(db, () => {
      for (const { id } of due.slice(i, i + BANK_CHUNK)) bankStep(db, id, now)
    })
  }
  return due.length
}

function bankStep(db: Db, id: number, now: number): void {
  const row = payoutById(db, id)
  if (row.status === 'queued') {
    apply(db, row, 'queued', { status: 'processing' }, now)
  } else if (row.status === 'processing') {
    const fails = row.beneficiary_account === FAILING_TEST_ACCOUNT
    apply(
      db,
      row,
      'processing',
      fails
        ? {
            status: 'failed',
            failure_reason: 'Beneficiary bank rejected the transfer (sandbox test account)',
          }
        : { status: 'success', utr_number: utr(), gateway_payout_id: publicId('GPO') },
      now,
    )
  }
}
