import type { Db } from '../db/connection'
import { stmt } from '../db/statements'

export type ListFilters = {
  page: number
  limit: number
  status?: string
  /** [from, to) epoch ms on created_at. */
  from: number | null
  to: number | null
  search?: string
}

export type Condition = {
  sql: string
  params: unknown[]
  /**
   * The condition yields few rowids (an FTS match): the query should be driven by them rather than
   * by walking the merchant's whole (merchant_id, created_at) index and probing each row.
   */
  drivesQuery?: boolean
}

/** Static description of a listable table; every string here is a literal from the domain code. */
export type ListSpec = {
  table: string
  /** list_counts entity holding per-status counts, so unfiltered pages skip COUNT(*). */
  countsEntity?: string
  /** True when list_counts also holds per-status rows matching the status filter exactly. */
  countsByStatus?: boolean
  status?: (status: string) => Condition
  search?: (term: string) => Condition | null
  /** Covering index (id, merchant_id, created_at, status) used when a search drives the query. */
  searchIndex?: string
}

/**
 * Newest-first page of a merchant's rows. Every query is anchored on merchant_id (tenant isolation)
 * and served by a (merchant_id[, status], created_at) index; rowid breaks created_at ties.
 */
export function listRows<T>(
  db: Db,
  spec: ListSpec,
  merchantId: number,
  filters: ListFilters,
): { rows: T[]; totalCount: number } {
  const where: string[] = ['merchant_id = ?']
  const params: unknown[] = [merchantId]
  if (filters.status && spec.status) {
    const condition = spec.status(filters.status)
    where.push(condition.sql)
    params.push(...condition.params)
  }
  if (filters.from !== null) {
    where.push('created_at >= ?')
    params.push(filters.from)
  }
  if (filters.to !== null) {
    where.push('created_at < ?')
    params.push(filters.to)
  }
  const term = filters.search?.trim()
  if (term && spec.search) {
    const condition = spec.search(term)
    if (!condition) return { rows: [], totalCount: 0 }
    where.push(condition.sql)
    params.push(...condition.params)
    // Unary + keeps the planner off the merchant indexes, so it starts from the matched rowids.
    if (condition.drivesQuery) where[0] = '+merchant_id = ?'
  }
  const whereSql = where.join(' AND ')
  const driven = Boolean(term && spec.searchIndex && where[0] === '+merchant_id = ?')
  // A search picks the page's ids from the narrow covering index, then reads just those rows.
  const from = driven ? `${spec.table} INDEXED BY ${spec.searchIndex}` : spec.table
  const whereForIndex = driven ? whereSql.replace('+merchant_id', 'merchant_id') : whereSql
  const order = 'ORDER BY created_at DESC, id DESC'
  const rows = (
    driven
      ? stmt(
          db,
          `SELECT * FROM ${spec.table} WHERE id IN (SELECT id FROM ${from} WHERE ${whereForIndex} ${order} LIMIT ? OFFSET ?) ${order}`,
        )
      : stmt(db, `SELECT * FROM ${spec.table} WHERE ${whereSql} ${order} LIMIT ? OFFSET ?`)
  ).all(...params, filters.limit, (filters.page - 1) * filters.limit) as T[]

  const onlyStatusFilter = filters.from === null && filters.to === null && !term
  let totalCount: number
  if (spec.countsEntity && onlyStatusFilter && (!filters.status || spec.countsByStatus)) {
    const counted = filters.status
      ? stmt(
          db,
          'SELECT n FROM list_counts WHERE entity = ? AND merchant_id = ? AND status = ?',
        ).get(spec.countsEntity, merchantId, filters.status)
      : stmt(db, 'SELECT SUM(n) AS n FROM list_counts WHERE entity = ? AND merchant_id = ?').get(
          spec.countsEntity,
          merchantId,
        )
    totalCount = (counted as { n: number | null } | undefined)?.n ?? 0
  } else {
    totalCount = (
      stmt(db, `SELECT COUNT(*) AS n FROM ${from} WHERE ${whereForIndex}`).get(...params) as {
        n: number
      }
    ).n
  }
  return { rows, totalCount }
}

/**
 * A full-text condition on an FTS5 table: each word of the input becomes a quoted prefix token, so
 * user text can never inject FTS syntax. Null when the input has no searchable characters.
 */
export function ftsCondition(ftsTable: string, term: string): Condition | null {
  const tokens = (term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 6)
    .map((token) => `"${token.slice(0, 64)}"*`)
  if (tokens.length === 0) return null
  return {
    sql: `id IN (SELECT rowid FROM ${ftsTable} WHERE ${ftsTable} MATCH ?)`,
    params: [tokens.join(' ')],
    drivesQuery: true,
  }
}
