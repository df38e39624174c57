import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer, type StartOptions } from '../../../server/start'

/* Shared harness: a real sandbox on a random port with a temp DATA_DIR, driven over HTTP. */

export const DEMO_PASSWORD = 'Demo@1234'

export type Harness = {
  server: RunningServer
  url: string
  dataDir: string
  /** Independent read/write connection to the same SQLite file, for expectations and setup. */
  sql: Database.Database
  api(path: string, init?: ApiInit): Promise<ApiResult>
  login(identifier?: string, password?: string): Promise<string>
  restart(options?: Partial<StartOptions>): Promise<void>
  stop(): Promise<void>
}

export type ApiInit = {
  method?: string
  token?: string | null
  apiKey?: { key: string; secret: string }
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
}

export type ApiResult = {
  status: number
  headers: Headers
  text: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
  body: any
}

/**
 * The seeded merchants' approval tiers (decision 076): 'none' (the harness's default) sends every
 * payout and refund at once, as before approvals existed, so tests of money and lifecycles keep
 * their meaning; 'default' leaves the gateway's default tiers (the approvals tests).
 */
export type HarnessOptions = { approvalTiers?: 'none' | 'default' }

const NO_APPROVALS = JSON.stringify([{ up_to: null, approvers: 0, senior: false }])

export async function startHarness(
  options: Partial<StartOptions> = {},
  harnessOptions: HarnessOptions = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'))
  const base = { port: 0, dataDir, quiet: true, distDir: join(dataDir, 'no-dist'), ...options }
  let server = await startServer(base)
  const sql = new Database(join(dataDir, 'sandbox.db'))
  sql.pragma('busy_timeout = 5000')
  if ((harnessOptions.approvalTiers ?? 'none') === 'none') {
    sql
      .prepare(
        `INSERT OR IGNORE INTO approval_rules (merchant_id, kind, tiers_json, updated_by_name, updated_at)
         SELECT id, kind, ?, 'Test harness', ? FROM merchants, (SELECT 'payout' AS kind UNION ALL SELECT 'refund')`,
      )
      .run(NO_APPROVALS, Date.now())
  }

  const api = async (path: string, init: ApiInit = {}): Promise<ApiResult> => {
    const headers: Record<string, string> = { ...init.headers }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    if (init.apiKey) {
      headers['x-api-key'] = init.apiKey.key
      headers['x-api-secret'] = init.apiKey.secret
    }
    let body = init.body
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.json)
    }
    const res = await fetch(`${server.url}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    })
    const text = await res.text()
    let parsed: unknown = undefined
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: res.status, headers: res.headers, text, body: parsed }
  }

  const harness: Harness = {
    server,
    get url() {
      return server.url
    },
    dataDir,
    sql,
    api,
    async login(identifier = 'demo', password = DEMO_PASSWORD) {
      const res = await api('/api/v1/merchant/auth/login', { json: { identifier, password } })
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
      return res.body.data.token as string
    },
    async restart(more = {}) {
      await server.close()
      server = await startServer({ ...base, ...more, port: 0 })
      harness.server = server
    },
    async stop() {
      sql.close()
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return harness
}

export function merchantId(sql: Database.Database, username: string): number {
  const row = sql.prepare('SELECT id FROM merchants WHERE username = ?').get(username) as
    { id: number } | undefined
  if (!row) throw new Error(`no merchant ${username}`)
  return row.id
}

/** YYYY-MM-DD of an instant in IST, computed independently of the server's helpers. */
export function istDay(ms: number): string {
  return new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10)
}

type TypeName = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object'

function typeOf(value: unknown): TypeName | 'undefined' {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as TypeName
}

/**
 * Asserts each listed field exists with one of the given types, e.g. { utr: 'string|null' }.
 * Returns the list of problems so a test can show them all at once.
 */
export function shapeProblems(value: unknown, shape: Record<string, string>, where = ''): string[] {
  if (typeOf(value) !== 'object') return [`${where || 'value'} is ${typeOf(value)}, not an object`]
  const record = value as Record<string, unknown>
  const problems: string[] = []
  for (const [key, types] of Object.entries(shape)) {
    const actual = key in record ? typeOf(record[key]) : 'missing'
    if (!types.split('|').includes(actual))
      problems.push(`${where}${key}: ${actual}, want ${types}`)
  }
  return problems
}

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/**
 * Replays the ledger with independent SQL: per merchant and bucket, each row's balance_before must
 * equal the previous row's balance_after (0 for the first), no balance is negative, and the last
 * balance_after equals the wallet row. Returns the problems found.
 */
export function ledgerProblems(sql: Database.Database): string[] {
  const rows = sql
    .prepare(
      'SELECT id, merchant_id, bucket, transaction_type, amount, balance_before, balance_after FROM wallet_transactions ORDER BY id',
    )
    .all() as {
    id: number
    merchant_id: number
    bucket: string
    transaction_type: string
    amount: number
    balance_before: number
    balance_after: number
  }[]
  const last = new Map<string, number>()
  const problems: string[] = []
  for (const row of rows) {
    const key = `${row.merchant_id}:${row.bucket}`
    const previous = last.get(key) ?? 0
    if (row.balance_before !== previous)
      problems.push(`row ${row.id}: before ${row.balance_before} ≠ previous after ${previous}`)
    const sign = row.transaction_type === 'credit' ? 1 : -1
    if (row.balance_after !== row.balance_before + sign * row.amount)
      problems.push(`row ${row.id}: arithmetic`)
    if (row.balance_after < 0) problems.push(`row ${row.id}: negative balance`)
    last.set(key, row.balance_after)
  }
  const wallets = sql.prepare('SELECT * FROM wallets').all() as {
    merchant_id: number
    available: number
    pending: number
    processing: number
  }[]
  for (const w of wallets) {
    for (const bucket of ['available', 'pending', 'processing'] as const) {
      const expected = last.get(`${w.merchant_id}:${bucket}`) ?? 0
      if (w[bucket] !== expected)
        problems.push(`wallet ${w.merchant_id} ${bucket} ${w[bucket]} ≠ ledger ${expected}`)
    }
  }
  return problems
}

export async function waitFor<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (ok(value)) return value
    if (Date.now() > deadline)
      throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function apiKeyOf(
  h: Harness,
  token: string,
): Promise<{ key: string; secret: string }> {
  const res = await h.api('/api/v1/merchant/api-keys', { token })
  return { key: res.body.data.api_key, secret: res.body.data.api_secret }
}

export function adminPost(h: Harness, path: string, json?: unknown) {
  return h.api(`/sandbox/admin/${path}`, {
    method: 'POST',
    headers: { 'x-admin-token': h.server.adminToken },
    json,
  })
}
