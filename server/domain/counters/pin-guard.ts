import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import type { CounterRow } from './counters'
import { verifyPassword } from '../merchants/passwords'
import { findStaff, PIN_PATTERN, WRONG_PIN, type StaffRow } from './staff'
import { iso } from '../core/time'

/*
 * Guessing cashier PINs (docs/decisions/047 and 065). A PIN has 10^4 to 10^6 values, so what
 * matters is how many guesses a till gets and whom a rogue till can hurt:
 *
 * - wrong PINs are counted per cashier *on each device*: the fifth locks that cashier on that
 *   device only, for 5 minutes, then 15, 60, 240 and 1440 (a day) each next time, until a right
 *   PIN or the owner clears it. A 4-digit PIN then takes years, not days.
 * - and per device, whichever cashiers it tries: the tenth wrong PIN of a device in a day locks
 *   the device itself (the same growing ladder), and Settings → Counters tells the owner, who can
 *   unlock it. A success gives back only its own attempt, so a till that knows one PIN cannot
 *   launder guesses at the others.
 *
 * One till therefore never locks another till's cashiers, and the owner's new PIN for a cashier
 * (which clears that cashier's locks) does not unlock the device that was guessing. Attempts are
 * reserved before scrypt runs (decision 027), so of a concurrent burst at most the budget reaches
 * the check.
 */

export const MAX_PIN_ATTEMPTS = 5
export const MAX_DEVICE_FAILURES = 10
const WINDOW_MS = 24 * 60 * 60 * 1000
const LADDER_MINUTES = [5, 15, 60, 240, 1440] as const
const DEVICE_ROW = 0

export const DEVICE_PIN_LOCKED =
  'Too many wrong PINs on this counter. The owner can unlock it in Settings → Counters.'

/** The minutes of the n-th lock (1-based). */
export function lockMinutes(n: number): number {
  return LADDER_MINUTES[Math.min(Math.max(n, 1), LADDER_MINUTES.length) - 1] ?? 1440
}

function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes < 60) return `${minutes} minutes`
  const hours = Math.round(minutes / 60)
  return hours === 1 ? '1 hour' : `${hours} hours`
}

/** The cashier's lock on this device; the wait is the lock's own length ('5 minutes' first). */
export const pinLockedMessage = (wait: string) =>
  `Too many wrong PINs. Try again in ${wait} or ask the owner to reset the PIN.`

/** Who is asking: a paired device ('d<id>') or the owner's own session ('o<merchant id>'). */
export const deviceKey = (who: { deviceId: number } | { ownerOf: number }) =>
  'deviceId' in who ? `d${who.deviceId}` : `o${who.ownerOf}`

type Guard = {
  id: number
  failures: number
  window_start: number
  locks: number
  locked_until: number | null
}

const isLocked = (g: Guard, now: number) => g.locked_until !== null && g.locked_until > now

function guard(db: Db, merchantId: number, key: string, staffId: number, now: number): Guard {
  stmt(
    db,
    `INSERT OR IGNORE INTO pin_guards (merchant_id, device_key, staff_id, window_start)
     VALUES (?, ?, ?, ?)`,
  ).run(merchantId, key, staffId, now)
  const g = stmt(
    db,
    'SELECT id, failures, window_start, locks, locked_until FROM pin_guards WHERE device_key = ? AND staff_id = ?',
  ).get(key, staffId) as Guard
  if (!isLocked(g, now) && now - g.window_start >= WINDOW_MS) {
    stmt(db, 'UPDATE pin_guards SET failures = 0, window_start = ? WHERE id = ?').run(now, g.id)
    return { ...g, failures: 0, window_start: now }
  }
  return g
}

const byId = (db: Db, id: number) =>
  stmt(
    db,
    'SELECT id, failures, window_start, locks, locked_until FROM pin_guards WHERE id = ?',
  ).get(id) as Guard

const cashierLocked = (until: number, now: number) =>
  new AppError(429, pinLockedMessage(waitWords(until - now)), { locked_until: iso(until) ?? '' })
const deviceLocked = (until: number) =>
  new AppError(429, DEVICE_PIN_LOCKED, { locked_until: iso(until) ?? '', locked: 'device' })

/** Sets the next lock of a guard that reached its budget; returns its end. */
function lock(db: Db, g: Guard, now: number): number {
  const until = now + lockMinutes(g.locks + 1) * 60_000
  stmt(
    db,
    'UPDATE pin_guards SET failures = 0, locks = locks + 1, locked_until = ?, window_start = ? WHERE id = ?',
  ).run(until, now, g.id)
  return until
}

/**
 * Checks a cashier's PIN from one device. Throws 400 Wrong PIN (with attempts_left), or 429 while
 * the cashier is locked on this device or the device itself is locked.
 */
