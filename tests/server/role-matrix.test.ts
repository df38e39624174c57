import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../server/domain/merchants/passwords'
import { ROLE_LABELS, ROLES, type Role } from '../../server/domain/team/users'
import { COUNTER_ONLY, SCOPES, SPEAKER_ONLY } from '../../server/http/auth'
import { ACTIONS } from '../../server/http/permissions'
import { pair, pairedCounter, pairingCode } from './support/counter-helpers'
import { apiKeyOf, merchantId, startHarness, type Harness } from './support/helpers'

/*
 * The one matrix (decision 072), read from docs/product.md §6 and checked against the running
 * app: every /api/v1 route declares an action (read from Hono's route table), and each role,
 * no credential, another business's Owner, an API key and a counter device in each mode (a
 * Till, a Speaker: decision 078) get what the table and the action's scope say. The table in the doc and ACTIONS in the code must be the same.
 */

const PRODUCT_MD = new URL('../../docs/product.md', import.meta.url)
const PASSWORD = 'Matrix-Tamarind-93'
const STEP_UP = 'step_up_required'

/** The §6 table: action → the roles with a ✓. */
function docMatrix(): Map<string, Set<Role>> {
  const text = readFileSync(PRODUCT_MD, 'utf8')
  const section = text.slice(
    text.indexOf('## 6. Roles and permissions'),
    text.indexOf('## 7. The calls the product makes'),
  )
  const lines = section.split('\n').filter((line) => line.startsWith('|'))
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim())
  const header = cells(lines[0] ?? '')
  const columns = ROLES.map((role) => header.indexOf(ROLE_LABELS[role]))
  const matrix = new Map<string, Set<Role>>()
  for (const line of lines.slice(2)) {
    const row = cells(line)
    const action = /^`([a-z.-]+)`$/.exec(row[0] ?? '')?.[1]
    if (!action) throw new Error(`product.md §6: a row without an action: ${line}`)
    const roles = ROLES.filter((_, i) => {
      const mark = row[columns[i] ?? -1]
      if (mark !== '✓' && mark !== '—') throw new Error(`product.md §6 ${action}: '${mark}'`)
      return mark === '✓'
    })
    matrix.set(action, new Set(roles))
  }
  return matrix
}

type Route = { method: string; path: string; key: string; action?: string; scope?: string | null }
type Answer = { status: number; message: string | undefined; code: string | undefined }

let h: Harness
let routes: Route[]
const matrix = docMatrix()
const people = new Map<Role, string>()
let otherOwner: string
let apiKey: { key: string; secret: string }
let device: string
let speaker: string

/** A person of demo's team with this role, written straight to the database, then signed in. */
async function personWith(role: Role): Promise<string> {
  const now = Date.now()
  const email = `matrix-${role}@example.com`
  h.sql
    .prepare(
      `INSERT INTO users (merchant_id, email, name, role, status, password_hash, invited_by,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, 'active', ?, 1, ?, ?)`,
    )
    .run(merchantId(h.sql, 'demo'), email, `Matrix ${role}`, role, hashPassword(PASSWORD), now, now)
  return h.login(email, PASSWORD)
}

beforeAll(async () => {
  h = await startHarness()
  const owner = await h.login()
  apiKey = await apiKeyOf(h, owner)
  const till = await pairedCounter(h, owner, 'Matrix till')
  device = till.device
  speaker = await pair(h, await pairingCode(h, owner, till.counterId, 'speaker'))
  for (const role of ROLES) people.set(role, await personWith(role))
  otherOwner = await h.login('norates')
  routes = h.server
    .routes()
    .filter((r) => r.path.startsWith('/api/v1/'))
    .map((r) => ({ ...r, key: `${r.method} ${r.path}` }))
    // Logging out ends the caller's token: last.
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')))
}, 60_000)
afterAll(() => h.stop())

/** One call with dummy path parameters and an empty JSON body; a stream is read no further. */
async function call(method: string, path: string, headers: Record<string, string>) {
  const abort = new AbortController()
  const url = `${h.url}${path.replace(/:[a-z_]+/g, 'X0000000000000000')}`
  const res = await fetch(url, {
    method,
    headers: method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
    signal: abort.signal,
  })
  let message: string | undefined
  let code: string | undefined
  if (res.headers.get('content-type')?.includes('application/json')) {
    const body = (await res.json()) as { error?: { message?: string; code?: string } }
    message = body.error?.message
    code = body.error?.code
  }
  abort.abort()
  return { status: res.status, message, code } satisfies Answer
}

/** Past the role check: anything but 401 and 403 (a step-up request is a later check). */
const passed = (answer: Answer) =>
  answer.status !== 401 && (answer.status !== 403 || answer.code === STEP_UP) && answer.status < 500

