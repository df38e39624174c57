import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyChains } from '../../server/domain/activity/verify-chain'
import { startHarness, waitFor, type Harness } from './support/helpers'

/*
 * The team's own changes in the activity log (decision 074): an invitation, its resending, the
 * invitee joining (as themselves), a role change, a deactivation and a password reset each appear
 * once with who, whom and before/after, written with the change; a refused change writes nothing,
 * and no password or link reaches the log.
 */

const STRONG = 'copper-meadow-lantern-47'
const NEWER = 'harbour-quiet-saffron-82'
const INVITE_LINK = /\/invite#([A-Za-z0-9_-]{43})/
const RESET_LINK = /\/reset-password#([A-Za-z0-9_-]{43})/

type Entry = {
  actor: { kind: string; id: string | null; name: string }
  action: string
  target: { kind: string; id: string; label: string | null } | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  address: string | null
}

let h: Harness
let owner: string
let ownerId: string

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  const me = await h.api('/api/v1/merchant/me', { token: owner })
  ownerId = String(me.body.data.user.id)
})
afterAll(() => h.stop())

const OWNER = () => ({ kind: 'user', id: ownerId, name: 'Rohan Mehta' })
const count = () => h.sql.prepare('SELECT COUNT(*) FROM activity').pluck().get() as number

async function entries(action: string): Promise<Entry[]> {
  const res = await h.api(`/api/v1/merchant/activity?action=${action}`, { token: owner })
  expect(res.status, res.text).toBe(200)
  return res.body.data.entries as Entry[]
}
async function only(action: string): Promise<Entry> {
  const found = await entries(action)
  expect(found, action).toHaveLength(1)
  return found[0] as Entry
}

/** The link in the newest mail to an address (the outbox transport keeps it). */
async function linkIn(address: string, pattern: RegExp): Promise<string> {
  const text = await waitFor(
    () =>
      (
        h.sql
          .prepare('SELECT text_body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC')
          .all(address) as { text_body: string }[]
      ).find((row) => pattern.test(row.text_body))?.text_body,
    (found) => found !== undefined,
  )
  return pattern.exec(text ?? '')?.[1] ?? ''
}

const invite = (json: unknown) => h.api('/api/v1/merchant/team/invitations', { token: owner, json })
const patchRole = (id: string, role: string, token = owner) =>
  h.api(`/api/v1/merchant/team/${id}`, { token, method: 'PATCH', json: { role } })

/** Invites and accepts; returns the person's id and session. */
async function joined(name: string, email: string, role: string) {
  const res = await invite({ name, email, role })
  expect(res.status, res.text).toBe(201)
  const token = await linkIn(email, INVITE_LINK)
  const accepted = await h.api('/api/v1/merchant/auth/invitation/accept', {
    json: { token, password: STRONG },
  })
  expect(accepted.status, accepted.text).toBe(200)
  return { id: String(res.body.data.person.id), session: accepted.body.data.token as string }
}

