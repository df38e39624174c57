import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { findOutlet } from '../outlets/outlet-row'
import type { Role } from './users'

/*
 * The outlets a person is limited to (decision 080): rows of user_outlets, none meaning every
 * outlet. An Owner is never limited. The principal reads them with the session on every call
 * (server/domain/outlets/outlet-scope.ts), so a change applies on the person's next call.
 */

export const OWNER_SEES_ALL = 'An Owner sees every outlet'

/** An outlet as a Person and the signed-in user name it. */
export type OutletRef = { outlet_id: string; name: string }

/** A person's outlets in the order they were made; empty when not limited. */
export function userOutletRefs(db: Db, userId: number): OutletRef[] {
  return stmt(
    db,
    `SELECT o.outlet_id, o.name FROM user_outlets AS uo JOIN outlets AS o ON o.id = uo.outlet_id
     WHERE uo.user_id = ? ORDER BY o.created_at, o.id`,
  ).all(userId) as OutletRef[]
}

/** Every limited person's outlets of a business, by user id (one read for the team list). */
export function teamOutletRefs(db: Db, merchantId: number): Map<number, OutletRef[]> {
  const rows = stmt(
    db,
    `SELECT uo.user_id, o.outlet_id, o.name FROM user_outlets AS uo
       JOIN outlets AS o ON o.id = uo.outlet_id
     WHERE o.merchant_id = ? ORDER BY o.created_at, o.id`,
  ).all(merchantId) as (OutletRef & { user_id: number })[]
  const out = new Map<number, OutletRef[]>()
  for (const { user_id, ...ref } of rows) out.set(user_id, [...(out.get(user_id) ?? []), ref])
  return out
}

/**
 * The outlets' row ids for a limit being set: each an outlet of this business (404 'Outlet not
 * found' otherwise), repeats dropped; an Owner may not be limited (400).
 */
export function outletLimit(
  db: Db,
  merchantId: number,
  role: Role,
  outletIds: readonly string[],
): number[] {
  if (outletIds.length > 0 && role === 'owner') throw new AppError(400, OWNER_SEES_ALL)
  const ids = outletIds.map((id) => findOutlet(db, merchantId, id).id)
  return [...new Set(ids)]
}

/** Replaces a person's outlets (the caller's transaction); `[]` lifts the limit. */
export function writeUserOutlets(db: Db, userId: number, outletRowIds: readonly number[]): void {
  stmt(db, 'DELETE FROM user_outlets WHERE user_id = ?').run(userId)
  const insert = stmt(db, 'INSERT INTO user_outlets (user_id, outlet_id) VALUES (?, ?)')
  for (const id of outletRowIds) insert.run(userId, id)
}

/**
 * Sets a person's outlets, checked as `outletLimit` does, and answers them before and after;
 * the caller closes the person's event streams when they changed.
 */
export function setUserOutlets(
  db: Db,
  merchantId: number,
  user: { id: number; role: Role },
  outletIds: readonly string[],
): { before: OutletRef[]; after: OutletRef[] } {
  return db.transaction(() => {
    const before = userOutletRefs(db, user.id)
    writeUserOutlets(db, user.id, outletLimit(db, merchantId, user.role, outletIds))
    return { before, after: userOutletRefs(db, user.id) }
  })()
}

/** Whether two outlet lists name the same outlets (in any order). */
export function sameOutlets(a: readonly OutletRef[], b: readonly OutletRef[]): boolean {
  const ids = new Set(a.map((ref) => ref.outlet_id))
  return a.length === b.length && b.every((ref) => ids.has(ref.outlet_id))
}
