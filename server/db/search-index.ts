import type Database from 'better-sqlite3'
import { bumpAllHistory, bumpIfHistory, SEARCH_HORIZONS_SQL } from './search-horizons'
import {
  codeOf,
  cols,
  inRange,
  slot,
  SLOT_SPAN,
  STATUS_BITS,
  TIES,
  withoutCode,
  type SearchTable,
} from './search-key'

/*
 * The word-search index over payins and payouts (migrations 3 to 5, decisions 035 to 037): key tables,
 * contentless FTS5 indexes whose rowid is the search key (server/db/search-key.ts), the triggers
 * that keep both current, and the one-pass build for existing or bulk-loaded rows.
 *
 * This is the live code (the bulk seed, and any new migration step). Released migrations 3 to 5 do
 * not call it: they run a frozen copy of what it produced (server/db/released-search-sql.ts), so a
 * change here changes no released step; a schema change here needs a new step that applies it.
 */

/** Trigger statements that give NEW a key (unless it has one) and index its text. */
function indexNew(s: SearchTable): string {
  return `
    SELECT RAISE(ABORT, '${s.table}: merchant_id or created_at outside the search key range')
      WHERE NOT ${inRange('NEW')};
    SELECT RAISE(ABORT, '${s.table}: over ${TIES} rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM ${s.keys} WHERE id = NEW.id)
        AND (SELECT max(key) FROM ${s.keys}
          WHERE key BETWEEN ${slot('NEW')} AND ${slot('NEW')} + ${SLOT_SPAN - 1})
          >= ${slot('NEW')} + ${SLOT_SPAN - (1 << STATUS_BITS)};
    INSERT INTO ${s.keys} (key, id, status)
      SELECT COALESCE(
          (SELECT ${withoutCode('max(key)')} + ${1 << STATUS_BITS} FROM ${s.keys}
            WHERE key BETWEEN ${slot('NEW')} AND ${slot('NEW')} + ${SLOT_SPAN - 1}),
          ${slot('NEW')}) + ${codeOf(s, 'NEW')},
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM ${s.keys} WHERE id = NEW.id);
    INSERT INTO ${s.fts} (rowid, ${cols(s)})
      SELECT key, ${cols(s, 'NEW')} FROM ${s.keys} WHERE id = NEW.id;
    ${bumpIfHistory(s.table, 'NEW')}`
}

/** The insert trigger; the bulk seed drops it while loading and puts it back (withBulkSearchIndex). */
export const insertTrigger = (s: SearchTable) => ({
  name: `${s.fts}_insert`,
  sql: `CREATE TRIGGER ${s.fts}_insert AFTER INSERT ON ${s.table} BEGIN ${indexNew(s)}
  END;`,
})

/** The key tables, contentless FTS5 indexes and triggers (as migrations 3 and 4 created them). */
export function searchIndexSchema(s: SearchTable): string {
  return `
  ${SEARCH_HORIZONS_SQL}
  CREATE TABLE ${s.keys} (
    key INTEGER PRIMARY KEY,
    id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL
  );
  -- detail=none: postings are rowids only (no columns or positions), which is all an AND of word
  -- prefixes needs (lib/list-query.ts never builds a phrase); counting a broad word reads ~3x fewer
  -- bytes. columnsize=0: no ranking is done.
  -- prefix indexes of 2 to 10 characters: a word prefix reads one doclist instead of merging every
  -- term it starts (sharma1…99); a length without one merged ~5x slower ("gmail"*: 49 vs 9 ms).
  CREATE VIRTUAL TABLE ${s.fts} USING fts5(
    ${cols(s)},
    content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6 7 8 9 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );
  ${searchIndexTriggers(s)}`
}

/**
 * The FTS5 table alone, as searchIndexSchema defines it, for a step that rebuilds the index with
 * other columns (migration 18) and keeps the key table, so every row keeps its key.
 */
