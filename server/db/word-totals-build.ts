import type Database from 'better-sqlite3'
import { keyRange, PAYIN_SEARCH } from './search-key'
import { stmt } from './statements'
import {
  istDayOf,
  istDaySql,
  MAX_PREFIX_LENGTH,
  plainWords,
  textOf,
  WORD_TOTALS_MIN_MATCHES,
} from './word-totals'

/*
 * Which word prefixes get totals, and their first figures (server/db/word-totals.ts keeps them
 * exact afterwards). Two ways in:
 *
 * - buildWordTotals, after a bulk load (the seed): reads the merchant's payins, finds every prefix
 *   matching at least WORD_TOTALS_MIN_MATCHES of its plain payins, and sums them, in a few passes
 *   over the rows (~2 s a pass at a million payins) instead of one index walk per prefix;
 * - promoteWordPrefix, when a search's count shows a word is broad (server/domain/payins/word-totals.ts):
 *   sums that one prefix's matches from the search index, as the search itself just did.
 *
 * Both run inside one write transaction with the reads they sum, so no payin written meanwhile is
 * counted twice or missed: the triggers carry every later write.
 */

// The searched text in one column, as the triggers read it (textOf): the words are the same.
const TEXT = textOf('payins')

type Row = [
  text: string,
  createdAt: number,
  channel: string,
  status: string,
  amount: number,
  amountInr: number | null,
  net: number,
]

/** A prefix in a trie of the merchant's words: its children by character (a–z, 0–9). */
type Node = {
  prefix: string
  children: (Node | undefined)[]
  /** Plain payins counted so far whose words start with the prefix. */
  count: number
  /** The last row counted, so a row with the prefix in two words counts once. */
  lastRow: number
  /** The same while summing. */
  lastSummed: number
  /** While summing: [n, amount, net] per channel × status of the day numbered `day`. */
  sums: Float64Array | null
  day: number
}

const node = (prefix: string): Node => ({
  prefix,
  children: new Array<Node | undefined>(36),
  count: 0,
  lastRow: -1,
  lastSummed: -1,
  sums: null,
  day: -1,
})
/** Plain words hold a–z and 0–9 only (plainWords). */
const slotOf = (code: number) => (code < 58 ? code - 48 : code - 87)

/** Prefix lengths counted per pass: a pass holds at most (frontier × 36³) counters. */
const STEP = 3

function rowsOf(db: Database.Database, merchantId: number): Iterable<Row> {
  return db
    .prepare(
      `SELECT ${TEXT}, created_at, channel, status, amount, amount_inr, net_amount
       FROM payins WHERE merchant_id = ? ORDER BY created_at`,
    )
    .raw()
    .iterate(merchantId) as Iterable<Row>
}

const wordsOf = (row: Row) => plainWords([row[0]])

/**
 * The prefixes matching at least `min` of the merchant's plain payins, as a trie. A prefix matches
 * no more rows than its parent, so each pass counts STEP more characters only under the previous
 * pass's frequent prefixes of full length, and prunes what stayed below `min`.
 */
function frequentTrie(db: Database.Database, merchantId: number, min: number): Node {
  const root = node('')
  let frontier = 1
  for (let depth = 0; frontier > 0 && depth < MAX_PREFIX_LENGTH; depth += STEP) {
    const top = Math.min(depth + STEP, MAX_PREFIX_LENGTH)
    let rowIndex = 0
    for (const row of rowsOf(db, merchantId)) {
      rowIndex++
      for (const word of wordsOf(row) ?? []) {
        let at: Node | undefined = root
        for (let i = 0; at && i < Math.min(word.length, top); i++) {
          const slot = slotOf(word.charCodeAt(i))
          let next: Node | undefined = at.children[slot]
          if (!next && i >= depth) next = at.children[slot] = node(word.slice(0, i + 1))
          if (next && i >= depth && next.lastRow !== rowIndex) {
            next.lastRow = rowIndex
            next.count++
          }
          at = next
        }
      }
    }
    frontier = prune(root, 0, depth, top, min)
  }
  return root
}

/** Drops the nodes below `min` at depths (depth, top]; returns how many stay at depth `top`. */
function prune(at: Node, level: number, depth: number, top: number, min: number): number {
  let kept = 0
  at.children.forEach((child, slot) => {
    if (!child) return
    if (level + 1 > depth && child.count < min) at.children[slot] = undefined
    else if (level + 1 === top) kept++
    else kept += prune(child, level + 1, depth, top, min)
  })
  return kept
}

/**
 * Recomputes a merchant's word totals from its rows: the frequent prefixes found now, summed per
 * IST day, channel and status. Call inside a write transaction (the seed's, or `.immediate()`).
 */
