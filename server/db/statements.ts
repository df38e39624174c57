import type Database from 'better-sqlite3'

const caches = new WeakMap<Database.Database, Map<string, Database.Statement>>()

/**
 * A prepared statement cached per connection: preparing costs more than running a point query,
 * and list pages or bulk seeding run the same SQL many times.
 */
export function stmt(db: Database.Database, sql: string): Database.Statement {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  let prepared = cache.get(sql)
  if (!prepared) {
    prepared = db.prepare(sql)
    cache.set(sql, prepared)
  }
  return prepared
}
