import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { applyMoves, getWallet, moneyTransaction } from '../wallet/ledger'
import { getMerchant } from '../merchants/merchants'
import { toRupees } from '../core/money'
import { publishPayinChange } from '../payins/payin-events'
import { receivedPayment, refundableAmount } from '../payins/payin-refund-state'
import { findPayin } from '../payins/payins'
import type { PayinRow } from '../core/payin-row'
import { iso } from '../core/time'
import { enqueueWebhook } from '../webhooks/webhook-outbox'

/*
 * Refunds (decision 050): pending → processed (always with the bank's UTR) or failed (always with
 * a reason in plain words). The money leaves the merchant's available balance when the refund is
 * made and comes back only if it fails; the payin's fee is never returned. Every change runs in
 * one IMMEDIATE transaction with the payin's refund sums, the ledger rows and the webhook, so
 * concurrent refunds of one payin cannot together exceed it.
 */

export type RefundRow = {
  id: number
  merchant_id: number
  refund_id: string
  payin_id: number
  transaction_id: string
  reference_id: string
  /** In the payin's currency units (paise or cents). */
  amount: number
  currency: string
  /** Paise: what the ledger moved. */
  amount_inr: number
  status: (typeof REFUND_STATUSES)[number]
  reason: string | null
  utr: string | null
  failure_reason: string | null
  automatic: number
  /** Who made it (decision 074): null for refunds made before this was kept. */
  refunded_by_kind: RefundedBy['kind'] | null
  refunded_by_name: string | null
  created_at: number
  updated_at: number
}

/** A person by name, the API key, or the gateway itself (an automatic refund). */
export type RefundedBy = { kind: 'user' | 'api_key' | 'system'; name: string }

const GATEWAY: RefundedBy = { kind: 'system', name: 'Gateway' }

export const REFUND_STATUSES = [
  'pending',
  'processed',
  'failed',
  // Four eyes on money out (decision 076): waiting for the team, and the three ways it ends unsent.
  'pending_approval',
  'rejected',
  'expired',
  'cancelled',
] as const

export const REFUND_MESSAGES = {
  notFound: 'Refund not found',
  duplicate: 'Duplicate reference ID',
  notRefundable: 'Only successful payments can be refunded',
  exceeds: 'Refund amount exceeds the refundable amount',
  balance: 'Insufficient wallet balance for this refund',
} as const

