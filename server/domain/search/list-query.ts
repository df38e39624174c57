import type { Db } from '../../db/connection'
import { keyRange, STATUS_CODE_SQL, statusCode, type SearchTable } from '../../db/search-key'
import { stmt } from '../../db/statements'
import { countSearchMatches, type SearchCount } from './search-count'
import type { WordQuery } from './word-query'

export type ListFilters = {
  page: number
  limit: number
  status?: string
  /** Payins: 'link', 'counter' or 'qr' (validated by the route against PAYIN_CHANNELS). */
  channel?: string
  /** [from, to) epoch ms on created_at. */
  from: number | null
  to: number | null
  search?: string
}

export type Condition = {
  sql: string
  params: unknown[]
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
  /** Word search through the table's keyed FTS5 index instead of `search` (payins, payouts). */
  searchIndex?: SearchTable
  /**
   * Channel filter (payins): the values the `channel` column takes, and the exact count of a
   * search's matches in a channel, which the search key alone cannot tell. A value is checked
   * against the list and goes into the SQL as a literal, so SQLite can use a partial index on it
   * (payins_counter_created).
   */
  channel?: {
    channels: readonly string[]
    searchCount: (db: Db, merchantId: number, q: SearchCount, channel: string) => number
  }
  /**
   * The search as one word over whole days, for a table with word totals (payins, decision 061),
   * and the exact count of a search's matches in both channels, instead of countSearchMatches.
   */
  searchWord?: (term: string, from: number | null, to: number | null) => WordQuery | null
  searchCount?: (db: Db, merchantId: number, q: SearchCount) => number
  /** The exact count of rows matching filters without search text, instead of COUNT(*). */
  countRows?: (db: Db, merchantId: number, filters: ListFilters) => number
}

/** SQL for the channel filter on a row alias ('' for none); the value is checked against the list. */
function channelSql(spec: ListSpec, channel: string | undefined, alias?: string): string {
  if (!channel || !spec.channel) return ''
  if (!spec.channel.channels.includes(channel)) throw new Error(`unknown channel ${channel}`)
  return `${alias ? `${alias}.` : ''}channel = '${channel}'`
}

/**
 * Newest-first page of a merchant's rows. Every query is anchored on merchant_id (tenant isolation)
 * and served by a (merchant_id[, status], created_at) index; rowid breaks created_at ties. Word
 * search on payins/payouts goes through their keyed FTS5 index instead (searchRows).
 */
