import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection'
import { migrate, SCHEMA_VERSION } from '../../server/db/migrations'
import { advanceSearchHorizons, readHorizon } from '../../server/db/search-horizons'
import { listPayins } from '../../server/domain/payins/payin-list'
import { listPayouts } from '../../server/domain/payouts/payouts'

/* Databases written by earlier versions get the search index (migration 3) and its horizons (5). */

function withTempDir(run: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrate-'))
  try {
    run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('migration 3 on a database that predates the keyed index', () => {
  it('keys and indexes existing rows so search is exact', () => {
    withTempDir((dir) => {
      const old = new Database(join(dir, 'sandbox.db'))
      migrate(old, 2)
      expect(old.pragma('user_version', { simple: true })).toBe(2)
      old
        .prepare(
          `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
           VALUES (1, 'm', 'm@example.in', 'M', 'M', 'x', 'm@sandbox', 0, 0), (2, 'n', 'n@example.in', 'N', 'N', 'x', 'n@sandbox', 0, 0)`,
        )
        .run()
      const insert = old.prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name, customer_email, expires_at, created_at, updated_at)
         VALUES (?, ?, 'ORD', 100, ?, ?, 'e@example.in', 0, ?, 0)`,
      )
      const t = Date.UTC(2026, 0, 10)
      ;[5, 0, 5, 9, 0, 5, 1].forEach((offset, n) =>
        insert.run(
          n === 3 ? 2 : 1,
          `TXNM${n}`,
          n % 2 ? 'failed' : 'success',
          'Old Sharma',
          t + offset,
        ),
      )
      old
        .prepare(
          `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode, status, approval_status, beneficiary_name, created_at, updated_at)
           VALUES (1, 'POUTM1', 'R1', 100, 0, 100, 'UPI', 'success', 'auto_approved', 'Old Vendor', ?, 0)`,
        )
        .run(t)
      old.close()

      const db = openDatabase(dir)
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
      const filters = { page: 1, limit: 20, from: null, to: null, search: 'sharma' }
      const page = listPayins(db, 1, filters)
      const want = db
        .prepare(
          'SELECT transaction_id FROM payins WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC',
        )
        .all() as { transaction_id: string }[]
      expect(page.rows.map((r) => r.transaction_id)).toEqual(want.map((r) => r.transaction_id))
      expect(page.totalCount).toBe(6)
      expect(listPayins(db, 1, { ...filters, status: 'failed' }).totalCount).toBe(2)
      expect(listPayins(db, 2, filters).rows.map((r) => r.transaction_id)).toEqual(['TXNM3'])
      expect(listPayouts(db, 1, { ...filters, search: 'vendor' }).totalCount).toBe(1)
      // The old index and covering indexes are gone; new rows are keyed by the trigger.
      const names = (db.prepare('SELECT name FROM sqlite_master').all() as { name: string }[]).map(
        (r) => r.name,
      )
      expect(names).not.toContain('payins_search')
      expect(names).not.toContain('payins_search_cover')
      db.prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name, customer_email, expires_at, created_at, updated_at)
         VALUES (1, 'TXNNEW', 'ORD', 100, 'success', 'New Sharma', 'e@example.in', 0, ?, 0)`,
      ).run(t + 5)
      const after = listPayins(db, 1, filters).rows.map((r) => r.transaction_id)
      expect(after).toEqual(
        ['TXNNEW', ...want.map((r) => r.transaction_id)].sort((x, y) => {
          const at = (id: string) =>
            db.prepare('SELECT created_at, id FROM payins WHERE transaction_id = ?').get(id) as {
              created_at: number
              id: number
            }
          const [a, b] = [at(x), at(y)]
          return b.created_at - a.created_at || b.id - a.id
        }),
      )
      db.close()
    })
  })
})

