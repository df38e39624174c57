import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireDueApprovals } from '../../server/domain/approvals/approval-decisions'
import { hashPassword } from '../../server/domain/merchants/passwords'
import type { Role } from '../../server/domain/team/users'
import { openEventStream } from './support/event-stream'
import { paidPayin } from './support/refund-harness'
import { apiKeyOf, ledgerProblems, merchantId, startHarness, type Harness } from './support/helpers'

/*
 * Four eyes on money out (decision 076), over HTTP against a real sandbox: the default tiers, who
 * may approve, step-up, the senior rule, rejection, cancel, expiry, the API key as maker, races
 * of approvals, the ledger, webhooks, the activity log and the wallet's awaiting_approval.
 */

const PASSWORD = 'Approve-Tamarind-71'
let h: Harness
let owner: string
let demo: number
const people: Record<string, string> = {}

async function person(name: string, role: Role): Promise<string> {
  const now = Date.now()
  h.sql
    .prepare(
      `INSERT INTO users (merchant_id, email, name, role, status, password_hash, invited_by,
         created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, 1, ?, ?)`,
    )
    .run(demo, `${name.toLowerCase()}@example.com`, name, role, hashPassword(PASSWORD), now, now)
  return h.login(`${name.toLowerCase()}@example.com`, PASSWORD)
}

beforeAll(async () => {
  h = await startHarness(
    { bankStepMs: 3_600_000, settlementIntervalMs: 3_600_000 },
    { approvalTiers: 'default' },
  )
  demo = merchantId(h.sql, 'demo')
  owner = await h.login()
  h.sql
    .prepare('UPDATE merchants SET webhook_payout_url = ?, webhook_payin_url = ? WHERE id = ?')
    .run('http://127.0.0.1:9/payouts', 'http://127.0.0.1:9/payins', demo)
  // Plenty to pay out: a top-up written through the ledger's own columns.
  const w = h.sql.prepare('SELECT available FROM wallets WHERE merchant_id = ?').get(demo) as {
    available: number
  }
  const top = 20_00_000_00
  h.sql
    .prepare(
      `INSERT INTO wallet_transactions (merchant_id, bucket, transaction_type, reference_type,
         reference_id, description, amount, balance_before, balance_after, created_at)
       VALUES (?, 'available', 'credit', 'manual_topup', 'TOPUP-APPROVALS', 'Top-up', ?, ?, ?, ?)`,
    )
    .run(demo, top, w.available, w.available + top, Date.now())
  h.sql.prepare('UPDATE wallets SET available = available + ? WHERE merchant_id = ?').run(top, demo)
  for (const [name, role] of [
    ['Asha', 'admin'],
    ['Farid', 'finance'],
    ['Gita', 'finance'],
    ['Omar', 'operations'],
  ] as const)
    people[name] = await person(name, role)
}, 60_000)
afterAll(() => h.stop())

let seq = 0
const payout = (amount: number, token: string | null = people.Omar ?? '', extra = {}) =>
  h.api('/api/v1/payout/initiate', {
    ...(token ? { token } : {}),
    ...extra,
    json: {
      reference_id: `APR-${++seq}`,
      amount,
      mode: 'IMPS',
      beneficiary_name: 'Meera Iyer',
      beneficiary_account: '123456789012',
      beneficiary_ifsc: 'SBIN0001234',
    },
  })
const approve = (id: string, token: string) =>
  h.api(`/api/v1/merchant/approvals/${id}/approve`, { token, json: {} })
const reject = (id: string, token: string, reason?: string) =>
  h.api(`/api/v1/merchant/approvals/${id}/reject`, { token, json: { reason } })
const available = () =>
  (
    h.sql.prepare('SELECT available FROM wallets WHERE merchant_id = ?').get(demo) as {
      available: number
    }
  ).available
const movesOf = (ref: string) =>
  h.sql
    .prepare('SELECT COUNT(*) AS n FROM wallet_transactions WHERE reference_id = ?')
    .get(ref) as {
    n: number
  }
