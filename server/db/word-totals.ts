import { PAYIN_SEARCH } from './search-key'

/*
 * Payin totals per frequent search word (migration 13, decision 061): for each merchant, the word
 * prefixes that match many of its payins ("txn", "gmail", a common surname), with the count, INR
 * figure and net per IST day, channel and status of the payins they match, kept exact by triggers
 * like payin_day_totals. A search of one such word sums at most days × 8 rows instead of reading
 * every match (docs/search.md).
 *
 * A trigger cannot call FTS5's tokenizer, so membership is decided here, in SQL, and only where it
 * provably agrees with the index: a payin whose searched text is printable ASCII is "plain", and
 * for plain text unicode61 splits exactly at every character other than a–z, A–Z and 0–9 and
 * lower-cases (the model test compares both). A payin with any other character (an accented or
 * Devanagari name, a control character) is listed in payin_non_ascii instead; its matches are read
 * from the index at query time (server/domain/payins/word-totals.ts), so a total is exact for any text.
 *
 * This module is migration 13's live code: a change to the tables or triggers needs a new step
 * (tests/server/migrations-frozen.test.ts pins the schema).
 */

/** A prefix is worth totals when this many of a merchant's payins match it (~12 ms to walk). */
export const WORD_TOTALS_MIN_MATCHES = 2_000
/** Search words are cut to this many characters (ftsMatch), so no longer prefix is ever asked. */
export const MAX_PREFIX_LENGTH = 64

/** The searched columns as migration 13 indexed them (its triggers are frozen with these). */
export const MIGRATION_13_COLUMNS: readonly string[] = [
  'transaction_id',
  'order_id',
  'customer_name',
  'customer_email',
  'utr',
]

/** SQL: a row's searched text, one space between columns. */
export const textOf = (r: string, columns: readonly string[] = PAYIN_SEARCH.columns) =>
  columns.map((c) => `COALESCE(${r}.${c}, '')`).join(` || ' ' || `)

/** SQL: the row's searched text is printable ASCII (space to tilde). */
export const plainSql = (r: string, columns: readonly string[] = PAYIN_SEARCH.columns) =>
  `(NOT (${textOf(r, columns)} GLOB '*[^ -~]*'))`

/** Printable ASCII characters that separate words: all but letters and digits. */
const SEPARATORS = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((ch) => !/[A-Za-z0-9]/.test(ch))
  .filter((ch) => ch !== ' ')

/**
 * SQL: the distinct word prefixes (1 to 64 characters) of a plain row's text, as column `p`; none
 * for text that is not plain. Every separator becomes a space, the spaces a JSON array's commas
 * (quote and backslash are separators, so the array is valid JSON), and word_prefix_lengths
 * (1…64) cuts each word.
 */
export function prefixesSql(r: string, columns: readonly string[] = PAYIN_SEARCH.columns): string {
  let text = `(CASE WHEN ${plainSql(r, columns)} THEN lower(${textOf(r, columns)}) ELSE '' END)`
  for (const ch of SEPARATORS) text = `replace(${text}, '${ch === "'" ? "''" : ch}', ' ')`
  return `SELECT DISTINCT substr(w.value, 1, l.n) AS p
    FROM json_each('["' || replace(${text}, ' ', '","') || '"]') AS w
    CROSS JOIN word_prefix_lengths AS l WHERE l.n <= length(w.value)`
}

/** The same words in JS (the bulk build), or null when the text is not plain. */
export function plainWords(values: readonly (string | null)[]): string[] | null {
  const text = values.map((v) => v ?? '').join(' ')
  if (!/^[\x20-\x7e]*$/.test(text)) return null
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
}

// The IST day number of a row (payin_day_totals' `day`, migration 11), in SQL and in JS alike.
const IST_OFFSET_MS = 19_800_000
const DAY_MS = 86_400_000
export const istDaySql = (r: string) => `((${r}.created_at + ${IST_OFFSET_MS}) / ${DAY_MS})`
export const istDayOf = (createdAt: number) => Math.floor((createdAt + IST_OFFSET_MS) / DAY_MS)
const HAS_PREFIXES = (merchant: string) =>
  `EXISTS (SELECT 1 FROM payin_word_prefixes WHERE merchant_id = ${merchant})`

/** Adds NEW's figures to the totals of each of its frequent prefixes (a trigger statement). */
const addNew = (columns: readonly string[]) => `
    INSERT INTO payin_word_totals (merchant_id, prefix, day, channel, status, n, amount, net)
      SELECT NEW.merchant_id, f.prefix, ${istDaySql('NEW')}, NEW.channel, NEW.status, 1,
        COALESCE(NEW.amount_inr, NEW.amount), NEW.net_amount
      FROM (${prefixesSql('NEW', columns)}) AS c
        CROSS JOIN payin_word_prefixes AS f ON f.merchant_id = NEW.merchant_id AND f.prefix = c.p
      WHERE true -- (an upsert's SELECT needs a WHERE: SQLite would read ON as a join's)
      ON CONFLICT (merchant_id, prefix, day, channel, status) DO UPDATE
        SET n = n + 1, amount = amount + excluded.amount, net = net + excluded.net;`

