import Database from 'better-sqlite3'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection'
import { migrate, SCHEMA_VERSION } from '../../server/db/migrations'

/*
 * Released migration steps never change. A new install runs every step from the first,
 * so comparing a new install with a database upgraded through the same code proves nothing: both
 * would change together. The references here do not come from today's code:
 *
 * - schema-snapshots/vN.sql is the schema of a version-N database, written once when version N was
 *   added (vitest writes a missing snapshot; CI fails on one) and compared ever after, so an edit
 *   to any released step, or to code it calls, turns its version red;
 * - the upgrade test builds its starting database from v1.sql, the oldest released version, not
 *   from migration 1, and upgrades it one release at a time to compare with a new install.
 *
 * When a new step is added, run this file once to write its snapshot and commit it with the step.
 */

const SNAPSHOTS = fileURLToPath(new URL('schema-snapshots', import.meta.url))

function withTempDirs(run: (...dirs: string[]) => void) {
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'sandbox-schema-')))
  try {
    run(...dirs)
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }
}

type MasterRow = { type: string; name: string; tbl_name: string; sql: string | null }

/** Planner statistics (PRAGMA optimize may create them on a database with rows): not schema. */
const isStatistics = (name: string) => name.startsWith('sqlite_stat')

function masterRows(db: Database.Database): MasterRow[] {
  return (
    db
      .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
      .all() as MasterRow[]
  ).filter((r) => !isStatistics(r.name))
}

/**
 * The schema as replayable SQL: tables (virtual ones included), then indexes, then triggers, each
 * with sqlite_master's exact text. Shadow tables of FTS5 indexes and implicit indexes are created
 * by their owners, so they appear only as comments (still pinned, still compared).
 */
function schemaDump(db: Database.Database): string {
  const shadows = new Set(
    (
      db.prepare("SELECT name FROM pragma_table_list WHERE type = 'shadow'").all() as {
        name: string
      }[]
    ).map((r) => r.name),
  )
  const rank = (type: string) => ['table', 'index', 'trigger', 'view'].indexOf(type)
  const rows = masterRows(db).sort((a, b) => rank(a.type) - rank(b.type))
  const version = Number(db.pragma('user_version', { simple: true }))
  const lines = [
    `-- The schema of a version-${version} database (tests/server/migrations-frozen.test.ts).`,
    '-- Released: never edit. A change here means a released migration step changed.',
    `PRAGMA user_version = ${version};`,
  ]
  for (const r of rows) {
    const head = `-- ${r.type} ${r.name} on ${r.tbl_name}`
    if (r.sql === null) lines.push('', `${head} (implicit)`)
    else if (shadows.has(r.name)) lines.push('', `${head} (shadow): ${r.sql.replace(/\s+/g, ' ')}`)
    else lines.push('', head, `${r.sql};`)
  }
  return `${lines.join('\n')}\n`
}

/** Everything compared between two databases; SQL text is whitespace-normalized. */
function schemaFacts(db: Database.Database) {
  const master = masterRows(db).map((r) => ({
    ...r,
    sql: r.sql === null ? null : r.sql.replace(/\s+/g, ' ').trim(),
  }))
  const tables = master.filter((r) => r.type === 'table').map((r) => r.name)
  const indexes = master.filter((r) => r.type === 'index').map((r) => r.name)
  return {
    userVersion: db.pragma('user_version', { simple: true }),
    master,
    tableInfo: Object.fromEntries(tables.map((t) => [t, db.pragma(`table_xinfo("${t}")`)])),
    // index_list's order (seq) is creation order, which says nothing about the schema.
    indexList: Object.fromEntries(
      tables.map((t) => [
        t,
        (db.pragma(`index_list("${t}")`) as { name: string; seq: number }[])
          .map(({ seq: _seq, ...index }) => index)
          .sort((x, y) => x.name.localeCompare(y.name)),
      ]),
    ),
    indexInfo: Object.fromEntries(indexes.map((i) => [i, db.pragma(`index_xinfo("${i}")`)])),
  }
}

describe('released migration steps', () => {
  it('give every released version the schema pinned for it', async () => {
    const dumps: string[] = []
    withTempDirs((dir) => {
      const db = new Database(join(dir, 'sandbox.db'))
      for (let version = 1; version <= SCHEMA_VERSION; version++) {
        migrate(db, version)
        dumps.push(schemaDump(db))
      }
      db.close()
    })
    for (const [i, dump] of dumps.entries()) {
      await expect.soft(dump).toMatchFileSnapshot(join(SNAPSHOTS, `v${i + 1}.sql`))
    }
  })

  it('upgrade a database of the oldest released version, one release at a time, to a new install', () => {
    withTempDirs((freshDir, oldDir) => {
      const path = join(oldDir, 'sandbox.db')
      const old = new Database(path)
      old.exec(readFileSync(join(SNAPSHOTS, 'v1.sql'), 'utf8'))
      expect(old.pragma('user_version', { simple: true })).toBe(1)
      // Rows for the steps that rebuild or convert data (3 and 4 key every row, 7 converts USD).
      old.exec(`
        INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa,
          created_at, updated_at)
        VALUES (1, 'm', 'm@example.in', 'M', 'M Shop', 'x', 'm@sandbox', 0, 0);
        INSERT INTO payins (merchant_id, transaction_id, order_id, amount, fee, net_amount, currency,
          status, customer_name, customer_email, expires_at, created_at, updated_at)
        VALUES (1, 'TXN1', 'ORD1', 100, 2, 98, 'INR', 'success', 'Old Sharma', 'o@example.in', 0,
            1763000000000, 0),
          (1, 'TXN2', 'ORD2', 5, 0, 0, 'USD', 'pending', 'Old Verma', 'v@example.in', 0,
            1763000000000, 0);
        INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode,
          status, approval_status, beneficiary_name, created_at, updated_at)
        VALUES (1, 'POUT1', 'R1', 100, 0, 100, 'IMPS', 'success', 'auto_approved', 'Vendor',
          1763000000000, 0);
      `)
      old.close()
      // Each release opened the file and applied its own step.
      for (let version = 2; version <= SCHEMA_VERSION; version++) {
        const db = new Database(path)
        migrate(db, version)
        expect(db.pragma('user_version', { simple: true })).toBe(version)
        db.close()
      }
      const upgraded = openDatabase(oldDir)
      const fresh = openDatabase(freshDir)
      try {
        expect(schemaFacts(upgraded)).toEqual(schemaFacts(fresh))
        expect(schemaFacts(fresh).userVersion).toBe(SCHEMA_VERSION)
        expect(upgraded.prepare('SELECT COUNT(*) AS n FROM payins_search_keys').get()).toEqual({
          n: 2,
        })
      } finally {
        upgraded.close()
        fresh.close()
      }
    })
  })
})