const hooks = (event: string) =>
  (
    h.sql.prepare('SELECT payload FROM webhook_deliveries WHERE event = ?').all(event) as {
      payload: string
    }[]
  ).map((row) => JSON.parse(row.payload) as Record<string, unknown>)
const activity = (action: string, targetId: string) =>
  h.sql
    .prepare('SELECT actor_kind, actor_name FROM activity WHERE action = ? AND target_id = ?')
    .all(action, targetId) as { actor_kind: string; actor_name: string }[]

describe('the default tiers', () => {
  it('sends ₹10,000 at once, holds ₹20,000 for one approver and ₹60,000 for two with a senior', async () => {
    const before = available()
    const small = await payout(10_000)
    expect(small.body.data).toMatchObject({ status: 'queued', approval: null })
    const one = await payout(20_000)
    expect(one.status).toBe(200)
    expect(one.body.data).toMatchObject({
      status: 'pending_approval',
      approval_status: 'pending_approval',
    })
    expect(one.body.data.approval).toMatchObject({
      kind: 'payout',
      amount: 20_000,
      status: 'pending',
      maker: { kind: 'user', name: 'Omar' },
      tier: { approvers: 1, senior: false, label: '₹10,000 to ₹50,000' },
      waiting_for: '1 more approver',
      can_decide: false,
      subject: { payout: { reference_id: one.body.data.reference_id, mode: 'IMPS' } },
    })
    const two = await payout(60_000)
    expect(two.body.data.approval.tier).toEqual({
      approvers: 2,
      senior: true,
      label: 'Above ₹50,000',
    })
    // Only the payout sent at once moved money.
    expect(available()).toBe(
      before - Math.round(small.body.data.amount * 100) - Math.round(small.body.data.fee * 100),
    )
    const balance = await h.api('/api/v1/wallet/balance', { token: owner })
    expect(balance.body.data.awaiting_approval).toBeGreaterThanOrEqual(80_000)
    expect(activity('approval.requested', one.body.data.payout_id)).toEqual([
      { actor_kind: 'user', actor_name: 'Omar' },
    ])
    const listed = await h.api('/api/v1/payout/list?status=pending_approval', { token: owner })
    expect(listed.status).toBe(200)
    expect(listed.body.data.length).toBeGreaterThanOrEqual(2)
  })

  it('keeps the maker from approving, and moves the money on the one approval needed', async () => {
    const made = (await payout(20_000)).body.data
    const id = made.approval.request_id as string
    const own = await approve(id, people.Omar ?? '')
    expect(own.status).toBe(403)
    expect(own.body.error.message).toBe('Your role (Operations) cannot do this')
    // An Admin who made it cannot approve it either.
    const byAsha = (await payout(20_000, people.Asha)).body.data
    const self = await approve(byAsha.approval.request_id, people.Asha ?? '')
    expect(self.status).toBe(403)
    expect(self.body.error.message).toBe('You cannot approve your own request')
    const before = available()
    const ok = await approve(id, people.Farid ?? '')
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ status: 'approved', can_decide: false, waiting_for: '' })
    expect(ok.body.data.approvals).toMatchObject([{ name: 'Farid', role: 'finance' }])
    const status = await h.api(`/api/v1/payout/status/${made.payout_id}`, { token: owner })
    expect(status.body.data).toMatchObject({ status: 'queued', approval_status: 'auto_approved' })
    expect(available()).toBe(before - 20_000_00 - Math.round(made.fee * 100))
    const again = await approve(id, people.Asha ?? '')
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('This request is already approved')
    expect(hooks('payout.approved').some((b) => b.payout_id === made.payout_id)).toBe(true)
    expect(activity('approval.approved', made.payout_id)).toEqual([
      { actor_kind: 'user', actor_name: 'Farid' },
    ])
  })

  it('asks for a step-up before approving', async () => {
    const made = (await payout(20_000)).body.data
    h.sql
      .prepare(
        "UPDATE sessions SET stepped_up_at = ? WHERE user_id = (SELECT id FROM users WHERE name = 'Gita')",
      )
      .run(Date.now() - 10 * 60_000)
    const res = await approve(made.approval.request_id, people.Gita ?? '')
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('step_up_required')
    h.sql
      .prepare(
        "UPDATE sessions SET stepped_up_at = ? WHERE user_id = (SELECT id FROM users WHERE name = 'Gita')",
      )
      .run(Date.now())
  })
})

