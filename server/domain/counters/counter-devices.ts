import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { counterByRowId, findCounter, type CounterRow } from './counters'
import { publicId } from '../core/ids'
import { outletByRowId } from '../outlets/outlet-row'
import { OUTLET_ARCHIVED } from '../outlets/outlets'

/*
 * The counter device credential (docs/decisions/047). The owner asks for a one-time pairing code
 * for a counter; the device trades it for a long-lived token of its own. Codes are short enough to
 * type, so they are stored as an HMAC under the gateway's secret key (a copy of the database alone
 * cannot be brute-forced back to a live code), expire in 10 minutes and are spent by the first
 * pairing. Tokens are 32 random bytes with a `ctd_` prefix (so the auth step knows which table to
 * ask, and a leaked one is recognisable), stored as SHA-256 like sessions.
 *
 * A device has a mode (decision 078), chosen by the owner with the code: a Till takes payments
 * (one per counter: pairing another replaces it), a Speaker only announces them (up to
 * MAX_SPEAKERS per counter, each added beside the others).
 */

export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000
export const DEVICE_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000
/** last_seen_at and the sliding expiry are written at most this often per device. */
export const DEVICE_TOUCH_MS = 60 * 1000
export const DEVICE_TOKEN_PREFIX = 'ctd_'
/** No 0/O, 1/I/L or U: a code read aloud or off a screen cannot be mistyped into another. */
export const PAIRING_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
const CODE_LENGTH = 8

export const INVALID_PAIRING_CODE = 'This pairing code is not valid. Ask the owner for a new one.'
export const DEVICE_REVOKED = 'This counter was removed by the owner'
export const DEVICE_REPLACED = 'This counter was set up on another device'
export const DEVICE_EXPIRED =
  "This counter's pairing has expired. Ask the owner for a new pairing code."
export const OWNER_COUNTER_NOT_PAIRED = "The owner's counter opens where the owner is signed in"

export const DEVICE_MODES = ['till', 'speaker'] as const
export type DeviceMode = (typeof DEVICE_MODES)[number]
/** Speakers one counter may keep: enough for a long counter, few enough to notice a leak. */
export const MAX_SPEAKERS = 5
export const TOO_MANY_SPEAKERS = `This counter has ${MAX_SPEAKERS} speakers already. Remove one first.`

export type DeviceRow = {
  id: number
  device_id: string
  counter_id: number
  merchant_id: number
  token_hash: string
  cashier_staff_id: number | null
  created_at: number
  last_seen_at: number
  expires_at: number
  revoked_at: number | null
  revoked_reason: 'owner' | 'replaced' | null
  label: string | null
  mode: DeviceMode
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** 'k7qd 4mzp', 'K7QD-4MZP' → 'K7QD4MZP'; anything else → null (no lookup needed). */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '')
  if (code.length !== CODE_LENGTH) return null
  for (const ch of code) if (!PAIRING_ALPHABET.includes(ch)) return null
  return code
}

function codeHash(secretKey: Buffer, code: string): string {
  return createHmac('sha256', secretKey).update(`pairing:${code}`).digest('hex')
}

