import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
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
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(dbPath(dataDir))
  db.pragma('journal_mode = WAL')
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
