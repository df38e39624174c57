import type Database from 'better-sqlite3'

/*
 * Word search over payins and payouts (migration 3, decision 013).
 *
 * Each row gets a search key: one 63-bit integer that sorts exactly like the list order and is
 * scoped to the merchant,
 *
 *   key = merchant_id · 2^51  +  (created_at − 2020-01-01) · 2^10  +  tie
 *
 * where tie (0…1023) orders rows of one merchant sharing a created_at millisecond by id. The key is
 * the rowid of a contentless FTS5 index, so FTS5 (which returns matches in rowid order) yields a
 * merchant's matches already newest first: `ORDER BY rowid DESC LIMIT 20` stops after 20, and
 * `COUNT(*)` counts only that merchant's postings. Tenant isolation and date ranges are rowid
 * ranges inside the FTS index, never a probe per match. `<table>_search_keys` maps key ↔ id and
 * carries the status, for status + search.
 *
 * Limits, enforced (the insert fails rather than mis-sorting): merchant_id 0…4095, created_at from
 * 2020-01-01 to 2089, at most 1,024 rows of one merchant in one millisecond. Ties are numbered in
 * insertion order, which is id order because ids only grow (INTEGER PRIMARY KEY, max + 1); a row
 * whose created_at is later changed is re-keyed after the rows already in its new millisecond.
 * Keys exceed 2^53: they stay inside SQL (JS binds range bounds as BigInt and never reads keys).
 */

export type SearchTable = {
  table: 'payins' | 'payouts'
  fts: string
  keys: string
  columns: readonly string[]
}

export const PAYIN_SEARCH: SearchTable = {
  table: 'payins',
  fts: 'payins_fts',
  keys: 'payins_search_keys',
  columns: ['transaction_id', 'order_id', 'customer_name', 'customer_email', 'utr'],
}

export const PAYOUT_SEARCH: SearchTable = {
  table: 'payouts',
  fts: 'payouts_fts',
  keys: 'payouts_search_keys',
  columns: [
    'payout_id',
    'reference_id',
    'beneficiary_name',
    'beneficiary_account',
    'beneficiary_vpa',
    'utr_number',
  ],
}

export const KEY_EPOCH_MS = Date.UTC(2020, 0, 1)
const TIE_BITS = 10n
const TIME_BITS = 41n
const MERCHANT_SHIFT = TIE_BITS + TIME_BITS
export const MAX_MERCHANT_ID = 4095
export const KEY_TIME_END_MS = KEY_EPOCH_MS + 2 ** Number(TIME_BITS)
const TIES = 2 ** Number(TIE_BITS)

/** First key of (merchant, ms), as SQL over a row alias (NEW, OLD, p). */
const slot = (r: string) =>
  `((${r}.merchant_id << ${MERCHANT_SHIFT}) + ((${r}.created_at - ${KEY_EPOCH_MS}) << ${TIE_BITS}))`

const inRange = (r: string) =>
  `(${r}.merchant_id BETWEEN 0 AND ${MAX_MERCHANT_ID} AND ${r}.created_at >= ${KEY_EPOCH_MS} AND ${r}.created_at < ${KEY_TIME_END_MS})`

const cols = (s: SearchTable, r?: string) => s.columns.map((c) => (r ? `${r}.${c}` : c)).join(', ')

/** Key bounds [lo, hi) for a merchant's rows created in [from, to): a rowid range of the index. */
export function keyRange(
  merchantId: number,
  from: number | null,
  to: number | null,
): [lo: bigint, hi: bigint] {
  const clamp = (t: number) => Math.min(Math.max(t, KEY_EPOCH_MS), KEY_TIME_END_MS)
  const at = (t: number) =>
    (BigInt(merchantId) << MERCHANT_SHIFT) + (BigInt(clamp(t) - KEY_EPOCH_MS) << TIE_BITS)
  return [at(from ?? KEY_EPOCH_MS), at(to ?? KEY_TIME_END_MS)]
}

/** Trigger statements that give NEW a key (unless it has one) and index its text. */
function indexNew(s: SearchTable): string {
  return `
    SELECT RAISE(ABORT, '${s.table}: merchant_id or created_at outside the search key range')
      WHERE NOT ${inRange('NEW')};
    INSERT INTO ${s.keys} (key, id, status)
      SELECT COALESCE(
          (SELECT max(key) + 1 FROM ${s.keys} WHERE key BETWEEN ${slot('NEW')} AND ${slot('NEW')} + ${TIES - 1}),
          ${slot('NEW')}),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM ${s.keys} WHERE id = NEW.id);
    SELECT RAISE(ABORT, '${s.table}: over ${TIES} rows of one merchant in one millisecond')
      WHERE (SELECT key FROM ${s.keys} WHERE id = NEW.id) > ${slot('NEW')} + ${TIES - 1};
    INSERT INTO ${s.fts} (rowid, ${cols(s)})
      SELECT key, ${cols(s, 'NEW')} FROM ${s.keys} WHERE id = NEW.id;`
}