/** The counter's Speakers that are paired now (not revoked, not expired). */
export function activeSpeakers(db: Db, counterRowId: number, now: number): number {
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n FROM counter_devices
     WHERE counter_id = ? AND revoked_at IS NULL AND mode = 'speaker' AND expires_at > ?`,
  ).get(counterRowId, now) as { n: number }
  return row.n
}

/**
 * A new pairing code for a counter and a mode; it replaces the counter's unused codes of that
 * mode (a Till's code and a Speaker's may be out at once). The owner's own counter opens where
 * the owner is signed in, so it takes Speakers only; a counter with its Speakers full is told so
 * now rather than at the device.
 */
export function issuePairingCode(
  db: Db,
  secretKey: Buffer,
  merchantId: number,
  counterId: string,
  now = Date.now(),
  mode: DeviceMode = 'till',
): { code: string; expiresAt: number; mode: DeviceMode } {
  const counter = findCounter(db, merchantId, counterId)
  if (counter.is_owner_counter && mode === 'till') throw new AppError(400, OWNER_COUNTER_NOT_PAIRED)
  // An archived outlet's counters stay unpaired (decision 080): nobody sells there any more.
  if (outletByRowId(db, counter.outlet_id).archived_at !== null)
    throw new AppError(409, OUTLET_ARCHIVED)
  if (mode === 'speaker' && activeSpeakers(db, counter.id, now) >= MAX_SPEAKERS)
    throw new AppError(409, TOO_MANY_SPEAKERS)
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i++) code += PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)]
  const expiresAt = now + PAIRING_CODE_TTL_MS
  db.transaction(() => {
    stmt(db, 'DELETE FROM pairing_codes WHERE counter_id = ? AND mode = ? AND used_at IS NULL').run(
      counter.id,
      mode,
    )
    stmt(
      db,
      `INSERT INTO pairing_codes (code_hash, counter_id, created_at, expires_at, mode)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(codeHash(secretKey, code), counter.id, now, expiresAt, mode)
  }).immediate()
  return { code, expiresAt, mode }
}

/** Shown as two groups of four: K7QD-4MZP. */
export const displayCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

/**
 * Spends a pairing code: a new device token for its counter, in the code's mode. A Till replaces
 * the counter's Till (revoked as replaced); a Speaker is added beside the others, up to
 * MAX_SPEAKERS (409, the code left unspent). Null for a wrong, expired or used code (one answer
 * for all three).
 */
