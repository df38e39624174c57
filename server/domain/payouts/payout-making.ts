import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { saveBeneficiary } from './beneficiaries'
import { feeGstKind, payoutFee } from '../merchants/fees'
import { publicId } from '../core/ids'
import { applyMoves, moneyTransaction } from '../wallet/ledger'
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
 * Making a payout, in its two ways: at once (initiatePayout), or waiting for the team's approval
 * and sent on when approved (pending-payouts.ts, decision 076). Both insert the row here and move
 * the money here, so a payout approved later is made exactly as one made at once.
 */

type MadePayout = PayoutRow & { saved_beneficiary_id?: string }

/** The row's first status: waiting for the team, or today's (the gateway's own approval above ₹50,000). */
export type FirstState =
  { waitsForTeam: true } | { waitsForTeam: false; batchId?: number | undefined }

/** Today's status pair for a payout that is sent on now. */
export function sentOnStatus(amount: number): Pick<PayoutRow, 'status' | 'approval_status'> {
  const awaiting = amount > APPROVAL_THRESHOLD
  return awaiting
    ? { status: 'pending', approval_status: 'awaiting_approval' }
    : { status: 'queued', approval_status: 'auto_approved' }
}

/** Inserts the payout after the reference check, with its fee, risk flag and warnings as they are now. */
export function insertPayout(
  db: Db,
  merchantId: number,
  input: NewPayout,
  first: FirstState,
  now: number,
): PayoutRow {
  const duplicate = stmt(
    db,
    'SELECT payout_id, status FROM payouts WHERE merchant_id = ? AND reference_id = ?',
  ).get(merchantId, input.reference_id) as Pick<PayoutRow, 'payout_id' | 'status'> | undefined
  // The existing payout's id and status let a client that lost the first response reconcile.
  if (duplicate) throw new AppError(409, 'Duplicate reference ID', { ...duplicate })
  const fee = payoutFee(input.amount)
  const risky = input.amount > NEW_BENEFICIARY_RISK_LIMIT && isNewBeneficiary(db, merchantId, input)
  const warnings = risky
    ? ['First payout to this beneficiary is above ₹25,000: flagged for review']
    : []
  const state = first.waitsForTeam
    ? { status: 'pending_approval', approval_status: 'pending_approval' }
    : sentOnStatus(input.amount)
  const result = stmt(
    db,
    `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode,
       status, approval_status, risk_flagged, warnings, beneficiary_name, beneficiary_account,
       beneficiary_ifsc, beneficiary_vpa, beneficiary_phone, beneficiary_email, remarks,
       gst_kind, batch_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    publicId('POUT'),
    input.reference_id,
    input.amount,
    fee,
    input.amount + fee,
    input.mode,
    state.status,
    state.approval_status,
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
    first.waitsForTeam ? null : (first.batchId ?? null),
    now,
    now,
  )
  return payoutById(db, Number(result.lastInsertRowid))
}

/**
 * Moves amount + fee out of available and holds the amount on processing (the fee is charged now;
 * only the amount waits for the bank: decision 054), then tells the webhook. A short balance
 * throws the ledger's 400 and the caller's transaction rolls back.
 */
export function holdPayout(db: Db, row: PayoutRow, now: number): void {
  const ref = { referenceType: 'payout', referenceId: row.payout_id }
  const name = row.beneficiary_name.slice(0, 100)
  applyMoves(
    db,
    row.merchant_id,
    [
      {
        ...ref,
        bucket: 'available',
        type: 'debit',
        amount: row.amount + row.fee,
        description: `Payout to ${name}`,
      },
      {
        ...ref,
        bucket: 'processing',
        type: 'credit',
        amount: heldAmount(row),
        description: `Payout to ${name} on hold`,
      },
    ],
    now,
  )
  notifyPayout(db, row, now)
}

/** Saves the bank beneficiary with the payout when asked (decision 051): not money, so at once. */
export function withSavedBeneficiary(
  db: Db,
  merchantId: number,
  input: NewPayout,
  row: PayoutRow,
  now: number,
): MadePayout {
  if (!input.save_beneficiary || !input.beneficiary_account || !input.beneficiary_ifsc) return row
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

/**
 * Creates the payout and moves amount + fee from available to processing in the same IMMEDIATE
 * transaction: the balance check and the debit cannot interleave with a concurrent payout.
 */
export function initiatePayout(
  db: Db,
  merchantId: number,
  input: NewPayout,
  /** batchId: a batch's row (decision 077), made under the batch's approval. */
  options: { batchId?: number } = {},
): MadePayout {
  const now = Date.now()
  return moneyTransaction(db, () => {
    const row = insertPayout(db, merchantId, input, { waitsForTeam: false, ...options }, now)
    holdPayout(db, row, now)
    return withSavedBeneficiary(db, merchantId, input, row, now)
  })
}
