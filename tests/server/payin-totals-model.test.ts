import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type Database from 'better-sqlite3'
import { createRng, type Rng } from '../../server/seed/prng'
import { advanceSearchHorizons, HORIZON_LAG_MS, readHorizon } from '../../server/db/search-horizons'
import type { ListFilters } from '../../server/domain/search/list-query'
import { listPayins, listPayinTotals } from '../../server/domain/payins/payin-list'
import type { PayinTotals } from '../../server/domain/payins/payin-totals'
import { payinSummary } from '../../server/domain/reports/summaries'
import { istDate, istDayStart } from '../../server/domain/core/time'
import { DAY, openFixture, TABLES, type Fixture } from './support/search-count-fixture'

/*
 * The payments list's totals and channel filter against a model: after every kind of payin write
 * (insert, status with fee and net, channel, amount, INR figure, created_at, delete), from either
 * connection, on both sides of the search horizon, the per-day totals (migration 11) and the cached
 * search totals (server/domain/payins/search-totals.ts) must equal a scan of the table, and so must the
 * list's count and page with a channel filter.
 */

const WORDS = ['quagga', 'zorilla', 'xerus'] as const
const STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const
const CHANNELS = ['link', 'counter'] as const

let f: Fixture
beforeEach(() => {
  f = openFixture()
})
afterEach(() => f.close())

let serial = 0

