import type { Db } from '../../db/connection'
import { rowOutletCondition, type OutletScope } from '../outlets/outlet-scope'
import { stmt } from '../../db/statements'
import { counterByRowId } from './counters'
import { toRupees } from '../core/money'
import type { PayinRow } from '../core/payin-row'
import type { ShiftRow } from './shift-row'
import { iso } from '../core/time'
import { outletByRowId } from '../outlets/outlet-row'

/*
 * What a shift's report says (docs/decisions/048): the figures counted from its payins (an
 * X-report while open, the Z-report's snapshot at close), the X-report's payin rows, and the list
 * of closed shifts.
 */

export type CashierTotal = { name: string | null; count: number; total_amount: number }

export type ZReport = {
  shift_id: string
  number: number
  counter: { counter_id: string; name: string }
  /** Its outlet (decision 080), named as at close; a snapshot older than outlets reads the shift's. */
  outlet_id: string | null
  outlet_name: string | null
  opened_at: string | null
  closed_at: string | null
  closed_by: string | null
  cashiers: CashierTotal[]
  success_count: number
  success_amount: number
  late_count: number
  declined_count: number
  expired_count: number
  cancelled_count: number
  pending_count: number
  refund_count: number
  refund_amount: number
  /**
   * The standing QR's own line (decision 078): its payments, within success_count and
   * success_amount; and the sales closed because one was counted for them (in no other count).
   * Absent from Z-reports closed before the standing QR.
   */
  qr_count?: number
  qr_amount?: number
  counted_on_qr_count?: number
}

type Figures = {
  success_count: number
  success_amount: number
  late_count: number
  declined_count: number
  expired_count: number
  cancelled_count: number
  pending_count: number
  qr_count: number
  qr_amount: number
  counted_on_qr_count: number
}

/** The live report of a shift: every figure counted from its payins now. */
export function liveReport(db: Db, shift: ShiftRow): ZReport {
  // Served by payins_shift (merchant_id, shift_id, created_at). A cancelled payin whose last
  // change came at or after its expiry ran out; one cancelled before it was cancelled by hand.
  const figures = stmt(
    db,
    `SELECT
       COUNT(*) FILTER (WHERE status = 'success') AS success_count,
       COALESCE(SUM(COALESCE(amount_inr, amount)) FILTER (WHERE status = 'success'), 0)
         AS success_amount,
       COUNT(*) FILTER (WHERE status = 'success' AND paid_late = 1) AS late_count,
       COUNT(*) FILTER (WHERE status = 'failed') AS declined_count,
       COUNT(*) FILTER (WHERE status = 'cancelled' AND updated_at >= expires_at
         AND cancelled_by IS NOT 'standing_qr') AS expired_count,
       COUNT(*) FILTER (WHERE status = 'cancelled' AND updated_at < expires_at
         AND cancelled_by IS NOT 'standing_qr') AS cancelled_count,
       COUNT(*) FILTER (WHERE status = 'pending') AS pending_count,
       COUNT(*) FILTER (WHERE status = 'success' AND channel = 'qr') AS qr_count,
       COALESCE(SUM(amount) FILTER (WHERE status = 'success' AND channel = 'qr'), 0) AS qr_amount,
       COUNT(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'standing_qr')
         AS counted_on_qr_count
     FROM payins WHERE merchant_id = ? AND shift_id = ?`,
  ).get(shift.merchant_id, shift.shift_id) as Figures
  const sold = stmt(
    db,
    `SELECT cashier_id, cashier_name, COUNT(*) AS n, SUM(COALESCE(amount_inr, amount)) AS amount,
       MIN(created_at) AS first
     FROM payins WHERE merchant_id = ? AND shift_id = ? AND status = 'success'
     GROUP BY cashier_id, cashier_name`,
  ).all(shift.merchant_id, shift.shift_id) as {
    cashier_id: string | null
    cashier_name: string | null
    n: number
    amount: number
    first: number
  }[]
  const joined = stmt(
    db,
    `SELECT s.staff_id, c.name, c.joined_at FROM shift_cashiers AS c
     JOIN staff AS s ON s.id = c.staff_id WHERE c.shift_id = ? ORDER BY c.joined_at`,
  ).all(shift.id) as { staff_id: string; name: string; joined_at: number }[]
  // Cashiers in the order they joined, then any who only sold (a payment moved in from an
  // earlier shift, the unnamed cashier), by their first sale.
  const rows: (CashierTotal & { key: string; at: number })[] = joined.map((j) => ({
    key: `${j.staff_id}\n${j.name}`,
    name: j.name,
    count: 0,
    total_amount: 0,
    at: j.joined_at,
  }))
  for (const s of sold.sort((a, b) => a.first - b.first)) {
    const key = `${s.cashier_id ?? ''}\n${s.cashier_name ?? ''}`
    let row = rows.find((r) => r.key === key)
    if (!row) {
      row = { key, name: s.cashier_name, count: 0, total_amount: 0, at: s.first }
      rows.push(row)
    }
    row.count = s.n
    row.total_amount = toRupees(s.amount)
  }
  // Refunds of the shift's sales (decision 050): those made and not failed (pending or processed)
  // of its successful payins, in rupees. A payin counted elsewhere is not: an automatic refund
  // returns a payment on a cancelled QR, which success_amount never counted, so the refunds stay
  // a part of the takings they reduce. At close this is the snapshot: a refund made later is in
  // the refunds list, never in a closed Z-report. Served by payins_shift, then refunds_payin.
  const refunds = stmt(
    db,
    `SELECT COUNT(*) AS n, COALESCE(SUM(r.amount_inr), 0) AS amount
     FROM payins AS p JOIN refunds AS r ON r.payin_id = p.id
     WHERE p.merchant_id = ? AND p.shift_id = ? AND p.status = 'success' AND r.status IN ('pending', 'processed')`,
  ).get(shift.merchant_id, shift.shift_id) as { n: number; amount: number }
  const counter = counterByRowId(db, shift.counter_id)
  return {
    shift_id: shift.shift_id,
    number: shift.number,
    counter: { counter_id: counter.counter_id, name: counter.name },
    ...shiftOutlet(db, shift),
    opened_at: iso(shift.opened_at),
    closed_at: iso(shift.closed_at),
    closed_by: shift.closed_by,
    cashiers: rows.map(({ name, count, total_amount }) => ({ name, count, total_amount })),
    ...figures,
    success_amount: toRupees(figures.success_amount),
    qr_amount: toRupees(figures.qr_amount),
    refund_count: refunds.n,
    refund_amount: toRupees(refunds.amount),
  }
}