/** Takes OLD's figures out of its frequent prefixes' totals (only those have rows). */
const removeOld = (columns: readonly string[]) => `
    UPDATE payin_word_totals SET n = n - 1, amount = amount - COALESCE(OLD.amount_inr, OLD.amount),
        net = net - OLD.net_amount
      WHERE merchant_id = OLD.merchant_id AND day = ${istDaySql('OLD')}
        AND channel = OLD.channel AND status = OLD.status AND prefix IN (${prefixesSql('OLD', columns)});`

export const INSERT_TOTALS_TRIGGER = 'payin_word_totals_insert'

/** The insert trigger; the bulk seed drops it while loading and rebuilds the totals after. */
export const wordTotalsInsertTrigger = (columns: readonly string[] = PAYIN_SEARCH.columns) => `
  CREATE TRIGGER ${INSERT_TOTALS_TRIGGER} AFTER INSERT ON payins
    WHEN ${HAS_PREFIXES('NEW.merchant_id')}
  BEGIN ${addNew(columns)}
  END;`

/**
 * The tables and triggers, for `columns` (migration 13 passes the columns it indexed then; a later
 * step that changes them drops and recreates the triggers: wordTotalsTriggers).
 */
export function wordTotalsSchema(columns: readonly string[] = PAYIN_SEARCH.columns): string {
  return `
  CREATE TABLE word_prefix_lengths (n INTEGER PRIMARY KEY);
  WITH RECURSIVE l(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM l WHERE n < ${MAX_PREFIX_LENGTH})
    INSERT INTO word_prefix_lengths (n) SELECT n FROM l;
  CREATE TABLE payin_word_prefixes (
    merchant_id INTEGER NOT NULL,
    prefix TEXT NOT NULL CHECK (length(prefix) BETWEEN 1 AND ${MAX_PREFIX_LENGTH}
      AND prefix NOT GLOB '*[^a-z0-9]*'),
    PRIMARY KEY (merchant_id, prefix)
  ) WITHOUT ROWID;
  CREATE TABLE payin_word_totals (
    merchant_id INTEGER NOT NULL,
    prefix TEXT NOT NULL,
    day INTEGER NOT NULL,
    channel TEXT NOT NULL,
    status TEXT NOT NULL,
    n INTEGER NOT NULL,
    amount INTEGER NOT NULL,
    net INTEGER NOT NULL,
    PRIMARY KEY (merchant_id, prefix, day, channel, status)
  ) WITHOUT ROWID;
  CREATE TABLE payin_non_ascii (
    id INTEGER PRIMARY KEY,
    merchant_id INTEGER NOT NULL
  );
  CREATE INDEX payin_non_ascii_merchant ON payin_non_ascii (merchant_id);
  INSERT INTO payin_non_ascii (id, merchant_id)
    SELECT id, merchant_id FROM payins AS p WHERE NOT ${plainSql('p', columns)};
${wordTotalsTriggers(columns)}`
}

export const WORD_TOTALS_TRIGGERS = [
  'payin_non_ascii_insert',
  'payin_non_ascii_update',
  'payin_non_ascii_delete',
  INSERT_TOTALS_TRIGGER,
  'payin_word_totals_update',
  'payin_word_totals_delete',
] as const

/** The triggers that keep payin_non_ascii and the word totals, for `columns`. */
export function wordTotalsTriggers(columns: readonly string[] = PAYIN_SEARCH.columns): string {
  const figures = ['merchant_id', 'created_at', 'channel', 'status', 'amount', 'amount_inr']
  const watched = [...figures, 'net_amount', ...columns]
  const changed = watched.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ')
  const textChanged = ['merchant_id', ...columns]
  return `
  CREATE TRIGGER payin_non_ascii_insert AFTER INSERT ON payins WHEN NOT ${plainSql('NEW', columns)}
  BEGIN
    INSERT INTO payin_non_ascii (id, merchant_id) VALUES (NEW.id, NEW.merchant_id);
  END;
  CREATE TRIGGER payin_non_ascii_update AFTER UPDATE OF ${textChanged.join(', ')} ON payins
  BEGIN
    DELETE FROM payin_non_ascii WHERE id = OLD.id;
    INSERT INTO payin_non_ascii (id, merchant_id)
      SELECT NEW.id, NEW.merchant_id WHERE NOT ${plainSql('NEW', columns)};
  END;
  CREATE TRIGGER payin_non_ascii_delete AFTER DELETE ON payins
  BEGIN
    DELETE FROM payin_non_ascii WHERE id = OLD.id;
  END;

  ${wordTotalsInsertTrigger(columns)}
  CREATE TRIGGER payin_word_totals_update AFTER UPDATE OF ${watched.join(', ')} ON payins
    WHEN (${changed})
      AND (${HAS_PREFIXES('OLD.merchant_id')} OR ${HAS_PREFIXES('NEW.merchant_id')})
  BEGIN ${removeOld(columns)} ${addNew(columns)}
  END;
  CREATE TRIGGER payin_word_totals_delete AFTER DELETE ON payins
    WHEN ${HAS_PREFIXES('OLD.merchant_id')}
  BEGIN ${removeOld(columns)}
  END;`
}