export function buildWordTotals(
  db: Database.Database,
  merchantId: number,
  min = WORD_TOTALS_MIN_MATCHES,
): number {
  stmt(db, 'DELETE FROM payin_word_totals WHERE merchant_id = ?').run(merchantId)
  stmt(db, 'DELETE FROM payin_word_prefixes WHERE merchant_id = ?').run(merchantId)
  const payins = stmt(
    db,
    'SELECT COALESCE(SUM(n), 0) FROM payin_day_totals WHERE merchant_id = ?',
  ).pluck()
  if ((payins.get(merchantId) as number) < min) return 0
  const root = frequentTrie(db, merchantId, min)
  const addPrefix = stmt(db, 'INSERT INTO payin_word_prefixes (merchant_id, prefix) VALUES (?, ?)')
  let prefixes = 0
  const list = (at: Node) =>
    at.children.forEach((child) => {
      if (!child) return
      addPrefix.run(merchantId, child.prefix)
      prefixes++
      list(child)
    })
  list(root)
  if (prefixes === 0) return 0

  // Rows come in created_at order, so each IST day's sums are complete when the next day starts.
  const addTotals = stmt(
    db,
    `INSERT INTO payin_word_totals (merchant_id, prefix, day, channel, status, n, amount, net)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  // better-sqlite3 writes nothing while a statement iterates: the rows wait here (~230,000 at a
  // million payins).
  const out: (string | number)[][] = []
  const buckets: string[][] = []
  const bucketOf = new Map<string, number>()
  let touched: Node[] = []
  let day = -1
  const flush = () => {
    for (const at of touched) {
      const sums = at.sums as Float64Array
      buckets.forEach(([channel, status], b) => {
        if (sums[b * 3] === 0) return
        out.push([at.prefix, day, channel ?? '', status ?? '', ...sums.subarray(b * 3, b * 3 + 3)])
      })
      sums.fill(0)
    }
    touched = []
  }
  let rowIndex = 0
  for (const row of rowsOf(db, merchantId)) {
    rowIndex++
    const words = wordsOf(row)
    if (!words) continue
    const rowDay = istDayOf(row[1])
    if (rowDay !== day) {
      flush()
      day = rowDay
    }
    const bucketKey = `${row[2]}\t${row[3]}`
    let b = bucketOf.get(bucketKey)
    if (b === undefined) {
      // The payins table's CHECKs allow 3 channels × 4 statuses.
      if (buckets.length === 12) throw new Error(`payins: unexpected channel/status ${bucketKey}`)
      b = buckets.push([row[2], row[3]]) - 1
      bucketOf.set(bucketKey, b)
    }
    const amount = row[5] ?? row[4]
    for (const word of words) {
      let at: Node | undefined = root
      for (let i = 0; i < Math.min(word.length, MAX_PREFIX_LENGTH); i++) {
        at = at.children[slotOf(word.charCodeAt(i))]
        if (!at) break
        if (at.lastSummed === rowIndex) continue
        at.lastSummed = rowIndex
        at.sums ??= new Float64Array(24)
        if (at.day !== day) {
          at.day = day
          touched.push(at)
        }
        at.sums[b * 3] = (at.sums[b * 3] ?? 0) + 1
        at.sums[b * 3 + 1] = (at.sums[b * 3 + 1] ?? 0) + amount
        at.sums[b * 3 + 2] = (at.sums[b * 3 + 2] ?? 0) + row[6]
      }
    }
  }
  flush()
  for (const values of out) addTotals.run(merchantId, ...values)
  return prefixes
}

/**
 * Gives one prefix totals from the search index (its plain matches; the others stay in
 * payin_non_ascii). False when it already has them. `prefix` is lower-case letters and digits.
 */
export function promoteWordPrefix(
  db: Database.Database,
  merchantId: number,
  prefix: string,
): boolean {
  const S = PAYIN_SEARCH
  const [lo, hi] = keyRange(merchantId, null, null)
  return db
    .transaction(() => {
      const added = stmt(
        db,
        'INSERT INTO payin_word_prefixes (merchant_id, prefix) VALUES (?, ?) ON CONFLICT DO NOTHING',
      ).run(merchantId, prefix)
      if (added.changes === 0) return false
      stmt(
        db,
        `INSERT INTO payin_word_totals (merchant_id, prefix, day, channel, status, n, amount, net)
       SELECT ?, ?, ${istDaySql('p')}, p.channel, p.status, COUNT(*),
         SUM(COALESCE(p.amount_inr, p.amount)), SUM(p.net_amount)
       FROM ${S.fts} AS f CROSS JOIN ${S.keys} AS k ON k.key = f.rowid
         CROSS JOIN ${S.table} AS p ON p.id = k.id
       WHERE f.${S.fts} MATCH ? AND f.rowid >= ? AND f.rowid < ?
         AND NOT EXISTS (SELECT 1 FROM payin_non_ascii AS a WHERE a.id = p.id)
       GROUP BY 3, 4, 5`,
      ).run(merchantId, prefix, `"${prefix}"*`, lo, hi)
      return true
    })
    .immediate()
}
