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
 * A person of each role limited to an outlet (decision 080) hears 403 'Your access is limited to
 * some outlets' on every business action of the table's Reach column, passes the rest as their
 * role does, and reads another outlet's payment by id as the same 404 as another business's.
 */

const PRODUCT_MD = new URL('../../docs/product.md', import.meta.url)
const PASSWORD = 'Matrix-Tamarind-93'
const STEP_UP = 'step_up_required'

/** The §6 table: action → the roles with a ✓, and its Reach (decision 080). */
function docTable(): { roles: Map<string, Set<Role>>; reach: Map<string, string> } {
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
  const reachColumn = header.indexOf('Reach')
  const matrix = new Map<string, Set<Role>>()
  const reach = new Map<string, string>()
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
    reach.set(action, row[reachColumn] ?? '')
  }
  return { roles: matrix, reach }
}

type Route = { method: string; path: string; key: string; action?: string; scope?: string | null }
type Answer = { status: number; message: string | undefined; code: string | undefined }

let h: Harness
let routes: Route[]
const table = docTable()
const matrix = table.roles
const people = new Map<Role, string>()
let otherOwner: string
let apiKey: { key: string; secret: string }
let device: string
let speaker: string
/** A person of each role but Owner, limited to an outlet other than the first (decision 080). */
const limited = new Map<Role, string>()
/** A payment of the first outlet: another outlet's, for the limited people. */
let firstOutletPayin: string
const LIMITED = 'Your access is limited to some outlets'
const SELL_AT_YOUR_OUTLET = 'Sell from a paired till of your outlet'

/** A person of demo's team with this role, written straight to the database, then signed in. */
async function personWith(role: Role, outlet?: number): Promise<string> {
  const now = Date.now()
  const email = `matrix-${role}${outlet === undefined ? '' : '-limited'}@example.com`
  const made = h.sql
    .prepare(
      `INSERT INTO users (merchant_id, email, name, role, status, password_hash, invited_by,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, 'active', ?, 1, ?, ?)`,
    )
    .run(merchantId(h.sql, 'demo'), email, `Matrix ${role}`, role, hashPassword(PASSWORD), now, now)
  if (outlet !== undefined) {
    h.sql
      .prepare('INSERT INTO user_outlets (user_id, outlet_id) VALUES (?, ?)')
      .run(made.lastInsertRowid, outlet)
  }
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
  const demo = merchantId(h.sql, 'demo')
  const now = Date.now()
  const outlet = Number(
    h.sql
      .prepare(
        `INSERT INTO outlets (outlet_id, merchant_id, name, created_at, updated_at)
         VALUES ('OUTMATRIX00000000001', ?, 'Matrix outlet', ?, ?)`,
      )
      .run(demo, now, now).lastInsertRowid,
  )
  for (const role of ROLES) {
    if (role !== 'owner') limited.set(role, await personWith(role, outlet))
  }
  // A payment of the first outlet: a link, named after it as POST /payin/create's outlet_id does.
  const link = await h.api('/api/v1/payin/create', {
    token: owner,
    json: { amount: 10, customer_name: 'Asha Verma', customer_email: 'asha@example.in' },
  })
  firstOutletPayin = link.body.data.transaction_id as string
  h.sql
    .prepare(
      `UPDATE payins SET (outlet_id, outlet_name) = (SELECT outlet_id, name FROM outlets
         WHERE merchant_id = ? ORDER BY id LIMIT 1) WHERE transaction_id = ?`,
    )
    .run(demo, firstOutletPayin)
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

  it('has the code’s reach for every action (decision 080)', () => {
    for (const [action, rule] of Object.entries(ACTIONS))
      expect([action, table.reach.get(action)]).toEqual([action, rule.reach])
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

describe('every route, every role, limited to an outlet (decision 080)', () => {
  it('reads another outlet’s payment as unknown, as another business’s', async () => {
    expect(firstOutletPayin).toBeTruthy()
    // The walks above signed their people out: the Owner, signed in again, finds it.
    const ownerNow = await h.login()
    const otherNow = await h.login('norates')
    for (const [role, token] of limited) {
      const mine = await h.api(`/api/v1/payin/status/${firstOutletPayin}`, { token: ownerNow })
      expect([role, mine.status]).toEqual([role, 200])
      const res = await h.api(`/api/v1/payin/status/${firstOutletPayin}`, { token })
      expect([role, res.status, res.body?.error?.message]).toEqual([role, 404, 'Payin not found'])
      const other = await h.api(`/api/v1/payin/status/${firstOutletPayin}`, { token: otherNow })
      expect([other.status, other.body?.error?.message]).toEqual([404, 'Payin not found'])
    }
  })

  for (const role of ROLES.filter((r) => r !== 'owner')) {
    it(`refuses a limited ${ROLE_LABELS[role]} every business action, and passes the rest as the table says`, async () => {
      const token = limited.get(role) ?? ''
      const wrong: string[] = []
      for (const r of guarded()) {
        const answer = await call(r.method, r.path, { authorization: `Bearer ${token}` })
        const action = r.action ?? ''
        const may = matrix.get(action)?.has(role) === true
        const business = table.reach.get(action) === 'business'
        const right = !may
          ? answer.status === 403 &&
            answer.message === `Your role (${ROLE_LABELS[role]}) cannot do this`
          : business
            ? answer.status === 403 && answer.message === LIMITED
            : // The owner's counter is the first outlet's: not this person's till.
              passed(answer) || answer.message === SELL_AT_YOUR_OUTLET
        if (!right) wrong.push(`${r.key} (${action}): ${answer.status} ${answer.message}`)
      }
      expect(wrong).toEqual([])
    })
  }
})
