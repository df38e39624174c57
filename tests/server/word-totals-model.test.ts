import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type Database from 'better-sqlite3'
import { createRng, type Rng } from '../../server/seed/prng'
import { PAYIN_SEARCH } from '../../server/db/search-key'
import { buildWordTotals, promoteWordPrefix } from '../../server/db/word-totals-build'
import { listPayins, listPayinTotals } from '../../server/domain/payins/payin-list'
import type { PayinTotals } from '../../server/domain/payins/payin-totals'
import { wordQuery, wordTotals } from '../../server/domain/payins/word-totals'
import { istDate, istDayStart } from '../../server/domain/core/time'
import { DAY, openFixture, type Fixture } from './support/search-count-fixture'

/*
 * Word totals (server/db/word-totals.ts) against the search index itself: after every kind of
 * payin write (insert, status with fee and net, channel, amount, INR figure, created_at, each
 * searched text column, delete), from either connection, a one-word search's totals read from
 * payin_word_totals must equal the sums of the payins the FTS5 index matches for that word, one
 * row at a time. The texts mix plain ASCII with punctuation, case and digits, and text the
 * triggers must not tokenize (accents, Devanagari, a tab, an emoji), so a tokenizer that split or
 * folded differently from unicode61 would show as a wrong total.
 */

const STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const
const CHANNELS = ['link', 'counter'] as const
// Plain words and separators, and texts that are not plain ASCII.
const WORDS = ['quagga', 'Quokka', 'QUAIL', 'zorilla', 'zo', 'x1', 'x12', 'Xerus9'] as const
const GLUE = [' ', '.', '@', '-', '_', "'", '"', '\\', '/', '+', '#', '', '(', ')'] as const
const OTHER = ['José', 'Ñandú', 'शर्मा', 'quagga\tzorilla', 'quokka🙂', 'ﬁne'] as const
/** Prefixes searched: given totals, not given (the index path), and never present. */
const ASKED = ['q', 'qu', 'qua', 'quagga', 'quo', 'z', 'zo', 'zor', 'x', 'x1', 'x12', 'xe', 'fi']

let f: Fixture
beforeEach(() => {
  f = openFixture()
})
afterEach(() => f.close())

let serial = 0

function text(rng: Rng): string {
  if (rng.chance(0.15)) return rng.pick(OTHER)
  const parts = Array.from({ length: rng.int(1, 3) }, () => rng.pick(WORDS))
  return parts.map((p, i) => (i === 0 ? p : `${rng.pick(GLUE)}${p}`)).join('')
}

function insert(conn: Database.Database, rng: Rng, m: number, at: number): void {
  const n = ++serial
  const amount = rng.int(100, 500_000)
  const usd = rng.chance(0.2)
  conn
    .prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, currency, amount_inr,
         fx_rate, status, customer_name, customer_email, utr, channel, expires_at, created_at,
         updated_at, description, counter_name, cashier_name)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m,
      `TXNWT${n}`,
      `ORDWT${n}-${text(rng)}`,
      amount,
      usd ? 'USD' : 'INR',
      usd ? amount * 83 : null,
      usd ? 83 : null,
      text(rng),
      `${text(rng)}@example.in`,
      rng.chance(0.3) ? text(rng) : null,
      rng.pick(CHANNELS),
      at + 180_000,
      at,
      at,
      // A sale's note and its counter and cashier are searched too (migration 18).
      rng.chance(0.4) ? text(rng) : null,
      rng.chance(0.3) ? text(rng) : null,
      rng.chance(0.3) ? text(rng) : null,
    )
}

type Query = {
  prefix: string
  from: number | null
  to: number | null
  status?: string
  channel?: string
}

/** The exact answer: every payin the search index matches for the word, summed from its row. */
function fromIndex(m: number, q: Query): PayinTotals {
  const S = PAYIN_SEARCH
  const where = ['p.merchant_id = ?']
  const params: unknown[] = [m]
  const add = (sql: string, value: unknown) => {
    where.push(sql)
    params.push(value)
  }
  if (q.status) add('p.status = ?', q.status)
  if (q.channel) add('p.channel = ?', q.channel)
  if (q.from !== null) add('p.created_at >= ?', q.from)
  if (q.to !== null) add('p.created_at < ?', q.to)
  const rows = f.db
    .prepare(
      `SELECT p.status, COALESCE(p.amount_inr, p.amount) AS inr, p.net_amount AS net
       FROM payins AS p JOIN ${S.keys} AS k ON k.id = p.id
       WHERE ${where.join(' AND ')}
         AND EXISTS (SELECT 1 FROM ${S.fts} AS f WHERE f.${S.fts} MATCH ? AND f.rowid = k.key)`,
    )
    .all(...params, `"${q.prefix}"*`) as { status: string; inr: number; net: number }[]
  const ok = rows.filter((r) => r.status === 'success')
  return {
    count: rows.length,
    successCount: ok.length,
    successAmount: ok.reduce((sum, r) => sum + r.inr, 0),
    successNet: ok.reduce((sum, r) => sum + r.net, 0),
  }
}

