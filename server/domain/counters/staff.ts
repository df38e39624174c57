import type { Db } from '../../db/connection'
import { staffOutletCondition, type OutletScope } from '../outlets/outlet-scope'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { hashPassword } from '../merchants/passwords'
import { iso } from '../core/time'
import { outletByRowId } from '../outlets/outlet-row'

/*
 * Cashiers (docs/decisions/047 and 065): a name and a 4–6 digit PIN, scrypt-hashed like
 * passwords. A PIN has at most a million values, so guessing is what matters: the PINs everyone
 * tries first are refused when set (commonPin), and wrong ones are counted and locked per device
 * and per cashier on each device (pin-guard.ts). The owner's new PIN clears the cashier's locks.
 */

export const PIN_PATTERN = /^\d{4,6}$/
export const PIN_FORMAT = 'The PIN is 4 to 6 digits'
export const WRONG_PIN = 'Wrong PIN'
export const COMMON_PIN = 'This PIN is too easy to guess. Choose another.'
export const CASHIER_NOT_FOUND = 'Cashier not found'
export const DUPLICATE_CASHIER = 'A cashier with this name already exists'

export type StaffRow = {
  id: number
  staff_id: string
  merchant_id: number
  name: string
  pin_hash: string
  pin_attempts: number
  locked_until: number | null
  created_at: number
  updated_at: number
  removed_at: number | null
  /** The outlet they work at (decision 080); null: any outlet. */
  outlet_id: number | null
}

export const worksElsewhere = (name: string) => `${name} works at another outlet`

export function staffView(row: StaffRow, now = Date.now()) {
  return {
    staff_id: row.staff_id,
    name: row.name,
    locked_until:
      row.locked_until !== null && row.locked_until > now ? iso(row.locked_until) : null,
    created_at: iso(row.created_at),
  }
}

/** The Staff object of docs/api-contract.md: the cashier and the outlet they work at. */
export function staffWithOutlet(db: Db, row: StaffRow, now = Date.now()) {
  const outlet = row.outlet_id === null ? null : outletByRowId(db, row.outlet_id)
  return {
    ...staffView(row, now),
    outlet_id: outlet?.outlet_id ?? null,
    outlet_name: outlet?.name ?? null,
  }
}

/** True when the cashier may sell at a counter of this outlet (row id). */
export function worksAt(row: StaffRow, outletRowId: number): boolean {
  return row.outlet_id === null || row.outlet_id === outletRowId
}

/** outlets: those of a limited person or an ?outlet_id= filter, with any-outlet cashiers. */
export function listStaff(
  db: Db,
  merchantId: number,
  outlets: OutletScope | null = null,
): StaffRow[] {
  const inOutlets = staffOutletCondition(outlets)
  return stmt(
    db,
    `SELECT * FROM staff WHERE merchant_id = ? AND removed_at IS NULL${inOutlets ? ` AND ${inOutlets.sql}` : ''}
     ORDER BY name COLLATE NOCASE, id`,
  ).all(merchantId, ...(inOutlets?.params ?? [])) as StaffRow[]
}

export function hasStaff(db: Db, merchantId: number): boolean {
  return (
    stmt(db, 'SELECT 1 FROM staff WHERE merchant_id = ? AND removed_at IS NULL LIMIT 1').get(
      merchantId,
    ) !== undefined
  )
}

/** A current (not removed) cashier of this merchant, by public id. */
export function findStaff(db: Db, merchantId: number, staffId: string): StaffRow {
  const row = stmt(
    db,
    'SELECT * FROM staff WHERE staff_id = ? AND merchant_id = ? AND removed_at IS NULL',
  ).get(staffId, merchantId) as StaffRow | undefined
  if (!row) throw new AppError(404, CASHIER_NOT_FOUND)
  return row
}

/** The cashier behind a row id, or null once removed. */
export function activeStaffById(db: Db, id: number | null): StaffRow | null {
  if (id === null) return null
  const row = stmt(db, 'SELECT * FROM staff WHERE id = ? AND removed_at IS NULL').get(id) as
    StaffRow | undefined
  return row ?? null
}

/*
 * The PINs tried first: the most common ones of the published PIN studies (1234, 1111, 0000,
 * 1212, 7777, 1004, 2000, 4444, 2222, 6969, …) follow three shapes, refused whole, plus a few
 * keypad patterns and years. With these gone, the first guesses of a rogue till are as good as
 * any other, and the lock (pin-guard.ts) keeps it to a few a day.
 */