/** The insert trigger; the bulk seed drops it while loading and puts it back (withBulkSearchIndex). */
export const insertTrigger = (s: SearchTable) => ({
  name: `${s.fts}_insert`,
  sql: `CREATE TRIGGER ${s.fts}_insert AFTER INSERT ON ${s.table} BEGIN ${indexNew(s)}
  END;`,
})

/** Migration 3: the key tables, contentless FTS5 indexes and triggers (the old index is dropped there). */
export function searchIndexSchema(s: SearchTable): string {
  const changed = ['id', 'merchant_id', 'created_at', ...s.columns]
    .map((c) => `OLD.${c} IS NOT NEW.${c}`)
    .join(' OR ')
  return `
  CREATE TABLE ${s.keys} (
    key INTEGER PRIMARY KEY,
    id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL
  );
  -- detail=full keeps any tokenisation of the query legal; columnsize=0: no ranking is done.
  -- prefix indexes of 2, 4, 6, 8 and 10 characters (FTS5 also uses length n+1 for a prefix of n):
  -- a broad word prefix reads one doclist instead of merging every term it starts (sharma1…99).
  CREATE VIRTUAL TABLE ${s.fts} USING fts5(
    ${cols(s)},
    content = '', columnsize = 0, prefix = '2 4 6 8 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );
  ${insertTrigger(s).sql}
  CREATE TRIGGER ${s.fts}_update
    AFTER UPDATE OF ${['id', 'merchant_id', 'created_at', ...s.columns].join(', ')} ON ${s.table}
    WHEN ${changed}
  BEGIN
    INSERT INTO ${s.fts} (${s.fts}, rowid, ${cols(s)})
      SELECT 'delete', key, ${cols(s, 'OLD')} FROM ${s.keys} WHERE id = OLD.id;
    DELETE FROM ${s.keys} WHERE id = OLD.id
      AND (OLD.id IS NOT NEW.id OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at);
    ${indexNew(s)}
  END;
  CREATE TRIGGER ${s.fts}_status AFTER UPDATE OF status ON ${s.table}
    WHEN OLD.status IS NOT NEW.status
  BEGIN
    UPDATE ${s.keys} SET status = NEW.status WHERE id = NEW.id;
  END;
  CREATE TRIGGER ${s.fts}_delete AFTER DELETE ON ${s.table} BEGIN
    INSERT INTO ${s.fts} (${s.fts}, rowid, ${cols(s)})
      SELECT 'delete', key, ${cols(s, 'OLD')} FROM ${s.keys} WHERE id = OLD.id;
    DELETE FROM ${s.keys} WHERE id = OLD.id;
  END;`
}

/**
 * Keys and index entries for every row with id > afterId that has none, in one pass: rows are
 * numbered within their (merchant, ms) after any keys already there, then indexed in key order
 * (FTS5 appends ascending rowids cheaply; a lower rowid would flush its buffer). Used by the
 * migration (existing rows) and the bulk seed. Throws, leaving the caller's transaction to roll
 * back, if a row cannot get a key.
 */
export function indexRows(db: Database.Database, s: SearchTable, afterId: number): void {
  const outside = db
    .prepare(`SELECT COUNT(*) AS n FROM ${s.table} AS p WHERE p.id > ? AND NOT ${inRange('p')}`)
    .get(afterId) as { n: number }
  if (outside.n > 0) {
    throw new Error(`${s.table}: ${outside.n} rows outside the search key range`)
  }
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
           + COALESCE((SELECT max(k.key) + 1 FROM ${s.keys} AS k
               WHERE k.key BETWEEN ${slot('p')} AND ${slot('p')} + ${TIES - 1}) - ${slot('p')}, 0)
           + row_number() OVER (PARTITION BY p.merchant_id, p.created_at ORDER BY p.id) - 1,
         p.id
       FROM ${s.table} AS p
       WHERE p.id > ? AND NOT EXISTS (SELECT 1 FROM ${s.keys} AS k WHERE k.id = p.id)`,
    ).run(afterId)
    const overflow = db
      .prepare(
        `SELECT COUNT(*) AS n FROM temp.new_search_keys AS n JOIN ${s.table} AS p ON p.id = n.id
         WHERE n.key > ${slot('p')} + ${TIES - 1}`,
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
  } finally {
    hashsize(1024 * 1024)
    db.exec('DROP TABLE temp.new_search_keys')
  }
}
