import type Database from 'better-sqlite3'

/*
 * The search-index SQL of released migrations 3, 4 and 5, frozen as text. These steps
 * used to call the live builders in server/db/search-index.ts, so any later change there would have
 * changed what a released step does: a new install would get one schema and an upgraded database
 * another. This is the SQL those builders produced when the steps were frozen, byte for byte
 * (sqlite_master keeps each CREATE's text). Never edit it; a new step that changes the index calls
 * the live code. tests/server/migrations-frozen.test.ts pins every released version's schema.
 */

/** The statements of the one-pass build of keys and index entries for existing rows. */
export type ReleasedIndexBuild = {
  table: string
  statuses: readonly string[]
  outside: string
  uncoded: string
  createTemp: string
  bulkHashsize: string
  numberRows: string
  overflow: string
  fill: string
  bumpHistory: string
  defaultHashsize: string
  dropTemp: string
}

/**
 * Keys and index entries for every row, as migrations 3 and 4 built them. Throws, rolling the
 * migration back, if a row cannot get a key (the checks the live indexRows makes too).
 */
export function buildIndexAsReleased(db: Database.Database, b: ReleasedIndexBuild): void {
  const count = (sql: string, ...params: unknown[]) =>
    (db.prepare(sql).get(...params) as { n: number }).n
  const outside = count(b.outside, 0)
  if (outside > 0) throw new Error(`${b.table}: ${outside} rows outside the search key range`)
  const uncoded = count(b.uncoded, 0, ...b.statuses)
  if (uncoded > 0)
    throw new Error(`${b.table}: ${uncoded} rows with a status without a search code`)
  db.exec(b.createTemp)
  db.exec(b.bulkHashsize)
  try {
    db.prepare(b.numberRows).run(0)
    if (count(b.overflow) > 0) {
      throw new Error(`${b.table}: over 128 rows of one merchant in one millisecond`)
    }
    db.exec(b.fill)
    db.exec(b.bumpHistory)
  } finally {
    db.exec(b.defaultHashsize)
    db.exec(b.dropTemp)
  }
}

export const SEARCH_HORIZONS_TABLE = `
  CREATE TABLE IF NOT EXISTS search_horizons (
    entity TEXT NOT NULL,
    merchant_id INTEGER NOT NULL,
    horizon_at INTEGER NOT NULL,
    generation INTEGER NOT NULL,
    PRIMARY KEY (entity, merchant_id)
  ) WITHOUT ROWID;`

