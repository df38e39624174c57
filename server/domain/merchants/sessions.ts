import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { findMerchantByIdentifier, type MerchantRow } from './merchants'
import { DUMMY_HASH, verifyPassword } from './passwords'

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
export const INVALID_CREDENTIALS = 'Invalid username/email or password'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export type PasswordCheck = (password: string, storedHash: string) => Promise<boolean>

/**
 * The account a sign-in attempt is about, resolved before any password check so throttling can
 * count it (docs/decisions/027): username and email of one merchant are one key, and an unknown
 * identifier is keyed by its lowercased text so guessing at it costs the same.
 */
export function loginAccount(
  db: Db,
  identifier: string,
): { key: string; merchant: MerchantRow | undefined } {
  const merchant = findMerchantByIdentifier(db, identifier)
  return { key: merchant ? `m:${merchant.id}` : `id:${identifier.toLowerCase()}`, merchant }
}

/**
 * Checks the password and opens a session. Unknown identifiers still pay for one scrypt so response
 * time does not reveal which usernames exist.
 */
export async function login(
  db: Db,
  merchant: MerchantRow | undefined,
  password: string,
  check: PasswordCheck = verifyPassword,
): Promise<{ token: string; expiresAt: number; merchant: MerchantRow }> {
  const ok = await check(password, merchant?.password_hash ?? DUMMY_HASH)
  if (!merchant || !ok) throw new AppError(401, INVALID_CREDENTIALS)
  // Tokens are 32 random bytes; only their SHA-256 is stored, so a leaked DB holds no live tokens.
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  const expiresAt = now + SESSION_TTL_MS
  db.prepare(
    'INSERT INTO sessions (token_hash, merchant_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), merchant.id, now, expiresAt)
  return { token, expiresAt, merchant }
}

/** A session's expiry is moved on at most this often (one write a minute, not one per call). */
export const SESSION_RENEW_MS = 60 * 1000

/**
 * The merchant id of a live session, or null for an unknown or expired token. Sessions slide
 * (decision 047): a call moves the expiry to now + 12 h, so an owner in use is never signed out
 * mid-shift; `renew: false` only reads (an event stream's re-check is not use).
 */
export function sessionMerchantId(
  db: Db,
  token: string,
  { now = Date.now(), renew = true }: { now?: number; renew?: boolean } = {},
): number | null {
  const hash = hashToken(token)
  const row = stmt(db, 'SELECT merchant_id, expires_at FROM sessions WHERE token_hash = ?').get(
    hash,
  ) as { merchant_id: number; expires_at: number } | undefined
  if (!row || row.expires_at <= now) return null
  if (renew && now + SESSION_TTL_MS - row.expires_at >= SESSION_RENEW_MS) {
    stmt(db, 'UPDATE sessions SET expires_at = ? WHERE token_hash = ? AND expires_at > ?').run(
      now + SESSION_TTL_MS,
      hash,
      now,
    )
  }
  return row.merchant_id
}

/** The cashier the owner picked on its own counter in this session (POST /counter/cashier). */
export function sessionCashierId(db: Db, token: string): number | null {
  const row = stmt(db, 'SELECT counter_staff_id FROM sessions WHERE token_hash = ?').get(
    hashToken(token),
  ) as { counter_staff_id: number | null } | undefined
  return row?.counter_staff_id ?? null
}

export function setSessionCashier(db: Db, token: string, staffRowId: number | null): void {
  stmt(db, 'UPDATE sessions SET counter_staff_id = ? WHERE token_hash = ?').run(
    staffRowId,
    hashToken(token),
  )
}

export function logout(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token))
}

export function purgeExpiredSessions(db: Db): void {
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(Date.now())
}
