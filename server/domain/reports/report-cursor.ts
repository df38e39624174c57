import type { Db } from '../../db/connection'
import {
  PAYIN_SEARCH,
  PAYOUT_SEARCH,
  keyRange,
  STATUS_CODE_SQL,
  statusCode,
} from '../../db/search-key'
import { stmt } from '../../db/statements'
import { ftsMatch } from '../search/list-query'
import { payinOutletCondition } from '../outlets/outlet-scope'
import {
  CREATED,
  CREATED_CELL,
  CURRENCY_CELL,
  KEY_ID,
  SEARCH_KEY,
  TYPE_CELL,
  UPDATED_CELL,
  istFormatter,
  selectList,
  type RawRow,
} from './report-columns'
import type { ReportQuery } from './report-query'

/*
 * Report rows in keyset-paginated batches: no open SQLite iterator spans an await (the connection
 * stays usable by other requests) and memory stays flat whatever the range. Rows are fetched in
 * raw (array) mode with the report's columns already in order: building a JS object per row cost
 * more than the query itself.
 */

export const BATCH = 1000

export type Cursor = { next(): RawRow[] }

/** Times as IST text, or kept in ms for a workbook's real date cells (`ist` null). */
export function fillCells(
  rows: RawRow[],
  type: 'payin' | 'payout' | 'refund',
  ist: ((ms: number) => string) | null,
) {
  for (const row of rows) {
    row[TYPE_CELL] = type
    row[CURRENCY_CELL] ??= 'INR' // payouts have no currency column
    if (ist) {
      row[CREATED_CELL] = ist(row[CREATED_CELL] as number)
      row[UPDATED_CELL] = ist(row[UPDATED_CELL] as number)
    }
  }
}

export function keysetCursor(db: Db, table: 'payins' | 'payouts', q: ReportQuery): Cursor {
  // A channel is a payin's (counter or link): a report filtered by one holds no payouts.
  if (q.channel && table === 'payouts') return { next: () => [] }
  // Payouts are the business's, not an outlet's (decision 080).
  if (q.outlets && table === 'payouts') return { next: () => [] }
  if (q.search) return searchCursor(db, table, q, q.search)
  const statusSql = q.status ? 'AND status = ?' : ''
  const channelSql = q.channel ? 'AND channel = ?' : ''
  const outlet = payinOutletCondition(q.outlets ?? null)
  const outletSql = outlet ? `AND ${outlet.sql}` : ''
  // One upper bound only (the last row's created_at), so each batch seeks straight to where the
  // previous one stopped instead of re-walking the index from the top of the range; ties on
  // created_at are broken by id.
  const sql = `SELECT ${selectList(table)} FROM ${table} WHERE merchant_id = ? ${statusSql}
    ${channelSql} ${outletSql} AND created_at >= ? AND created_at <= ? AND NOT (created_at = ? AND id >= ?)
    ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`
  const statement = stmt(db, sql)
  const type = table === 'payins' ? 'payin' : 'payout'
  const ist = q.format === 'xlsx' ? null : istFormatter()
  let lastCreated = q.range.to - 1
  let lastId = Number.MAX_SAFE_INTEGER
  let done = false
  return {
    next() {
      if (done) return []
      const params = [
        q.merchantId,
        ...(q.status ? [q.status] : []),
        ...(q.channel ? [q.channel] : []),
        ...(outlet?.params ?? []),
        q.range.from,
      ]
      // raw(): arrays instead of objects; statement is cached, so reset the mode right after.
      const rows = statement.raw(true).all(...params, lastCreated, lastCreated, lastId) as RawRow[]
      statement.raw(false)
      fillCells(rows, type, ist)
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

/**
 * The rows the list's search finds (same words, same index: server/domain/search/list-query.ts), newest
 * first, keyset on the search key: the index's rowid, which sorts like the list (decision 035).
 * Keys exceed 2^53, so each batch's last key comes back as text and is bound as a BigInt.
 */
function searchCursor(db: Db, table: 'payins' | 'payouts', q: ReportQuery, term: string): Cursor {
  const s = table === 'payins' ? PAYIN_SEARCH : PAYOUT_SEARCH
  const match = ftsMatch(term)
  const code = q.status ? statusCode(s, q.status) : null
  const [lo, hi] = keyRange(q.merchantId, q.range.from, q.range.to)
  // A status this table never holds (e.g. queued for payins) matches nothing, as in the list.
  if (!match || (q.status && code === null)) return { next: () => [] }
  const status = code === null ? '' : ` AND ${STATUS_CODE_SQL('f.rowid')}`
  // The channel is not in the search key: each match's row is read inside the page, so a batch
  // still holds BATCH rows of that channel (and a short batch still means the end).
  // So is the outlet (decision 080), read the same way.
  const outlet = payinOutletCondition(q.outlets ?? null, 'ct.outlet_id')
  const channel =
    q.channel || outlet
      ? ` CROSS JOIN ${s.keys} AS ck ON ck.key = f.rowid
        CROSS JOIN ${table} AS ct ON ct.id = ck.id`
      : ''
  const channelWhere = `${q.channel ? ' AND ct.channel = ?' : ''}${outlet ? ` AND ${outlet.sql}` : ''}`
  const statement = stmt(
    db,
    `SELECT ${selectList(table, 't')}, CAST(page.key AS TEXT)
     FROM (SELECT f.rowid AS key FROM ${s.fts} AS f${channel}
           WHERE f.${s.fts} MATCH ? AND f.rowid >= ? AND f.rowid < ?${status}${channelWhere}
           ORDER BY f.rowid DESC LIMIT ${BATCH}) AS page
     CROSS JOIN ${s.keys} AS k ON k.key = page.key
     CROSS JOIN ${table} AS t ON t.id = k.id ORDER BY page.key DESC`,
  )
  const type = table === 'payins' ? 'payin' : 'payout'
  const ist = q.format === 'xlsx' ? null : istFormatter()
  let upper = hi
  let done = false
  return {
    next() {
      if (done) return []
      const params = [
        match,
        lo,
        upper,
        ...(code === null ? [] : [code]),
        ...(q.channel ? [q.channel] : []),
        ...(outlet?.params ?? []),
      ]
      const rows = statement.raw(true).all(...params) as RawRow[]
      statement.raw(false)
      fillCells(rows, type, ist)
      const tail = rows[rows.length - 1]
      if (!tail || rows.length < BATCH) done = true
      if (tail) upper = BigInt(tail[SEARCH_KEY] as string)
      return rows
    },
  }
}

/** Newest-first merge of two newest-first cursors. */
export function merged(a: Cursor | null, b: Cursor | null): Cursor {
  if (!a || !b) return a ?? b ?? { next: () => [] }
  let bufA: RawRow[] = []
  let bufB: RawRow[] = []
  let iA = 0
  let iB = 0
  let endA = false
  let endB = false
  return {
    next() {
      const out: RawRow[] = []
      while (out.length < BATCH) {
        if (!endA && iA >= bufA.length) {
          ;[bufA, iA] = [a.next(), 0]
          endA = bufA.length === 0
        }
        if (!endB && iB >= bufB.length) {
          ;[bufB, iB] = [b.next(), 0]
          endB = bufB.length === 0
        }
        const headA = endA ? undefined : bufA[iA]
        const headB = endB ? undefined : bufB[iB]
        if (!headA && !headB) break
        if (headA && (!headB || (headA[CREATED] as number) >= (headB[CREATED] as number))) {
          out.push(headA)
          iA++
        } else if (headB) {
          out.push(headB)
          iB++
        }
      }
      return out
    },
  }
}