/** payins: the index's triggers as migrations 3 to 5 created them. */
export const PAYINS_SEARCH_TRIGGERS = `
  CREATE TRIGGER payins_fts_insert AFTER INSERT ON payins BEGIN 
    SELECT RAISE(ABORT, 'payins: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payins: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payins_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payins_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payins_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE RAISE(ABORT, 'payins: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id);
    INSERT INTO payins_fts (rowid, transaction_id, order_id, customer_name, customer_email, utr)
      SELECT key, NEW.transaction_id, NEW.order_id, NEW.customer_name, NEW.customer_email, NEW.utr FROM payins_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;
  -- One trigger for every change (a payin's success sets its status and UTR in one statement):
  -- unindex the old text under the old key; a row that stays in its millisecond keeps its tie and
  -- takes its new status code; one that moves is keyed afresh; then index the new text.
  CREATE TRIGGER payins_fts_update AFTER UPDATE OF id, merchant_id, created_at, status, transaction_id, order_id, customer_name, customer_email, utr ON payins
    WHEN OLD.id IS NOT NEW.id OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at OR OLD.status IS NOT NEW.status OR OLD.transaction_id IS NOT NEW.transaction_id OR OLD.order_id IS NOT NEW.order_id OR OLD.customer_name IS NOT NEW.customer_name OR OLD.customer_email IS NOT NEW.customer_email OR OLD.utr IS NOT NEW.utr
  BEGIN
    INSERT INTO payins_fts (payins_fts, rowid, transaction_id, order_id, customer_name, customer_email, utr)
      SELECT 'delete', key, OLD.transaction_id, OLD.order_id, OLD.customer_name, OLD.customer_email, OLD.utr FROM payins_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
    UPDATE payins_search_keys SET key = ((key >> 3) << 3) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE RAISE(ABORT, 'payins: status without a search code') END), status = NEW.status
      WHERE id = OLD.id AND OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at;
    DELETE FROM payins_search_keys WHERE id = OLD.id AND NOT (OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at);
    
    SELECT RAISE(ABORT, 'payins: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payins: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payins_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payins_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payins_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE RAISE(ABORT, 'payins: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payins_search_keys WHERE id = NEW.id);
    INSERT INTO payins_fts (rowid, transaction_id, order_id, customer_name, customer_email, utr)
      SELECT key, NEW.transaction_id, NEW.order_id, NEW.customer_name, NEW.customer_email, NEW.utr FROM payins_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;
  CREATE TRIGGER payins_fts_delete AFTER DELETE ON payins BEGIN
    INSERT INTO payins_fts (payins_fts, rowid, transaction_id, order_id, customer_name, customer_email, utr)
      SELECT 'delete', key, OLD.transaction_id, OLD.order_id, OLD.customer_name, OLD.customer_email, OLD.utr FROM payins_search_keys WHERE id = OLD.id;
    DELETE FROM payins_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payins' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
  END;`

/** payins: key table, FTS5 index and triggers as migrations 3 and 4 created them. */
export const PAYINS_SEARCH_INDEX = `
  ${SEARCH_HORIZONS_TABLE}
  CREATE TABLE payins_search_keys (
    key INTEGER PRIMARY KEY,
    id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL
  );
  -- detail=none: postings are rowids only (no columns or positions), which is all an AND of word
  -- prefixes needs (lib/list-query.ts never builds a phrase); counting a broad word reads ~3x fewer
  -- bytes. columnsize=0: no ranking is done.
  -- prefix indexes of 2 to 10 characters: a word prefix reads one doclist instead of merging every
  -- term it starts (sharma1…99); a length without one merged ~5x slower ("gmail"*: 49 vs 9 ms).
  CREATE VIRTUAL TABLE payins_fts USING fts5(
    transaction_id, order_id, customer_name, customer_email, utr,
    content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6 7 8 9 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );
  ${PAYINS_SEARCH_TRIGGERS}`

export const PAYINS_SEARCH_DROP_TRIGGERS = `
  DROP TRIGGER IF EXISTS payins_fts_insert;
  DROP TRIGGER IF EXISTS payins_fts_update;
  DROP TRIGGER IF EXISTS payins_fts_status;
  DROP TRIGGER IF EXISTS payins_fts_delete;`

export const PAYINS_SEARCH_DROP_INDEX = `
  
  DROP TRIGGER IF EXISTS payins_fts_insert;
  DROP TRIGGER IF EXISTS payins_fts_update;
  DROP TRIGGER IF EXISTS payins_fts_status;
  DROP TRIGGER IF EXISTS payins_fts_delete;
  DROP TABLE IF EXISTS payins_fts;
  DROP TABLE IF EXISTS payins_search_keys;`

