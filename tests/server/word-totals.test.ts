import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/connection'
import { keyRange } from '../../server/db/search-key'
import { WORD_TOTALS_MIN_MATCHES } from '../../server/db/word-totals'
import { loadOrCreateKey } from '../../server/domain/api-keys'
import { ftsMatch } from '../../server/domain/list-query'
import { listPayinTotals } from '../../server/domain/payin-list'
import { searchPayinTotals } from '../../server/domain/search-totals'
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
})
