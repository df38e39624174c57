import type { Db } from '../../db/connection'
import { readHorizon } from '../../db/search-horizons'
import { keyRange, STATUS_CODE_SQL, type SearchTable } from '../../db/search-key'
import { stmt } from '../../db/statements'
import type { WordQuery } from './word-query'

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

/** A value over [lo, historyHi) of a query's range, as of a generation of the merchant's history. */
type Cached<V> = { generation: number; historyHi: bigint; value: V }

/** Per connection, least recently used first. A count entry is ~200 bytes. */
const MAX_ENTRIES = 1_000

/**
 * A per-connection LRU of values over settled history (counts here; sums in search-totals.ts),
 * with how two ranges' values combine.
 */
export class HistoryCache<V> {
  private readonly maps = new WeakMap<Db, Map<string, Cached<V>>>()
  constructor(
    readonly zero: V,
    readonly add: (a: V, b: V) => V,
  ) {}

  map(db: Db): Map<string, Cached<V>> {
    let cache = this.maps.get(db)
    if (!cache) {
      cache = new Map()
      this.maps.set(db, cache)
    }
    return cache
  }

  size(db: Db): number {
    return this.maps.get(db)?.size ?? 0
  }
}

const counts = new HistoryCache<number>(0, (a, b) => a + b)

export type SearchCount = {
  /** FTS5 query built by ftsMatch. */
  match: string
  /** Key range [lo, hi) of the merchant and date filter (keyRange). */
  lo: bigint
  hi: bigint
  /** Status code in the key's low bits, or null for every status. */
  code: number | null
  /** The search as one word prefix over whole IST days, when it is one (payin word totals). */
  word?: WordQuery | null
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
  // lo and hi are keys of this merchant (server/db/search-key.ts), so they name the merchant too.
  const key = `${s.table} ${q.code ?? '*'} ${q.lo} ${q.hi} ${q.match}`
  return splitAtHorizon(db, s, merchantId, q, key, counts, (lo, hi) => countRange(db, s, q, lo, hi))
}

/**
 * A value over the key range [q.lo, q.hi): the part before the merchant's search horizon from
 * `cache` under `key` (or computed and stored), the part after it computed live by `compute`.
 */
export function splitAtHorizon<V>(
  db: Db,
  s: SearchTable,
  merchantId: number,
  q: { lo: bigint; hi: bigint },
  key: string,
  cache: HistoryCache<V>,
  compute: (lo: bigint, hi: bigint) => V,
): V {
  const horizon = readHorizon(db, s.table, merchantId)
  // No horizon yet (the worker adds one for each merchant shortly after it appears): count it all.
  if (!horizon) return compute(q.lo, q.hi)
  const [split] = keyRange(merchantId, horizon.horizonAt, null)
  const historyHi = q.hi < split ? q.hi : split
  const liveLo = q.lo > split ? q.lo : split
  const history =
    q.lo < historyHi
      ? cachedHistory(cache.map(db), key, q.lo, historyHi, horizon.generation, compute, cache.add)
      : cache.zero
  const live = liveLo < q.hi ? compute(liveLo, q.hi) : cache.zero
  return cache.add(history, live)
}

function cachedHistory<V>(
  cache: Map<string, Cached<V>>,
  key: string,
  lo: bigint,
  historyHi: bigint,
  generation: number,
  compute: (lo: bigint, hi: bigint) => V,
  add: (a: V, b: V) => V,
): V {
  const hit = cache.get(key)
  cache.delete(key)
  let value: V
  // Valid while the generation stands: it grows on every write below the horizon, and the horizon
  // only moves forward, so no write inside [lo, hit.historyHi) can leave it unchanged. When the
  // horizon has moved on, the rows it passed (written while they were live, so without a bump)
  // are counted now: the rows since the entry was last used, not the whole history again.
  if (hit?.generation === generation && hit.historyHi <= historyHi) {
    value =
      hit.historyHi < historyHi ? add(hit.value, compute(hit.historyHi, historyHi)) : hit.value
  } else {
    value = compute(lo, historyHi)
  }
  cache.set(key, { generation, historyHi, value })
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next()
    if (!oldest.done) cache.delete(oldest.value)
  }
  return value
}

/** Entries held for this connection (tests check the bound). */
export function cachedSearchCounts(db: Db): number {
  return counts.size(db)
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
