import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { CREATED, KEY_ID, istFormatter, REFUND_SELECT, type RawRow } from './report-columns'
import { BATCH, fillCells, type Cursor } from './report-cursor'
import { refundConditions } from '../refunds/refund-list'
import type { ReportQuery } from './report-query'

/*
 * A report's refund rows (decision 050), newest first in keyset batches like the payin and
 * payout cursors, with the refund list's search. The report's status filter speaks payin and
 * payout words: 'success' means processed for a refund; a status refunds never have (cancelled,
 * queued, processing) matches none.
 */

const REFUND_STATUS_OF: Record<string, string> = {
  success: 'processed',
  processed: 'processed',
  pending: 'pending',
  failed: 'failed',
}

export function refundCursor(db: Db, q: ReportQuery): Cursor {
  const status = q.status ? REFUND_STATUS_OF[q.status] : undefined
  if (q.status && !status) return { next: () => [] }
  const where = refundConditions(
    q.merchantId,
    { status, from: q.range.from, to: q.range.to, search: q.search, outlets: q.outlets ?? null },
    'r',
  )
  const statement = stmt(
    db,
    `SELECT ${REFUND_SELECT} FROM refunds AS r JOIN payins AS p ON p.id = r.payin_id
     WHERE ${where.sql}${q.channel ? ' AND p.channel = ?' : ''} AND r.created_at <= ? AND NOT (r.created_at = ? AND r.id >= ?)
     ORDER BY r.created_at DESC, r.id DESC LIMIT ${BATCH}`,
  )
  // A workbook keeps the times in ms for its date cells (decision 055).
  const ist = q.format === 'xlsx' ? null : istFormatter()
  let lastCreated = q.range.to - 1
  let lastId = Number.MAX_SAFE_INTEGER
  let done = false
  return {
    next() {
      if (done) return []
      const rows = statement
        .raw(true)
        .all(
          ...where.params,
          ...(q.channel ? [q.channel] : []),
          lastCreated,
          lastCreated,
          lastId,
        ) as RawRow[]
      statement.raw(false)
      fillCells(rows, 'refund', ist)
      const tail = rows[rows.length - 1]
      if (!tail || rows.length < BATCH) done = true
      if (tail) {
        lastCreated = tail[CREATED] as number
        lastId = tail[KEY_ID] as number
      }
      return rows
    },
  }
}
