import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { toRupees } from '../core/money'
import type { ZReport } from './shift-report'
import type { ShiftRow } from './shift-row'
import { iso } from '../core/time'

/*
 * The late payments of a shift and what became of them (decision 064): every payment of the shift
 * that arrived after its QR had lapsed or was cancelled — kept as a late success, or sent back to
 * the customer automatically (decision 050) — with each of its refunds. A closed Z-report's
 * figures are its stored snapshot and never change; this list is read from the payins and refund
 * rows now, so a refund made after the close shows, marked `after_close`, beside figures that
 * stay as they were closed. Served by payins_shift, then refunds_payin; a shift holds hundreds of
 * payins, and its late ones a handful.
 */

export type LateRefund = {
  refund_id: string
  amount: number
  status: string
  utr: string | null
  automatic: boolean
  created_at: string | null
  /** Made after the shift closed: not in the closed figures, which never change. */
  after_close: boolean
}

export type LateEntry = {
  transaction_id: string
  amount: number
  /** 'success' (kept, paid late) or 'cancelled' (paid on a cancelled or long-lapsed QR, sent back). */
  status: string
  auto_refund: boolean
  cancelled_by: string | null
  utr: string | null
  paid_at: string | null
  cashier_name: string | null
  note: string | null
  refunds: LateRefund[]
}

export type LateSection = {
  late_entries: LateEntry[]
  /** Refunds of the shift's payments made after it closed (null while open). */
  refunds_after_close: { count: number; amount: number } | null
}

type LateRow = {
  id: number
  transaction_id: string
  amount: number
  status: string
  utr: string | null
  cancelled_by: string | null
  updated_at: number
  cashier_name: string | null
  description: string | null
}

type RefundRow = {
  payin_id: number
  refund_id: string
  amount_inr: number
  status: string
  utr: string | null
  automatic: number
  created_at: number
}

export function lateSection(db: Db, shift: ShiftRow): LateSection {
  const lates = stmt(
    db,
    `SELECT id, transaction_id, COALESCE(amount_inr, amount) AS amount, status, utr, cancelled_by,
       updated_at, cashier_name, description
     FROM payins WHERE merchant_id = ? AND shift_id = ? AND paid_late = 1
       AND (status = 'success' OR (status = 'cancelled' AND utr IS NOT NULL))
     ORDER BY created_at, id`,
  ).all(shift.merchant_id, shift.shift_id) as LateRow[]
  const refundsOf = stmt(
    db,
    `SELECT payin_id, refund_id, amount_inr, status, utr, automatic, created_at
     FROM refunds WHERE payin_id = ? ORDER BY created_at, id`,
  )
  const closedAt = shift.closed_at
  const late_entries = lates.map((row): LateEntry => {
    const refunds = refundsOf.all(row.id) as RefundRow[]
    return {
      transaction_id: row.transaction_id,
      amount: toRupees(row.amount),
      status: row.status,
      auto_refund: row.status === 'cancelled',
      cancelled_by: row.cancelled_by,
      utr: row.utr,
      paid_at: iso(row.updated_at),
      cashier_name: row.cashier_name,
      note: row.description,
      refunds: refunds.map((r) => ({
        refund_id: r.refund_id,
        amount: toRupees(r.amount_inr),
        status: r.status,
        utr: r.utr,
        automatic: r.automatic === 1,
        created_at: iso(r.created_at),
        after_close: closedAt !== null && r.created_at > closedAt,
      })),
    }
  })
  let refunds_after_close: LateSection['refunds_after_close'] = null
  if (closedAt !== null) {
    // The same rule as the closed figure (shift-report.ts): refunds not failed of the shift's
    // successful payins, but made after the close.
    const after = stmt(
      db,
      `SELECT COUNT(*) AS n, COALESCE(SUM(r.amount_inr), 0) AS amount
       FROM payins AS p JOIN refunds AS r ON r.payin_id = p.id
       WHERE p.merchant_id = ? AND p.shift_id = ? AND p.status = 'success'
         AND r.status IN ('pending', 'processed') AND r.created_at > ?`,
    ).get(shift.merchant_id, shift.shift_id, closedAt) as { n: number; amount: number }
    refunds_after_close = { count: after.n, amount: toRupees(after.amount) }
  }
  return { late_entries, refunds_after_close }
}

/** A report as read now: its figures (a closed one's snapshot) and its late payments' story. */
export function withLateSection(db: Db, shift: ShiftRow, report: ZReport): ZReport & LateSection {
  return { ...report, ...lateSection(db, shift) }
}
