import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { UserRow } from './users'

/*
 * A sign-in waiting for its second step (decision 073): the password was checked, the session is
 * not open yet. The client holds a random token (only its SHA-256 is stored), good for 5 minutes
 * and 5 codes. A mailed code is stored as SHA-256 over the token and the code, so the database
 * alone cannot be searched for the 6 digits. A challenge with no user never completes: it is the
 * answer a wrong password gets while its account is under attack, so that the answer does not
 * tell a guesser the password was right.
 */

export const CHALLENGE_TTL_MS = 5 * 60 * 1000
export const CHALLENGE_MAX_ATTEMPTS = 5

export type ChallengeKind = 'totp' | 'mail' | 'enrol'

export type ChallengeRow = {
  token_hash: string
  user_id: number | null
  kind: ChallengeKind
  code_hash: string | null
  attempts: number
  account_key: string
  address: string | null
  device: string | null
  created_at: number
  expires_at: number
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')
const mailCodeHash = (token: string, code: string): string => sha256(`${token}\n${code}`)

/** The code mailed under attack: 6 digits, leading zeros kept. */
export function newMailCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export type NewChallenge = {
  /** Null: a decoy that never completes. */
  userId: number | null
  kind: ChallengeKind
  /** The login throttle's key of the account, so wrong codes count against it. */
  accountKey: string
  address: string | null
  device: string | null
  /** For kind 'mail': the code sent to the person. */
  mailCode?: string
  now: number
}

export function openChallenge(db: Db, challenge: NewChallenge): string {
  const token = randomBytes(32).toString('base64url')
  stmt(
    db,
    `INSERT INTO sign_in_challenges (token_hash, user_id, kind, code_hash, account_key, address,
       device, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    sha256(token),
    challenge.userId,
    challenge.kind,
    challenge.mailCode === undefined ? null : mailCodeHash(token, challenge.mailCode),
    challenge.accountKey,
    challenge.address,
    challenge.device,
    challenge.now,
    challenge.now + CHALLENGE_TTL_MS,
  )
  return token
}

/** A live challenge (not expired, attempts left), or undefined. */
export function findChallenge(db: Db, token: string, now: number): ChallengeRow | undefined {
  const row = stmt(db, 'SELECT * FROM sign_in_challenges WHERE token_hash = ?').get(
    sha256(token),
  ) as ChallengeRow | undefined
  if (!row || row.expires_at <= now || row.attempts >= CHALLENGE_MAX_ATTEMPTS) return undefined
  return row
}

/**
 * Takes one of the challenge's attempts before its code is checked (as the login throttle
 * reserves before the password check), so concurrent guesses cannot share one attempt. False
 * when none is left.
 */
export function takeAttempt(db: Db, token: string, now: number): boolean {
  return (
    stmt(
      db,
      `UPDATE sign_in_challenges SET attempts = attempts + 1
       WHERE token_hash = ? AND attempts < ? AND expires_at > ?`,
    ).run(sha256(token), CHALLENGE_MAX_ATTEMPTS, now).changes === 1
  )
}

/** The person a challenge would sign in, if it has one and they are still active. */
export function challengeUser(db: Db, row: ChallengeRow): UserRow | undefined {
  if (row.user_id === null) return undefined
  const user = stmt(db, 'SELECT * FROM users WHERE id = ?').get(row.user_id) as UserRow | undefined
  return user?.status === 'active' ? user : undefined
}

export function mailCodeMatches(row: ChallengeRow, token: string, code: string): boolean {
  if (row.code_hash === null || !/^\d{6}$/.test(code)) return false
  return timingSafeEqual(
    Buffer.from(row.code_hash, 'hex'),
    Buffer.from(mailCodeHash(token, code), 'hex'),
  )
}

/**
 * The mailed code proved the person; their business still wants an authenticator set up, so the
 * same challenge goes on as an enrolment with fresh attempts.
 */
export function turnIntoEnrolment(db: Db, token: string): void {
  stmt(
    db,
    "UPDATE sign_in_challenges SET kind = 'enrol', code_hash = NULL, attempts = 0 WHERE token_hash = ?",
  ).run(sha256(token))
}

export function closeChallenge(db: Db, token: string): void {
  stmt(db, 'DELETE FROM sign_in_challenges WHERE token_hash = ?').run(sha256(token))
}

export function purgeExpiredChallenges(db: Db, now: number): void {
  stmt(db, 'DELETE FROM sign_in_challenges WHERE expires_at <= ?').run(now)
}
