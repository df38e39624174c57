import type { Db } from '../db/connection'
import { readHorizon } from '../db/search-horizons'
import { keyRange, STATUS_CODE_SQL, type SearchTable } from '../db/search-key'
import { stmt } from '../db/statements'

/*
 * Exact search counts without re-reading every match on every page (decision 037).
 *
 * Counting is one step per match inside FTS5 (~45 ns with the merchant's key range), so a word in
 * 17 % of a million payins costs ~7 ms and a word in every row ~50 ms, on each page, refetch and
 * revisit. The count is split at the merchant's search horizon (server/db/search-horizons.ts):
 * matches created before it come from a cache tagged with the horizon's generation, which the
 * index's triggers bump on any write to that history; matches after it (the last 15–30 minutes)
 * are counted live, and when the horizon moves on, a cached count is extended over the rows it
 * passed. So the total is exact, and only a search's first request, or the first after a write to
 * its merchant's history, pays for the full count.
 */

/** Matches in [lo, historyHi) of a query's range, as of a generation of the merchant's history. */
type CachedCount = { generation: number; historyHi: bigint; count: number }

/** Per connection, least recently used first. An entry is ~200 bytes. */
const MAX_ENTRIES = 1_000
const caches = new WeakMap<Db, Map<string, CachedCount>>()

export type SearchCount = {
  /** FTS5 query built by ftsMatch. */
  match: string
  /** Key range [lo, hi) of the merchant and date filter (keyRange). */
  lo: bigint
  hi: bigint
  /** Status code in the key's low bits, or null for every status. */
  code: number | null
}

/**
 * Matches in [lo, hi). The generation is read before anything is counted, so a write by another
 * process in between can only make a fresh entry stale at once, never a stale one look fresh; the
 * caller's read transaction keeps one response's page, history and live counts on one snapshot.
 */
export function countSearchMatches(
  db: Db,
  s: SearchTable,
  merchantId: number,
  q: SearchCount,
): number {
  const horizon = readHorizon(db, s.table, merchantId)
  // No horizon yet (the worker adds one for each merchant shortly after it appears): count it all.
  if (!horizon) return countRange(db, s, q, q.lo, q.hi)
  const [split] = keyRange(merchantId, horizon.horizonAt, null)
  const historyHi = q.hi < split ? q.hi : split
  const liveLo = q.lo > split ? q.lo : split
  const history = q.lo < historyHi ? cachedHistory(db, s, q, historyHi, horizon.generation) : 0
  const live = liveLo < q.hi ? countRange(db, s, q, liveLo, q.hi) : 0
  return history + live
}

function cachedHistory(
  db: Db,
  s: SearchTable,
  q: SearchCount,
  historyHi: bigint,
  generation: number,
): number {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  // lo and hi are keys of this merchant (server/db/search-key.ts), so they name the merchant too.
  const key = `${s.table} ${q.code ?? '*'} ${q.lo} ${q.hi} ${q.match}`
  const hit = cache.get(key)
  cache.delete(key)
  let count: number
  // Valid while the generation stands: it grows on every write below the horizon, and the horizon
  // only moves forward, so no write inside [lo, hit.historyHi) can leave it unchanged. When the
  // horizon has moved on, the rows it passed (written while they were live, so without a bump)
  // are counted now: the rows since the entry was last used, not the whole history again.
  if (hit?.generation === generation && hit.historyHi <= historyHi) {
    count =
      hit.count + (hit.historyHi < historyHi ? countRange(db, s, q, hit.historyHi, historyHi) : 0)
  } else {
    count = countRange(db, s, q, q.lo, historyHi)
  }
  cache.set(key, { generation, historyHi, count })
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next()
    if (!oldest.done) cache.delete(oldest.value)
  }
  return count
}

/** Entries held for this connection (tests check the bound). */
export function cachedSearchCounts(db: Db): number {
  return caches.get(db)?.size ?? 0
}

function countRange(db: Db, s: SearchTable, q: SearchCount, lo: bigint, hi: bigint): number {
  const status = q.code === null ? '' : ` AND ${STATUS_CODE_SQL('f.rowid')}`
  const counted = stmt(
    db,
    `SELECT COUNT(*) AS n FROM ${s.fts} AS f
     WHERE f.${s.fts} MATCH ? AND f.rowid >= ? AND f.rowid < ?${status}`,
  ).get(q.match, lo, hi, ...(q.code === null ? [] : [q.code])) as { n: number }
  return counted.n
}
