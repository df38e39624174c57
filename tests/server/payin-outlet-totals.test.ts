import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type Database from 'better-sqlite3'
import { createRng, type Rng } from '../../server/seed/prng'
import { listPayins, listPayinTotals } from '../../server/domain/payins/payin-list'
import type { OutletScope } from '../../server/domain/outlets/outlet-scope'
import { payinSummary } from '../../server/domain/reports/summaries'
import { istDate, istDayStart } from '../../server/domain/core/time'
import { DAY, openFixture, type Fixture } from './support/search-count-fixture'

/*
 * The per-outlet day totals (migration 28, decision 081) against a scan of the table: after
 * inserts, status, channel, amount, created_at and outlet changes and deletes, from either
 * connection, an outlet-filtered list's count, its total line and the summary equal the rows, for
 * one outlet, two, and the payins of no outlet.
 */

const STATUSES = ['pending', 'success', 'failed', 'cancelled'] as const
const CHANNELS = ['link', 'counter', 'qr'] as const

let f: Fixture
beforeEach(() => {
  f = openFixture()
})
afterEach(() => f.close())

let serial = 0

function insert(conn: Database.Database, rng: Rng, m: number, outlet: string | null, at: number) {
  const n = ++serial
  const amount = rng.int(100, 500_000)
  conn
    .prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name,
         customer_email, channel, expires_at, created_at, updated_at, outlet_id, outlet_name)
       VALUES (?, ?, ?, ?, 'pending', 'Outlet Model', 'm@example.in', ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      m,
      `TXNOM${n}`,
      `ORDOM${n}`,
      amount,
      rng.pick(CHANNELS),
      at + 180_000,
      at,
      at,
      outlet,
      outlet,
    )
}

type Q = { from: number | null; to: number | null; status?: string; channel?: string }

function scan(m: number, outlets: OutletScope, q: Q) {
  const where = ['merchant_id = ?']
  const params: unknown[] = [m]
  if (outlets.kind === 'none') where.push('outlet_id IS NULL')
  else {
    where.push(`outlet_id IN (${outlets.outletIds.map(() => '?').join(', ')})`)
    params.push(...outlets.outletIds)
  }
  const add = (sql: string, value: unknown) => {
    where.push(sql)
    params.push(value)
  }
  if (q.status) add('status = ?', q.status)
  if (q.channel) add('channel = ?', q.channel)
  if (q.from !== null) add('created_at >= ?', q.from)
  if (q.to !== null) add('created_at < ?', q.to)
  const rows = f.db
    .prepare(
      `SELECT status, COALESCE(amount_inr, amount) AS inr, net_amount FROM payins
       WHERE ${where.join(' AND ')}`,
    )
    .all(...params) as { status: string; inr: number; net_amount: number }[]
  const ok = rows.filter((r) => r.status === 'success')
  return {
    count: rows.length,
    successCount: ok.length,
    successAmount: ok.reduce((sum, r) => sum + r.inr, 0),
    successNet: ok.reduce((sum, r) => sum + r.net_amount, 0),
  }
}

describe('payin totals by outlet', () => {
  it('equal a scan of the payins through every kind of write', () => {
    const rng = createRng(28)
    const m = f.merchants[0] ?? 1
    const made = Date.now() - 10 * DAY
    const outletIds = ['OUTMODELA000000001', 'OUTMODELB000000002']
    for (const [i, id] of outletIds.entries())
      f.db
        .prepare(
          `INSERT INTO outlets (outlet_id, merchant_id, name, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(id, m, `Model ${i}`, made, made)
    const pickOutlet = () => rng.pick([...outletIds, null])
    const now = Date.now()
    for (let n = 0; n < 60; n++) insert(f.db, rng, m, pickOutlet(), now - rng.int(0, 3 * DAY))
    const ids = () =>
      (
        f.db
          .prepare("SELECT id FROM payins WHERE merchant_id = ? AND customer_name = 'Outlet Model'")
          .all(m) as { id: number }[]
      ).map((r) => r.id)
    const scopes: OutletScope[] = [
      { kind: 'outlets', ids: [0], outletIds: [outletIds[0] ?? ''] },
      { kind: 'outlets', ids: [0, 1], outletIds },
      { kind: 'none' },
    ]
    let checks = 0
    for (let step = 0; step < 80; step++) {
      const conn = rng.chance(0.5) ? f.db : f.other
      const id = rng.pick(ids())
      const amount = rng.int(100, 500_000)
      const op = rng.int(0, 6)
      if (op === 0) insert(conn, rng, m, pickOutlet(), now - rng.int(0, 3 * DAY))
      if (op === 1) {
        const status = rng.pick(STATUSES)
        const net = status === 'success' ? amount - 20 : 0
        conn
          .prepare('UPDATE payins SET status = ?, amount = ?, net_amount = ? WHERE id = ?')
          .run(status, amount, net, id)
      }
      if (op === 2)
        conn.prepare('UPDATE payins SET channel = ? WHERE id = ?').run(rng.pick(CHANNELS), id)
      if (op === 3)
        conn
          .prepare('UPDATE payins SET created_at = ? WHERE id = ?')
          .run(now - rng.int(0, 3 * DAY), id)
      if (op === 4)
        conn.prepare('UPDATE payins SET outlet_id = ? WHERE id = ?').run(pickOutlet(), id)
      if (op === 5) conn.prepare('DELETE FROM payins WHERE id = ?').run(id)
      if (op === 6)
        conn
          .prepare("UPDATE payins SET amount_inr = ?, currency = 'USD', fx_rate = 83 WHERE id = ?")
          .run(amount * 83, id)
      const day = istDayStart(istDate(now - rng.int(0, 3) * DAY)) ?? 0
      for (const outlets of scopes) {
        for (const q of [
          { from: null, to: null },
          { from: null, to: null, status: rng.pick(STATUSES) },
          { from: day, to: day + DAY, channel: rng.pick(CHANNELS) },
          { from: day - DAY, to: null, status: 'success', channel: rng.pick(CHANNELS) },
        ]) {
          const label = `step ${step}, op ${op}, ${JSON.stringify({ outlets, q })}`
          const expected = scan(m, outlets, q)
          expect(listPayinTotals(f.db, m, q, undefined, outlets), label).toEqual(expected)
          const page = listPayins(f.db, m, { ...q, page: 1, limit: 5 }, undefined, outlets)
          expect(page.totalCount, label).toBe(expected.count)
          checks++
        }
        const all = scan(m, outlets, { from: null, to: null })
        const summary = payinSummary(f.db, m, { from: null, to: null }, outlets)
        expect(summary.total_transactions).toBe(all.count)
        expect(Math.round(summary.total_amount * 100)).toBe(all.successAmount)
      }
    }
    expect(checks).toBe(80 * 3 * 4)
  })
})