/** The Refund object of docs/api-contract.md. */
export function refundView(row: RefundRow) {
  return {
    refund_id: row.refund_id,
    transaction_id: row.transaction_id,
    reference_id: row.reference_id,
    amount: toRupees(row.amount),
    currency: row.currency,
    amount_inr: toRupees(row.amount_inr),
    status: row.status,
    reason: row.reason,
    utr: row.utr,
    failure_reason: row.failure_reason,
    automatic: row.automatic === 1,
    refunded_by:
      row.refunded_by_kind === null
        ? null
        : { kind: row.refunded_by_kind, name: row.refunded_by_name ?? '' },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

export function refundById(db: Db, id: number): RefundRow {
  return stmt(db, 'SELECT * FROM refunds WHERE id = ?').get(id) as RefundRow
}

/** A merchant's refund; someone else's (or none) is the same 404. */
export function findRefund(db: Db, merchantId: number, refundId: string): RefundRow {
  const row = stmt(db, 'SELECT * FROM refunds WHERE refund_id = ? AND merchant_id = ?').get(
    refundId,
    merchantId,
  ) as RefundRow | undefined
  if (!row) throw new AppError(404, REFUND_MESSAGES.notFound)
  return row
}

export function findRefundAnyMerchant(db: Db, refundId: string): RefundRow {
  const row = stmt(db, 'SELECT * FROM refunds WHERE refund_id = ?').get(refundId) as
    RefundRow | undefined
  if (!row) throw new AppError(404, REFUND_MESSAGES.notFound)
  return row
}

export function payinOfRefund(db: Db, row: RefundRow): PayinRow {
  return stmt(db, 'SELECT * FROM payins WHERE id = ?').get(row.payin_id) as PayinRow
}

/**
 * refund.created (a new pending refund), refund.processed or refund.failed to the payin's own
 * webhook URL, else the merchant's payin URL; and the payin's change to the merchant's open
 * pages (its refund sums moved). Inside the refund's transaction.
 */
export function notifyRefund(db: Db, row: RefundRow, payin: PayinRow, now: number): void {
  const url = payin.webhook_url ?? getMerchant(db, row.merchant_id).webhook_payin_url
  const event = row.status === 'pending' ? 'refund.created' : `refund.${row.status}`
  // The refunded payment's outlet (decision 080), so a shop's books can file the refund there.
  const data = { ...refundView(row), outlet_id: payin.outlet_id, outlet_name: payin.outlet_name }
  enqueueWebhook(db, row.merchant_id, url, event as 'refund.created', data, now)
  publishPayinChange(db, row.merchant_id, row.transaction_id)
}

/** Moves a payin's refund sums (in its currency units) and stamps it changed. */
export function adjustPayinRefunds(
  db: Db,
  payinId: number,
  change: { pending: number; processed: number },
  now: number,
): void {
  stmt(
    db,
    `UPDATE payins SET refund_pending_amount = refund_pending_amount + ?,
       refunded_amount = refunded_amount + ?, updated_at = ? WHERE id = ?`,
  ).run(change.pending, change.processed, now, payinId)
}

/**
 * The rupee figure of a refund of `amount` (payin currency units) at the payin's own rate
 * (decision 030). The refund that takes the last of the payin gets exactly what is left of the
 * payin's rupees, so the refunds of a payin never add up to a paisa more than it brought in.
 */
export function refundInr(db: Db, payin: PayinRow, amount: number): number {
  if (payin.amount_inr === null || payin.fx_rate === null) return amount
  if (amount === refundableAmount(payin)) {
    const used = stmt(
      db,
      "SELECT COALESCE(SUM(amount_inr), 0) AS n FROM refunds WHERE payin_id = ? AND status IN ('pending', 'processed')",
    ).get(payin.id) as { n: number }
    return payin.amount_inr - used.n
  }
  return Math.max(1, Math.round(amount * payin.fx_rate))
}

type NewRefundRow = {
  payin: PayinRow
  refundId: string
  referenceId: string
  amount: number
  amountInr: number
  reason: string | null
  automatic: boolean
  /** Who made it; an automatic refund is the gateway's. */
  by?: RefundedBy | null
}

/** Inserts a pending refund and adds it to the payin's pending sum. Caller moves the money. */
export function insertRefund(db: Db, input: NewRefundRow, now: number): RefundRow {
  const { payin } = input
  const by = input.by ?? (input.automatic ? GATEWAY : null)
  const result = stmt(
    db,
    `INSERT INTO refunds (merchant_id, refund_id, payin_id, transaction_id, reference_id, amount,
       currency, amount_inr, status, reason, automatic, refunded_by_kind, refunded_by_name,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)`,
  ).run(
    payin.merchant_id,
    input.refundId,
    payin.id,
    payin.transaction_id,
    input.referenceId,
    input.amount,
    payin.currency,
    input.amountInr,
    input.reason,
    input.automatic ? 1 : 0,
    by?.kind ?? null,
    by?.name ?? null,
    now,
    now,
  )
  adjustPayinRefunds(db, payin.id, { pending: input.amount, processed: 0 }, now)
  return refundById(db, Number(result.lastInsertRowid))
}

/** "Refund of TXN… to Asha Verma": what the merchant's statement says a refund line is. */
export function refundDescription(payin: PayinRow): string {
  const to = payin.customer_name ? ` to ${payin.customer_name.slice(0, 100)}` : ''
  return `Refund of ${payin.transaction_id}${to}`
}

export type NewRefund = {
  transaction_id: string
  /** In the payin's currency units. */
  amount: number
  reference_id: string
  reason: string | null
  /** Who asks (refunded_by on the Refund); unnamed when absent. */
  by?: RefundedBy
}

/**
 * POST /payin/refund. Checks run in this order, inside the write lock: a reference already used
 * answers 409 with that refund (a client that lost the first answer reconciles), then the payin,
 * what it can still give back, and the available balance.
 */
/**
 * Refunds of a payin waiting for approval (decision 076), in its currency units: they do not touch
 * the payin's sums until approved, but what they ask for is no longer free to refund.
 */
export function waitingRefunds(db: Db, payinId: number): number {
  const row = stmt(
    db,
    "SELECT COALESCE(SUM(amount), 0) AS n FROM refunds WHERE payin_id = ? AND status = 'pending_approval'",
  ).get(payinId) as { n: number }
  return row.n
}

/**
 * The checks every new refund passes, in order, inside the write lock: a reference already used
 * answers 409 with that refund (a client that lost the first answer reconciles), then the payin and
 * what it can still give back (less what waits for approval). Answers the payin and the rupees.
 */
export function checkNewRefund(
  db: Db,
  merchantId: number,
  input: NewRefund,
): { payin: PayinRow; amountInr: number } {
  const duplicate = stmt(
    db,
    'SELECT refund_id, status FROM refunds WHERE merchant_id = ? AND reference_id = ?',
  ).get(merchantId, input.reference_id) as Pick<RefundRow, 'refund_id' | 'status'> | undefined
  if (duplicate) throw new AppError(409, REFUND_MESSAGES.duplicate, { ...duplicate })
  const payin = findPayin(db, merchantId, input.transaction_id)
  if (!receivedPayment(payin)) throw new AppError(400, REFUND_MESSAGES.notRefundable)
  if (input.amount > refundableAmount(payin) - waitingRefunds(db, payin.id)) {
    throw new AppError(400, REFUND_MESSAGES.exceeds)
  }
  return { payin, amountInr: refundInr(db, payin, input.amount) }
}

export function createRefund(db: Db, merchantId: number, input: NewRefund): RefundRow {
  const now = Date.now()
  return moneyTransaction(db, () => {
    const { payin, amountInr } = checkNewRefund(db, merchantId, input)
    if (getWallet(db, merchantId).available < amountInr) {
      throw new AppError(400, REFUND_MESSAGES.balance)
    }
    const refundId = publicId('RFD')
    const row = insertRefund(
      db,
      {
        payin,
        refundId,
        referenceId: input.reference_id,
        amount: input.amount,
        amountInr,
        reason: input.reason,
        automatic: false,
        by: input.by,
      },
      now,
    )
    applyMoves(
      db,
      merchantId,
      [
        {
          bucket: 'available',
          type: 'debit',
          amount: amountInr,
          referenceType: 'refund',
          referenceId: refundId,
          description: refundDescription(payin),
        },
      ],
      now,
    )
    notifyRefund(db, row, payin, now)
    return row
  })
}