export function ftsTableSql(s: SearchTable): string {
  return `CREATE VIRTUAL TABLE ${s.fts} USING fts5(
    ${cols(s)},
    content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6 7 8 9 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );`
}

/**
 * Re-creates the index of `s` with its current columns over the keys it has (in key order, with
 * the bulk build's 64 MB hash), and its triggers. Every cached count of the table is then
 * suspect, so the horizons' generations are bumped.
 */
export function rebuildSearchIndex(db: Database.Database, s: SearchTable): void {
  db.exec(`${dropSearchIndexTriggers(s)}
    DROP TABLE ${s.fts};
    ${ftsTableSql(s)}`)
  const hashsize = (bytes: number) =>
    db.exec(`INSERT INTO ${s.fts} (${s.fts}, rank) VALUES ('hashsize', ${bytes})`)
  hashsize(64 * 1024 * 1024)
  try {
    db.exec(`INSERT INTO ${s.fts} (rowid, ${cols(s)})
      SELECT k.key, ${cols(s, 'p')} FROM ${s.keys} AS k JOIN ${s.table} AS p ON p.id = k.id
      ORDER BY k.key;`)
  } finally {
    hashsize(1024 * 1024)
  }
  db.exec(searchIndexTriggers(s))
  bumpAllHistory(db, s.table)
}

/**
 * The index's triggers. Each one that indexes or unindexes a row created before its merchant's
 * search horizon also bumps that horizon's generation (server/db/search-horizons.ts), which is what
 * keeps cached search counts exact. Migration 5 replaced the earlier triggers with these.
 */
export function searchIndexTriggers(s: SearchTable): string {
  const watched = ['id', 'merchant_id', 'created_at', 'status', ...s.columns]
  const changed = watched.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ')
  const sameSlot =
    'OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at'
  return `
  ${insertTrigger(s).sql}
  -- One trigger for every change (a payin's success sets its status and UTR in one statement):
  -- unindex the old text under the old key; a row that stays in its millisecond keeps its tie and
  -- takes its new status code; one that moves is keyed afresh; then index the new text.
  CREATE TRIGGER ${s.fts}_update AFTER UPDATE OF ${watched.join(', ')} ON ${s.table}
    WHEN ${changed}
  BEGIN
    INSERT INTO ${s.fts} (${s.fts}, rowid, ${cols(s)})
      SELECT 'delete', key, ${cols(s, 'OLD')} FROM ${s.keys} WHERE id = OLD.id;
    ${bumpIfHistory(s.table, 'OLD')}
    UPDATE ${s.keys} SET key = ${withoutCode('key')} + ${codeOf(s, 'NEW')}, status = NEW.status
      WHERE id = OLD.id AND ${sameSlot};
    DELETE FROM ${s.keys} WHERE id = OLD.id AND NOT (${sameSlot});
    ${indexNew(s)}
  END;
  CREATE TRIGGER ${s.fts}_delete AFTER DELETE ON ${s.table} BEGIN
    INSERT INTO ${s.fts} (${s.fts}, rowid, ${cols(s)})
      SELECT 'delete', key, ${cols(s, 'OLD')} FROM ${s.keys} WHERE id = OLD.id;
    DELETE FROM ${s.keys} WHERE id = OLD.id;
    ${bumpIfHistory(s.table, 'OLD')}
  END;`
}

export function dropSearchIndexTriggers(s: SearchTable): string {
  return `
  DROP TRIGGER IF EXISTS ${s.fts}_insert;
  DROP TRIGGER IF EXISTS ${s.fts}_update;
  DROP TRIGGER IF EXISTS ${s.fts}_status;
  DROP TRIGGER IF EXISTS ${s.fts}_delete;`
}

/** Drops the index and its triggers, for a step that rebuilds it (as migration 4 did). */
export function dropSearchIndex(s: SearchTable): string {
  return `
  ${dropSearchIndexTriggers(s)}
  DROP TABLE IF EXISTS ${s.fts};
  DROP TABLE IF EXISTS ${s.keys};`
}

