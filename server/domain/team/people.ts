import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { iso } from '../core/time'
import { endUserSessions } from '../merchants/sessions'
import { writeUserOutlets, type OutletRef } from './user-outlets'
import { countActiveOwners, getUserInMerchant, setUserRole, setUserStatus } from './users'
import type { Role, UserRow } from './users'

/*
 * Changing who is on a team (decision 072). Three rules hold whoever asks: only an Owner may make
 * someone an Owner or change or remove one; a business keeps at least one active Owner; nobody
 * deactivates themselves (an Admin could otherwise lock the team out by accident, and an Owner
 * leaves by handing over first). Each change runs in one IMMEDIATE transaction so two Owners
 * demoting each other at once cannot leave none.
 */

export const LAST_OWNER = 'A business must keep at least one active Owner'
export const OWNERS_ONLY = 'Only an Owner can make someone an Owner or change or remove an Owner'
export const NOT_YOURSELF = 'You cannot deactivate yourself'
export const ALREADY_REMOVED = 'This person was deactivated'

/**
 * A person of the team as GET /merchant/team lists them (docs/api-contract.md), with the outlets
 * they are limited to (empty: every outlet, decision 080).
 */
export function personView(
  row: UserRow,
  inviteExpiresAt: number | null,
  outlets: readonly OutletRef[],
) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    two_step: row.totp_enabled_at !== null,
    last_active_at: iso(row.last_active_at),
    // Everyone but a business's first Owner joined by invitation.
    invited_at: row.invited_by === null ? null : iso(row.created_at),
    invite_expires_at: row.status === 'invited' ? iso(inviteExpiresAt) : null,
    outlets,
  }
}

export type PersonView = ReturnType<typeof personView>

/** When each invited person's newest unused invitation ends (one query for the whole list). */
export function inviteExpiries(db: Db, merchantId: number): Map<number, number> {
  const rows = stmt(
    db,
    `SELECT l.user_id, MAX(l.expires_at) AS expires_at FROM user_links AS l
     JOIN users AS u ON u.id = l.user_id
     WHERE u.merchant_id = ? AND u.status = 'invited' AND l.purpose = 'invite'
       AND l.used_at IS NULL
     GROUP BY l.user_id`,
  ).all(merchantId) as { user_id: number; expires_at: number }[]
  return new Map(rows.map((row) => [row.user_id, row.expires_at]))
}

/** The one asking for a change: their id and role (a session's person). */
export type Actor = { userId: number; role: Role }

function guardOwner(actor: Actor, target: UserRow, role?: Role): void {
  if ((target.role === 'owner' || role === 'owner') && actor.role !== 'owner') {
    throw new AppError(403, OWNERS_ONLY)
  }
}

/** Gives a person another role; it applies on their next request (sessions read it each time). */
export function changeRole(
  db: Db,
  merchantId: number,
  actor: Actor,
  userId: number,
  role: Role,
  now = Date.now(),
): { before: UserRow; after: UserRow } {
  return db
    .transaction(() => {
      const before = getUserInMerchant(db, merchantId, userId)
      guardOwner(actor, before, role)
      if (before.status === 'deactivated') throw new AppError(409, ALREADY_REMOVED)
      if (
        before.role === 'owner' &&
        role !== 'owner' &&
        before.status === 'active' &&
        countActiveOwners(db, merchantId) <= 1
      ) {
        throw new AppError(409, LAST_OWNER)
      }
      if (role !== before.role) setUserRole(db, userId, role, now)
      // An Owner sees every outlet (decision 080): made one, a person's limit goes.
      if (role === 'owner' && before.role !== 'owner') writeUserOutlets(db, userId, [])
      return { before, after: getUserInMerchant(db, merchantId, userId) }
    })
    .immediate()
}

/**
 * Takes a person's access away: their status, every session (ended at once, kept until the purge
 * so their next call hears why) and any unused invitation or reset link. The caller closes their
 * event streams.
 */
export function deactivateUser(
  db: Db,
  merchantId: number,
  actor: Actor,
  userId: number,
  now = Date.now(),
): { before: UserRow; after: UserRow } {
  return db
    .transaction(() => {
      const before = getUserInMerchant(db, merchantId, userId)
      if (before.id === actor.userId) throw new AppError(409, NOT_YOURSELF)
      guardOwner(actor, before)
      if (before.status === 'deactivated') return { before, after: before }
      if (
        before.role === 'owner' &&
        before.status === 'active' &&
        countActiveOwners(db, merchantId) <= 1
      ) {
        throw new AppError(409, LAST_OWNER)
      }
      setUserStatus(db, userId, 'deactivated', now)
      endUserSessions(db, userId, now)
      stmt(db, 'UPDATE user_links SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
        now,
        userId,
      )
      return { before, after: getUserInMerchant(db, merchantId, userId) }
    })
    .immediate()
}