/** payouts: the index's triggers as migrations 3 to 5 created them. */
export const PAYOUTS_SEARCH_TRIGGERS = `
  CREATE TRIGGER payouts_fts_insert AFTER INSERT ON payouts BEGIN 
    SELECT RAISE(ABORT, 'payouts: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payouts: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payouts_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payouts_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payouts_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 ELSE RAISE(ABORT, 'payouts: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id);
    INSERT INTO payouts_fts (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT key, NEW.payout_id, NEW.reference_id, NEW.beneficiary_name, NEW.beneficiary_account, NEW.beneficiary_vpa, NEW.utr_number FROM payouts_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;
  -- One trigger for every change (a payin's success sets its status and UTR in one statement):
  -- unindex the old text under the old key; a row that stays in its millisecond keeps its tie and
  -- takes its new status code; one that moves is keyed afresh; then index the new text.
  CREATE TRIGGER payouts_fts_update AFTER UPDATE OF id, merchant_id, created_at, status, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number ON payouts
    WHEN OLD.id IS NOT NEW.id OR OLD.merchant_id IS NOT NEW.merchant_id OR OLD.created_at IS NOT NEW.created_at OR OLD.status IS NOT NEW.status OR OLD.payout_id IS NOT NEW.payout_id OR OLD.reference_id IS NOT NEW.reference_id OR OLD.beneficiary_name IS NOT NEW.beneficiary_name OR OLD.beneficiary_account IS NOT NEW.beneficiary_account OR OLD.beneficiary_vpa IS NOT NEW.beneficiary_vpa OR OLD.utr_number IS NOT NEW.utr_number
  BEGIN
    INSERT INTO payouts_fts (payouts_fts, rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT 'delete', key, OLD.payout_id, OLD.reference_id, OLD.beneficiary_name, OLD.beneficiary_account, OLD.beneficiary_vpa, OLD.utr_number FROM payouts_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
    UPDATE payouts_search_keys SET key = ((key >> 3) << 3) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 ELSE RAISE(ABORT, 'payouts: status without a search code') END), status = NEW.status
      WHERE id = OLD.id AND OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at;
    DELETE FROM payouts_search_keys WHERE id = OLD.id AND NOT (OLD.id IS NEW.id AND OLD.merchant_id IS NEW.merchant_id AND OLD.created_at IS NEW.created_at);
    
    SELECT RAISE(ABORT, 'payouts: merchant_id or created_at outside the search key range')
      WHERE NOT (NEW.merchant_id BETWEEN 0 AND 4095 AND NEW.created_at >= 1577836800000 AND NEW.created_at < 3776860055552);
    SELECT RAISE(ABORT, 'payouts: over 128 rows of one merchant in one millisecond')
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id)
        AND (SELECT max(key) FROM payouts_search_keys
          WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023)
          >= ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1016;
    INSERT INTO payouts_search_keys (key, id, status)
      SELECT COALESCE(
          (SELECT ((max(key) >> 3) << 3) + 8 FROM payouts_search_keys
            WHERE key BETWEEN ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) AND ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10)) + 1023),
          ((NEW.merchant_id << 51) + ((NEW.created_at - 1577836800000) << 10))) + (CASE NEW.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 ELSE RAISE(ABORT, 'payouts: status without a search code') END),
        NEW.id, NEW.status
      WHERE NOT EXISTS (SELECT 1 FROM payouts_search_keys WHERE id = NEW.id);
    INSERT INTO payouts_fts (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT key, NEW.payout_id, NEW.reference_id, NEW.beneficiary_name, NEW.beneficiary_account, NEW.beneficiary_vpa, NEW.utr_number FROM payouts_search_keys WHERE id = NEW.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = NEW.merchant_id AND horizon_at > NEW.created_at;
  END;
  CREATE TRIGGER payouts_fts_delete AFTER DELETE ON payouts BEGIN
    INSERT INTO payouts_fts (payouts_fts, rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
      SELECT 'delete', key, OLD.payout_id, OLD.reference_id, OLD.beneficiary_name, OLD.beneficiary_account, OLD.beneficiary_vpa, OLD.utr_number FROM payouts_search_keys WHERE id = OLD.id;
    DELETE FROM payouts_search_keys WHERE id = OLD.id;
    
    UPDATE search_horizons SET generation = generation + 1
      WHERE entity = 'payouts' AND merchant_id = OLD.merchant_id AND horizon_at > OLD.created_at;
  END;`