const guarded = () => routes.filter((r) => r.action !== 'public')

describe('the matrix of docs/product.md §6', () => {
  it('is the code’s ACTIONS table, action for action and role for role', () => {
    const code = new Map(
      Object.entries(ACTIONS).map(([action, rule]) => [action, new Set<Role>(rule.roles)]),
    )
    expect([...matrix.keys()].sort()).toEqual([...code.keys()].sort())
    for (const [action, roles] of matrix)
      expect([action, [...roles].sort()]).toEqual([action, [...(code.get(action) ?? [])].sort()])
  })

  it('has an action on every route of the app, and only actions the table holds', () => {
    expect(routes.length).toBeGreaterThan(50)
    const missing = routes.filter((r) => r.action === undefined).map((r) => r.key)
    expect(missing).toEqual([])
    const unknown = guarded().filter((r) => !matrix.has(r.action ?? ''))
    expect(unknown.map((r) => `${r.key}: ${r.action}`)).toEqual([])
  })
})

describe('every route, every role', () => {
  for (const role of ROLES) {
    it(`gives ${ROLE_LABELS[role]} what the table says, and a clear 403 otherwise`, async () => {
      const token = people.get(role) ?? ''
      const wrong: string[] = []
      for (const r of guarded()) {
        const answer = await call(r.method, r.path, { authorization: `Bearer ${token}` })
        const may = matrix.get(r.action ?? '')?.has(role) === true
        const right = may
          ? passed(answer)
          : answer.status === 403 &&
            answer.message === `Your role (${ROLE_LABELS[role]}) cannot do this`
        if (!right) wrong.push(`${r.key} (${r.action}): ${answer.status} ${answer.message}`)
      }
      expect(wrong).toEqual([])
    })
  }

  it('lets another business’s Owner through everywhere (its own data: cross-tenant.test.ts)', async () => {
    const wrong: string[] = []
    for (const r of guarded()) {
      const answer = await call(r.method, r.path, { authorization: `Bearer ${otherOwner}` })
      if (!passed(answer)) wrong.push(`${r.key}: ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('answers no credential with 401 everywhere', async () => {
    const wrong: string[] = []
    for (const r of guarded()) {
      const answer = await call(r.method, r.path, {})
      if (answer.status !== 401) wrong.push(`${r.key}: ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('judges an API key and a counter device by the scope of each route’s action', async () => {
    // The walks above regenerated the secret (keys.manage): the key as it is now.
    apiKey = await apiKeyOf(h, await h.login())
    const wrong: string[] = []
    for (const r of guarded()) {
      const scope = r.scope ?? ''
      const byKey = await call(r.method, r.path, {
        'x-api-key': apiKey.key,
        'x-api-secret': apiKey.secret,
      })
      const keyMay = SCOPES.api_key.has(scope as never)
      if (keyMay ? !passed(byKey) : byKey.status !== 403)
        wrong.push(`key ${r.key} (${scope}): ${byKey.status} ${byKey.message}`)
      const byDevice = await call(r.method, r.path, { authorization: `Bearer ${device}` })
      const deviceMay = SCOPES.till.has(scope as never)
      // A till with cashiers may hear 403 'Choose who is selling first': past the scope.
      const deviceIn = byDevice.status !== 401 && byDevice.message !== COUNTER_ONLY
      if (deviceMay ? !deviceIn : byDevice.status !== 403 || byDevice.message !== COUNTER_ONLY)
        wrong.push(`device ${r.key} (${scope}): ${byDevice.status} ${byDevice.message}`)
    }
    expect(wrong).toEqual([])
  })

  it('lets a Speaker through only where its scopes reach: its session, payments and stream', async () => {
    const wrong: string[] = []
    const reached: string[] = []
    for (const r of guarded()) {
      const scope = r.scope ?? ''
      const answer = await call(r.method, r.path, { authorization: `Bearer ${speaker}` })
      const may = SCOPES.speaker.has(scope as never)
      if (may) reached.push(r.key)
      const passedScope = answer.status !== 401 && answer.message !== SPEAKER_ONLY
      if (may ? !passedScope : answer.status !== 403 || answer.message !== SPEAKER_ONLY)
        wrong.push(`speaker ${r.key} (${scope}): ${answer.status} ${answer.message}`)
    }
    expect(wrong).toEqual([])
    // The scopes reach these routes and no others: a new route a Speaker may call is a choice.
    expect(reached.sort()).toEqual([
      'GET /api/v1/counter/payments',
      'GET /api/v1/counter/session',
      'GET /api/v1/merchant/events',
    ])
  })
})