const KEYPAD_AND_POPULAR = new Set([
  '2580',
  '0852',
  '1379',
  '1397',
  '2468',
  '1004',
  '2000',
  '6969',
  '1122',
  '1313',
  '4545',
  '7410',
  '147258',
  '258369',
  '159753',
  '112233',
  '123123',
  '696969',
  '520520',
  '131313',
  '147852',
])

/** True for a PIN on the common list: one digit repeated, a straight run, a repeated pair. */
export function commonPin(pin: string): boolean {
  if (KEYPAD_AND_POPULAR.has(pin)) return true
  const digits = [...pin].map(Number)
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0))
  if (steps.every((s) => s === 0)) return true
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true
  // abab, ababab, abcabc
  if (pin.length % 2 === 0 && pin === pin.slice(0, 2).repeat(pin.length / 2)) return true
  if (pin.length === 6 && pin.slice(0, 3) === pin.slice(3)) return true
  // a year, 1940–2029: birthdays and the current year are tried early
  return pin.length === 4 && /^(19[4-9]\d|20[0-2]\d)$/.test(pin)
}

function assertGoodPin(pin: string): void {
  if (commonPin(pin)) throw new AppError(400, COMMON_PIN)
}

export function createStaff(
  db: Db,
  merchantId: number,
  name: string,
  pin: string,
  outletRowId: number | null = null,
): StaffRow {
  assertGoodPin(pin)
  const pinHash = hashPassword(pin)
  const now = Date.now()
  return db
    .transaction((): StaffRow => {
      const taken = stmt(
        db,
        'SELECT 1 FROM staff WHERE merchant_id = ? AND name = ? COLLATE NOCASE AND removed_at IS NULL',
      ).get(merchantId, name)
      if (taken) throw new AppError(400, DUPLICATE_CASHIER)
      const result = stmt(
        db,
        `INSERT INTO staff (staff_id, merchant_id, name, pin_hash, created_at, updated_at, outlet_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(publicId('STF'), merchantId, name, pinHash, now, now, outletRowId)
      return stmt(db, 'SELECT * FROM staff WHERE id = ?').get(result.lastInsertRowid) as StaffRow
    })
    .immediate()
}

/**
 * The owner's reset: a new PIN, and the cashier's locks cleared on every device (pin_guards rows
 * of this cashier). A device locked as a whole stays locked (decision 065).
 */
export function resetPin(db: Db, merchantId: number, staffId: string, pin: string): StaffRow {
  assertGoodPin(pin)
  const row = findStaff(db, merchantId, staffId)
  const hash = hashPassword(pin)
  db.transaction(() => {
    stmt(
      db,
      'UPDATE staff SET pin_hash = ?, pin_attempts = 0, locked_until = NULL, updated_at = ? WHERE id = ?',
    ).run(hash, Date.now(), row.id)
    stmt(db, 'DELETE FROM pin_guards WHERE staff_id = ?').run(row.id)
  }).immediate()
  return findStaff(db, merchantId, staffId)
}

/**
 * Limits a cashier to one outlet (a row id) or lets them work at any (null). A till of another
 * outlet that has them chosen goes back to 'Who is selling?'.
 */
export function setStaffOutlet(
  db: Db,
  merchantId: number,
  staffId: string,
  outletRowId: number | null,
): { before: StaffRow; after: StaffRow } {
  return db
    .transaction(() => {
      const before = findStaff(db, merchantId, staffId)
      stmt(db, 'UPDATE staff SET outlet_id = ?, updated_at = ? WHERE id = ?').run(
        outletRowId,
        Date.now(),
        before.id,
      )
      if (outletRowId !== null) {
        stmt(
          db,
          `UPDATE counter_devices SET cashier_staff_id = NULL WHERE cashier_staff_id = ?
             AND counter_id IN (SELECT id FROM counters WHERE outlet_id <> ?)`,
        ).run(before.id, outletRowId)
      }
      return { before, after: findStaff(db, merchantId, staffId) }
    })
    .immediate()
}

/** Removes a cashier: no longer selectable, and no device keeps them selected. */
export function removeStaff(db: Db, merchantId: number, staffId: string): void {
  const row = findStaff(db, merchantId, staffId)
  db.transaction(() => {
    const now = Date.now()
    stmt(db, 'UPDATE staff SET removed_at = ?, updated_at = ? WHERE id = ?').run(now, now, row.id)
    stmt(db, 'UPDATE counter_devices SET cashier_staff_id = NULL WHERE cashier_staff_id = ?').run(
      row.id,
    )
    stmt(db, 'UPDATE sessions SET counter_staff_id = NULL WHERE counter_staff_id = ?').run(row.id)
  }).immediate()
}
