import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { DUMMY_HASH, verifyPassword } from './passwords'

/*
 * Portal sessions (decisions 047 and 072). A session belongs to one user of a merchant: it slides
 * (12 h idle) and ends for good 30 days after sign-in whatever the use. The users table is read by
 * SQL only (the team area sits above this one): a session is read with its user in one query, so
 * a role change or a deactivation applies on the very next request at no extra round-trip.
 */

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
/** The absolute lifetime: a session opened today is over in 30 days however busy it is. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000
export const INVALID_CREDENTIALS = 'Invalid username/email or password'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export type PasswordCheck = (password: string, storedHash: string) => Promise<boolean>

/** What a sign-in needs of a user row (team/users.ts UserRow has these). */
export type SignInUser = {
  id: number
  merchant_id: number
  status: string
  password_hash: string | null
}

/** Where a session was opened (Settings → Security lists it). */
export type SessionOrigin = { address: string | null; device: string | null }

/**
 * Checks the password and opens a session. Unknown identifiers, invited people (no password yet)
 * and deactivated ones still pay for one scrypt and hear the same words, so neither the answer nor
 * its timing tells who exists or who was removed.
 */
export async function login(
  db: Db,
  user: SignInUser | undefined,
  password: string,
  check: PasswordCheck = verifyPassword,
  origin: SessionOrigin = { address: null, device: null },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number; endsAt: number; userId: number }> {
  if (!user || !(await passwordAccepted(user, password, check))) {
    throw new AppError(401, INVALID_CREDENTIALS)
  }
  return { ...openSession(db, user, origin, now), userId: user.id }
}

/**
 * Whether the password signs this user in, without opening a session (the 2-step sign-in asks
 * first, decision 073). Unknown, invited and deactivated users pay for one scrypt all the same.
 */
export async function passwordAccepted(
  user: SignInUser | undefined,
  password: string,
  check: PasswordCheck = verifyPassword,
): Promise<boolean> {
  const ok = await check(password, user?.password_hash ?? DUMMY_HASH)
  return user !== undefined && ok && user.status === 'active' && user.password_hash !== null
}

/** A new session for a user whose sign-in is complete (password, and 2-step when it applies). */
export function openSession(
  db: Db,
  user: { id: number; merchant_id: number },
  origin: SessionOrigin,
  now = Date.now(),
): { token: string; expiresAt: number; endsAt: number } {
  // Tokens are 32 random bytes; only their SHA-256 is stored, so a leaked DB holds no live tokens.
  const token = randomBytes(32).toString('base64url')
  const endsAt = now + SESSION_MAX_MS
  const expiresAt = Math.min(now + SESSION_TTL_MS, endsAt)
  stmt(
    db,
    `INSERT INTO sessions (token_hash, merchant_id, user_id, created_at, expires_at, ends_at,
       address, device, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    user.merchant_id,
    user.id,
    now,
    expiresAt,
    endsAt,
    origin.address,
    origin.device,
    now,
  )
  return { token, expiresAt, endsAt }
}

/** A session's expiry is moved on at most this often (one write a minute, not one per call). */
export const SESSION_RENEW_MS = 60 * 1000

/** The signed-in person behind a live session. */
export type SessionUser = {
  merchantId: number
  userId: number
  role: string
  name: string
}

/** A session whose person was deactivated: the 401 says so instead of "expired". */
export type SessionRead = SessionUser | 'removed' | null

type SessionJoin = {
  merchant_id: number
  expires_at: number
  ends_at: number | null
  user_id: number
  role: string
  status: string
  name: string
}

/**
 * The person of a live session; 'removed' when their access to the business was taken away; null
 * for an unknown, expired or ended token. Sessions slide (decision 047): a call moves the expiry to
 * now + 12 h (never past the session's absolute end), so a person in use is never signed out
 * mid-shift; `renew: false` only reads (an event stream's re-check is not use).
 */
export function readSession(
  db: Db,
  token: string,
  { now = Date.now(), renew = true }: { now?: number; renew?: boolean } = {},
): SessionRead {
  const hash = hashToken(token)
  const row = stmt(
    db,
    `SELECT s.merchant_id, s.expires_at, s.ends_at, s.user_id, u.role, u.status, u.name
     FROM sessions AS s JOIN users AS u ON u.id = s.user_id
     WHERE s.token_hash = ?`,
  ).get(hash) as SessionJoin | undefined
  if (!row) return null
  // Checked before the expiry: a deactivated person hears why until the row is purged.
  if (row.status !== 'active') return 'removed'
  const endsAt = row.ends_at ?? Number.MAX_SAFE_INTEGER
  if (row.expires_at <= now || endsAt <= now) return null
  const target = Math.min(now + SESSION_TTL_MS, endsAt)
  if (renew && target - row.expires_at >= SESSION_RENEW_MS) {
    stmt(
      db,
      'UPDATE sessions SET expires_at = ?, last_seen_at = ? WHERE token_hash = ? AND expires_at > ?',
    ).run(target, now, hash, now)
    // The team list's "last active", on the same once-a-minute beat.
    stmt(db, 'UPDATE users SET last_active_at = ? WHERE id = ?').run(now, row.user_id)
  }
  return { merchantId: row.merchant_id, userId: row.user_id, role: row.role, name: row.name }
}

/** The merchant id of a live session, or null (the event stream's re-check, counter seats). */
export function sessionMerchantId(
  db: Db,
  token: string,
  options: { now?: number; renew?: boolean } = {},
): number | null {
  const session = readSession(db, token, options)
  return session === null || session === 'removed' ? null : session.merchantId
}

/**
 * Ends every session of a person at once (deactivation). The rows stay until the purge, ended,
 * so a call with one of those tokens can still be told that access was removed; their user's
 * status is what readSession answers 'removed' by, and ends_at keeps them dead for good should
 * that person ever be let back in.
 */
export function endUserSessions(db: Db, userId: number, now = Date.now()): void {
  stmt(db, 'UPDATE sessions SET ends_at = ? WHERE user_id = ? AND ends_at > ?').run(
    now,
    userId,
    now,
  )
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
  // An ended session's expiry is at most 12 h on (it never slides past its end), so this
  // removes the ended ones too, after they had time to say why.
  db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(Date.now())
}
