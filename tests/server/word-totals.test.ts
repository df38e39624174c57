import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/connection'
import { keyRange } from '../../server/db/search-key'
import { WORD_TOTALS_MIN_MATCHES } from '../../server/db/word-totals'
import { buildWordTotals } from '../../server/db/word-totals-build'
import { loadOrCreateKey } from '../../server/domain/merchants/api-keys'
import { ftsMatch } from '../../server/domain/search/list-query'
import { listPayinTotals } from '../../server/domain/payins/payin-list'
import { wordQuery, wordTotals } from '../../server/domain/payins/word-totals'
import { searchPayinTotals } from '../../server/domain/payins/search-totals'
import { seedDatabase } from '../../server/seed/seed'

/*
 * Where word totals come from (decision 061): the bulk seed finds a broad merchant's frequent
 * prefixes and sums them; a search that finds a word broad gives it totals for next time; a
 * narrow word never gets any. The model test (word-totals-model.test.ts) holds them exact after.
 */

let dir: string
let db: Db
let demo: number
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'word-totals-'))
  db = openDatabase(dir)
  seedDatabase(db, loadOrCreateKey(dir), { demoPayins: WORD_TOTALS_MIN_MATCHES + 600 })
  demo = db.prepare("SELECT id FROM merchants WHERE username = 'demo'").pluck().get() as number
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const prefixes = (m: number) =>
  db
    .prepare('SELECT prefix FROM payin_word_prefixes WHERE merchant_id = ? ORDER BY prefix')
    .pluck()
    .all(m) as string[]

/** The same totals read from the search index, match by match. */
function fromIndex(word: string, channel: string | null = null) {
  const [lo, hi] = keyRange(demo, null, null)
  const match = ftsMatch(word) ?? ''
  return searchPayinTotals(db, demo, { match, lo, hi, code: null, word: null }, channel)
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve))

describe('word totals', () => {
  it('are found and summed by the bulk seed for a merchant with enough payins', () => {
    // Every seeded payin's transaction id starts TXN and its order id ORD.
    expect(prefixes(demo)).toEqual(expect.arrayContaining(['t', 'tx', 'txn', 'o', 'or', 'ord']))
    // The other merchants have a few dozen payins each: no totals, nothing to keep.
    const others = db.prepare('SELECT id FROM merchants WHERE id <> ?').pluck().all(demo)
    for (const m of others as number[]) expect(prefixes(m)).toEqual([])
    for (const word of ['txn', 'TXN', 'ord']) {
      const totals = listPayinTotals(db, demo, { from: null, to: null, search: word })
      expect(totals.count).toBe(WORD_TOTALS_MIN_MATCHES + 600)
      expect(totals).toEqual(fromIndex(word))
    }
    expect(
      listPayinTotals(db, demo, { from: null, to: null, search: 'txn', channel: 'link' }),
    ).toEqual(fromIndex('txn', 'link'))
  })

  it('are given to a word a search finds broad, and only then', async () => {
    db.prepare("DELETE FROM payin_word_prefixes WHERE merchant_id = ? AND prefix = 'txn'").run(demo)
    db.prepare("DELETE FROM payin_word_totals WHERE merchant_id = ? AND prefix = 'txn'").run(demo)
    const first = listPayinTotals(db, demo, { from: null, to: null, search: 'txn' })
    expect(prefixes(demo)).not.toContain('txn')
    await nextTick()
    expect(prefixes(demo)).toContain('txn')
    expect(listPayinTotals(db, demo, { from: null, to: null, search: 'txn' })).toEqual(first)

    // A narrow word (a surname with its email's number, as in sharma42@…) stays on the index's
    // path.
    const email = db
      .prepare('SELECT customer_email FROM payins WHERE merchant_id = ? LIMIT 1')
      .pluck()
      .get(demo) as string
    const narrow = email.split(/[.@]/)[1] ?? ''
    const count = listPayinTotals(db, demo, { from: null, to: null, search: narrow }).count
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThan(WORD_TOTALS_MIN_MATCHES)
    await nextTick()
    expect(prefixes(demo)).not.toContain(narrow)
  })

  it("split and fold plain text exactly as the index's tokenizer does, every printable character", () => {
    const m = db
      .prepare("SELECT id FROM merchants WHERE username = 'norates'")
      .pluck()
      .get() as number
    const at = Date.now() - 3_600_000
    const insert = db.prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name,
         customer_email, expires_at, created_at, updated_at)
       VALUES (?, ?, ?, 100, 'pending', ?, '', ?, ?, ?)`,
    )
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
    // Every text once before the totals are built (summed by the build's JS), once after
    // (summed by the triggers' SQL).
    printable.forEach((c, i) => insert.run(m, `TKA${i}`, `OKA${i}`, `Ab${c}Cd`, at, at + i, at + i))
    db.transaction(() => buildWordTotals(db, m, 1))()
    printable.forEach((c, i) => insert.run(m, `TKB${i}`, `OKB${i}`, `Ab${c}Cd`, at, at + i, at + i))
    const [lo, hi] = keyRange(m, null, null)
    const asked = ['a', 'ab', 'c', 'cd', ...printable.map((c) => `ab${c.toLowerCase()}`)]
    let checked = 0
    for (const prefix of asked) {
      const w = wordQuery(prefix, null, null)
      if (!w || w.prefix !== prefix) continue // not one word of letters and digits
      const index = searchPayinTotals(
        db,
        m,
        { match: `"${prefix}"*`, lo, hi, code: null, word: null },
        null,
      )
      expect(wordTotals(db, m, w, null, null), prefix).toEqual(index)
      checked++
    }
    // a, ab, c, cd, and ab followed by each of the 36 letters and digits (upper case folded).
    expect(checked).toBe(4 + 26 + 10 + 26)
  })
})
