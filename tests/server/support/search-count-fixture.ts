import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '../../../server/db/connection'
import { readHorizon } from '../../../server/db/search-horizons'
import { seedDatabase } from '../../../server/seed/seed'
import { loadOrCreateKey } from '../../../server/domain/merchants/api-keys'
import type { ListFilters } from '../../../server/domain/search/list-query'

/* Shared by the search count tests: a seeded temp database and a second connection to it. */

export const TABLES = ['payins', 'payouts'] as const
export type Table = (typeof TABLES)[number]
export const DAY = 86_400_000

export type Fixture = {
  db: Db
  /** A second connection to the same file: what the CLI, or any other process, writes through. */
  other: Database.Database
  merchants: number[]
  close(): void
}

export function openFixture(): Fixture {
  const dir = mkdtempSync(join(tmpdir(), 'search-count-'))
  const db = openDatabase(dir)
  seedDatabase(db, loadOrCreateKey(dir), { demoPayins: 300 })
  const other = new Database(join(dir, 'sandbox.db'))
  other.pragma('busy_timeout = 5000')
  const merchants = (
    db.prepare('SELECT id FROM merchants ORDER BY id').all() as { id: number }[]
  ).map((r) => r.id)
  return {
    db,
    other,
    merchants,
    close() {
      other.close()
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

let serial = 0

/** Inserts a pending row named `name`; returns its transaction_id or payout_id. */
export function insertRow(
  conn: Database.Database,
  table: Table,
  m: number,
  name: string,
  at: number,
): string {
  const n = ++serial
  if (table === 'payins') {
    conn
      .prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name,
           customer_email, expires_at, created_at, updated_at)
         VALUES (?, ?, ?, 100, 'pending', ?, 'm@example.in', ?, ?, ?)`,
      )
      .run(m, `TXNSC${n}`, `ORDSC${n}`, name, at, at, at)
    return `TXNSC${n}`
  }
  conn
    .prepare(
      `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode,
         status, approval_status, beneficiary_name, beneficiary_account, created_at, updated_at)
       VALUES (?, ?, ?, 100, 0, 100, 'IMPS', 'pending', 'auto_approved', ?, '1234', ?, ?)`,
    )
    .run(m, `POUTSC${n}`, `REFSC${n}`, name, at, at)
  return `POUTSC${n}`
}

export const filters = (search: string, extra: Partial<ListFilters> = {}): ListFilters => ({
  page: 1,
  limit: 5,
  from: null,
  to: null,
  search,
  ...extra,
})

/**
 * Inserts a history payin the triggers do not see: the horizon is moved out of the way and then
 * put back as it was, generation included. Only a cached count can miss such a row, so a test
 * that still sees the old count proves the count was cached.
 */
export function insertUnseen(f: Fixture, m: number, name: string, at: number) {
  const h = readHorizon(f.db, 'payins', m)
  if (!h) throw new Error('no horizon')
  f.other.prepare("UPDATE search_horizons SET horizon_at = 0 WHERE entity = 'payins'").run()
  insertRow(f.other, 'payins', m, name, at)
  f.other
    .prepare(
      "UPDATE search_horizons SET horizon_at = ?, generation = ? WHERE entity = 'payins' AND merchant_id = ?",
    )
    .run(h.horizonAt, h.generation, m)
  return h
}
