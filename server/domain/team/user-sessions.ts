import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/*
 * The open sessions of a person, as Settings → Security lists and ends them (decision 073). A
 * session is named by its public id, never by its token's hash: the hash is what a bearer is
 * checked against, so it stays inside the gateway. Ending a session answers the hashes ended, so
 * the caller can close their event streams at once.
 */

export type SessionView = {
  id: string
  device: string | null
  address: string | null
  last_seen_at: number | null
  created_at: number
  current: boolean
  person?: { id: number; name: string }
}

type SessionRow = {
  public_id: string
  token_hash: string
  device: string | null
  address: string | null
  last_seen_at: number | null
  created_at: number
  user_id: number
  name: string
}

const LIVE = '(s.expires_at > ? AND (s.ends_at IS NULL OR s.ends_at > ?))'

function view(row: SessionRow, currentHash: string, withPerson: boolean): SessionView {
  return {
    id: row.public_id,
    device: row.device,
    address: row.address,
    last_seen_at: row.last_seen_at,
    created_at: row.created_at,
    current: row.token_hash === currentHash,
    ...(withPerson && { person: { id: row.user_id, name: row.name } }),
  }
}

/** The person's live sessions, most recently used first. */
export function listOwnSessions(
  db: Db,
  userId: number,
  currentHash: string,
  now: number,
): SessionView[] {
  const rows = stmt(
    db,
    `SELECT s.public_id, s.token_hash, s.device, s.address, s.last_seen_at, s.created_at,
            s.user_id, u.name
     FROM sessions AS s JOIN users AS u ON u.id = s.user_id
     WHERE s.user_id = ? AND ${LIVE}
     ORDER BY coalesce(s.last_seen_at, s.created_at) DESC`,
  ).all(userId, now, now) as SessionRow[]
  return rows.map((row) => view(row, currentHash, false))
}

/** Everyone's live sessions in the business, with their names (an Owner's view). */
export function listBusinessSessions(
  db: Db,
  merchantId: number,
  currentHash: string,
  now: number,
): SessionView[] {
  const rows = stmt(
    db,
    `SELECT s.public_id, s.token_hash, s.device, s.address, s.last_seen_at, s.created_at,
            s.user_id, u.name
     FROM sessions AS s JOIN users AS u ON u.id = s.user_id
     WHERE u.merchant_id = ? AND ${LIVE}
     ORDER BY u.name COLLATE NOCASE, coalesce(s.last_seen_at, s.created_at) DESC`,
  ).all(merchantId, now, now) as SessionRow[]
  return rows.map((row) => view(row, currentHash, true))
}

/**
 * Ends one session of the business by its public id; `onlyUserId` limits it to that person's
 * own. Answers the token hash ended, or null when there is no such session (for this caller).
 */
export function endSession(
  db: Db,
  merchantId: number,
  publicId: string,
  onlyUserId: number | null,
): string | null {
  const row = stmt(
    db,
    `SELECT s.token_hash, s.user_id FROM sessions AS s JOIN users AS u ON u.id = s.user_id
     WHERE s.public_id = ? AND u.merchant_id = ?`,
  ).get(publicId, merchantId) as { token_hash: string; user_id: number } | undefined
  if (!row || (onlyUserId !== null && row.user_id !== onlyUserId)) return null
  stmt(db, 'DELETE FROM sessions WHERE token_hash = ?').run(row.token_hash)
  return row.token_hash
}

/** Ends every session of the person but `keepHash` (null: all of them); answers their hashes. */
export function endOtherSessions(db: Db, userId: number, keepHash: string | null): string[] {
  return db.transaction(() => {
    const hashes = stmt(db, 'SELECT token_hash FROM sessions WHERE user_id = ?')
      .pluck()
      .all(userId) as string[]
    const ended = hashes.filter((hash) => hash !== keepHash)
    const remove = stmt(db, 'DELETE FROM sessions WHERE token_hash = ?')
    for (const hash of ended) remove.run(hash)
    return ended
  })()
}
