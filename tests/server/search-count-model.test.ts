import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createRng, type Rng } from '../../server/seed/prng'
import { advanceSearchHorizons, HORIZON_LAG_MS, readHorizon } from '../../server/db/search-horizons'
import type { ListFilters } from '../../server/domain/search/list-query'
import { listPayins } from '../../server/domain/payins/payin-list'
import { listPayouts } from '../../server/domain/payouts/payouts'
import {
  DAY,
  filters,
  insertRow,
  openFixture,
  TABLES,
  type Fixture,
  type Table,
} from './support/search-count-fixture'

/*
 * Search counts split at the merchant's horizon, with the settled part cached
 * (server/domain/search/search-count.ts, server/db/search-horizons.ts), against a model: the count must
 * equal a scan of the table after every kind of write to history or live rows, from either
 * connection, and as horizons move. Targeted cases: search-count.test.ts.
 */

/** Words no seeded row contains, none a prefix of another. */
const WORDS = ['quagga', 'zorilla', 'xerus', 'okapi', 'wombat'] as const
const STATUSES: Record<Table, readonly string[]> = {
  payins: ['pending', 'success', 'failed', 'cancelled'],
  payouts: ['pending', 'queued', 'processing', 'success', 'failed'],
}
const NAME: Record<Table, string> = { payins: 'customer_name', payouts: 'beneficiary_name' }

let f: Fixture
beforeEach(() => {
  f = openFixture()
})
afterEach(() => f.close())

const list = (table: Table, m: number, filters: ListFilters) =>
  table === 'payins' ? listPayins(f.db, m, filters) : listPayouts(f.db, m, filters)

/** The exact answer, from the table itself. */
function expectedCount(table: Table, m: number, word: string, q: ListFilters): number {
  const where = [`merchant_id = ?`, `${NAME[table]} LIKE ?`]
  const params: unknown[] = [m, `%${word}%`]
  const add = (sql: string, value: unknown) => {
    where.push(sql)
    params.push(value)
  }
  if (q.status) add('status = ?', q.status)
  if (q.from !== null) add('created_at >= ?', q.from)
  if (q.to !== null) add('created_at < ?', q.to)
  const sql = `SELECT COUNT(*) AS n FROM ${table} WHERE ${where.join(' AND ')}`
  return (f.db.prepare(sql).get(...params) as { n: number }).n
}

const randomName = (rng: Rng) => `${rng.pick(WORDS)} ${rng.pick(WORDS)} Traders`

describe.each(TABLES)('%s: cached search counts', (table) => {
  it('stay exact through random writes from two connections and moving horizons', () => {
    const rng = createRng(7)
    let now = Date.now()
    advanceSearchHorizons(f.db, TABLES, now)
    const statuses = STATUSES[table]
    /** The fixture's rows, or only those created at or after `since`. */
    const rowIds = (since: number) =>
      (
        f.db
          .prepare(
            `SELECT id FROM ${table} WHERE ${NAME[table]} LIKE '% Traders' AND created_at >= ?`,
          )
          .all(since) as { id: number }[]
      ).map((r) => r.id)
    for (let n = 0; n < 60; n++) {
      const m = rng.pick(f.merchants)
      // Rows in history (days old) and live (minutes old), around the moving horizon.
      insertRow(f.db, table, m, randomName(rng), now - rng.int(0, 3 * DAY))
    }
    let checks = 0
    /** Writes that touched rows before / after their merchant's horizon. */
    const sides = { history: 0, live: 0 }
    const side = (merchant: number, createdAt: number) => {
      const horizon = readHorizon(f.db, table, merchant)?.horizonAt ?? 0
      sides[createdAt < horizon ? 'history' : 'live']++
    }
    for (let step = 0; step < 150; step++) {
      const conn = rng.chance(0.5) ? f.db : f.other
      // Half the writes go to rows younger than any horizon (live), half to any row.
      const live = rowIds(now - HORIZON_LAG_MS)
      const id = rng.pick(live.length > 0 && rng.chance(0.5) ? live : rowIds(0))
      const op = rng.int(0, 6)
      const recent = now - rng.int(0, HORIZON_LAG_MS)
      const at = rng.chance(0.5) ? recent : now - rng.int(0, 3 * DAY)
      const row = f.db
        .prepare(`SELECT merchant_id AS m, created_at AS at FROM ${table} WHERE id = ?`)
        .get(id) as { m: number; at: number }
      if (op >= 1 && op <= 4) side(row.m, row.at)
      if (op === 3) side(row.m, at)
      if (op === 0) {
        const m = rng.pick(f.merchants)
        side(m, at)
        insertRow(conn, table, m, randomName(rng), at)
      }
      if (op === 1)
        conn.prepare(`UPDATE ${table} SET status = ? WHERE id = ?`).run(rng.pick(statuses), id)
      if (op === 2)
        conn.prepare(`UPDATE ${table} SET ${NAME[table]} = ? WHERE id = ?`).run(randomName(rng), id)
      if (op === 3) conn.prepare(`UPDATE ${table} SET created_at = ? WHERE id = ?`).run(at, id)
      if (op === 4) conn.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id)
      if (op === 5) {
        now += rng.int(1, 20) * 60_000
        advanceSearchHorizons(f.db, TABLES, now)
      }
      // op 6: no write; the next counts come from the cache.
      for (const m of f.merchants.slice(0, 2)) {
        for (const word of WORDS.slice(0, 3)) {
          const day = now - rng.int(0, 3) * DAY
          for (const q of [
            filters(word),
            filters(word, { status: rng.pick(statuses) }),
            filters(word, { from: day - DAY, to: day }),
            filters(word, { from: now - HORIZON_LAG_MS * 2, to: null }),
          ]) {
            expect(list(table, m, q).totalCount, `step ${step}, op ${op}, ${word}`).toBe(
              expectedCount(table, m, word, q),
            )
            checks++
          }
        }
      }
    }
    expect(checks).toBe(150 * 2 * 3 * 4)
    // The writes really hit both sides of the horizon, or the test proves little.
    expect(sides.history).toBeGreaterThan(20)
    expect(sides.live).toBeGreaterThan(20)
  })
})
