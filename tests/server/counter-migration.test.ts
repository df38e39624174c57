import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection'
import { migrate, SCHEMA_VERSION } from '../../server/db/migrations'
import { listPayins } from '../../server/domain/payins/payin-list'

/* Migration 6 (decision 024): counter channel, late payments, category code, on a version-5 file. */

function withTempDir(run: (dir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrate-'))
  try {
    run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const INSERT_PAYIN = `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status,
  customer_name, customer_email, expires_at, created_at, updated_at)
  VALUES (1, ?, 'ORD', 100, ?, ?, ?, 0, ?, 0)`

describe('migration 6 on a version-5 database', () => {
  it('keeps every row, defaults the new columns and serves the counter query from its index', () => {
    withTempDir((dir) => {
      const old = new Database(join(dir, 'sandbox.db'))
      migrate(old, 5)
      expect(old.pragma('user_version', { simple: true })).toBe(5)
      old
        .prepare(
          `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
           VALUES (1, 'm', 'm@example.in', 'M', 'M Shop', 'x', 'm@sandbox', 0, 0)`,
        )
        .run()
      const t = Date.UTC(2026, 10, 20)
      const insert = old.prepare(INSERT_PAYIN)
      insert.run('TXNOLD1', 'success', 'Old Sharma', 'old@example.in', t)
      insert.run('TXNOLD2', 'cancelled', 'Old Verma', 'verma@example.in', t + 1)
      old.close()

      const db = openDatabase(dir)
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION)
      expect(db.prepare('SELECT merchant_category_code FROM merchants').get()).toEqual({
        merchant_category_code: null,
      })
      expect(
        db.prepare('SELECT transaction_id, channel, paid_late FROM payins ORDER BY id').all(),
      ).toEqual([
        { transaction_id: 'TXNOLD1', channel: 'link', paid_late: 0 },
        { transaction_id: 'TXNOLD2', channel: 'link', paid_late: 0 },
      ])
      const filters = { page: 1, limit: 20, from: null, to: null }
      expect(listPayins(db, 1, { ...filters, search: 'sharma' }).totalCount).toBe(1)

      // New constraints hold.
      expect(() =>
        db.prepare("UPDATE payins SET channel = 'shop' WHERE transaction_id = 'TXNOLD1'").run(),
      ).toThrow(/CHECK/)
      expect(() =>
        db.prepare("UPDATE merchants SET merchant_category_code = '54a1'").run(),
      ).toThrow(/CHECK/)
      db.prepare("UPDATE merchants SET merchant_category_code = '5411'").run()

      // A counter payin without a customer ('' name and email) is keyed and found by id; its
      // cancelled → success change moves the list counts and the status in the search key.
      db.prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name,
           customer_email, channel, expires_at, created_at, updated_at)
         VALUES (1, 'TXNCTR1', 'ORDC', 500, 'cancelled', '', '', 'counter', 0, ?, 0)`,
      ).run(t + 2)
      expect(listPayins(db, 1, { ...filters, search: 'TXNCTR1' }).totalCount).toBe(1)
      db.prepare(
        "UPDATE payins SET status = 'success', paid_late = 1 WHERE transaction_id = 'TXNCTR1'",
      ).run()
      const bySearch = (status: string) =>
        listPayins(db, 1, { ...filters, search: 'TXNCTR1', status }).totalCount
      expect([bySearch('success'), bySearch('cancelled')]).toEqual([1, 0])
      expect(listPayins(db, 1, { ...filters, status: 'success' }).totalCount).toBe(2)
      expect(listPayins(db, 1, { ...filters, status: 'cancelled' }).totalCount).toBe(1)

      const plan = db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT * FROM payins WHERE merchant_id = ? AND channel = 'counter'
             AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC LIMIT 5`,
        )
        .all(1, t, t + 86_400_000) as { detail: string }[]
      expect(plan.map((row) => row.detail).join('\n')).toMatch(/USING INDEX payins_counter_created/)
      db.close()
    })
  })
})