/** payouts: key table, FTS5 index and triggers as migrations 3 and 4 created them. */
export const PAYOUTS_SEARCH_INDEX = `
  ${SEARCH_HORIZONS_TABLE}
  CREATE TABLE payouts_search_keys (
    key INTEGER PRIMARY KEY,
    id INTEGER NOT NULL UNIQUE,
    status TEXT NOT NULL
  );
  -- detail=none: postings are rowids only (no columns or positions), which is all an AND of word
  -- prefixes needs (lib/list-query.ts never builds a phrase); counting a broad word reads ~3x fewer
  -- bytes. columnsize=0: no ranking is done.
  -- prefix indexes of 2 to 10 characters: a word prefix reads one doclist instead of merging every
  -- term it starts (sharma1…99); a length without one merged ~5x slower ("gmail"*: 49 vs 9 ms).
  CREATE VIRTUAL TABLE payouts_fts USING fts5(
    payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number,
    content = '', columnsize = 0, detail = none, prefix = '2 3 4 5 6 7 8 9 10',
    tokenize = 'unicode61 remove_diacritics 2'
  );
  ${PAYOUTS_SEARCH_TRIGGERS}`

export const PAYOUTS_SEARCH_DROP_TRIGGERS = `
  DROP TRIGGER IF EXISTS payouts_fts_insert;
  DROP TRIGGER IF EXISTS payouts_fts_update;
  DROP TRIGGER IF EXISTS payouts_fts_status;
  DROP TRIGGER IF EXISTS payouts_fts_delete;`

export const PAYOUTS_SEARCH_DROP_INDEX = `
  
  DROP TRIGGER IF EXISTS payouts_fts_insert;
  DROP TRIGGER IF EXISTS payouts_fts_update;
  DROP TRIGGER IF EXISTS payouts_fts_status;
  DROP TRIGGER IF EXISTS payouts_fts_delete;
  DROP TABLE IF EXISTS payouts_fts;
  DROP TABLE IF EXISTS payouts_search_keys;`

/** payins: the one-pass build of keys and index entries for existing rows (migrations 3 and 4). */
export const PAYINS_SEARCH_BUILD: ReleasedIndexBuild = {
  table: 'payins',
  statuses: ['pending', 'success', 'failed', 'cancelled'],
  outside: `SELECT COUNT(*) AS n FROM payins AS p WHERE p.id > ? AND NOT (p.merchant_id BETWEEN 0 AND 4095 AND p.created_at >= 1577836800000 AND p.created_at < 3776860055552)`,
  uncoded: `SELECT COUNT(*) AS n FROM payins WHERE id > ? AND status NOT IN (?, ?, ?, ?)`,
  createTemp: `CREATE TEMP TABLE new_search_keys (key INTEGER PRIMARY KEY, id INTEGER NOT NULL)`,
  bulkHashsize: `INSERT INTO payins_fts (payins_fts, rank) VALUES ('hashsize', 67108864)`,
  numberRows: `INSERT INTO temp.new_search_keys (key, id)
       SELECT ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10))
           + ((COALESCE((SELECT ((max(k.key) - ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10))) >> 3) + 1 FROM payins_search_keys AS k
                 WHERE k.key BETWEEN ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10)) AND ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10)) + 1023), 0)
               + row_number() OVER (PARTITION BY p.merchant_id, p.created_at ORDER BY p.id) - 1)
             << 3)
           + (CASE p.status WHEN 'pending' THEN 0 WHEN 'success' THEN 1 WHEN 'failed' THEN 2 WHEN 'cancelled' THEN 3 ELSE NULL END),
         p.id
       FROM payins AS p
       WHERE p.id > ? AND NOT EXISTS (SELECT 1 FROM payins_search_keys AS k WHERE k.id = p.id)`,
  overflow: `SELECT COUNT(*) AS n FROM temp.new_search_keys AS n JOIN payins AS p ON p.id = n.id
         WHERE n.key > ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10)) + 1023`,
  fill: `INSERT INTO payins_search_keys (key, id, status)
       SELECT n.key, n.id, p.status FROM temp.new_search_keys AS n JOIN payins AS p ON p.id = n.id;
       INSERT INTO payins_fts (rowid, transaction_id, order_id, customer_name, customer_email, utr)
       SELECT n.key, p.transaction_id, p.order_id, p.customer_name, p.customer_email, p.utr FROM temp.new_search_keys AS n JOIN payins AS p ON p.id = n.id
       ORDER BY n.key;`,
  bumpHistory: `UPDATE search_horizons SET generation = generation + 1 WHERE entity = 'payins'`,
  defaultHashsize: `INSERT INTO payins_fts (payins_fts, rank) VALUES ('hashsize', 1048576)`,
  dropTemp: `DROP TABLE temp.new_search_keys`,
}

