import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import type { Range } from './date-range'
import { toRupees } from './money'

const OPEN_END = 8_640_000_000_000_000

/**
 * Aggregates over the merchant's payins created in the range: amounts sum successful payins only;
 * "failed" counts failed + cancelled. Every sum is INR: a USD payin counts with its INR figure
 * (amount_inr; net_amount is INR already), decision 030; success_rate = successful / total × 100 (2 dp, 0 when none).
 */
export function payinSummary(db: Db, merchantId: number, range: Range) {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS total,
            COALESCE(SUM(status = 'success'), 0) AS successful,
            COALESCE(SUM(status = 'pending'), 0) AS pending,
            COALESCE(SUM(status IN ('failed', 'cancelled')), 0) AS failed,
            COALESCE(SUM(CASE WHEN status = 'success' THEN COALESCE(amount_inr, amount) END), 0)
              AS amount,
            COALESCE(SUM(CASE WHEN status = 'success' THEN net_amount END), 0) AS net
     FROM payins WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
  ).get(merchantId, range.from ?? 0, range.to ?? OPEN_END) as {
    total: number
    successful: number
    pending: number
    failed: number
    amount: number
    net: number
  }
  return {
    total_amount: toRupees(row.amount),
    total_net_amount: toRupees(row.net),
    total_transactions: row.total,
    successful_transactions: row.successful,
    pending_transactions: row.pending,
    failed_transactions: row.failed,
    success_rate: row.total === 0 ? 0 : Math.round((row.successful / row.total) * 10_000) / 100,
  }
}

export function payoutSummary(db: Db, merchantId: number, range: Range) {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS total,
            COALESCE(SUM(status = 'success'), 0) AS successful,
            COALESCE(SUM(status IN ('pending', 'queued', 'processing')), 0) AS pending,
            COALESCE(SUM(status = 'failed'), 0) AS failed,
            COALESCE(SUM(CASE WHEN status = 'success' THEN amount END), 0) AS amount,
            COALESCE(SUM(CASE WHEN status = 'success' THEN fee END), 0) AS fee
     FROM payouts WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
  ).get(merchantId, range.from ?? 0, range.to ?? OPEN_END) as {
    total: number
    successful: number
    pending: number
    failed: number
    amount: number
    fee: number
  }
  return {
    total_amount: toRupees(row.amount),
    total_fee: toRupees(row.fee),
    total_payouts: row.total,
    successful_payouts: row.successful,
    pending_payouts: row.pending,
    failed_payouts: row.failed,
  }
}

/**
 * Refunds made in the range (by the refund's own date, the period it happened in, not its
 * payin's), in INR (decision 050): processed ones reached the customer's bank, pending ones have
 * left the balance but not yet reached it. Failed ones moved nothing in the end; only counted.
 */
export function refundSummary(db: Db, merchantId: number, range: Range) {
  const row = stmt(
    db,
    `SELECT COALESCE(SUM(CASE WHEN status = 'processed' THEN amount_inr END), 0) AS refunded,
            COALESCE(SUM(CASE WHEN status = 'pending' THEN amount_inr END), 0) AS pending,
            COALESCE(SUM(status = 'processed'), 0) AS processed_count,
            COALESCE(SUM(status = 'pending'), 0) AS pending_count,
            COALESCE(SUM(status = 'failed'), 0) AS failed_count
     FROM refunds WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
  ).get(merchantId, range.from ?? 0, range.to ?? OPEN_END) as {
    refunded: number
    pending: number
    processed_count: number
    pending_count: number
    failed_count: number
  }
  return {
    refunded_amount: toRupees(row.refunded),
    pending_amount: toRupees(row.pending),
    processed_count: row.processed_count,
    pending_count: row.pending_count,
    failed_count: row.failed_count,
  }
}
