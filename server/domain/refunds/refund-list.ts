import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import type { Condition, ListFilters } from '../search/list-query'
import { payinOutletCondition, type OutletScope } from '../outlets/outlet-scope'
import type { RefundRow } from './refunds'

/*
 * GET /payin/refunds. Refunds are few beside payins (at most a handful per payin, most payins
 * none), so the list reads the merchant's (merchant_id, created_at) index and counts with
 * COUNT(*) instead of keeping counters. Search matches the start of a refund id, a transaction id
 * or the merchant's reference, any case (what a merchant pastes or begins to type): three index
 * ranges, so a search never reads every refund of the merchant. Ids are upper case by
 * construction; references are compared through their NOCASE index.
 */

export type RefundFilters = ListFilters & {
  transactionId?: string
  /** Those of the payments of these outlets (decision 080): a limited person's, ?outlet_id=. */
  outlets?: OutletScope | null
}

/** The largest code point: `term || MAX` bounds every text that starts with term. */
const MAX = '\u{10FFFF}'

/** The ids of a merchant's refunds whose id, transaction id or reference starts with term. */
function searchIds(merchantId: number, term: string): Condition {
  const upper = term.toUpperCase()
  return {
    // The unary + keeps merchant_id from choosing an index: each branch reads its own range.
    sql: `SELECT id FROM refunds WHERE refund_id >= ? AND refund_id < ? AND +merchant_id = ?
      UNION SELECT id FROM refunds WHERE merchant_id = ? AND transaction_id >= ? AND transaction_id < ?
      UNION SELECT id FROM refunds WHERE merchant_id = ?
        AND reference_id COLLATE NOCASE >= ? AND reference_id COLLATE NOCASE < ?`,
    params: [
      upper,
      upper + MAX,
      merchantId,
      merchantId,
      upper,
      upper + MAX,
      merchantId,
      term,
      term + MAX,
    ],
  }
}

/** The WHERE conditions of a refund list or report (alias: the refunds table's, or ''). */
export function refundConditions(
  merchantId: number,
  filters: Pick<RefundFilters, 'status' | 'from' | 'to' | 'search' | 'transactionId' | 'outlets'>,
  alias = '',
): Condition {
  const t = alias ? `${alias}.` : ''
  const term = filters.search?.trim()
  // With a search, the matches' ids lead (rowid lookups), not a walk of all the merchant's refunds.
  const where = [`${term ? '+' : ''}${t}merchant_id = ?`]
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
  const outlet = payinOutletCondition(filters.outlets ?? null)
  if (outlet) {
    where.push(`${t}payin_id IN (SELECT id FROM payins WHERE merchant_id = ? AND ${outlet.sql})`)
    params.push(merchantId, ...outlet.params)
  }
  if (term) {
    const ids = searchIds(merchantId, term)
    where.push(`${t}id IN (${ids.sql})`)
    params.push(...ids.params)
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