export function pairDevice(
  db: Db,
  secretKey: Buffer,
  input: string,
  now = Date.now(),
  label: string | null = null,
): {
  token: string
  expiresAt: number
  counter: CounterRow
  deviceId: string
  mode: DeviceMode
  replaced: string[]
} | null {
  const code = normalizeCode(input)
  if (code === null) return null
  const hash = codeHash(secretKey, code)
  return db
    .transaction(() => {
      const found = stmt(db, 'SELECT * FROM pairing_codes WHERE code_hash = ?').get(hash) as
        | { counter_id: number; expires_at: number; used_at: number | null; mode: DeviceMode }
        | undefined
      if (!found || found.used_at !== null || found.expires_at <= now) return null
      // Compare-and-set: of two devices racing with one code, one wins.
      const spent = stmt(
        db,
        'UPDATE pairing_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL',
      ).run(now, hash)
      if (spent.changes !== 1) return null
      const counter = counterByRowId(db, found.counter_id)
      const mode = found.mode
      // Thrown inside the transaction: the code's spending rolls back with it.
      if (mode === 'speaker' && activeSpeakers(db, counter.id, now) >= MAX_SPEAKERS)
        throw new AppError(409, TOO_MANY_SPEAKERS)
      // A Till replaces the Till only; the counter's Speakers keep announcing.
      const replaced =
        mode === 'till'
          ? (stmt(
              db,
              `SELECT device_id FROM counter_devices
               WHERE counter_id = ? AND revoked_at IS NULL AND mode = 'till'`,
            ).all(counter.id) as { device_id: string }[])
          : []
      if (mode === 'till') {
        stmt(
          db,
          `UPDATE counter_devices SET revoked_at = ?, revoked_reason = 'replaced', cashier_staff_id = NULL
           WHERE counter_id = ? AND revoked_at IS NULL AND mode = 'till'`,
        ).run(now, counter.id)
      }
      const token = DEVICE_TOKEN_PREFIX + randomBytes(32).toString('base64url')
      const expiresAt = now + DEVICE_TOKEN_TTL_MS
      const deviceId = publicId('DEV')
      stmt(
        db,
        `INSERT INTO counter_devices (device_id, counter_id, merchant_id, token_hash, created_at,
           last_seen_at, expires_at, label, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        deviceId,
        counter.id,
        counter.merchant_id,
        sha256(token),
        now,
        now,
        expiresAt,
        label,
        mode,
      )
      return {
        token,
        expiresAt,
        counter,
        deviceId,
        mode,
        replaced: replaced.map((d) => d.device_id),
      }
    })
    .immediate()
}

export const isDeviceToken = (token: string) => token.startsWith(DEVICE_TOKEN_PREFIX)

export type DeviceAuth = { ok: true; device: DeviceRow } | { ok: false; message: string }

/**
 * The device behind a token, or why it is refused. Renews the sliding expiry and last_seen_at at
 * most once a minute (`touch: false` only reads, for a stream's re-check).
 */
export function authenticateDevice(
  db: Db,
  token: string,
  now = Date.now(),
  touch = true,
): DeviceAuth | null {
  const row = stmt(db, 'SELECT * FROM counter_devices WHERE token_hash = ?').get(sha256(token)) as
    DeviceRow | undefined
  if (!row) return null
  if (row.revoked_reason === 'owner') return { ok: false, message: DEVICE_REVOKED }
  if (row.revoked_reason === 'replaced') return { ok: false, message: DEVICE_REPLACED }
  if (row.expires_at <= now) return { ok: false, message: DEVICE_EXPIRED }
  if (touch && now - row.last_seen_at >= DEVICE_TOUCH_MS) {
    stmt(
      db,
      'UPDATE counter_devices SET last_seen_at = ?, expires_at = ? WHERE id = ? AND revoked_at IS NULL',
    ).run(now, now + DEVICE_TOKEN_TTL_MS, row.id)
    row.last_seen_at = now
    row.expires_at = now + DEVICE_TOKEN_TTL_MS
  }
  return { ok: true, device: row }
}

/**
 * The owner's revoke of a whole counter: its devices, Till and Speakers, stop at once; unused
 * codes are dropped.
 */
export function revokeCounterDevice(
  db: Db,
  merchantId: number,
  counterId: string,
  now = Date.now(),
): { counter: CounterRow; deviceIds: string[] } {
  return db
    .transaction(() => {
      const counter = findCounter(db, merchantId, counterId)
      const devices = stmt(
        db,
        'SELECT device_id FROM counter_devices WHERE counter_id = ? AND revoked_at IS NULL',
      ).all(counter.id) as { device_id: string }[]
      stmt(
        db,
        `UPDATE counter_devices SET revoked_at = ?, revoked_reason = 'owner', cashier_staff_id = NULL
         WHERE counter_id = ? AND revoked_at IS NULL`,
      ).run(now, counter.id)
      stmt(db, 'DELETE FROM pairing_codes WHERE counter_id = ? AND used_at IS NULL').run(counter.id)
      return { counter, deviceIds: devices.map((d) => d.device_id) }
    })
    .immediate()
}

export function setDeviceCashier(db: Db, deviceRowId: number, staffRowId: number | null): void {
  stmt(db, 'UPDATE counter_devices SET cashier_staff_id = ? WHERE id = ?').run(
    staffRowId,
    deviceRowId,
  )
}

/** Revoked and expired devices are kept 90 days for their 401 message, then purged. */
export function purgeDeadDevices(db: Db, now = Date.now()): void {
  const before = now - DEVICE_TOKEN_TTL_MS
  stmt(
    db,
    'DELETE FROM counter_devices WHERE (revoked_at IS NOT NULL AND revoked_at < ?) OR expires_at < ?',
  ).run(before, before)
  stmt(db, 'DELETE FROM pairing_codes WHERE expires_at < ?').run(now - PAIRING_CODE_TTL_MS)
}

/** A closed shift sends the counter's device back to 'Who is selling?'. */
export function clearCounterCashier(db: Db, counterRowId: number): void {
  stmt(
    db,
    'UPDATE counter_devices SET cashier_staff_id = NULL WHERE counter_id = ? AND revoked_at IS NULL',
  ).run(counterRowId)
}