function shiftOutlet(db: Db, shift: ShiftRow) {
  const outlet = shift.outlet_id === null ? null : outletByRowId(db, shift.outlet_id)
  return { outlet_id: outlet?.outlet_id ?? null, outlet_name: outlet?.name ?? null }
}

/** A closed shift's report is its snapshot; an open one's is counted now (an X-report). */
export function shiftReport(db: Db, shift: ShiftRow): ZReport {
  if (shift.report === null) return liveReport(db, shift)
  // A snapshot closed before outlets has none: the shift row says which (migration 27).
  const snapshot = JSON.parse(shift.report) as Omit<ZReport, 'outlet_id' | 'outlet_name'> &
    Partial<Pick<ZReport, 'outlet_id' | 'outlet_name'>>
  if (snapshot.outlet_id !== undefined && snapshot.outlet_name !== undefined)
    return { ...snapshot, outlet_id: snapshot.outlet_id, outlet_name: snapshot.outlet_name }
  return { ...snapshot, ...shiftOutlet(db, shift) }
}
/** Closed shifts, newest first: one counter's or all of a merchant's. */
export function listClosedShifts(
  db: Db,
  merchantId: number,
  counterRowId: number | null,
  page: number,
  limit: number,
  outlets: OutletScope | null = null,
): { rows: ShiftRow[]; total: number } {
  // A shift keeps the outlet its counter was in when it opened (decision 080).
  const inOutlets = rowOutletCondition(outlets)
  const where = `merchant_id = ? AND closed_at IS NOT NULL${counterRowId === null ? '' : ' AND counter_id = ?'}${inOutlets ? ` AND ${inOutlets.sql}` : ''}`
  const params = [
    merchantId,
    ...(counterRowId === null ? [] : [counterRowId]),
    ...(inOutlets?.params ?? []),
  ]
  const rows = stmt(
    db,
    `SELECT * FROM shifts WHERE ${where} ORDER BY closed_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...params, limit, (page - 1) * limit) as ShiftRow[]
  const total = (
    stmt(db, `SELECT COUNT(*) AS n FROM shifts WHERE ${where}`).get(...params) as {
      n: number
    }
  ).n
  return { rows, total }
}

const X_REPORT_PAYMENTS = 10

/**
 * The X-report's payin rows: the latest sales, every late payment with a possible second payment,
 * and every payment refunded automatically.
 */
export function shiftPayins(db: Db, shift: ShiftRow) {
  const latest = stmt(
    db,
    `SELECT * FROM payins WHERE merchant_id = ? AND shift_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ${X_REPORT_PAYMENTS}`,
  ).all(shift.merchant_id, shift.shift_id) as PayinRow[]
  const late = stmt(
    db,
    `SELECT * FROM payins WHERE merchant_id = ? AND shift_id = ? AND status = 'success'
       AND paid_late = 1 ORDER BY updated_at DESC, id DESC`,
  ).all(shift.merchant_id, shift.shift_id) as PayinRow[]
  // Payments that landed on a QR the cashier cancelled (or after the late window) and went
  // straight back to the customer (decision 050): no late payment of the shift, but the counter
  // announces each, however many sales came after it.
  const refunded = stmt(
    db,
    `SELECT * FROM payins WHERE merchant_id = ? AND shift_id = ? AND status = 'cancelled'
       AND utr IS NOT NULL ORDER BY updated_at DESC, id DESC`,
  ).all(shift.merchant_id, shift.shift_id) as PayinRow[]
  // Paid twice: a sale of the same amount on this counter, charged after the late one and before
  // it landed, and paid — the customer likely paid the second QR because the first seemed dead.
  const twice = stmt(
    db,
    `SELECT transaction_id FROM payins
     WHERE merchant_id = ? AND counter_id = ? AND created_at > ? AND created_at <= ?
       AND amount = ? AND status = 'success' AND id <> ?
     ORDER BY created_at LIMIT 1`,
  )
  return {
    latest,
    refunded,
    late: late.map((row) => ({
      row,
      alsoPaid:
        (
          twice.get(
            row.merchant_id,
            row.counter_id,
            row.created_at,
            row.updated_at,
            row.amount,
            row.id,
          ) as { transaction_id: string } | undefined
        )?.transaction_id ?? null,
    })),
  }
}