describe('two approvers and the senior rule', () => {
  it('refuses the same person twice and a Finance person as the last of a senior tier', async () => {
    const made = (await payout(60_000)).body.data
    const id = made.approval.request_id as string
    const first = await approve(id, people.Farid ?? '')
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ status: 'pending', waiting_for: 'An Owner or Admin' })
    const twice = await approve(id, people.Farid ?? '')
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe('You have already approved this request')
    const junior = await approve(id, people.Gita ?? '')
    expect(junior.status).toBe(403)
    expect(junior.body.error.message).toBe('This request needs an Owner or Admin to approve')
    const gitaSees = await h.api(`/api/v1/merchant/approvals/${id}`, { token: people.Gita })
    expect(gitaSees.body.data.can_decide).toBe(false)
    expect(movesOf(made.payout_id).n).toBe(0)
    const senior = await approve(id, owner)
    expect(senior.status).toBe(200)
    expect(senior.body.data.status).toBe('approved')
    // Above ₹50,000 the gateway's own approval step follows, as before.
    const status = await h.api(`/api/v1/payout/status/${made.payout_id}`, { token: owner })
    expect(status.body.data).toMatchObject({
      status: 'pending',
      approval_status: 'awaiting_approval',
    })
    expect(movesOf(made.payout_id).n).toBe(2)
  })

  it('counts what waits for each person on the badge and in for_me', async () => {
    const made = (await payout(20_000)).body.data
    const count = async (token: string) =>
      (await h.api('/api/v1/merchant/approvals/count', { token })).body.data
        .waiting_for_me as number
    const gita = await count(people.Gita ?? '')
    expect(gita).toBeGreaterThan(0)
    expect(await count(people.Omar ?? '')).toBe(0)
    const list = await h.api('/api/v1/merchant/approvals?for_me=true&limit=100', {
      token: people.Gita,
    })
    expect(list.body.meta.pagination.totalCount).toBe(gita)
    expect(list.body.data.every((a: { can_decide: boolean }) => a.can_decide)).toBe(true)
    const mine = await h.api('/api/v1/merchant/approvals?mine=true&status=pending', {
      token: people.Omar,
    })
    expect(mine.body.data.map((a: { subject_id: string }) => a.subject_id)).toContain(
      made.payout_id,
    )
  })
})