export async function checkCashierPin(
  db: Db,
  merchantId: number,
  key: string,
  staffId: string,
  pin: string,
  check: (pin: string, hash: string) => Promise<boolean> = verifyPassword,
  clock: () => number = Date.now,
): Promise<StaffRow> {
  const now = clock()
  const reserved = db
    .transaction(() => {
      const staff = findStaff(db, merchantId, staffId)
      const device = guard(db, merchantId, key, DEVICE_ROW, now)
      if (isLocked(device, now)) throw deviceLocked(device.locked_until ?? now)
      const pair = guard(db, merchantId, key, staff.id, now)
      if (isLocked(pair, now)) throw cashierLocked(pair.locked_until ?? now, now)
      // Reserved attempts still being checked already fill a budget: the burst waits.
      if (pair.failures >= MAX_PIN_ATTEMPTS)
        throw cashierLocked(now + lockMinutes(pair.locks + 1) * 60_000, now)
      if (device.failures >= MAX_DEVICE_FAILURES)
        throw deviceLocked(now + lockMinutes(device.locks + 1) * 60_000)
      stmt(db, 'UPDATE pin_guards SET failures = failures + 1 WHERE id IN (?, ?)').run(
        pair.id,
        device.id,
      )
      return { staff, pairId: pair.id, deviceId: device.id }
    })
    .immediate()
  const right = PIN_PATTERN.test(pin) && (await check(pin, reserved.staff.pin_hash))
  const later = clock()
  if (right) {
    db.transaction(() => {
      stmt(
        db,
        'UPDATE pin_guards SET failures = 0, locks = 0, locked_until = NULL WHERE id = ?',
      ).run(reserved.pairId)
      stmt(db, 'UPDATE pin_guards SET failures = MAX(failures - 1, 0) WHERE id = ?').run(
        reserved.deviceId,
      )
    }).immediate()
    return findStaff(db, merchantId, staffId)
  }
  const outcome = db
    .transaction(() => {
      const pair = byId(db, reserved.pairId)
      const device = byId(db, reserved.deviceId)
      const deviceUntil = isLocked(device, later)
        ? device.locked_until
        : device.failures >= MAX_DEVICE_FAILURES
          ? lock(db, device, later)
          : null
      const pairUntil = isLocked(pair, later)
        ? pair.locked_until
        : pair.failures >= MAX_PIN_ATTEMPTS
          ? lock(db, pair, later)
          : null
      return {
        deviceUntil,
        pairUntil,
        left: Math.min(MAX_PIN_ATTEMPTS - pair.failures, MAX_DEVICE_FAILURES - device.failures),
        // How long the next lock of this cashier on this device will be: it grows each time.
        nextLock: lockMinutes(pair.locks + 1),
      }
    })
    .immediate()
  if (outcome.deviceUntil !== null) throw deviceLocked(outcome.deviceUntil)
  if (outcome.pairUntil !== null) throw cashierLocked(outcome.pairUntil, later)
  throw new AppError(400, WRONG_PIN, {
    attempts_left: Math.max(1, outcome.left),
    lock_minutes: outcome.nextLock,
  })
}

/** This device's locks: the device's own, and each cashier's (by staff row id). */
export function locksOf(db: Db, key: string, now = Date.now()) {
  const rows = stmt(
    db,
    'SELECT staff_id, locked_until FROM pin_guards WHERE device_key = ? AND locked_until > ?',
  ).all(key, now) as { staff_id: number; locked_until: number }[]
  return {
    device: rows.find((r) => r.staff_id === DEVICE_ROW)?.locked_until ?? null,
    cashiers: new Map(
      rows.filter((r) => r.staff_id !== DEVICE_ROW).map((r) => [r.staff_id, r.locked_until]),
    ),
  }
}

/** The keys PINs are entered under at a counter: its live paired device, or the owner. */
function counterKeys(db: Db, counter: CounterRow): string[] {
  if (counter.is_owner_counter) return [deviceKey({ ownerOf: counter.merchant_id })]
  const ids = stmt(db, 'SELECT id FROM counter_devices WHERE counter_id = ? AND revoked_at IS NULL')
    .pluck()
    .all(counter.id) as number[]
  return ids.map((id) => deviceKey({ deviceId: id }))
}

/** What the owner sees of a counter's PIN locks (Settings → Counters). */
export function counterPinLocks(db: Db, counter: CounterRow, now = Date.now()) {
  let device: number | null = null
  const cashiers: { staff_id: string; name: string; locked_until: string | null }[] = []
  for (const key of counterKeys(db, counter)) {
    const locks = locksOf(db, key, now)
    if (locks.device !== null) device = Math.max(device ?? 0, locks.device)
    for (const [staffRowId, until] of locks.cashiers) {
      const staff = stmt(
        db,
        'SELECT staff_id, name FROM staff WHERE id = ? AND removed_at IS NULL',
      ).get(staffRowId) as { staff_id: string; name: string } | undefined
      if (staff) cashiers.push({ ...staff, locked_until: iso(until) })
    }
  }
  return { locked_until: iso(device), locked_cashiers: cashiers }
}

/** The owner's unlock: the counter's device and its cashiers there start afresh. */
export function unlockCounter(db: Db, counter: CounterRow): void {
  const keys = counterKeys(db, counter)
  db.transaction(() => {
    for (const key of keys) stmt(db, 'DELETE FROM pin_guards WHERE device_key = ?').run(key)
  }).immediate()
}

/**
 * The owner's new PIN clears that cashier's locks on every device. A device locked as a whole
 * stays locked: the owner's reset holds against the device that was guessing.
 */
export function clearCashierGuards(db: Db, staffRowId: number): void {
  stmt(db, 'DELETE FROM pin_guards WHERE staff_id = ?').run(staffRowId)
}

/** The latest end of a cashier's locks on any device (the owner's staff list), or null. */
export function cashierLockedUntil(db: Db, staffRowId: number, now = Date.now()): string | null {
  const until = stmt(
    db,
    'SELECT MAX(locked_until) FROM pin_guards WHERE staff_id = ? AND locked_until > ?',
  )
    .pluck()
    .get(staffRowId, now) as number | null
  return iso(until)
}
