import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { AppError } from '../errors'
import { publicId } from './ids'
import { hashPassword, verifyPassword } from './passwords'
import { iso } from './time'

/*
 * Cashiers (docs/decisions/047): a name and a 4–6 digit PIN, scrypt-hashed like passwords. A PIN
 * has at most a million values, so guessing is what matters: each attempt is counted before its
 * check (as sign-in does, decision 027), and the fifth wrong one locks that cashier for 5 minutes;
 * the owner's new PIN unlocks at once. The lock is per cashier, not per device: a cashier's PIN is
 * the same on every counter of the shop.
 */

export const MAX_PIN_ATTEMPTS = 5
export const PIN_LOCK_MS = 5 * 60 * 1000
export const PIN_PATTERN = /^\d{4,6}$/
export const PIN_FORMAT = 'The PIN is 4 to 6 digits'
export const WRONG_PIN = 'Wrong PIN'
export const PIN_LOCKED =
  'Too many wrong PINs. Try again in 5 minutes or ask the owner to reset the PIN.'
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
}

export function staffView(row: StaffRow, now = Date.now()) {
  return {
    staff_id: row.staff_id,
    name: row.name,
    locked_until:
      row.locked_until !== null && row.locked_until > now ? iso(row.locked_until) : null,
    created_at: iso(row.created_at),
  }
}

export function listStaff(db: Db, merchantId: number): StaffRow[] {
  return stmt(
    db,
    'SELECT * FROM staff WHERE merchant_id = ? AND removed_at IS NULL ORDER BY name COLLATE NOCASE, id',
  ).all(merchantId) as StaffRow[]
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

export function createStaff(db: Db, merchantId: number, name: string, pin: string): StaffRow {
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
        `INSERT INTO staff (staff_id, merchant_id, name, pin_hash, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ).run(publicId('STF'), merchantId, name, pinHash, now, now)
      return stmt(db, 'SELECT * FROM staff WHERE id = ?').get(result.lastInsertRowid) as StaffRow
    })
    .immediate()
}

/** The owner's reset: a new PIN, the lock and the wrong-PIN count cleared. */
export function resetPin(db: Db, merchantId: number, staffId: string, pin: string): StaffRow {
  const row = findStaff(db, merchantId, staffId)
  stmt(
    db,
    'UPDATE staff SET pin_hash = ?, pin_attempts = 0, locked_until = NULL, updated_at = ? WHERE id = ?',
  ).run(hashPassword(pin), Date.now(), row.id)
  return findStaff(db, merchantId, staffId)
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

/** The 429 of a locked cashier; the route turns locked_until into Retry-After. */
const lockedError = (lockedUntil: number) =>
  new AppError(429, PIN_LOCKED, { locked_until: iso(lockedUntil) ?? '' })

/**
 * Checks a cashier's PIN. Throws 400 Wrong PIN (with attempts_left), or 429 while locked; the
 * fifth wrong PIN sets the lock. The attempt is reserved before scrypt runs, so of a concurrent
 * burst at most MAX_PIN_ATTEMPTS reach the check.
 */
export async function checkCashierPin(
  db: Db,
  merchantId: number,
  staffId: string,
  pin: string,
  check: (pin: string, hash: string) => Promise<boolean> = verifyPassword,
): Promise<StaffRow> {
  const now = Date.now()
  const reserved = db
    .transaction((): StaffRow => {
      const row = findStaff(db, merchantId, staffId)
      if (row.locked_until !== null && row.locked_until > now) throw lockedError(row.locked_until)
      const attempts = row.locked_until !== null ? 0 : row.pin_attempts
      if (attempts >= MAX_PIN_ATTEMPTS) throw lockedError(now + PIN_LOCK_MS)
      stmt(db, 'UPDATE staff SET pin_attempts = ?, locked_until = NULL WHERE id = ?').run(
        attempts + 1,
        row.id,
      )
      return row
    })
    .immediate()
  const right = PIN_PATTERN.test(pin) && (await check(pin, reserved.pin_hash))
  const later = Date.now()
  if (right) {
    stmt(db, 'UPDATE staff SET pin_attempts = 0 WHERE id = ?').run(reserved.id)
    return findStaff(db, merchantId, staffId)
  }
  const after = stmt(db, 'SELECT pin_attempts, locked_until FROM staff WHERE id = ?').get(
    reserved.id,
  ) as { pin_attempts: number; locked_until: number | null }
  if (after.locked_until !== null && after.locked_until > later)
    throw lockedError(after.locked_until)
  if (after.pin_attempts >= MAX_PIN_ATTEMPTS) {
    const until = later + PIN_LOCK_MS
    stmt(db, 'UPDATE staff SET pin_attempts = 0, locked_until = ? WHERE id = ?').run(
      until,
      reserved.id,
    )
    throw lockedError(until)
  }
  throw new AppError(400, WRONG_PIN, {
    attempts_left: MAX_PIN_ATTEMPTS - after.pin_attempts,
  })
}
