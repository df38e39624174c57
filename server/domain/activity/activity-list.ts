import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { Range } from '../core/date-range'
import { iso } from '../core/time'
import type { ActivityRow } from './activity-chain'

/*
 * The activity list (GET /merchant/activity): newest first, paged by id (a keyset cursor, so a
 * page costs the same deep in the log as at its top). `at` never goes back within a chain
 * (recordActivity), so a date range is first turned into a range of ids by the (merchant, at)
 * index; the rest of the filters are equalities that one index each answers in id order: person
 * and action (activity_actor_action), person, action, target.
 */

export type ActivityFilters = {
  /** A person: a user's id (actor kind 'user'). */
  person?: string
  action?: string
  targetKind?: string
  targetId?: string
  range: Range
}

export const ACTIVITY_PAGE_DEFAULT = 50
export const ACTIVITY_PAGE_MAX = 200

/** The id range a date range covers in one merchant's log, or null when none of it does. */
function idRange(db: Db, merchantId: number, range: Range): { low: number; high: number } | null {
  const low =
    range.from === null
      ? 0
      : (stmt(
          db,
          'SELECT id FROM activity WHERE merchant_id = ? AND at >= ? ORDER BY at, id LIMIT 1',
        )
          .pluck()
          .get(merchantId, range.from) as number | undefined)
  const high =
    range.to === null
      ? Number.MAX_SAFE_INTEGER
      : (stmt(
          db,
          'SELECT id FROM activity WHERE merchant_id = ? AND at < ? ORDER BY at DESC, id DESC LIMIT 1',
        )
          .pluck()
          .get(merchantId, range.to) as number | undefined)
  if (low === undefined || high === undefined || low > high) return null
  return { low, high }
}

/** One page: rows with id below `before` (the cursor), newest first; `limit` + 1 tells if more. */
export function activityPage(
  db: Db,
  merchantId: number,
  filters: ActivityFilters,
  before: number | null,
  limit: number,
): { rows: ActivityRow[]; next: number | null } {
  const ids = idRange(db, merchantId, filters.range)
  if (!ids) return { rows: [], next: null }
  const where = ['merchant_id = @merchantId', 'id >= @low', 'id <= @high']
  if (filters.person !== undefined) where.push("actor_kind = 'user'", 'actor_id = @person')
  if (filters.action !== undefined) where.push('action = @action')
  if (filters.targetKind !== undefined) where.push('target_kind = @targetKind')
  if (filters.targetId !== undefined) where.push('target_id = @targetId')
  if (before !== null) where.push('id < @before')
  // The SQL varies only by which filters are present (a few shapes), so the statement cache holds.
  const rows = stmt(
    db,
    `SELECT * FROM activity WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT @take`,
  ).all({
    merchantId,
    low: ids.low,
    high: ids.high,
    person: filters.person,
    action: filters.action,
    targetKind: filters.targetKind,
    targetId: filters.targetId,
    before,
    take: limit + 1,
  }) as ActivityRow[]
  const more = rows.length > limit
  if (more) rows.pop()
  return { rows, next: more ? (rows[rows.length - 1]?.id ?? null) : null }
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** An entry of docs/api-contract.md § Activity log. */
export function activityView(row: ActivityRow) {
  return {
    id: String(row.id),
    at: iso(row.at),
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    action: row.action,
    target:
      row.target_kind === null
        ? null
        : { kind: row.target_kind, id: row.target_id, label: row.target_label },
    before: parsed(row.before_json),
    after: parsed(row.after_json),
    address: row.address,
    device: row.device,
  }
}
