import Database from 'better-sqlite3'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import { migrate } from './migrations'

export type Db = Database.Database

export const DB_FILE_NAME = 'sandbox.db'

export function dbPath(dataDir: string): string {
  return join(dataDir, DB_FILE_NAME)
}

/**
 * Opens (creating if needed) the sandbox database under dataDir and brings its schema up to date.
 * WAL lets the CLI and tests read or write while a server holds the file; busy_timeout makes a
 * concurrent writer wait for the lock instead of failing with SQLITE_BUSY.
 */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const path = dbPath(dataDir)
  // Owner-only from the first byte: create the file 0600 before SQLite opens it (SQLite gives its
  // -wal and -shm files the main file's mode), and tighten a file an older version left 0644.
  closeSync(openSync(path, 'a', 0o600))
  chmodSync(path, 0o600)
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  for (const side of [`${path}-wal`, `${path}-shm`]) if (existsSync(side)) chmodSync(side, 0o600)
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  db.pragma('cache_size = -32000')
  migrate(db)
  // Refresh planner statistics where tables changed a lot (cheap when nothing did); without them
  // SQLite may pick the (merchant, created_at) index for a status + date filter.
  db.pragma('analysis_limit = 1000')
  db.pragma('optimize = 0x10002')
  return db
}