describe('rejection, cancel and expiry move no money', () => {
  it('rejects with a reason only', async () => {
    const made = (await payout(20_000)).body.data
    const id = made.approval.request_id as string
    const before = available()
    const none = await reject(id, people.Farid ?? '', '  ')
    expect(none.status).toBe(400)
    expect(none.body.error.message).toBe('Please give a reason for rejecting')
    const done = await reject(id, people.Farid ?? '', 'Wrong beneficiary')
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({
      status: 'rejected',
      rejection: { name: 'Farid', reason: 'Wrong beneficiary' },
    })
    const status = await h.api(`/api/v1/payout/status/${made.payout_id}`, { token: owner })
    expect(status.body.data.status).toBe('rejected')
    expect(available()).toBe(before)
    expect(movesOf(made.payout_id).n).toBe(0)
    expect(hooks('payout.rejected').find((b) => b.payout_id === made.payout_id)).toMatchObject({
      status: 'rejected',
      approval: { status: 'rejected' },
    })
    expect(activity('approval.rejected', made.payout_id)).toHaveLength(1)
  })

  it('lets the maker alone cancel', async () => {
    const made = (await payout(20_000)).body.data
    const id = made.approval.request_id as string
    const other = await h.api(`/api/v1/merchant/approvals/${id}/cancel`, {
      token: people.Farid,
      json: {},
    })
    expect(other.status).toBe(403)
    const mine = await h.api(`/api/v1/merchant/approvals/${id}/cancel`, {
      token: people.Omar,
      json: {},
    })
    expect(mine.body.data.status).toBe('cancelled')
    const status = await h.api(`/api/v1/payout/status/${made.payout_id}`, { token: owner })
    expect(status.body.data.status).toBe('cancelled')
    expect(hooks('payout.cancelled').some((b) => b.payout_id === made.payout_id)).toBe(true)
  })

  it('expires a request after 7 days, by the system', async () => {
    const made = (await payout(20_000)).body.data
    const before = available()
    expireDueApprovals(h.sql as never, Date.now() + 7 * 24 * 3600_000 + 1)
    const status = await h.api(`/api/v1/payout/status/${made.payout_id}`, { token: owner })
    expect(status.body.data).toMatchObject({ status: 'expired', approval: { status: 'expired' } })
    expect(available()).toBe(before)
    expect(activity('approval.expired', made.payout_id)).toEqual([
      { actor_kind: 'system', actor_name: 'System' },
    ])
    expect(hooks('payout.expired').some((b) => b.payout_id === made.payout_id)).toBe(true)
    const late = await approve(made.approval.request_id, owner)
    expect(late.body.error.message).toBe('This request is already expired')
  })

  it('keeps expired and cancelled apart in a search, though they share a key code', async () => {
    const statuses = async (status: string) => {
      const page = await h.api(`/api/v1/payout/list?search=Meera&status=${status}&limit=100`, {
        token: owner,
      })
      expect(page.status).toBe(200)
      const rows = page.body.data as { status: string }[]
      return {
        seen: new Set(rows.map((row) => row.status)),
        total: page.body.meta.pagination.total,
      }
    }
    const expired = await statuses('expired')
    const cancelled = await statuses('cancelled')
    // The tests above left one of each (at least).
    expect([...expired.seen]).toEqual(['expired'])
    expect([...cancelled.seen]).toEqual(['cancelled'])
    const counted = h.sql
      .prepare(
        "SELECT status, COUNT(*) AS n FROM payouts WHERE merchant_id = ? AND status IN ('expired', 'cancelled') GROUP BY status",
      )
      .all(demo) as { status: string; n: number }[]
    const n = (status: string) => counted.find((row) => row.status === status)?.n
    expect(expired.total).toBe(n('expired'))
    expect(cancelled.total).toBe(n('cancelled'))
  })
})

describe('the API key as maker', () => {
  it('holds its payout for a person, who may approve it', async () => {
    const key = await apiKeyOf(h, owner)
    const made = await h.api('/api/v1/payout/initiate', {
      apiKey: key,
      json: {
        reference_id: `APR-${++seq}`,
        amount: 20_000,
        transfer_type: 'bank',
        beneficiary_name: 'Meera Iyer',
        account_number: '123456789012',
        ifsc_code: 'SBIN0001234',
      },
    })
    expect(made.status).toBe(200)
    expect(made.body.data.approval).toMatchObject({
      maker: { kind: 'api_key', name: 'API key', user_id: null },
      can_decide: false,
    })
    const res = await approve(made.body.data.approval.request_id, owner)
    expect(res.body.data.status).toBe('approved')
    const byKey = await h.api('/api/v1/merchant/approvals', { apiKey: key })
    expect(byKey.status).toBe(403)
  })
})

