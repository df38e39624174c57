import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  advanceSearchHorizons,
  HORIZON_LAG_MS,
  HORIZON_STEP_MS,
  readHorizon,
} from '../../server/db/search-horizons'
import { seedMorePayins } from '../../server/seed/seed'
import { listPayins } from '../../server/domain/payins/payin-list'
import { cachedSearchCounts } from '../../server/domain/search/search-count'
import {
  DAY,
  filters,
  insertRow,
  insertUnseen,
  openFixture,
  TABLES,
  type Fixture,
} from './support/search-count-fixture'

/*
 * The cached part of a search count (server/domain/search/search-count.ts): served while the merchant's
 * history is unchanged, extended as the horizon moves, dropped on any write to history, bounded.
 * The randomized check against a table scan is search-count-model.test.ts.
 */

let f: Fixture
beforeEach(() => {
  f = openFixture()
})
afterEach(() => f.close())

describe('the settled count is cached', () => {
  it('is served from the cache while the generation stands, and recounted once it moves', () => {
    const now = Date.now()
    advanceSearchHorizons(f.db, TABLES, now)
    const m = f.merchants[1] ?? 0
    const ids = [0, 1, 2, 3, 4].map((n) =>
      insertRow(f.db, 'payins', m, 'okapi Stores', now - 2 * DAY - n),
    )
    expect(listPayins(f.db, m, filters('okapi')).totalCount).toBe(5)
    const h = insertUnseen(f, m, 'okapi Stores', now - 2 * DAY - 99)
    expect(listPayins(f.db, m, filters('okapi')).totalCount).toBe(5)
    // A live row is counted at once; the cached history stays.
    insertRow(f.other, 'payins', m, 'okapi Stores', now)
    expect(listPayins(f.db, m, filters('okapi')).totalCount).toBe(6)
    // Any write to history through the triggers bumps the generation: a full, exact recount.
    f.other.prepare("UPDATE payins SET status = 'failed' WHERE transaction_id = ?").run(ids[4])
    expect(readHorizon(f.db, 'payins', m)?.generation).toBeGreaterThan(h.generation)
    expect(listPayins(f.db, m, filters('okapi')).totalCount).toBe(7)
  })

  it('is extended over the rows a moving horizon passes, not recounted', () => {
    const now = Date.now()
    advanceSearchHorizons(f.db, TABLES, now)
    const m = f.merchants[1] ?? 0
    for (let n = 0; n < 3; n++) insertRow(f.db, 'payins', m, 'okapi Stores', now - 2 * DAY - n)
    for (let n = 0; n < 2; n++) insertRow(f.db, 'payins', m, 'okapi Stores', now - 60_000 - n)
    const okapi = () => listPayins(f.db, m, filters('okapi')).totalCount
    expect(okapi()).toBe(5)
    insertUnseen(f, m, 'okapi Stores', now - 2 * DAY - 99)
    expect(okapi()).toBe(5)
    // The horizon passes the two live rows: they are counted into the history, while the cached
    // part is kept (a recount would find the unseen row: 6).
    expect(
      advanceSearchHorizons(f.db, TABLES, now + HORIZON_LAG_MS + HORIZON_STEP_MS),
    ).toBeGreaterThan(0)
    expect(readHorizon(f.db, 'payins', m)?.horizonAt).toBeGreaterThan(now - 60_000)
    expect(okapi()).toBe(5)
    // A live row counts at once; a write to history bumps the generation, and the full recount
    // finds the unseen row too.
    insertRow(f.other, 'payins', m, 'okapi Stores', now + HORIZON_STEP_MS)
    expect(okapi()).toBe(6)
    insertRow(f.other, 'payins', m, 'okapi Stores', now - DAY)
    expect(okapi()).toBe(8)
  })

  it('recounts if a horizon was moved back (a restored backup, a hand edit)', () => {
    const now = Date.now()
    advanceSearchHorizons(f.db, TABLES, now)
    const m = f.merchants[1] ?? 0
    insertRow(f.db, 'payins', m, 'okapi Stores', now - 2 * DAY)
    insertRow(f.db, 'payins', m, 'okapi Stores', now - 60_000)
    const okapi = () => listPayins(f.db, m, filters('okapi')).totalCount
    expect(okapi()).toBe(2)
    advanceSearchHorizons(f.db, TABLES, now + HORIZON_LAG_MS + HORIZON_STEP_MS)
    expect(okapi()).toBe(2) // the cached count now covers the row a minute old
    f.other
      .prepare('UPDATE search_horizons SET horizon_at = ? WHERE entity = ? AND merchant_id = ?')
      .run(now - HORIZON_LAG_MS, 'payins', m)
    expect(okapi()).toBe(2)
  })

  it('a bulk load, which bypasses the triggers, invalidates every count of the table', () => {
    const demo = f.merchants[0] ?? 0
    advanceSearchHorizons(f.db, TABLES, Date.now())
    const before = listPayins(f.db, demo, filters('sharma')).totalCount
    const rows = () =>
      (
        f.db
          .prepare(
            "SELECT COUNT(*) AS n FROM payins WHERE merchant_id = ? AND (customer_name LIKE '%sharma%' OR customer_email LIKE '%sharma%')",
          )
          .get(demo) as { n: number }
      ).n
    expect(before).toBe(rows())
    seedMorePayins(f.other, 400, { seed: 3 })
    expect(rows()).toBeGreaterThan(before)
    expect(listPayins(f.db, demo, filters('sharma')).totalCount).toBe(rows())
  })

  it('holds at most 1,000 counts, dropping the least recently used', () => {
    advanceSearchHorizons(f.db, TABLES, Date.now())
    const m = f.merchants[0] ?? 0
    insertRow(f.db, 'payins', m, 'wombat Works', Date.now() - 3 * DAY)
    const wombat = () => listPayins(f.db, m, filters('wombat')).totalCount
    expect(wombat()).toBe(1)
    // From here a recount would find 2: while it says 1, it is served from the cache.
    insertUnseen(f, m, 'wombat Works', Date.now() - 3 * DAY)
    for (let n = 0; n < 1_100; n++) {
      listPayins(f.db, m, filters(`zz${n}`))
      if (n % 100 === 0) expect(wombat()).toBe(1) // and so kept recently used
    }
    expect(cachedSearchCounts(f.db)).toBe(1_000)
    expect(wombat()).toBe(1)
  })

  it('horizons: one per merchant and table, moved only once they fall behind', () => {
    const now = Date.now()
    expect(advanceSearchHorizons(f.db, TABLES, now)).toBe(f.merchants.length * 2)
    const first = readHorizon(f.db, 'payouts', f.merchants[2] ?? 0)
    expect(first).toEqual({ horizonAt: now - HORIZON_LAG_MS, generation: 1 })
    // Not yet behind by a step: nothing moves.
    expect(advanceSearchHorizons(f.db, TABLES, now + HORIZON_STEP_MS)).toBe(0)
    expect(advanceSearchHorizons(f.db, TABLES, now + HORIZON_STEP_MS + 1)).toBe(
      f.merchants.length * 2,
    )
    expect(readHorizon(f.db, 'payouts', f.merchants[2] ?? 0)).toEqual({
      horizonAt: now + HORIZON_STEP_MS + 1 - HORIZON_LAG_MS,
      generation: 1,
    })
  })

  it('splits exactly at the horizon: a row 1 ms before it is history, a row at it is live', () => {
    const now = Date.now()
    advanceSearchHorizons(f.db, TABLES, now)
    const m = f.merchants[1] ?? 0
    const h = readHorizon(f.db, 'payins', m)
    if (!h) throw new Error('no horizon')
    insertRow(f.db, 'payins', m, 'xerus Mart', h.horizonAt - 1)
    expect(readHorizon(f.db, 'payins', m)?.generation).toBe(h.generation + 1)
    insertRow(f.db, 'payins', m, 'xerus Mart', h.horizonAt)
    expect(readHorizon(f.db, 'payins', m)?.generation).toBe(h.generation + 1)
    const around = { from: h.horizonAt - 1, to: h.horizonAt + 1 }
    expect(listPayins(f.db, m, filters('xerus')).totalCount).toBe(2)
    expect(listPayins(f.db, m, filters('xerus', around)).totalCount).toBe(2)
    expect(listPayins(f.db, m, filters('xerus', { to: h.horizonAt })).totalCount).toBe(1)
    expect(listPayins(f.db, m, filters('xerus', { from: h.horizonAt })).totalCount).toBe(1)
    f.other
      .prepare("DELETE FROM payins WHERE customer_name = 'xerus Mart' AND created_at = ?")
      .run(h.horizonAt - 1)
    expect(listPayins(f.db, m, filters('xerus')).totalCount).toBe(1)
    expect(listPayins(f.db, m, filters('xerus', around)).totalCount).toBe(1)
  })
})
