import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import { AppError } from '../errors'
import { findMerchantByIdentifier, type MerchantRow } from './merchants'
import { DUMMY_HASH, verifyPassword } from './passwords'

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
export const INVALID_CREDENTIALS = 'Invalid username/email or password'

function hashToken(token: string): string {
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

/** The merchant id of a live session, or null for an unknown or expired token. */
export function sessionMerchantId(db: Db, token: string): number | null {
  // Every bearer call asks this: the statement is prepared once (stmt), not per request.
  const row = stmt(db, 'SELECT merchant_id, expires_at FROM sessions WHERE token_hash = ?').get(
    hashToken(token),
  ) as { merchant_id: number; expires_at: number } | undefined
  if (!row || row.expires_at <= Date.now()) return null
  return row.merchant_id
}

export function logout(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token))
}

export function purgeExpiredSessions(db: Db): void {
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(Date.now())
}