/** payouts: the one-pass build of keys and index entries for existing rows (migrations 3 and 4). */
export const PAYOUTS_SEARCH_BUILD: ReleasedIndexBuild = {
  table: 'payouts',
  statuses: ['pending', 'queued', 'processing', 'success', 'failed'],
  outside: `SELECT COUNT(*) AS n FROM payouts AS p WHERE p.id > ? AND NOT (p.merchant_id BETWEEN 0 AND 4095 AND p.created_at >= 1577836800000 AND p.created_at < 3776860055552)`,
  uncoded: `SELECT COUNT(*) AS n FROM payouts WHERE id > ? AND status NOT IN (?, ?, ?, ?, ?)`,
  createTemp: `CREATE TEMP TABLE new_search_keys (key INTEGER PRIMARY KEY, id INTEGER NOT NULL)`,
  bulkHashsize: `INSERT INTO payouts_fts (payouts_fts, rank) VALUES ('hashsize', 67108864)`,
  numberRows: `INSERT INTO temp.new_search_keys (key, id)
       SELECT ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10))
           + ((COALESCE((SELECT ((max(k.key) - ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10))) >> 3) + 1 FROM payouts_search_keys AS k
                 WHERE k.key BETWEEN ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10)) AND ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10)) + 1023), 0)
               + row_number() OVER (PARTITION BY p.merchant_id, p.created_at ORDER BY p.id) - 1)
             << 3)
           + (CASE p.status WHEN 'pending' THEN 0 WHEN 'queued' THEN 1 WHEN 'processing' THEN 2 WHEN 'success' THEN 3 WHEN 'failed' THEN 4 ELSE NULL END),
         p.id
       FROM payouts AS p
       WHERE p.id > ? AND NOT EXISTS (SELECT 1 FROM payouts_search_keys AS k WHERE k.id = p.id)`,
  overflow: `SELECT COUNT(*) AS n FROM temp.new_search_keys AS n JOIN payouts AS p ON p.id = n.id
         WHERE n.key > ((p.merchant_id << 51) + ((p.created_at - 1577836800000) << 10)) + 1023`,
  fill: `INSERT INTO payouts_search_keys (key, id, status)
       SELECT n.key, n.id, p.status FROM temp.new_search_keys AS n JOIN payouts AS p ON p.id = n.id;
       INSERT INTO payouts_fts (rowid, payout_id, reference_id, beneficiary_name, beneficiary_account, beneficiary_vpa, utr_number)
       SELECT n.key, p.payout_id, p.reference_id, p.beneficiary_name, p.beneficiary_account, p.beneficiary_vpa, p.utr_number FROM temp.new_search_keys AS n JOIN payouts AS p ON p.id = n.id
       ORDER BY n.key;`,
  bumpHistory: `UPDATE search_horizons SET generation = generation + 1 WHERE entity = 'payouts'`,
  defaultHashsize: `INSERT INTO payouts_fts (payouts_fts, rank) VALUES ('hashsize', 1048576)`,
  dropTemp: `DROP TABLE temp.new_search_keys`,
}