export function listRows<T>(
  db: Db,
  spec: ListSpec,
  merchantId: number,
  filters: ListFilters,
  /** A further fixed condition (the wallet's bucket); its counts are not in list_counts. */
  scope?: Condition,
  /**
   * The exact count of the scoped rows without search text, when the caller keeps it elsewhere
   * (an outlet's payins: their per-outlet day totals), instead of COUNT(*) over the scope.
   */
  countScoped?: () => number,
): { rows: T[]; totalCount: number } {
  const term = filters.search?.trim()
  if (term && spec.searchIndex && !scope)
    return searchRows<T>(db, spec, spec.searchIndex, merchantId, filters, term)
  const conditions = rowConditions(spec, merchantId, filters, scope)
  if (!conditions) return { rows: [], totalCount: 0 }
  const { sql: whereSql, params } = conditions
  const channel = channelSql(spec, filters.channel)
  const rows = stmt(
    db,
    `SELECT * FROM ${spec.table} WHERE ${whereSql} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  ).all(...params, filters.limit, (filters.page - 1) * filters.limit) as T[]

  const onlyStatusFilter =
    filters.from === null && filters.to === null && !term && !scope && !channel
  let totalCount: number
  if (spec.countRows && !scope && !term) {
    totalCount = spec.countRows(db, merchantId, filters)
  } else if (countScoped && scope && !term) {
    totalCount = countScoped()
  } else if (spec.countsEntity && onlyStatusFilter && (!filters.status || spec.countsByStatus)) {
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
      stmt(db, `SELECT COUNT(*) AS n FROM ${spec.table} WHERE ${whereSql}`).get(...params) as {
        n: number
      }
    ).n
  }
  return { rows, totalCount }
}

/**
 * The WHERE of a list's rows without the keyed search path (searchRows): the merchant, a scope,
 * search words within the scope, status, channel, dates and a spec's own search. Null when the
 * search text can match nothing. Shared by the page, its COUNT(*) and a scoped list's totals
 * (payin-list.ts), so they always select the same rows.
 */
export function rowConditions(
  spec: ListSpec,
  merchantId: number,
  filters: Omit<ListFilters, 'page' | 'limit'>,
  scope?: Condition,
): Condition | null {
  const term = filters.search?.trim()
  const where: string[] = ['merchant_id = ?']
  const params: unknown[] = [merchantId]
  if (scope) {
    where.push(scope.sql)
    params.push(...scope.params)
  }
  if (term && spec.searchIndex) {
    // Within a scope (a shift's, a counter's or an outlet's payins, served by their own index)
    // the words select from the scope's rows: the matching ids come from the same FTS index as
    // searchRows. `+id` keeps SQLite from reading the rows by the match list instead (one table
    // lookup per match of a broad word: ~3× slower in an outlet, decision 081); the scope's index
    // leads and each of its rows is checked against the matches.
    const s = spec.searchIndex
    const match = ftsMatch(term)
    if (!match) return null
    const [lo, hi] = keyRange(merchantId, filters.from, filters.to)
    where.push(
      `+id IN (SELECT k.id FROM ${s.keys} AS k WHERE k.key IN (SELECT f.rowid FROM ${s.fts} AS f
         WHERE f.${s.fts} MATCH ? AND f.rowid >= ? AND f.rowid < ?))`,
    )
    params.push(match, lo, hi)
  }
  if (filters.status && spec.status) {
    const condition = spec.status(filters.status)
    where.push(condition.sql)
    params.push(...condition.params)
  }
  const channel = channelSql(spec, filters.channel)
  if (channel) where.push(channel)
  if (filters.from !== null) {
    where.push('created_at >= ?')
    params.push(filters.from)
  }
  if (filters.to !== null) {
    where.push('created_at < ?')
    params.push(filters.to)
  }
  if (term && spec.search && !spec.searchIndex) {
    const condition = spec.search(term)
    if (!condition) return null
    where.push(condition.sql)
    params.push(...condition.params)
  }
  return { sql: where.join(' AND '), params }
}

/**
 * A page of search results and their exact count, from the keyed FTS5 index alone: the merchant and
 * date range are a rowid range of the index, rowid order is newest first, and the status is the
 * rowid's low bits (server/db/search-key.ts), so the page stops after its rows and the count reads
 * only this merchant's postings, with no probe per match; the settled part of that count is cached
 * (server/domain/search/search-count.ts). CROSS JOIN keeps the index as the outer loop; the key table only
 * maps the page's keys to rows.
 */
function searchRows<T>(
  db: Db,
  spec: ListSpec,
  s: SearchTable,
  merchantId: number,
  filters: ListFilters,
  term: string,
): { rows: T[]; totalCount: number } {
  const match = ftsMatch(term)
  const [lo, hi] = keyRange(merchantId, filters.from, filters.to)
  const code = filters.status ? statusCode(s, filters.status) : null
  // A status the table never holds matches nothing (the routes accept only known ones anyway).
  if (!match || lo >= hi || (filters.status && code === null)) return { rows: [], totalCount: 0 }
  const status = code === null ? '' : ` AND ${STATUS_CODE_SQL('f.rowid')}`
  const params = [match, lo, hi, ...(code === null ? [] : [code])]
  const where = `f.${s.fts} MATCH ? AND f.rowid >= ? AND f.rowid < ?${status}`
  const offset = (filters.page - 1) * filters.limit
  const channel = channelSql(spec, filters.channel, 't')
  const word = spec.searchWord?.(term, filters.from, filters.to) ?? null
  const q: SearchCount = { match, lo, hi, code, word }
  // One read transaction: the page, the horizon and both parts of the count come from one snapshot
  // even while another process (the CLI) writes, so a row moving across the horizon meanwhile is
  // counted once.
  // A status that shares its key code with another (SearchTable.shared) is checked on the row:
  // the key alone would list both. Rare (a search within cancelled or expired payouts), so the
  // count reads each match's row rather than being cached.
  const shares =
    filters.status !== undefined && code !== null && Object.values(s.shared ?? {}).includes(code)
  return db.transaction(() => {
    if (shares) {
      const from = `${s.fts} AS f CROSS JOIN ${s.keys} AS k ON k.key = f.rowid
           CROSS JOIN ${s.table} AS t ON t.id = k.id`
      const rowWhere = `${where} AND t.status = ?`
      const { n } = stmt(db, `SELECT COUNT(*) AS n FROM ${from} WHERE ${rowWhere}`).get(
        ...params,
        filters.status,
      ) as { n: number }
      const rows = stmt(
        db,
        `SELECT t.* FROM ${from} WHERE ${rowWhere} ORDER BY f.rowid DESC LIMIT ? OFFSET ?`,
      ).all(...params, filters.status, filters.limit, offset) as T[]
      return { rows, totalCount: n }
    }
    if (channel && spec.channel && filters.channel) {
      // The channel is not in the key: each match's row is read, for the count (cached like any
      // search count) and for the page, which stops after its rows. Counted first, so a page past
      // the end (a word no counter sale carries, say) reads nothing more.
      const totalCount = spec.channel.searchCount(db, merchantId, q, filters.channel)
      if (offset >= totalCount) return { rows: [] as T[], totalCount }
      const rows = stmt(
        db,
        `SELECT t.* FROM ${s.fts} AS f CROSS JOIN ${s.keys} AS k ON k.key = f.rowid
           CROSS JOIN ${s.table} AS t ON t.id = k.id
         WHERE ${where} AND ${channel} ORDER BY f.rowid DESC LIMIT ? OFFSET ?`,
      ).all(...params, filters.limit, offset) as T[]
      return { rows, totalCount }
    }
    const rows = stmt(
      db,
      `SELECT t.* FROM (SELECT f.rowid AS key FROM ${s.fts} AS f WHERE ${where}
         ORDER BY f.rowid DESC LIMIT ? OFFSET ?) AS page
       CROSS JOIN ${s.keys} AS k ON k.key = page.key
       CROSS JOIN ${s.table} AS t ON t.id = k.id ORDER BY page.key DESC`,
    ).all(...params, filters.limit, offset) as T[]
    const totalCount = spec.searchCount
      ? spec.searchCount(db, merchantId, q)
      : countSearchMatches(db, s, merchantId, q)
    return { rows, totalCount }
  })()
}

/**
 * An FTS5 query from user text: each word becomes a quoted prefix token, all required, so user
 * text can never inject FTS syntax. Null when the input has no searchable characters.
 */
export function ftsMatch(term: string): string | null {
  const tokens = (term.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 6)
    .map((token) => `"${token.slice(0, 64)}"*`)
  return tokens.length === 0 ? null : tokens.join(' ')
}