describe('migration 5 on a database whose search triggers predate the horizons', () => {
  it('replaces the triggers, so writes to history invalidate cached counts', () => {
    withTempDir((dir) => {
      const old = new Database(join(dir, 'sandbox.db'))
      migrate(old, 4)
      // Today's migration 4 already writes the new triggers: put back the version-4 ones (the same
      // without the horizon statements) and drop the table, as a database from before looks.
      const triggers = old
        .prepare(
          "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_fts_%'",
        )
        .all() as { name: string; sql: string }[]
      expect(triggers).toHaveLength(6)
      for (const t of triggers) {
        const before = t.sql.replace(/UPDATE search_horizons[^;]*;/g, '')
        expect(before).not.toBe(t.sql)
        old.exec(`DROP TRIGGER ${t.name}; ${before}`)
      }
      old.exec('DROP TABLE search_horizons')
      old
        .prepare(
          `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
           VALUES (1, 'm', 'm@example.in', 'M', 'M', 'x', 'm@sandbox', 0, 0)`,
        )
        .run()
      old.close()

      const db = openDatabase(dir)
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
      const now = Date.now()
      advanceSearchHorizons(db, ['payins', 'payouts'], now)
      const insert = db.prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name, customer_email, expires_at, created_at, updated_at)
         VALUES (1, ?, 'ORD', 100, 'success', 'Old Sharma', 'e@example.in', 0, ?, 0)`,
      )
      insert.run('TXNA', now - 86_400_000)
      const filters = { page: 1, limit: 20, from: null, to: null, search: 'sharma' }
      expect(listPayins(db, 1, filters).totalCount).toBe(1)
      const generation = readHorizon(db, 'payins', 1)?.generation ?? 0
      insert.run('TXNB', now - 2 * 86_400_000)
      expect(readHorizon(db, 'payins', 1)?.generation).toBe(generation + 1)
      expect(listPayins(db, 1, filters).totalCount).toBe(2)
      db.close()
    })
  })
})

describe('migration 18 on a database whose index predates notes, counters and cashiers', () => {
  it('re-indexes every payin with them, each in its place; the new triggers index later writes', () => {
    withTempDir((dir) => {
      const old = new Database(join(dir, 'sandbox.db'))
      migrate(old, 17)
      old
        .prepare(
          `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
           VALUES (1, 'm', 'm@example.in', 'M', 'M', 'x', 'm@sandbox', 0, 0)`,
        )
        .run()
      const insert = old.prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name,
           customer_email, description, counter_name, cashier_name, channel, expires_at, created_at,
           updated_at)
         VALUES (1, ?, 'ORD', 100, 'success', '', '', ?, ?, ?, 'counter', 0, ?, 0)`,
      )
      const t = Date.UTC(2026, 11, 1)
      insert.run('TXNS1', 'Two samosas', 'Front desk', 'Asha', t)
      insert.run('TXNS2', null, 'Back till', 'Ravi', t + 1)
      insert.run('TXNS3', 'Masala dosa for Asha', 'Front desk', 'Ravi', t + 2)
      // Before: none of those words are in the index.
      const search = (db: Database.Database, word: string) =>
        listPayins(db, 1, { page: 1, limit: 20, from: null, to: null, search: word }).rows.map(
          (r) => r.transaction_id,
        )
      expect(search(old, 'samosas')).toEqual([])
      old.close()

      const db = openDatabase(dir)
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
      expect(search(db, 'samosas')).toEqual(['TXNS1'])
      expect(search(db, 'front')).toEqual(['TXNS3', 'TXNS1'])
      expect(search(db, 'asha')).toEqual(['TXNS3', 'TXNS1'])
      expect(search(db, 'ravi')).toEqual(['TXNS3', 'TXNS2'])
      expect(search(db, 'txns')).toEqual(['TXNS3', 'TXNS2', 'TXNS1'])
      // New and changed rows are indexed by the new triggers.
      db.prepare(
        "UPDATE payins SET description = 'Filter coffee' WHERE transaction_id = 'TXNS2'",
      ).run()
      expect(search(db, 'coffee')).toEqual(['TXNS2'])
      expect(search(db, 'ravi')).toEqual(['TXNS3', 'TXNS2'])
      db.close()
    })
  })
})
