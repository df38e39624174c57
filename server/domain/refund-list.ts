import type { Db } from '../db/connection'
import { stmt } from '../db/statements'
import type { Condition, ListFilters } from './list-query'
import type { RefundRow } from './refunds'

/*
 * GET /payin/refunds. Refunds are few beside payins (at most a handful per payin, most payins
 * none), so the list reads the merchant's (merchant_id, created_at) index and counts with
 * COUNT(*) instead of keeping counters. Search matches the start of a refund id, a transaction
 * id or the merchant's reference, case-insensitively: what a merchant pastes or begins to type.
 */

export type RefundFilters = ListFilters & { transactionId?: string }

/** LIKE pattern of a prefix, with LIKE's own characters taken literally. */
export function prefixPattern(term: string): string {
  return `${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
}

/** The WHERE conditions of a refund list or report (alias: the refunds table's, or ''). */
export function refundConditions(
  merchantId: number,
  filters: Pick<RefundFilters, 'status' | 'from' | 'to' | 'search' | 'transactionId'>,
  alias = '',
): Condition {
  const t = alias ? `${alias}.` : ''
  const where = [`${t}merchant_id = ?`]
  const params: unknown[] = [merchantId]
  if (filters.status) {
    where.push(`${t}status = ?`)
    params.push(filters.status)
  }
  if (filters.from !== null) {
    where.push(`${t}created_at >= ?`)
    params.push(filters.from)
  }
  if (filters.to !== null) {
    where.push(`${t}created_at < ?`)
    params.push(filters.to)
  }
  if (filters.transactionId) {
    where.push(`${t}transaction_id = ?`)
    params.push(filters.transactionId)
  }
  const term = filters.search?.trim()
  if (term) {
    const like = prefixPattern(term)
    where.push(
      `(${t}refund_id LIKE ? ESCAPE '\\' OR ${t}transaction_id LIKE ? ESCAPE '\\' OR ${t}reference_id LIKE ? ESCAPE '\\')`,
    )
    params.push(like, like, like)
  }
  return { sql: where.join(' AND '), params }
}

/** Newest first, like every list. */
export function listRefunds(
  db: Db,
  merchantId: number,
  filters: RefundFilters,
): { rows: RefundRow[]; totalCount: number } {
  const where = refundConditions(merchantId, filters)
  const rows = stmt(
    db,
    `SELECT * FROM refunds WHERE ${where.sql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...where.params, filters.limit, (filters.page - 1) * filters.limit) as RefundRow[]
  const { n } = stmt(db, `SELECT COUNT(*) AS n FROM refunds WHERE ${where.sql}`).get(
    ...where.params,
  ) as { n: number }
  return { rows, totalCount: n }
}

/** A payin's refunds, oldest first: its refund history (the counter's Z-report reads these). */
export function refundsOfPayin(db: Db, payinId: number): RefundRow[] {
  return stmt(db, 'SELECT * FROM refunds WHERE payin_id = ? ORDER BY created_at, id').all(
    payinId,
  ) as RefundRow[]
}
