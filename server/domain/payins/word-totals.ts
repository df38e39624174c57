import type { Db } from '../../db/connection'
import { PAYIN_SEARCH } from '../../db/search-key'
import { stmt } from '../../db/statements'
import { MAX_PREFIX_LENGTH, WORD_TOTALS_MIN_MATCHES } from '../../db/word-totals'
import { promoteWordPrefix } from '../../db/word-totals-build'
import { DAY_MS, IST_OFFSET_MS } from '../core/time'
import { addTotals, type PayinTotals } from './payin-totals'
import type { WordQuery } from '../search/word-query'

/*
 * A one-word payin search's totals from payin_word_totals (server/db/word-totals.ts, decision 061):
 * the plain payins' figures summed per IST day, plus the few payins whose text is not plain ASCII,
 * read from the search index. Exact, and at most days × 8 rows whatever the word matches, so a
 * broad word's first search costs what its hundredth does.
 *
 * It answers only what the totals hold: one word of letters and digits (what ftsMatch turns into
 * one prefix token), a date range of whole IST days (every range the API takes), a prefix the
 * merchant has totals for. Anything else returns null and the caller reads the index as before;
 * when that read finds a word broad, notePayinSearchCount gives the word totals for next time.
 */

const dayOf = (ms: number): number | null =>
  (ms + IST_OFFSET_MS) % DAY_MS === 0 ? (ms + IST_OFFSET_MS) / DAY_MS : null

/** The word query of search text and a date range, or null when the totals cannot answer it. */
export function wordQuery(term: string, from: number | null, to: number | null): WordQuery | null {
  // The same split as ftsMatch: a single token of letters and digits, all ASCII.
  const tokens = term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []
  const word = tokens.length === 1 ? (tokens[0] ?? '').slice(0, MAX_PREFIX_LENGTH) : ''
  if (!/^[A-Za-z0-9]+$/.test(word)) return null
  const fromDay = from === null ? 0 : dayOf(from)
  const toDay = to === null ? Number.MAX_SAFE_INTEGER : dayOf(to)
  if (fromDay === null || toDay === null) return null
  return {
    prefix: word.toLowerCase(),
    fromDay,
    toDay,
    from: from ?? 0,
    to: to ?? Number.MAX_SAFE_INTEGER,
  }
}

type Summed = { n: number; s: number; amount: number; net: number }

/**
 * Totals of a one-word search in a status (or all) and a channel (or both), or null when the
 * merchant has no totals for the word. Read the caller's transaction for one snapshot.
 */
export function wordTotals(
  db: Db,
  merchantId: number,
  w: WordQuery,
  status: string | null,
  channel: string | null,
): PayinTotals | null {
  const known = stmt(
    db,
    'SELECT 1 FROM payin_word_prefixes WHERE merchant_id = ? AND prefix = ?',
  ).get(merchantId, w.prefix)
  if (!known) return null
  const filters = (r: string) =>
    `${status === null ? '' : ` AND ${r}status = ?`}${channel === null ? '' : ` AND ${r}channel = ?`}`
  const extra = [...(status === null ? [] : [status]), ...(channel === null ? [] : [channel])]
  const plain = stmt(
    db,
    `SELECT COALESCE(SUM(n), 0) AS n, COALESCE(SUM(n) FILTER (WHERE status = 'success'), 0) AS s,
       COALESCE(SUM(amount) FILTER (WHERE status = 'success'), 0) AS amount,
       COALESCE(SUM(net) FILTER (WHERE status = 'success'), 0) AS net
     FROM payin_word_totals
     WHERE merchant_id = ? AND prefix = ? AND day >= ? AND day < ?${filters('')}`,
  ).get(merchantId, w.prefix, w.fromDay, w.toDay, ...extra) as Summed
  const S = PAYIN_SEARCH
  // Payins whose text is not plain ASCII: each one's match is asked of the index itself.
  const other = stmt(
    db,
    `SELECT COUNT(*) AS n, COUNT(*) FILTER (WHERE p.status = 'success') AS s,
       COALESCE(SUM(COALESCE(p.amount_inr, p.amount)) FILTER (WHERE p.status = 'success'), 0)
         AS amount,
       COALESCE(SUM(p.net_amount) FILTER (WHERE p.status = 'success'), 0) AS net
     FROM payin_non_ascii AS a CROSS JOIN ${S.table} AS p ON p.id = a.id
       CROSS JOIN ${S.keys} AS k ON k.id = a.id
     WHERE a.merchant_id = ? AND p.created_at >= ? AND p.created_at < ?${filters('p.')}
       AND EXISTS (SELECT 1 FROM ${S.fts} AS f WHERE f.${S.fts} MATCH ? AND f.rowid = k.key)`,
  ).get(merchantId, w.from, w.to, ...extra, `"${w.prefix}"*`) as Summed
  const totals = (row: Summed): PayinTotals => ({
    count: row.n,
    successCount: row.s,
    successAmount: row.amount,
    successNet: row.net,
  })
  return addTotals(totals(plain), totals(other))
}

const queued = new WeakMap<Db, Set<string>>()

/**
 * After a search read the index for its count: a one-word search matching at least
 * WORD_TOTALS_MIN_MATCHES payins gets word totals, once the response is on its way (the sum is
 * as long as the search's own read). Its next search, and every one after, reads the totals.
 */
export function notePayinSearchCount(
  db: Db,
  merchantId: number,
  w: WordQuery | null,
  count: number,
): void {
  if (!w || count < WORD_TOTALS_MIN_MATCHES) return
  let pending = queued.get(db)
  if (!pending) queued.set(db, (pending = new Set()))
  const key = `${merchantId} ${w.prefix}`
  if (pending.has(key)) return
  pending.add(key)
  setImmediate(() => {
    try {
      if (db.open) promoteWordPrefix(db, merchantId, w.prefix)
    } catch {
      // Busy or closed: the word stays on the index's path, and its next broad search tries again.
    } finally {
      pending.delete(key)
    }
  })
}