/**
 * Keys and index entries for every row with id > afterId that has none, in one pass: rows are
 * numbered within their (merchant, ms) after any keys already there, then indexed in key order
 * (FTS5 appends ascending rowids cheaply; a lower rowid would flush its buffer). Used by the
 * bulk seed (migrations 3 and 4 ran a frozen copy for existing rows). Throws, leaving the caller's
 * transaction to roll back, if a row cannot get a key.
 */
export function indexRows(db: Database.Database, s: SearchTable, afterId: number): void {
  const outside = db
    .prepare(`SELECT COUNT(*) AS n FROM ${s.table} AS p WHERE p.id > ? AND NOT ${inRange('p')}`)
    .get(afterId) as { n: number }
  if (outside.n > 0) {
    throw new Error(`${s.table}: ${outside.n} rows outside the search key range`)
  }
  const coded = [...s.statuses, ...Object.keys(s.shared ?? {})]
  const uncoded = db
    .prepare(
      `SELECT COUNT(*) AS n FROM ${s.table} WHERE id > ? AND status NOT IN (${coded.map(() => '?').join(', ')})`,
    )
    .get(afterId, ...coded) as { n: number }
  if (uncoded.n > 0)
    throw new Error(`${s.table}: ${uncoded.n} rows with a status without a search code`)
  db.exec('CREATE TEMP TABLE new_search_keys (key INTEGER PRIMARY KEY, id INTEGER NOT NULL)')
  // FTS5 flushes its in-memory terms as a new segment every `hashsize` bytes (1 MB by default) and
  // merges segments as it goes; for a million rows in one statement that merging was 4× the cost
  // of the insert itself. 64 MB while bulk indexing, then back to the default for live inserts.
  const hashsize = (bytes: number) =>
    db.exec(`INSERT INTO ${s.fts} (${s.fts}, rank) VALUES ('hashsize', ${bytes})`)
  hashsize(64 * 1024 * 1024)
  try {
    db.prepare(
      `INSERT INTO temp.new_search_keys (key, id)
       SELECT ${slot('p')}
           + ((COALESCE((SELECT ((max(k.key) - ${slot('p')}) >> ${STATUS_BITS}) + 1 FROM ${s.keys} AS k
                 WHERE k.key BETWEEN ${slot('p')} AND ${slot('p')} + ${SLOT_SPAN - 1}), 0)
               + row_number() OVER (PARTITION BY p.merchant_id, p.created_at ORDER BY p.id) - 1)
             << ${STATUS_BITS})
           + ${codeOf(s, 'p', false)},
         p.id
       FROM ${s.table} AS p
       WHERE p.id > ? AND NOT EXISTS (SELECT 1 FROM ${s.keys} AS k WHERE k.id = p.id)`,
    ).run(afterId)
    const overflow = db
      .prepare(
        `SELECT COUNT(*) AS n FROM temp.new_search_keys AS n JOIN ${s.table} AS p ON p.id = n.id
         WHERE n.key > ${slot('p')} + ${SLOT_SPAN - 1}`,
      )
      .get() as { n: number }
    if (overflow.n > 0) {
      throw new Error(`${s.table}: over ${TIES} rows of one merchant in one millisecond`)
    }
    db.exec(
      `INSERT INTO ${s.keys} (key, id, status)
       SELECT n.key, n.id, p.status FROM temp.new_search_keys AS n JOIN ${s.table} AS p ON p.id = n.id;
       INSERT INTO ${s.fts} (rowid, ${cols(s)})
       SELECT n.key, ${cols(s, 'p')} FROM temp.new_search_keys AS n JOIN ${s.table} AS p ON p.id = n.id
       ORDER BY n.key;`,
    )
    // These rows bypassed the triggers: every cached count of this table is now suspect.
    bumpAllHistory(db, s.table)
  } finally {
    hashsize(1024 * 1024)
    db.exec('DROP TABLE temp.new_search_keys')
  }
}
