import type Database from 'better-sqlite3'
import { stmt } from './statements'

/*
 * Search horizons (migration 5, decision 037): what lets a search count reuse the
 * settled part of a merchant's history instead of re-reading every match on every page.
 *
 * For each (table, merchant) the row holds a horizon time and a generation. Rows created before
 * the horizon are "history"; server/domain/search/search-count.ts caches how many of them match a search,
 * tagged with the generation, and counts only the rows after the horizon live. The search index's
 * triggers (server/db/search-index.ts) bump the generation whenever they index or unindex a row
 * created before its merchant's horizon, so any write to history, by this process, the CLI or any
 * other connection, makes every cached count of that merchant stale. Nothing here reads a clock
 * inside SQL: the comparison is against the stored horizon, so correctness does not depend on two
 * processes agreeing on the time.
 *
 * The generation only ever grows (rows are never deleted) and the horizon only moves forward, so a
 * count cached under some generation is never served again once the history it counted changed.
 */

export const SEARCH_HORIZONS_SQL = `
  CREATE TABLE IF NOT EXISTS search_horizons (
    entity TEXT NOT NULL,
    merchant_id INTEGER NOT NULL,
    horizon_at INTEGER NOT NULL,
    generation INTEGER NOT NULL,
    PRIMARY KEY (entity, merchant_id)
  ) WITHOUT ROWID;`

/**
 * Rows younger than this are always counted live. A payin moves from pending within its link's
 * lifetime (180 s by default) and a payout within seconds of approval; keeping rows that young out
 * of the history means their normal lifecycle never invalidates the cache. A later change (a
 * 30-day link paid late, a payout approved tomorrow) is still correct: it costs one recount.
 */
export const HORIZON_LAG_MS = 15 * 60_000
/**
 * The horizon moves forward once it is this much older than the lag, so the live part spans
 * 15–30 minutes of rows.
 */
export const HORIZON_STEP_MS = 15 * 60_000

/**
 * Trigger SQL: bump the generation when row alias `r` (NEW or OLD) of `table` lies before its
 * merchant's horizon. One primary-key probe; no write when the row is recent.
 */
export const bumpIfHistory = (table: string, r: string) => `
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = '${table}' AND merchant_id = ${r}.merchant_id AND horizon_at > ${r}.created_at;`

/** For writers that bypass the triggers (the bulk index build): every merchant's history changed. */
export function bumpAllHistory(db: Database.Database, table: string): void {
  stmt(db, 'UPDATE search_horizons SET generation = generation + 1 WHERE entity = ?').run(table)
}

export type Horizon = { horizonAt: number; generation: number }

export function readHorizon(
  db: Database.Database,
  table: string,
  merchantId: number,
): Horizon | undefined {
  return stmt(
    db,
    'SELECT horizon_at AS horizonAt, generation FROM search_horizons WHERE entity = ? AND merchant_id = ?',
  ).get(table, merchantId) as Horizon | undefined
}

/**
 * Worker job: give every merchant a horizon for each searchable table, and move horizons that have
 * fallen more than HORIZON_LAG_MS + HORIZON_STEP_MS behind `now` to `now − HORIZON_LAG_MS`. A move
 * leaves the generation alone: a cached count stays valid for the history it covered and is
 * extended over the rows the horizon passed. Returns how many horizons it created or moved.
 */
export function advanceSearchHorizons(
  db: Database.Database,
  tables: readonly string[],
  now: number,
): number {
  const horizon = now - HORIZON_LAG_MS
  const stale = horizon - HORIZON_STEP_MS
  // Read first: most minutes nothing is due, and then no write lock is taken.
  const due = stmt(
    db,
    `SELECT 1 FROM merchants AS m WHERE NOT EXISTS (SELECT 1 FROM search_horizons AS h
       WHERE h.entity = ? AND h.merchant_id = m.id AND h.horizon_at >= ?) LIMIT 1`,
  )
  if (!tables.some((table) => due.get(table, stale))) return 0
  const upsert = stmt(
    db,
    `INSERT INTO search_horizons (entity, merchant_id, horizon_at, generation)
       SELECT ?, id, ?, 1 FROM merchants WHERE true
     ON CONFLICT (entity, merchant_id) DO UPDATE
       SET horizon_at = excluded.horizon_at
       WHERE horizon_at < ?`,
  )
  return db
    .transaction(() =>
      tables.reduce((n, table) => n + upsert.run(table, horizon, stale).changes, 0),
    )
    .immediate()
}
