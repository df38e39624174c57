import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { Actor } from './record-activity'

/*
 * Actors the HTTP layer cannot read off the principal: the person an account name stands for (a
 * sign-in, failed or not, and the owner's session before sessions name their user).
 */

/**
 * The merchant's first active Owner: who an owner session is. A merchant seeded without users
 * is its own name (the account's holder) with no user id.
 */
export function ownerActor(db: Db, merchantId: number): Actor {
  const user = stmt(
    db,
    `SELECT id, name FROM users WHERE merchant_id = ? AND role = 'owner' AND status = 'active'
     ORDER BY id LIMIT 1`,
  ).get(merchantId) as { id: number; name: string } | undefined
  if (user) return { kind: 'user', id: String(user.id), name: user.name }
  const name = stmt(db, 'SELECT name FROM merchants WHERE id = ?').pluck().get(merchantId) as
    | string
    | undefined
  return name === undefined ? SYSTEM_ACTOR : { kind: 'user', id: null, name }
}

/** The user an identifier signs in as (the owner's username or email before people sign in). */
export function userActor(db: Db, merchantId: number, identifier: string): Actor {
  const user = stmt(
    db,
    `SELECT id, name FROM users WHERE merchant_id = ? AND (email = ? OR username = ?) LIMIT 1`,
  ).get(merchantId, identifier, identifier) as { id: number; name: string } | undefined
  return user ? { kind: 'user', id: String(user.id), name: user.name } : ownerActor(db, merchantId)
}

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null, name: 'Gateway' }