function insert(conn: Database.Database, rng: Rng, m: number, at: number): void {
  const n = ++serial
  const usd = rng.chance(0.2)
  const amount = rng.int(100, 500_000)
  conn
    .prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, currency, amount_inr,
         fx_rate, status, customer_name, customer_email, channel, expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, 'm@example.in', ?, ?, ?, ?)`,
    )
    .run(
      m,
      `TXNTM${n}`,
      `ORDTM${n}`,
      amount,
      usd ? 'USD' : 'INR',
      usd ? amount * 83 : null,
      usd ? 83 : null,
      `${rng.pick(WORDS)} ${rng.pick(WORDS)} Traders`,
      rng.pick(CHANNELS),
      at + 180_000,
      at,
      at,
    )
}

/** The exact answer, from the table itself. */
function scan(m: number, q: Omit<ListFilters, 'page' | 'limit'>): PayinTotals & { ids: string[] } {
  const where = ['merchant_id = ?']
  const params: unknown[] = [m]
  const add = (sql: string, value: unknown) => {
    where.push(sql)
    params.push(value)
  }
  if (q.search) add('customer_name LIKE ?', `%${q.search}%`)
  if (q.status) add('status = ?', q.status)
  if (q.channel) add('channel = ?', q.channel)
  if (q.from !== null) add('created_at >= ?', q.from)
  if (q.to !== null) add('created_at < ?', q.to)
  const rows = f.db
    .prepare(
      `SELECT transaction_id, status, COALESCE(amount_inr, amount) AS inr, net_amount FROM payins
       WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC`,
    )
    .all(...params) as { transaction_id: string; status: string; inr: number; net_amount: number }[]
  const ok = rows.filter((r) => r.status === 'success')
  return {
    count: rows.length,
    successCount: ok.length,
    successAmount: ok.reduce((sum, r) => sum + r.inr, 0),
    successNet: ok.reduce((sum, r) => sum + r.net_amount, 0),
    ids: rows.map((r) => r.transaction_id),
  }
}

describe('payin totals and the channel filter', () => {
  it('stay exact through random writes from two connections and moving horizons', () => {
    const rng = createRng(11)
    let now = Date.now()
    advanceSearchHorizons(f.db, TABLES, now)
    /** The model's rows, or only those created at or after `since`. */
    const ids = (since: number) =>
      (
        f.db
          .prepare("SELECT id FROM payins WHERE customer_name LIKE '% Traders' AND created_at >= ?")
          .all(since) as { id: number }[]
      ).map((r) => r.id)
    for (let n = 0; n < 80; n++) {
      insert(f.db, rng, rng.pick(f.merchants), now - rng.int(0, 3 * DAY))
    }
    let checks = 0
    const sides = { history: 0, live: 0 }
    for (let step = 0; step < 120; step++) {
      const conn = rng.chance(0.5) ? f.db : f.other
      // Half the writes go to rows younger than any horizon (live), half to any row.
      const live = ids(now - HORIZON_LAG_MS)
      const id = rng.pick(live.length > 0 && rng.chance(0.5) ? live : ids(0))
      const row = f.db
        .prepare('SELECT merchant_id AS m, created_at AS at, amount FROM payins WHERE id = ?')
        .get(id) as { m: number; at: number; amount: number }
      const horizon = readHorizon(f.db, 'payins', row.m)?.horizonAt ?? 0
      const op = rng.int(0, 7)
      if (op >= 1 && op <= 6) sides[row.at < horizon ? 'history' : 'live']++
      const at = rng.chance(0.5) ? now - rng.int(0, HORIZON_LAG_MS) : now - rng.int(0, 3 * DAY)
      if (op === 0) insert(conn, rng, rng.pick(f.merchants), at)
      if (op === 1) {
        const status = rng.pick(STATUSES)
        const fee = status === 'success' ? Math.round(row.amount * 0.02) : 0
        const net = status === 'success' ? row.amount - fee : 0
        conn
          .prepare('UPDATE payins SET status = ?, fee = ?, net_amount = ? WHERE id = ?')
          .run(status, fee, net, id)
      }
      if (op === 2)
        conn.prepare('UPDATE payins SET channel = ? WHERE id = ?').run(rng.pick(CHANNELS), id)
      if (op === 3) conn.prepare('UPDATE payins SET created_at = ? WHERE id = ?').run(at, id)
      if (op === 4) conn.prepare('DELETE FROM payins WHERE id = ?').run(id)
      if (op === 5) {
        conn.prepare('UPDATE payins SET net_amount = net_amount + 7 WHERE id = ?').run(id)
      }
      if (op === 6) {
        conn
          .prepare("UPDATE payins SET amount_inr = ?, currency = 'USD', fx_rate = 83 WHERE id = ?")
          .run(row.amount * 83, id)
      }
      if (op === 7) {
        now += rng.int(1, 20) * 60_000
        advanceSearchHorizons(f.db, TABLES, now)
      }
      const m = rng.pick(f.merchants.slice(0, 2))
      const dayStart = istDayStart(istDate(now - rng.int(0, 3) * DAY)) ?? 0
      const word = rng.pick(WORDS)
      const channel = rng.pick(CHANNELS)
      for (const q of [
        { from: null, to: null },
        { from: null, to: null, channel },
        { from: dayStart, to: dayStart + DAY, status: rng.pick(STATUSES) },
        { from: dayStart - DAY, to: null, channel },
        { from: null, to: null, search: word },
        { from: null, to: null, search: word, channel },
        { from: null, to: null, search: word, status: 'success', channel },
        { from: dayStart - DAY, to: dayStart + DAY, search: word, channel },
        { from: null, to: null, search: word, status: rng.pick(STATUSES) },
      ]) {
        const expected = scan(m, q)
        const label = `step ${step}, op ${op}, ${JSON.stringify(q)}`
        const { ids: expectedIds, ...totals } = expected
        expect(listPayinTotals(f.db, m, q), label).toEqual(totals)
        if (q.channel) {
          const page = listPayins(f.db, m, { ...q, page: 1, limit: 5 })
          expect(page.totalCount, label).toBe(expected.count)
          expect(
            page.rows.map((r) => r.transaction_id),
            label,
          ).toEqual(expectedIds.slice(0, 5))
        }
        checks++
      }
      // The dashboard's lifetime figures come from the same day rows.
      const all = scan(m, { from: null, to: null })
      const summary = payinSummary(f.db, m, { from: null, to: null })
      expect(summary.total_transactions).toBe(all.count)
      expect(summary.successful_transactions).toBe(all.successCount)
      expect(Math.round(summary.total_amount * 100)).toBe(all.successAmount)
      expect(Math.round(summary.total_net_amount * 100)).toBe(all.successNet)
    }
    expect(checks).toBe(120 * 9)
    expect(sides.history).toBeGreaterThan(15)
    expect(sides.live).toBeGreaterThan(15)
  })
})
