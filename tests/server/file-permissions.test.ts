import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/connection'
import { startHarness, type Harness } from './support/helpers'

/* The database (with its WAL files), the key file and the uploads are readable by their owner only. */

const mode = (path: string) => statSync(path).mode & 0o777

let h: Harness
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  // A write, so the WAL and shared-memory files exist while the server runs.
  await h.login()
})
afterAll(() => h.stop())

describe('data files are owner-only', () => {
  it('a fresh data dir: sandbox.db, -wal, -shm and secret.key 0600, uploads/ 0700', () => {
    const files = ['sandbox.db', 'sandbox.db-wal', 'sandbox.db-shm', 'secret.key']
    const modes = Object.fromEntries(files.map((f) => [f, mode(join(h.dataDir, f))]))
    expect(modes).toEqual(Object.fromEntries(files.map((f) => [f, 0o600])))
    expect(mode(join(h.dataDir, 'uploads'))).toBe(0o700)
  })

  it('tightens a database file an older version created world-readable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-perm-'))
    try {
      const path = join(dir, 'sandbox.db')
      writeFileSync(path, '')
      chmodSync(path, 0o644)
      const db = openDatabase(dir)
      db.prepare('SELECT 1').get()
      expect(mode(path)).toBe(0o600)
      for (const side of ['sandbox.db-wal', 'sandbox.db-shm']) {
        if (existsSync(join(dir, side))) expect(mode(join(dir, side)), side).toBe(0o600)
      }
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
