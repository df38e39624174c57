import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/*
 * Single-use links for a person (decision 075): an invitation (7 days), a password reset (30
 * minutes). The token is 32 random bytes sent in the link's fragment; only its SHA-256 is stored,
 * so the database holds no live link. A new link of a purpose voids the person's earlier ones.
 * Using one is a compare-and-set, so two tabs (or two attackers) racing for it get one success.
 */

export type LinkPurpose = 'invite' | 'reset'

export type LiveLink = { user_id: number; expires_at: number }

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A well-formed token: 43 base64url characters (anything else is not looked up). */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/

export function issueLink(
  db: Db,
  userId: number,
  purpose: LinkPurpose,
  ttlMs: number,
  now: number,
): { token: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url')
  stmt(db, 'DELETE FROM user_links WHERE user_id = ? AND purpose = ?').run(userId, purpose)
  stmt(
    db,
    `INSERT INTO user_links (token_hash, user_id, purpose, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(hash(token), userId, purpose, now, now + ttlMs)
  return { token, expiresAt: now + ttlMs }
}

/** The live link of this token and purpose, or null (unknown, expired, used or voided). */
export function findLink(
  db: Db,
  token: string,
  purpose: LinkPurpose,
  now: number,
): LiveLink | null {
  if (!LINK_TOKEN.test(token)) return null
  const row = stmt(
    db,
    `SELECT user_id, expires_at FROM user_links
     WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
  ).get(hash(token), purpose, now) as LiveLink | undefined
  return row ?? null
}

/** Marks the link used; false when it was not live any more (someone used it first). */
export function useLink(db: Db, token: string, purpose: LinkPurpose, now: number): boolean {
  const result = stmt(
    db,
    `UPDATE user_links SET used_at = ?
     WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
  ).run(now, hash(token), purpose, now)
  return result.changes === 1
}
