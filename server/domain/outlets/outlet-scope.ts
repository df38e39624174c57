import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { Condition } from '../search/list-query'

/*
 * Which outlets a read covers (decision 080), as one value every list, total, export and stream
 * takes: null covers the whole business; `outlets` covers the payins, counters, shifts and
 * cashiers of those outlets (a limited person's, or one asked for by ?outlet_id); `none` covers
 * the payins that name no outlet (links of the whole business). server/http/outlet-filter.ts
 * builds it from the principal and the query; the SQL is made here so each table reads it alike.
 */

export type OutletScope =
  | {
      kind: 'outlets'
      /** outlets.id: what counters, shifts, staff and user_outlets hold. */
      ids: number[]
      /** outlets.outlet_id: what payins hold (their outlet's public id, decision 080). */
      outletIds: string[]
    }
  | { kind: 'none' }

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ')

/** One value is `= ?`, so SQLite reads the (merchant_id, outlet_id, created_at) index by range. */
function inList(column: string, values: readonly unknown[]): Condition {
  if (values.length === 0) return { sql: '0', params: [] }
  if (values.length === 1) return { sql: `${column} = ?`, params: [...values] }
  return { sql: `${column} IN (${marks(values.length)})`, params: [...values] }
}

/** The condition on payins (`column` their outlet's public id), or undefined for no filter. */
export function payinOutletCondition(
  scope: OutletScope | null,
  column = 'outlet_id',
): Condition | undefined {
  if (scope === null) return undefined
  if (scope.kind === 'none') return { sql: `${column} IS NULL`, params: [] }
  return inList(column, scope.outletIds)
}

/**
 * The condition on counters or shifts (`column` an outlets.id). Every counter and shift has an
 * outlet, so `none` selects nothing.
 */
export function rowOutletCondition(
  scope: OutletScope | null,
  column = 'outlet_id',
): Condition | undefined {
  if (scope === null) return undefined
  if (scope.kind === 'none') return { sql: '0', params: [] }
  return inList(column, scope.ids)
}

/**
 * The condition on cashiers: those of the outlets, and those who may work at any outlet (NULL),
 * since they may sell at these outlets too; `none` selects the any-outlet ones.
 */
export function staffOutletCondition(
  scope: OutletScope | null,
  column = 'outlet_id',
): Condition | undefined {
  if (scope === null) return undefined
  if (scope.kind === 'none') return { sql: `${column} IS NULL`, params: [] }
  const within = inList(column, scope.ids)
  return { sql: `(${within.sql} OR ${column} IS NULL)`, params: within.params }
}

/** Whether a payin's outlet (its public id, or null) lies in the scope. */
export function payinInScope(scope: OutletScope | null, outletId: string | null): boolean {
  if (scope === null) return true
  if (scope.kind === 'none') return outletId === null
  return outletId !== null && scope.outletIds.includes(outletId)
}

/** Whether an outlets.id lies in the scope (a counter's, a shift's). */
export function rowInScope(scope: OutletScope | null, outletRowId: number | null): boolean {
  if (scope === null) return true
  if (scope.kind === 'none') return false
  return outletRowId !== null && scope.ids.includes(outletRowId)
}

/** AND of a scope's condition with another (either may be absent). */
export function andConditions(...parts: (Condition | undefined)[]): Condition | undefined {
  const present = parts.filter((part): part is Condition => part !== undefined)
  if (present.length === 0) return undefined
  return {
    sql: present.map((part) => part.sql).join(' AND '),
    params: present.flatMap((part) => part.params),
  }
}

/** The outlets a person is limited to (rows of user_outlets), or null: every outlet. */
export function personOutlets(
  db: Db,
  userId: number,
): { ids: number[]; outletIds: string[] } | null {
  const rows = stmt(
    db,
    `SELECT o.id, o.outlet_id FROM user_outlets AS uo JOIN outlets AS o ON o.id = uo.outlet_id
     WHERE uo.user_id = ? ORDER BY o.created_at, o.id`,
  ).all(userId) as { id: number; outlet_id: string }[]
  if (rows.length === 0) return null
  return { ids: rows.map((row) => row.id), outletIds: rows.map((row) => row.outlet_id) }
}
