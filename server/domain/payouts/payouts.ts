import type { Db } from '../../db/connection'
import { PAYOUT_SEARCH } from '../../db/search-key'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { listRows, type ListFilters, type ListSpec } from '../search/list-query'
import { getMerchant } from '../merchants/merchants'
import { feeTax } from '../core/gst'
import { toRupees } from '../core/money'
import { iso } from '../core/time'
import { enqueueWebhook } from '../webhooks/webhook-outbox'

export type PayoutRow = {
  id: number
  merchant_id: number
  payout_id: string
  reference_id: string
  amount: number
  fee: number
  net_amount: number
  mode: string
  status: (typeof PAYOUT_STATUSES)[number]
  approval_status: string
  risk_flagged: number
  warnings: string
  beneficiary_name: string
  beneficiary_account: string | null
  beneficiary_ifsc: string | null
  beneficiary_vpa: string | null
  beneficiary_phone: string | null
  beneficiary_email: string | null
  remarks: string | null
  utr_number: string | null
  gateway_payout_id: string | null
  failure_reason: string | null
  /** The fee's GST kind (decision 052); NULL on a payout made before fees carried it. */
  gst_kind: string | null
  created_at: number
  updated_at: number
}

/**
 * What a payout holds on the processing balance while the bank works (decision 054): its amount —
 * the fee is charged when the payout is made. A payout made before that (no gst_kind) held its
 * amount and fee together, and its fee was charged only when the bank confirmed it.
 */
export function heldAmount(row: Pick<PayoutRow, 'amount' | 'net_amount' | 'gst_kind'>): number {
  return row.gst_kind === null ? row.net_amount : row.amount
}

export const PAYOUT_STATUSES = [
  'pending',
  'queued',
  'processing',
  'success',
  'failed',
  // Four eyes on money out (decision 076): waiting for the team, and the three ways it ends unsent.
  'pending_approval',
  'rejected',
  'expired',
  'cancelled',
] as const
/** Payouts above this need an admin's approval (product.md §4 awaiting_approval). */
export const APPROVAL_THRESHOLD = 50_000_00
/** A first payout to a beneficiary above this is risk-flagged (still processed; flag + warning). */
export const NEW_BENEFICIARY_RISK_LIMIT = 25_000_00

/** The Payout object: product.md §3 fields plus approval_status, risk data, failure_reason; utr alias for the public API. */
export function payoutView(row: PayoutRow) {
  return {
    id: row.id,
    payout_id: row.payout_id,
    reference_id: row.reference_id,
    amount: toRupees(row.amount),
    fee: toRupees(row.fee),
    ...feeTax(row.fee, row.gst_kind),
    net_amount: toRupees(row.net_amount),
    mode: row.mode,
    status: row.status,
    approval_status: row.approval_status,
    risk_flagged: row.risk_flagged === 1,
    warnings: JSON.parse(row.warnings) as string[],
    beneficiary_name: row.beneficiary_name,
    beneficiary_account: row.beneficiary_account,
    beneficiary_ifsc: row.beneficiary_ifsc,
    beneficiary_vpa: row.beneficiary_vpa,
    beneficiary_phone: row.beneficiary_phone,
    beneficiary_email: row.beneficiary_email,
    remarks: row.remarks,
    utr_number: row.utr_number,
    utr: row.utr_number,
    gateway_payout_id: row.gateway_payout_id,
    failure_reason: row.failure_reason,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

export type NewPayout = {
  reference_id: string
  amount: number
  mode: 'IMPS' | 'NEFT' | 'RTGS' | 'UPI'
  beneficiary_name: string
  beneficiary_account: string | null
  beneficiary_ifsc: string | null
  beneficiary_vpa: string | null
  beneficiary_phone: string | null
  beneficiary_email: string | null
  remarks: string | null
  /** Save the bank beneficiary with the payout, in the same transaction (decision 051). */
  save_beneficiary?: boolean
}

export function payoutById(db: Db, id: number): PayoutRow {
  return stmt(db, 'SELECT * FROM payouts WHERE id = ?').get(id) as PayoutRow
}

export function notifyPayout(db: Db, row: PayoutRow, now: number): void {
  // payout.processing is not one of product.md §9's events: the bank step to processing stays silent.
  // The approval states have their own events, sent by the approvals area with the decision.
  if (row.status === 'processing' || row.status === 'pending_approval') return
  if (row.status === 'rejected' || row.status === 'expired' || row.status === 'cancelled') return
  enqueueWebhook(
    db,
    row.merchant_id,
    getMerchant(db, row.merchant_id).webhook_payout_url,
    `payout.${row.status}`,
    {
      payout_id: row.payout_id,
      reference_id: row.reference_id,
      status: row.status,
      amount: toRupees(row.amount),
      fee: toRupees(row.fee),
      utr: row.utr_number,
      failure_reason: row.failure_reason,
    },
    now,
  )
}

export function isNewBeneficiary(db: Db, merchantId: number, input: NewPayout): boolean {
  const seen = input.beneficiary_vpa
    ? stmt(db, 'SELECT 1 FROM payouts WHERE merchant_id = ? AND beneficiary_vpa = ? LIMIT 1').get(
        merchantId,
        input.beneficiary_vpa,
      )
    : stmt(
        db,
        'SELECT 1 FROM payouts WHERE merchant_id = ? AND beneficiary_account = ? AND beneficiary_ifsc = ? LIMIT 1',
      ).get(merchantId, input.beneficiary_account, input.beneficiary_ifsc)
  return !seen
}

export function findPayout(db: Db, merchantId: number, payoutId: string): PayoutRow {
  const row = stmt(db, 'SELECT * FROM payouts WHERE payout_id = ? AND merchant_id = ?').get(
    payoutId,
    merchantId,
  ) as PayoutRow | undefined
  if (!row) throw new AppError(404, 'Payout not found')
  return row
}

export function findPayoutAnyMerchant(db: Db, payoutId: string): PayoutRow {
  const row = stmt(db, 'SELECT * FROM payouts WHERE payout_id = ?').get(payoutId) as
    PayoutRow | undefined
  if (!row) throw new AppError(404, 'Payout not found')
  return row
}

const PAYOUT_LIST: ListSpec = {
  table: 'payouts',
  countsEntity: 'payout',
  countsByStatus: true,
  status: (status) => ({ sql: 'status = ?', params: [status] }),
  searchIndex: PAYOUT_SEARCH,
}

export function listPayouts(db: Db, merchantId: number, filters: ListFilters) {
  return listRows<PayoutRow>(db, PAYOUT_LIST, merchantId, filters)
}
