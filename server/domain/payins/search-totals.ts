import type { Db } from '../../db/connection'
import { PAYIN_SEARCH, STATUS_BITS, STATUS_CODE_SQL, statusCode } from '../../db/search-key'
import { stmt } from '../../db/statements'
import { addTotals, NO_TOTALS, type PayinTotals } from './payin-totals'
import {
  countSearchMatches,
  HistoryCache,
  splitAtHorizon,
  type SearchCount,
} from '../search/search-count'
import { notePayinSearchCount, wordTotals } from './word-totals'

/*
 * The totals of a payin search (GET /payin/list/totals with search text, and the list's count when
 * a channel filter applies): how many match, and the count, INR figure and net of the successful
 * ones. The search key (server/db/search-key.ts) carries the merchant, the time and the status, so
 * FTS5 alone counts matches by status; amounts and the channel live in the payin row, so summing
 * reads one row per successful match (~6 µs: a word in 2.5 % of a million payins costs ~100 ms).
 * As for search counts (decision 037), the part before the merchant's search horizon is cached,
 * tagged with the horizon's generation, and the last 15–30 minutes are summed live, so only a
 * search's first request, or the first after a write to that merchant's history, pays for it.
 * Exact: the index's triggers bump the generation on status, text and time changes in history,
 * and migration 11's trigger on amount, INR figure, net and channel changes. A one-word search
 * the merchant has word totals for (server/domain/payins/word-totals.ts) reads those instead.
 */

const S = PAYIN_SEARCH
const SUCCESS = statusCode(S, 'success') ?? 1
/** SQL: the match is a successful payin (the key's status code). */
const IS_SUCCESS = `(f.rowid & ${(1 << STATUS_BITS) - 1}) = ${SUCCESS}`

const totals = new HistoryCache<PayinTotals>(NO_TOTALS, addTotals)

/** Totals of a search (SearchCount as the list builds it), in one channel or both. */
export function searchPayinTotals(
  db: Db,
  merchantId: number,
  q: SearchCount,
  channel: string | null,
): PayinTotals {
  const key = `${channel ?? '*'} ${q.code ?? '*'} ${q.lo} ${q.hi} ${q.match}`
  return db.transaction(() => {
    const word = q.word ? wordTotals(db, merchantId, q.word, statusOf(q.code), channel) : null
    if (word) return word
    const summed = splitAtHorizon(db, S, merchantId, q, key, totals, (lo, hi) =>
      rangeTotals(db, q, channel, lo, hi),
    )
    notePayinSearchCount(db, merchantId, q.word ?? null, summed.count)
    return summed
  })()
}

/** The list's count of a payin search in both channels: word totals, else the index's count. */
export function payinSearchCount(db: Db, merchantId: number, q: SearchCount): number {
  const word = q.word ? wordTotals(db, merchantId, q.word, statusOf(q.code), null) : null
  if (word) return word.count
  const count = countSearchMatches(db, S, merchantId, q)
  notePayinSearchCount(db, merchantId, q.word ?? null, count)
  return count
}

const statusOf = (code: number | null): string | null =>
  code === null ? null : (S.statuses[code] ?? null)

/** Entries held for this connection (tests check the bound). */
export function cachedSearchTotals(db: Db): number {
  return totals.size(db)
}

type Summed = { n: number; s: number | null; amount: number | null; net: number | null }

const totalsOf = (row: Summed): PayinTotals => ({
  count: row.n,
  successCount: row.s ?? 0,
  successAmount: row.amount ?? 0,
  successNet: row.net ?? 0,
})

const JOIN = `FROM ${S.fts} AS f CROSS JOIN ${S.keys} AS k ON k.key = f.rowid
  CROSS JOIN ${S.table} AS p ON p.id = k.id`
const RANGE = `f.${S.fts} MATCH ? AND f.rowid >= ? AND f.rowid < ?`

function rangeTotals(
  db: Db,
  q: SearchCount,
  channel: string | null,
  lo: bigint,
  hi: bigint,
): PayinTotals {
  const status = q.code === null ? '' : ` AND ${STATUS_CODE_SQL('f.rowid')}`
  const params = [q.match, lo, hi, ...(q.code === null ? [] : [q.code])]
  if (channel !== null) {
    // Every match's row is read for its channel; the status comes from the key.
    const row = stmt(
      db,
      `SELECT COUNT(*) AS n, SUM(${IS_SUCCESS}) AS s,
         SUM(CASE WHEN ${IS_SUCCESS} THEN COALESCE(p.amount_inr, p.amount) END) AS amount,
         SUM(CASE WHEN ${IS_SUCCESS} THEN p.net_amount END) AS net
       ${JOIN} WHERE ${RANGE}${status} AND p.channel = ?`,
    ).get(...params, channel) as Summed
    return totalsOf(row)
  }
  // Both channels: one pass over the index; only a successful match's row is read.
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n, COUNT(p.id) AS s, SUM(COALESCE(p.amount_inr, p.amount)) AS amount,
       SUM(p.net_amount) AS net
     FROM ${S.fts} AS f LEFT JOIN ${S.keys} AS k ON k.key = f.rowid AND ${IS_SUCCESS}
       LEFT JOIN ${S.table} AS p ON p.id = k.id
     WHERE ${RANGE}${status}`,
  ).get(...params) as Summed
  return totalsOf(row)
}