describe('races', () => {
  it('sends one payout for 50 concurrent approvals', async () => {
    const made = (await payout(20_000)).body.data
    const id = made.approval.request_id as string
    const deciders = [owner, people.Asha, people.Farid, people.Gita].map((t) => t ?? '')
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => approve(id, deciders[i % deciders.length] ?? '')),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    expect(movesOf(made.payout_id).n).toBe(2)
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('gives one outcome to an approval and a rejection at once', async () => {
    for (let i = 0; i < 5; i++) {
      const made = (await payout(20_000)).body.data
      const id = made.approval.request_id as string
      const [a, r] = await Promise.all([
        approve(id, people.Farid ?? ''),
        reject(id, people.Gita ?? '', 'No'),
      ])
      expect([a.status, r.status].sort()).toEqual([200, 409])
      const end = (await h.api(`/api/v1/payout/status/${made.payout_id}`, { token: owner })).body
        .data
      expect(end.status).toBe(a.status === 200 ? 'queued' : 'rejected')
      expect(movesOf(made.payout_id).n).toBe(a.status === 200 ? 2 : 0)
    }
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('refunds', () => {
  it('holds a refund above ₹10,000; a waiting one counts against what the payin can refund', async () => {
    const txn = await paidPayin(h, { token: owner }, 30_000)
    const ask = (amount: number, token = people.Omar ?? '') =>
      h.api('/api/v1/payin/refund', {
        token,
        json: { transaction_id: txn, amount, reference_id: `RF-${++seq}` },
      })
    const before = available()
    const waiting = await ask(20_000)
    expect(waiting.status).toBe(201)
    expect(waiting.body.data).toMatchObject({
      status: 'pending_approval',
      approval: { kind: 'refund' },
    })
    const over = await ask(15_000)
    expect(over.status).toBe(400)
    expect(over.body.error.message).toBe('Refund amount exceeds the refundable amount')
    expect(available()).toBe(before)
    const ok = await approve(waiting.body.data.approval.request_id, people.Farid ?? '')
    expect(ok.status).toBe(200)
    const refund = await h.api(`/api/v1/payin/refund/${waiting.body.data.refund_id}`, {
      token: owner,
    })
    expect(refund.body.data).toMatchObject({ status: 'pending', approval: { status: 'approved' } })
    expect(available()).toBe(before - 20_000_00)
    expect(hooks('refund.approved').some((b) => b.refund_id === waiting.body.data.refund_id)).toBe(
      true,
    )
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('the rules', () => {
  it('reads the defaults, refuses a bad set and stores a good one', async () => {
    const read = await h.api('/api/v1/merchant/approval-rules', { token: people.Farid })
    expect(read.body.data.payout).toEqual({
      tiers: [
        { up_to: 10_000, approvers: 0, senior: false },
        { up_to: 50_000, approvers: 1, senior: false },
        { up_to: null, approvers: 2, senior: true },
      ],
      updated_by: null,
      updated_at: null,
    })
    const put = (tiers: unknown, token = owner) =>
      h.api('/api/v1/merchant/approval-rules', {
        method: 'PUT',
        token,
        json: { kind: 'refund', tiers },
      })
    expect((await put([{ up_to: 100, approvers: 0, senior: false }])).status).toBe(400)
    expect((await put([{ up_to: null, approvers: 0, senior: true }])).status).toBe(400)
    expect((await put([{ up_to: null, approvers: 0, senior: false }], people.Farid)).status).toBe(
      403,
    )
    const saved = await put([{ up_to: null, approvers: 0, senior: false }])
    expect(saved.status).toBe(200)
    expect(saved.body.data.refund).toMatchObject({ updated_by: 'Rohan Mehta' })
    expect(activity('approval_rules.updated', 'refund')).toHaveLength(1)
  })
})

describe('many at once, the wallet figure and the doorbell', () => {
  it('approves many with one step-up, each with its own answer', async () => {
    const a = (await payout(20_000)).body.data
    const b = (await payout(20_000, people.Farid)).body.data
    const res = await h.api('/api/v1/merchant/approvals/approve', {
      token: people.Farid,
      json: { request_ids: [a.approval.request_id, b.approval.request_id, 'APRNOSUCH'] },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.results).toMatchObject([
      { request_id: a.approval.request_id, ok: true, approval: { status: 'approved' } },
      {
        request_id: b.approval.request_id,
        ok: false,
        error: 'You cannot approve your own request',
      },
      { request_id: 'APRNOSUCH', ok: false, error: 'Approval request not found' },
    ])
    const none = await h.api('/api/v1/merchant/approvals/approve', {
      token: people.Farid,
      json: { request_ids: [] },
    })
    expect(none.body.error.message).toBe('Please choose 1 to 100 requests')
  })

  it('shows what waits as awaiting_approval, to the paisa', async () => {
    const sum = h.sql
      .prepare(
        `SELECT (SELECT COALESCE(SUM(amount + fee), 0) FROM payouts WHERE merchant_id = ? AND status = 'pending_approval')
              + (SELECT COALESCE(SUM(amount_inr), 0) FROM refunds WHERE merchant_id = ? AND status = 'pending_approval') AS n`,
      )
      .get(demo, demo) as { n: number }
    const balance = await h.api('/api/v1/wallet/balance', { token: people.Omar })
    expect(Math.round(balance.body.data.awaiting_approval * 100)).toBe(sum.n)
    expect(sum.n).toBeGreaterThan(0)
  })

  it('rings event: approvals on a person’s stream when a request is made and decided', async () => {
    const stream = await openEventStream(h.url, { authorization: `Bearer ${people.Gita}` })
    try {
      const made = (await payout(20_000)).body.data
      const id = made.approval.request_id as string
      const opened = await stream.next((e) => e.event === 'approvals' && e.data.includes(id))
      expect(JSON.parse(opened.data)).toEqual({ request_id: id, status: 'pending' })
      await approve(id, owner)
      await stream.next((e) => e.event === 'approvals' && e.data.includes('"approved"'))
    } finally {
      stream.close()
    }
  })
})

describe('a final approval that cannot move the money', () => {
  it('fails whole with the usual 400 and records nothing', async () => {
    const made = (await payout(Math.ceil(available() / 100) + 1_00_000)).body.data
    const id = made.approval.request_id as string
    expect((await approve(id, people.Farid ?? '')).status).toBe(200)
    const short = await approve(id, owner)
    expect(short.status).toBe(400)
    expect(short.body.error.message).toBe('Insufficient wallet balance')
    const after = await h.api(`/api/v1/merchant/approvals/${id}`, { token: owner })
    expect(after.body.data).toMatchObject({ status: 'pending', can_decide: true })
    expect(after.body.data.approvals).toHaveLength(1)
    expect(movesOf(made.payout_id).n).toBe(0)
    expect(activity('approval.approved', made.payout_id)).toHaveLength(1)
  })

  it('gives a rejected refund’s amount back to what the payin can refund', async () => {
    // The rules test above let refunds go at once: one approver above ₹10,000 again.
    const rules = await h.api('/api/v1/merchant/approval-rules', {
      method: 'PUT',
      token: owner,
      json: {
        kind: 'refund',
        tiers: [
          { up_to: 10_000, approvers: 0, senior: false },
          { up_to: null, approvers: 1, senior: false },
        ],
      },
    })
    expect(rules.status).toBe(200)
    const txn = await paidPayin(h, { token: owner }, 30_000)
    const ask = (amount: number) =>
      h.api('/api/v1/payin/refund', {
        token: people.Omar,
        json: { transaction_id: txn, amount, reference_id: `RF-${++seq}` },
      })
    const waiting = (await ask(25_000)).body.data
    expect((await ask(10_000)).status).toBe(400)
    await reject(waiting.approval.request_id, people.Farid ?? '', 'Customer kept the goods')
    const refund = await h.api(`/api/v1/payin/refund/${waiting.refund_id}`, { token: owner })
    expect(refund.body.data.status).toBe('rejected')
    expect(movesOf(waiting.refund_id).n).toBe(0)
    expect((await ask(10_000)).status).toBe(201)
    expect(hooks('refund.rejected').some((b) => b.refund_id === waiting.refund_id)).toBe(true)
  })
})

describe('the inbox totals', () => {
  it('are the kept counts, equal to counting the requests, by status and for Decided', async () => {
    const counted = (where: string) =>
      (
        h.sql
          .prepare(`SELECT COUNT(*) AS n FROM approval_requests WHERE merchant_id = ? AND ${where}`)
          .get(demo) as { n: number }
      ).n
    for (const [query, where] of [
      ['', '1'],
      ['&status=pending', "status = 'pending'"],
      ['&status=approved', "status = 'approved'"],
      ['&status=decided', "status <> 'pending'"],
    ] as const) {
      const page = await h.api(`/api/v1/merchant/approvals?limit=5${query}`, { token: owner })
      expect(page.status).toBe(200)
      expect(page.body.meta.pagination.totalCount).toBe(counted(where))
      expect(counted(where)).toBeGreaterThan(0)
    }
  })
})
