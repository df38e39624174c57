import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer, type StartOptions } from '../../server/start'

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

export async function startHarness(options: Partial<StartOptions> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'))
  const base = { port: 0, dataDir, quiet: true, distDir: join(dataDir, 'no-dist'), ...options }
  let server = await startServer(base)
  const sql = new Database(join(dataDir, 'sandbox.db'))
  sql.pragma('busy_timeout = 5000')

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