describe("the team's changes in the activity log", () => {
  let asha = ''

  it('an invitation, by the inviter, with the role and address invited', async () => {
    const res = await invite({ name: 'Asha Rao', email: 'asha@acme.test', role: 'admin' })
    expect(res.status, res.text).toBe(201)
    asha = String(res.body.data.person.id)
    const entry = await only('team.invited')
    expect(entry.actor).toEqual(OWNER())
    expect(entry.target).toEqual({ kind: 'user', id: asha, label: 'Asha Rao' })
    expect(entry.before).toBeNull()
    expect(entry.after).toEqual({ role: 'admin', email: 'asha@acme.test' })
    expect(entry.address).toBeTruthy()
  })

  it('a resent invitation', async () => {
    const res = await h.api(`/api/v1/merchant/team/${asha}/resend`, { token: owner, json: {} })
    expect(res.status, res.text).toBe(200)
    const entry = await only('team.invitation_resent')
    expect(entry.actor).toEqual(OWNER())
    expect(entry.target).toEqual({ kind: 'user', id: asha, label: 'Asha Rao' })
    expect(entry.after).toEqual({
      email: 'asha@acme.test',
      invite_expires_at: res.body.data.person.invite_expires_at,
    })
  })

  it('the invitee joining, as themselves; a refused password writes nothing', async () => {
    const token = await linkIn('asha@acme.test', INVITE_LINK)
    const before = count()
    const weak = await h.api('/api/v1/merchant/auth/invitation/accept', {
      json: { token, password: 'password' },
    })
    expect(weak.status).toBe(400)
    expect(count()).toBe(before)

    const res = await h.api('/api/v1/merchant/auth/invitation/accept', {
      json: { token, password: STRONG },
    })
    expect(res.status, res.text).toBe(200)
    const entry = await only('team.joined')
    expect(entry.actor).toEqual({ kind: 'user', id: asha, name: 'Asha Rao' })
    expect(entry.target).toEqual({ kind: 'user', id: asha, label: 'Asha Rao' })
    expect(entry.before).toEqual({ status: 'invited' })
    expect(entry.after).toEqual({ status: 'active', role: 'admin' })
    expect(entry.address).toBeTruthy()
  })

  it('a role change with the role before and after; the same role again records nothing', async () => {
    const res = await patchRole(asha, 'finance')
    expect(res.status, res.text).toBe(200)
    const entry = await only('team.role_changed')
    expect(entry.actor).toEqual(OWNER())
    expect(entry.target).toEqual({ kind: 'user', id: asha, label: 'Asha Rao' })
    expect(entry.before).toEqual({ role: 'admin' })
    expect(entry.after).toEqual({ role: 'finance' })

    const before = count()
    expect((await patchRole(asha, 'finance')).status).toBe(200)
    expect(count()).toBe(before)
  })

  it('a refused change writes nothing: the last Owner, an Owner by an Admin, a taken address', async () => {
    const before = count()
    const demote = await patchRole(ownerId, 'admin')
    expect([demote.status, demote.body.error.message]).toEqual([
      409,
      'A business must keep at least one active Owner',
    ])
    const self = await h.api(`/api/v1/merchant/team/${ownerId}/deactivate`, {
      token: owner,
      method: 'POST',
    })
    expect(self.status).toBe(409)
    const taken = await invite({ name: 'Again', email: 'asha@acme.test', role: 'viewer' })
    expect(taken.status).toBe(409)

    const admin = await joined('Kiran Shah', 'kiran@acme.test', 'admin')
    const afterJoin = count()
    const promote = await patchRole(asha, 'owner', admin.session)
    expect(promote.status).toBe(403)
    const ownerInvite = await h.api('/api/v1/merchant/team/invitations', {
      token: admin.session,
      json: { name: 'Dev Patel', email: 'dev@acme.test', role: 'owner' },
    })
    expect(ownerInvite.status).toBe(403)
    expect(count()).toBe(afterJoin)
    // Only Kiran's invitation and joining were written between.
    expect(afterJoin - before).toBe(2)
  })

  it('a deactivation; deactivating again records nothing', async () => {
    const deactivate = () =>
      h.api(`/api/v1/merchant/team/${asha}/deactivate`, { token: owner, method: 'POST' })
    expect((await deactivate()).status).toBe(200)
    const entry = await only('team.deactivated')
    expect(entry.actor).toEqual(OWNER())
    expect(entry.target).toEqual({ kind: 'user', id: asha, label: 'Asha Rao' })
    expect(entry.before).toEqual({ status: 'active', role: 'finance' })
    expect(entry.after).toEqual({ status: 'deactivated' })

    const before = count()
    expect((await deactivate()).status).toBe(200)
    expect(count()).toBe(before)
  })

  it('a password reset, as the person, never the password or the link', async () => {
    const meera = await joined('Meera Iyer', 'meera@acme.test', 'viewer')
    const forgot = await h.api('/api/v1/merchant/auth/password/forgot', {
      json: { email: 'meera@acme.test' },
    })
    expect(forgot.status).toBe(200)
    const token = await linkIn('meera@acme.test', RESET_LINK)
    const res = await h.api('/api/v1/merchant/auth/password/reset', {
      json: { token, password: NEWER },
    })
    expect(res.status, res.text).toBe(200)
    const entry = await only('password.reset')
    expect(entry.actor).toEqual({ kind: 'user', id: meera.id, name: 'Meera Iyer' })
    expect(entry.target).toEqual({ kind: 'user', id: meera.id, label: 'Meera Iyer' })
    expect(entry.before).toBeNull()
    expect(entry.after).toEqual({ sessions_ended: true })

    // The used link answers 410 and writes nothing more.
    const before = count()
    const again = await h.api('/api/v1/merchant/auth/password/reset', {
      json: { token, password: NEWER },
    })
    expect(again.status).toBe(410)
    expect(count()).toBe(before)

    const stored = JSON.stringify(h.sql.prepare('SELECT * FROM activity').all())
    for (const secret of [STRONG, NEWER, token]) expect(stored).not.toContain(secret)
  })

  it('the chain still verifies', () => {
    const report = verifyChains(h.sql)
    expect(report.problems).toEqual([])
    expect(report.rows).toBe(count())
  })
})
