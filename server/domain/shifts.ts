import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { AppError } from '../errors'
import { counterByRowId, type CounterRow } from './counters'
import { publicId } from './ids'
import { toRupees } from './money'
import type { PayinRow } from './payins'
import type { StaffRow } from './staff'
import { iso } from './time'

/*
 * Shifts and Z-reports (docs/decisions/048). A counter has at most one open shift (a partial
 * unique index); shifts are numbered per counter from 1 in the order they open. Closing stores the
 * report as a JSON snapshot in the same UPDATE that sets closed_at, and triggers refuse any later
 * change to a closed row, so a Z-report never changes. A payment that lands after its shift
 * closed moves to the counter's open shift (settleIntoOpenShift), so the closed shift's totals
 * keep equalling its payins in the list.
 */

export type ShiftRow = {
  id: number
  shift_id: string
  merchant_id: number
  counter_id: number
  number: number
  opened_at: number
  closed_at: number | null
  closed_by: string | null
  report: string | null
}

export type CashierTotal = { name: string | null; count: number; total_amount: number }

export type ZReport = {
  shift_id: string
  number: number
  counter: { counter_id: string; name: string }
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
}

export const SHIFT_NOT_FOUND = 'Shift not found'
export const NO_OPEN_SHIFT = 'There is no open shift to close'

export function openShiftOf(db: Db, counterRowId: number): ShiftRow | undefined {
  return stmt(db, 'SELECT * FROM shifts WHERE counter_id = ? AND closed_at IS NULL').get(
    counterRowId,
  ) as ShiftRow | undefined
}

/** The counter's open shift, opened (numbered next) if there is none. Call inside a transaction. */
export function ensureOpenShift(db: Db, counter: CounterRow, now = Date.now()): ShiftRow {
  const open = openShiftOf(db, counter.id)
  if (open) return open
  const last = stmt(
    db,
    'SELECT COALESCE(MAX(number), 0) AS n FROM shifts WHERE counter_id = ?',
  ).get(counter.id) as { n: number }
  const result = stmt(
    db,
    `INSERT INTO shifts (shift_id, merchant_id, counter_id, number, opened_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(publicId('SHF'), counter.merchant_id, counter.id, last.n + 1, now)
  return stmt(db, 'SELECT * FROM shifts WHERE id = ?').get(result.lastInsertRowid) as ShiftRow
}

/** Records a cashier as one of the shift's (once; the first time counts). */
export function addShiftCashier(
  db: Db,
  shift: ShiftRow,
  cashier: Pick<StaffRow, 'id' | 'name'>,
  now: number,
): void {
  stmt(
    db,
    'INSERT OR IGNORE INTO shift_cashiers (shift_id, staff_id, name, joined_at) VALUES (?, ?, ?, ?)',
  ).run(shift.id, cashier.id, cashier.name, now)
}

/** A cashier opens or joins the counter's shift. */
export function joinShift(db: Db, counter: CounterRow, cashier: StaffRow, now = Date.now()) {
  return db
    .transaction((): ShiftRow => {
      const shift = ensureOpenShift(db, counter, now)
      addShiftCashier(db, shift, cashier, now)
      return shift
    })
    .immediate()
}

export function findShift(db: Db, merchantId: number, shiftId: string): ShiftRow {
  const row = stmt(db, 'SELECT * FROM shifts WHERE shift_id = ? AND merchant_id = ?').get(
    shiftId,
    merchantId,
  ) as ShiftRow | undefined
  if (!row) throw new AppError(404, SHIFT_NOT_FOUND)
  return row
}

type Figures = {
  success_count: number
  success_amount: number
  late_count: number
  declined_count: number
  expired_count: number
  cancelled_count: number
  pending_count: number
}

/** The live report of a shift: every figure counted from its payins now. */
function liveReport(db: Db, shift: ShiftRow): ZReport {
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
       COUNT(*) FILTER (WHERE status = 'cancelled' AND updated_at >= expires_at) AS expired_count,
       COUNT(*) FILTER (WHERE status = 'cancelled' AND updated_at < expires_at) AS cancelled_count,
       COUNT(*) FILTER (WHERE status = 'pending') AS pending_count
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
  const counter = counterByRowId(db, shift.counter_id)
  return {
    shift_id: shift.shift_id,
    number: shift.number,
    counter: { counter_id: counter.counter_id, name: counter.name },
    opened_at: iso(shift.opened_at),
    closed_at: iso(shift.closed_at),
    closed_by: shift.closed_by,
    cashiers: rows.map(({ name, count, total_amount }) => ({ name, count, total_amount })),
    ...figures,
    success_amount: toRupees(figures.success_amount),
    refund_count: 0,
    refund_amount: 0,
  }
}

/** A closed shift's report is its snapshot; an open one's is counted now (an X-report). */
export function shiftReport(db: Db, shift: ShiftRow): ZReport {
  if (shift.report !== null) return JSON.parse(shift.report) as ZReport
  return liveReport(db, shift)
}

/**
 * Closes the counter's open shift and stores its Z-report. Due QRs are expired first so the
 * report counts them as expired rather than pending (expire: the payin lifecycle's refresh).
 */
export function closeShift(
  db: Db,
  counter: CounterRow,
  closedBy: string | null,
  expire: (row: PayinRow, now: number) => void,
  now = Date.now(),
): ZReport {
  return db
    .transaction((): ZReport => {
      const shift = openShiftOf(db, counter.id)
      if (!shift) throw new AppError(400, NO_OPEN_SHIFT)
      const due = stmt(
        db,
        `SELECT * FROM payins WHERE merchant_id = ? AND shift_id = ? AND status = 'pending'
           AND expires_at <= ?`,
      ).all(shift.merchant_id, shift.shift_id, now) as PayinRow[]
      for (const row of due) expire(row, now)
      const report = liveReport(db, { ...shift, closed_at: now, closed_by: closedBy })
      stmt(
        db,
        'UPDATE shifts SET closed_at = ?, closed_by = ?, report = ? WHERE id = ? AND closed_at IS NULL',
      ).run(now, closedBy, JSON.stringify(report), shift.id)
      return report
    })
    .immediate()
}

/**
 * Inside a payment's transaction: a payin of a closed shift that is paid now moves to the
 * counter's open shift (opened if none), where the money arrived. A closed report never changes.
 */
export function settleIntoOpenShift(db: Db, row: PayinRow, now: number): void {
  if (row.shift_id === null || row.counter_id === null) return
  const shift = stmt(db, 'SELECT closed_at, counter_id FROM shifts WHERE shift_id = ?').get(
    row.shift_id,
  ) as { closed_at: number | null; counter_id: number } | undefined
  if (!shift || shift.closed_at === null) return
  const open = ensureOpenShift(db, counterByRowId(db, shift.counter_id), now)
  stmt(db, 'UPDATE payins SET shift_id = ? WHERE id = ?').run(open.shift_id, row.id)
}

/** Closed shifts, newest first: one counter's or all of a merchant's. */
export function listClosedShifts(
  db: Db,
  merchantId: number,
  counterRowId: number | null,
  page: number,
  limit: number,
): { rows: ShiftRow[]; total: number } {
  const where = `merchant_id = ? AND closed_at IS NOT NULL${counterRowId === null ? '' : ' AND counter_id = ?'}`
  const params = counterRowId === null ? [merchantId] : [merchantId, counterRowId]
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

/** The X-report's payin rows: the latest sales, every late payment, and a possible second payment. */
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
