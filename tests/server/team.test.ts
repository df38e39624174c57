import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maskEmail, maskPhone } from '../../server/domain/core/contact-mask'
import { hashPassword } from '../../server/domain/merchants/passwords'
import type { Role } from '../../server/domain/team/users'
import { DEMO_PEOPLE } from '../../server/seed/seed'
import { openEventStream } from './support/event-stream'
import { merchantId, startHarness, type Harness } from './support/helpers'

/*
 * A business is a team (decision 072): sign-in as a person, /merchant/me, the team list, role
 * changes and deactivation with their rules, a session's 30-day end, and the Viewer's masks.
 */

const PASSWORD = 'Monsoon-Ledger-58'
const REMOVED = 'Your access to this business was removed'
const INVALID = 'Invalid username/email or password'
const LAST_OWNER = 'A business must keep at least one active Owner'
const OWNERS_ONLY = 'Only an Owner can make someone an Owner or change or remove an Owner'
const DAY = 24 * 3_600_000

let h: Harness
let owner: string
let demoId: number

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  demoId = merchantId(h.sql, 'demo')
})
afterAll(() => h.stop())

let made = 0
/** A person of demo's team written straight to the database; returns their id. */
function addPerson(
  role: Role,
  status: 'active' | 'invited' = 'active',
): { id: number; email: string } {
  made++
  const email = `person-${made}@example.com`
  const now = Date.now()
  const result = h.sql
    .prepare(
      `INSERT INTO users (merchant_id, email, name, role, status, password_hash, invited_by,
         created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    )
    .run(
      demoId,
      email,
      `Person ${made}`,
      role,
      status,
      status === 'active' ? hashPassword(PASSWORD) : null,
      now,
      now,
    )
  return { id: Number(result.lastInsertRowid), email }
}

const patchRole = (token: string, id: number | string, role: unknown) =>
  h.api(`/api/v1/merchant/team/${id}`, { token, method: 'PATCH', json: { role } })
const deactivate = (token: string, id: number | string) =>
  h.api(`/api/v1/merchant/team/${id}/deactivate`, { token, method: 'POST' })

describe('signing in as a person', () => {
  it('answers the merchant as before, plus the person and the actions they may use', async () => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'DEMO', password: 'Demo@1234' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.merchant.username).toBe('demo')
    expect(res.body.data.user).toMatchObject({
      name: 'Rohan Mehta',
      email: 'demo@example.com',
      role: 'owner',
      two_step: false,
    })
    expect(res.body.data.user.actions).toContain('security.policy')
  })

  it('signs in the seeded Finance and Developer people with their own actions', async () => {
    for (const person of DEMO_PEOPLE) {
      const res = await h.api('/api/v1/merchant/auth/login', {
        json: { identifier: person.email.toUpperCase(), password: person.password },
      })
      expect(res.status, res.text).toBe(200)
      expect(res.body.data.merchant.username).toBe('demo')
      expect(res.body.data.user.role).toBe(person.role)
    }
    const finance = await h.login(DEMO_PEOPLE[0]?.email, DEMO_PEOPLE[0]?.password)
    const me = await h.api('/api/v1/merchant/me', { token: finance })
    expect(me.body.data.user.actions).toContain('books.read')
    expect(me.body.data.user.actions).not.toContain('keys.manage')
    expect(me.body.data.merchant.business_name).toBe('Acme Stores')
  })

  it('refuses an invited person (no password yet) in the same words as a wrong password', async () => {
    const invited = addPerson('viewer', 'invited')
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: invited.email, password: PASSWORD },
    })
    expect([res.status, res.body.error.message]).toEqual([401, INVALID])
  })

  it('records where a session was opened, and ends it 30 days after sign-in however used', async () => {
    const res = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: 'demo', password: 'Demo@1234' },
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      },
    })
    const token = res.body.data.token as string
    const hash = createHash('sha256').update(token).digest('hex')
    const row = h.sql
      .prepare(
        'SELECT created_at, ends_at, address, device, user_id FROM sessions WHERE token_hash = ?',
      )
      .get(hash) as {
      created_at: number
      ends_at: number
      address: string
      device: string
      user_id: number
    }
    expect(row.ends_at - row.created_at).toBe(30 * DAY)
    expect(row.device).toBe('Chrome on Android')
    expect(row.address).toMatch(/127\.0\.0\.1/)
    // 30 days on, the idle expiry still ahead: over all the same.
    h.sql.prepare('UPDATE sessions SET ends_at = ? WHERE token_hash = ?').run(Date.now() - 1, hash)
    const after = await h.api('/api/v1/payin/summary', { token })
    expect([after.status, after.body.error.message]).toEqual([401, 'Invalid or expired token'])
  })
})

describe('the team', () => {
  it('lists everyone, owners first, with status and 2-step', async () => {
    const res = await h.api('/api/v1/merchant/team', { token: owner })
    expect(res.status).toBe(200)
    const people = res.body.data.people as {
      role: string
      email: string
      status: string
      last_active_at: string | null
    }[]
    expect(people[0]).toMatchObject({ role: 'owner', email: 'demo@example.com', status: 'active' })
    // Signed in a moment ago.
    expect(Date.now() - Date.parse(people[0]?.last_active_at ?? '')).toBeLessThan(60_000)
    expect(people.map((p) => p.email)).toEqual(
      expect.arrayContaining(DEMO_PEOPLE.map((p) => p.email)),
    )
  })

  it('changes a role, which applies on the person’s next call', async () => {
    const person = addPerson('finance')
    const token = await h.login(person.email, PASSWORD)
    expect((await h.api('/api/v1/merchant/books/journal', { token })).status).toBe(200)
    const res = await patchRole(owner, person.id, 'viewer')
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.person).toMatchObject({ id: person.id, role: 'viewer' })
    const now = await h.api('/api/v1/merchant/books/journal', { token })
    expect([now.status, now.body.error.message]).toEqual([403, 'Your role (Viewer) cannot do this'])
  })

  it('lets only an Owner grant or touch the Owner role', async () => {
    const admin = addPerson('admin')
    const adminToken = await h.login(admin.email, PASSWORD)
    const someone = addPerson('operations')
    expect((await patchRole(adminToken, someone.id, 'developer')).status).toBe(200)
    const grant = await patchRole(adminToken, someone.id, 'owner')
    expect([grant.status, grant.body.error.message]).toEqual([403, OWNERS_ONLY])
    const ownerId = 1
    const demote = await patchRole(adminToken, ownerId, 'viewer')
    expect([demote.status, demote.body.error.message]).toEqual([403, OWNERS_ONLY])
    const remove = await deactivate(adminToken, ownerId)
    expect([remove.status, remove.body.error.message]).toEqual([403, OWNERS_ONLY])
    const bad = await patchRole(owner, someone.id, 'superuser')
    expect(bad.status).toBe(400)
  })

  it('keeps at least one active Owner, and nobody deactivates themselves', async () => {
    const me = await h.api('/api/v1/merchant/me', { token: owner })
    const ownerId = me.body.data.user.id as number
    const demote = await patchRole(owner, ownerId, 'admin')
    expect([demote.status, demote.body.error.message]).toEqual([409, LAST_OWNER])
    const self = await deactivate(owner, ownerId)
    expect([self.status, self.body.error.message]).toEqual([409, 'You cannot deactivate yourself'])
    // With a second Owner, the first may step down.
    const second = addPerson('admin')
    expect((await patchRole(owner, second.id, 'owner')).status).toBe(200)
    const secondToken = await h.login(second.email, PASSWORD)
    expect((await patchRole(secondToken, ownerId, 'admin')).status).toBe(200)
    const last = await patchRole(secondToken, second.id, 'viewer')
    expect([last.status, last.body.error.message]).toEqual([409, LAST_OWNER])
    expect((await patchRole(secondToken, ownerId, 'owner')).status).toBe(200)
  })

  it('deactivates a person: sessions and event streams end at once, and the next call says why', async () => {
    const person = addPerson('operations')
    const token = await h.login(person.email, PASSWORD)
    const stream = await openEventStream(h.url, { authorization: `Bearer ${token}` })
    await stream.next((e) => e.event === 'ready')
    const res = await deactivate(owner, person.id)
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.person.status).toBe('deactivated')
    await expect(stream.ended).resolves.toBe(true)
    const next = await h.api('/api/v1/payin/summary', { token })
    expect([next.status, next.body.error.message]).toEqual([401, REMOVED])
    const again = await h.api('/api/v1/merchant/auth/login', {
      json: { identifier: person.email, password: PASSWORD },
    })
    expect([again.status, again.body.error.message]).toEqual([401, INVALID])
    // No role change for someone who is gone.
    expect((await patchRole(owner, person.id, 'viewer')).status).toBe(409)
  })

  it('never reaches another business’s people', async () => {
    const person = addPerson('viewer')
    const other = await h.login('norates')
    expect((await patchRole(other, person.id, 'admin')).status).toBe(404)
    expect((await deactivate(other, person.id)).status).toBe(404)
    expect((await patchRole(owner, 'abc', 'admin')).status).toBe(404)
    const list = await h.api('/api/v1/merchant/team', { token: other })
    expect((list.body.data.people as { email: string }[]).map((p) => p.email)).toEqual([
      'norates@example.com',
    ])
  })
})

describe('a Viewer', () => {
  it('masks one way: first letter and domain, last four digits', () => {
    expect(maskEmail('rahul@gmail.com')).toBe('r•••@gmail.com')
    expect(maskPhone('+91 98765 43210')).toBe('••••••3210')
    expect(maskEmail('x')).toBe('x•••')
  })

  it('sees a customer’s email and phone masked in the list and the report; others see them whole', async () => {
    const created = await h.api('/api/v1/payin/create', {
      token: owner,
      json: {
        amount: 1000,
        customer_name: 'Zubin Quokkawala',
        customer_email: 'zubin@gmail.com',
        customer_phone: '+91 98765 43210',
      },
    })
    expect(created.status, created.text).toBe(200)
    const viewer = await h.login(addPerson('viewer').email, PASSWORD)
    const list = (token: string) =>
      h.api('/api/v1/payin/list?search=quokkawala', { token }).then((r) => r.body.data[0])
    expect(await list(viewer)).toMatchObject({
      customer_email: 'z•••@gmail.com',
      customer_phone: '••••••3210',
    })
    expect(await list(owner)).toMatchObject({
      customer_email: 'zubin@gmail.com',
      customer_phone: '+91 98765 43210',
    })
    const report = await h.api(
      '/api/v1/merchant/transactions/report?type=payin&search=quokkawala',
      {
        token: viewer,
      },
    )
    expect(report.text).toContain('z•••@gmail.com')
    expect(report.text).not.toContain('zubin@gmail.com')
    expect(report.text).not.toContain('98765')
  })
})

describe('the Owner’s sign-in and the merchant’s profile', () => {
  it('moves the Owner’s email with the profile’s, and refuses one a person holds', async () => {
    const norates = await h.login('norates')
    const taken = await h.api('/api/v1/merchant/profile', {
      token: norates,
      method: 'PUT',
      json: { email: DEMO_PEOPLE[0]?.email },
    })
    expect([taken.status, taken.body.error.message]).toEqual([400, 'This email cannot be used'])
    const moved = await h.api('/api/v1/merchant/profile', {
      token: norates,
      method: 'PUT',
      json: { email: 'accounts@kirana.example.in' },
    })
    expect(moved.status, moved.text).toBe(200)
    await h.login('accounts@kirana.example.in')
    await h.login('norates')
  })
})