describe('word totals', () => {
  it('equal the search index matches through random writes from two connections', () => {
    const rng = createRng(61)
    const now = Date.now()
    const [m1 = 1, m2 = 2] = f.merchants
    for (let n = 0; n < 120; n++) insert(f.db, rng, rng.pick([m1, m2]), now - rng.int(0, 4 * DAY))
    // A low threshold, so the model's words get totals; 'x' and 'fi' join later by promotion.
    f.db.transaction(() => [m1, m2].forEach((m) => buildWordTotals(f.db, m, 4)))()
    const given = f.db.prepare('SELECT COUNT(*) FROM payin_word_prefixes').pluck().get() as number
    expect(given).toBeGreaterThan(10)
    let viaTotals = 0
    for (let step = 0; step < 150; step++) {
      const conn = rng.chance(0.5) ? f.db : f.other
      const ids = f.db.prepare("SELECT id FROM payins WHERE transaction_id LIKE 'TXNWT%'").pluck()
      const id = rng.pick(ids.all() as number[])
      const amount = f.db
        .prepare('SELECT amount FROM payins WHERE id = ?')
        .pluck()
        .get(id) as number
      const op = rng.int(0, 9)
      if (op === 0) insert(conn, rng, rng.pick([m1, m2]), now - rng.int(0, 4 * DAY))
      if (op === 1) {
        const status = rng.pick(STATUSES)
        const fee = status === 'success' ? Math.round(amount * 0.02) : 0
        conn
          .prepare('UPDATE payins SET status = ?, fee = ?, net_amount = ? WHERE id = ?')
          .run(status, fee, status === 'success' ? amount - fee : 0, id)
      }
      if (op === 2)
        conn.prepare('UPDATE payins SET channel = ? WHERE id = ?').run(rng.pick(CHANNELS), id)
      if (op === 3) {
        const at = now - rng.int(0, 4 * DAY)
        conn.prepare('UPDATE payins SET created_at = ? WHERE id = ?').run(at, id)
      }
      if (op === 4) conn.prepare('DELETE FROM payins WHERE id = ?').run(id)
      if (op === 5)
        conn.prepare('UPDATE payins SET net_amount = net_amount + 7 WHERE id = ?').run(id)
      if (op === 6)
        conn
          .prepare("UPDATE payins SET amount_inr = ?, currency = 'USD', fx_rate = 83 WHERE id = ?")
          .run(amount * 83, id)
      if (op === 7) {
        const column = rng.pick([
          'customer_name',
          'customer_email',
          'utr',
          'order_id',
          'description',
          'counter_name',
          'cashier_name',
        ])
        conn.prepare(`UPDATE payins SET ${column} = ? WHERE id = ?`).run(text(rng), id)
      }
      if (op === 8)
        conn
          .prepare("UPDATE payins SET status = 'success', utr = ? WHERE id = ?")
          .run(text(rng), id)
      if (op === 9 && step % 30 === 9)
        promoteWordPrefix(f.db, rng.pick([m1, m2]), rng.pick(['x', 'fi']))

      const m = rng.pick([m1, m2])
      const dayStart = istDayStart(istDate(now - rng.int(0, 3) * DAY)) ?? 0
      const prefix = rng.pick(ASKED)
      for (const q of [
        { prefix, from: null, to: null },
        { prefix, from: null, to: null, channel: rng.pick(CHANNELS) },
        { prefix, from: null, to: null, status: rng.pick(STATUSES) },
        { prefix, from: dayStart, to: dayStart + DAY, status: 'success', channel: 'link' },
        { prefix, from: dayStart - DAY, to: null },
      ] as Query[]) {
        const label = `step ${step}, op ${op}, ${JSON.stringify(q)}`
        const expected = fromIndex(m, q)
        const w = wordQuery(q.prefix, q.from, q.to)
        const totals = w && wordTotals(f.db, m, w, q.status ?? null, q.channel ?? null)
        if (totals) {
          viaTotals++
          expect(totals, label).toEqual(expected)
        }
        // The list's total line and count agree, whichever path they take.
        const filters = { from: q.from, to: q.to, status: q.status, channel: q.channel }
        expect(listPayinTotals(f.db, m, { ...filters, search: q.prefix }), label).toEqual(expected)
        const page = listPayins(f.db, m, { ...filters, search: q.prefix, page: 1, limit: 5 })
        expect(page.totalCount, label).toBe(expected.count)
      }
    }
    // Most checks went through the totals, not the index's fallback.
    expect(viaTotals).toBeGreaterThan(400)
  })

  it('has no totals for a merchant below the threshold, and the index path answers', () => {
    const [m1 = 1] = f.merchants
    f.db.transaction(() => buildWordTotals(f.db, m1))()
    const n = f.db.prepare('SELECT COUNT(*) FROM payin_word_prefixes').pluck().get()
    expect(n).toBe(0)
    const w = wordQuery('txn', null, null)
    expect(w && wordTotals(f.db, m1, w, null, null)).toBeNull()
  })
})
