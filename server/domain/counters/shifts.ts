import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { counterByRowId, type CounterRow } from './counters'
import { publicId } from '../core/ids'
import type { PayinRow } from '../core/payin-row'
import { liveReport, type ZReport } from './shift-report'
import type { StaffRow } from './staff'
import type { ShiftRow } from './shift-row'

/*
 * Shifts and Z-reports (docs/decisions/048). A counter has at most one open shift (a partial
 * unique index); shifts are numbered per counter from 1 in the order they open. Closing stores the
 * report as a JSON snapshot in the same UPDATE that sets closed_at, and triggers refuse any later
 * change to a closed row, so a Z-report never changes. A payment that lands after its shift
 * closed moves to the counter's open shift (settleIntoOpenShift), so the closed shift's totals
 * keep equalling its payins in the list.
 */

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
    `INSERT INTO shifts (shift_id, merchant_id, counter_id, number, opened_at, outlet_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(publicId('SHF'), counter.merchant_id, counter.id, last.n + 1, now, counter.outlet_id)
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
