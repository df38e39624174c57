import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCounter } from '../../server/domain/counters/counters'
import { sheetNames } from '../../server/domain/core/xlsx-file'
import { hashPassword } from '../../server/domain/merchants/passwords'
import {
  pair,
  pairedCounter,
  pairingCode,
  chooseCashier,
  sell,
  staffIds,
} from './support/counter-helpers'
import { openEventStream, eventData } from './support/event-stream'
import { adminPost, istDay, merchantId, startHarness, type Harness } from './support/helpers'
import { paidPayin, refund } from './support/refund-harness'

/*
 * Outlet scope (decision 080): a person limited to an outlet reads, exports, searches and streams
 * only that outlet's payins, refunds, counters and shifts; another outlet's item by id is the same
 * 404 as another merchant's; a business action is 403; and the per-outlet 'today' table equals
 * the payments list's totals filtered by outlet, to the paisa, refunds included.
 */

const PASSWORD = 'Outlet-Tamarind-93'
const LIMITED = 'Your access is limited to some outlets'

let h: Harness
let owner: string
let demo: number
let manager: string
let managerId: number
const A = { id: 0, outletId: '' }
const B = { id: 0, outletId: '' }
let counterA = ''
let counterB = ''
let deviceA = ''
let deviceB = ''
let shiftA = ''
const payinsA: string[] = []
const payinsB: string[] = []
let linkPayin = ''
let refundA = ''
let refundB = ''

async function sold(device: string, amount: number): Promise<string> {
  const { transaction_id } = await sell(h, device, amount)
  const paid = await adminPost(h, `payins/${transaction_id}/pay`)
  expect(paid.status, paid.text).toBe(200)
  return transaction_id
}

/** A person of demo's team, limited to `outlets` by rows of user_outlets, signed in. */
async function limitedPerson(role: string, outlets: number[]): Promise<[string, number]> {
  const now = Date.now()
  const email = `outlet-${role}-${outlets.join('-')}@example.com`
  const id = Number(
    h.sql
      .prepare(
        `INSERT INTO users (merchant_id, email, name, role, status, password_hash, invited_by,
           created_at, updated_at) VALUES (?, ?, ?, ?, 'active', ?, 1, ?, ?)`,
      )
      .run(demo, email, `Manager ${role}`, role, hashPassword(PASSWORD), now, now).lastInsertRowid,
  )
  for (const outlet of outlets)
    h.sql.prepare('INSERT INTO user_outlets (user_id, outlet_id) VALUES (?, ?)').run(id, outlet)
  return [await h.login(email, PASSWORD), id]
}

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  demo = merchantId(h.sql, 'demo')
  const first = h.sql
    .prepare('SELECT id, outlet_id FROM outlets WHERE merchant_id = ? ORDER BY id LIMIT 1')
    .get(demo) as { id: number; outlet_id: string }
  Object.assign(A, { id: first.id, outletId: first.outlet_id })
  const now = Date.now()
  const made = h.sql
    .prepare(
      `INSERT INTO outlets (outlet_id, merchant_id, name, city, state_code, created_at, updated_at)
       VALUES ('OUTBANER000000000001', ?, 'Baner', 'Pune', '27', ?, ?)`,
    )
    .run(demo, now, now)
  Object.assign(B, { id: Number(made.lastInsertRowid), outletId: 'OUTBANER000000000001' })

  // A counter in each outlet, each with a paired till and the seeded cashier Asha.
  const ids = await staffIds(h, owner)
  const tillA = await pairedCounter(h, owner, 'Till A')
  counterA = tillA.counterId
  deviceA = tillA.device
  shiftA = (await chooseCashier(h, deviceA, ids.Asha ?? '', '4826')).shift.shift_id
  counterB = createCounter(h.sql, demo, 'Till B', Date.now(), B.id).counter_id
  deviceB = await pair(h, await pairingCode(h, owner, counterB))
  await chooseCashier(h, deviceB, ids.Asha ?? '', '4826')

  payinsA.push(await sold(deviceA, 77.77))
  payinsB.push(await sold(deviceB, 123.45), await sold(deviceB, 50.1))
  const pending = await sell(h, deviceB, 9.99)
  payinsB.push(pending.transaction_id)
  linkPayin = await paidPayin(h, { token: owner }, 40.4)

  const refunded = async (id: string, amount: number) => {
    const res = await refund(h, { token: owner }, { transaction_id: id, amount })
    expect(res.status, res.text).toBe(201)
    return res.body.data.refund_id as string
  }
  refundA = await refunded(payinsA[0] ?? '', 7)
  refundB = await refunded(payinsB[0] ?? '', 10.05)
  ;[manager, managerId] = await limitedPerson('operations', [B.id])
}, 60_000)
afterAll(() => h.stop())

const get = (path: string, token = manager) => h.api(`/api/v1${path}`, { token })

describe('a person limited to an outlet', () => {
  it('signs in with their outlets, and without any action that reaches the whole business', async () => {
    const me = await get('/merchant/me')
    expect(me.status, me.text).toBe(200)
    const user = me.body.data.user
    expect(user.outlets).toEqual([{ outlet_id: B.outletId, name: 'Baner' }])
    expect(user.actions).toContain('payments.read')
    expect(user.actions).toContain('counters.manage')
    for (const business of [
      'payouts.read',
      'settlements.read',
      'counters.settings',
      'approvals.read',
    ])
      expect(user.actions).not.toContain(business)
    const ownerMe = await get('/merchant/me', owner)
    expect(ownerMe.body.data.user.outlets).toEqual([])
    expect(ownerMe.body.data.user.actions).toContain('payouts.read')
  })

  it('is refused every business action with one message, whatever the role allows', async () => {
    for (const [method, path] of [
      ['GET', '/wallet/balance'],
      ['GET', '/settlements'],
      ['GET', '/payout/list'],
      ['GET', '/merchant/approvals'],
      ['PUT', '/merchant/counter-settings'],
    ] as const) {
      const res = await h.api(`/api/v1${path}`, {
        token: manager,
        method,
        ...(method === 'PUT' ? { json: { lock_after_minutes: 5 } } : {}),
      })
      expect([path, res.status, res.body?.error?.message]).toEqual([path, 403, LIMITED])
    }
  })

  it('lists, totals and searches only their outlet’s payins', async () => {
    const list = await get('/payin/list?limit=100')
    expect(list.status, list.text).toBe(200)
    const ids = (list.body.data.transactions ?? list.body.data).map(
      (p: { transaction_id: string }) => p.transaction_id,
    )
    expect([...ids].sort()).toEqual([...payinsB].sort())
    const totals = await get('/payin/list/totals')
    expect(totals.body.data).toMatchObject({ count: 3, success_count: 2, success_amount: 173.55 })
    const searchA = await get(`/payin/list?search=${payinsA[0]}`)
    expect(searchA.body.meta.pagination.totalCount).toBe(0)
    const searchB = await get(`/payin/list?search=${payinsB[0]}`)
    expect(searchB.body.meta.pagination.totalCount).toBe(1)
    for (const other of [A.outletId, 'none', 'OUTNOSUCH0000000000']) {
      const res = await get(`/payin/list?outlet_id=${other}`)
      expect([other, res.status, res.body.error?.message]).toEqual([other, 404, 'Outlet not found'])
    }
  })

  it('reads another outlet’s payment, refund, counter and shift as unknown (404)', async () => {
    const answers = [
      [`/payin/status/${payinsA[0]}`, 'Payin not found'],
      [`/payin/status/${linkPayin}`, 'Payin not found'],
      [`/payin/refund/${refundA}`, 'Refund not found'],
      [`/merchant/shifts/${shiftA}`, 'Shift not found'],
      [`/merchant/shifts/${shiftA}/export`, 'Shift not found'],
    ]
    for (const [path, message] of answers) {
      const res = await get(path ?? '')
      expect([path, res.status, res.body?.error?.message]).toEqual([path, 404, message])
    }
    const unlock = await h.api(`/api/v1/merchant/counters/${counterA}/unlock`, {
      token: manager,
      json: {},
    })
    expect([unlock.status, unlock.body.error?.message]).toEqual([404, 'Counter not found'])
    const shiftsOther = await get(`/merchant/shifts?counter_id=${counterA}`)
    expect([shiftsOther.status, shiftsOther.body.error?.message]).toEqual([
      404,
      'Counter not found',
    ])
    const refundOther = await refund(
      h,
      { token: manager },
      {
        transaction_id: payinsA[0] ?? '',
        amount: 1,
      },
    )
    expect([refundOther.status, refundOther.body.error?.message]).toEqual([404, 'Payin not found'])
    // Their own are found.
    expect((await get(`/payin/status/${payinsB[0]}`)).status).toBe(200)
    expect((await get(`/payin/refund/${refundB}`)).status).toBe(200)
  })

  it('lists only their outlet’s refunds, counters and today by counter', async () => {
    const refunds = await get('/payin/refunds')
    expect(refunds.body.data.map((r: { refund_id: string }) => r.refund_id)).toEqual([refundB])
    const counters = await get('/merchant/counters')
    expect(counters.body.data.map((c: { counter_id: string }) => c.counter_id)).toEqual([counterB])
    const today = await get('/merchant/counters/today')
    expect(today.body.data.counters.map((c: { counter_id: string }) => c.counter_id)).toEqual([
      counterB,
    ])
    // Cashiers of any outlet work at theirs too.
    const staff = await get('/merchant/staff')
    expect(staff.body.data.map((s: { name: string }) => s.name)).toContain('Asha')
  })

  it('exports only their outlet’s rows, and no payouts', async () => {
    const res = await get('/merchant/transactions/report?format=csv&type=both')
    expect(res.status, res.text).toBe(200)
    for (const id of payinsB) expect(res.text).toContain(id)
    expect(res.text).toContain(refundB)
    expect(res.text).not.toContain(payinsA[0])
    expect(res.text).not.toContain(linkPayin)
    expect(res.text).not.toContain(refundA)
    expect(res.text).not.toMatch(/,payout,/)
  })

  it('sees the dashboard of their outlet without the wallet', async () => {
    const res = await get('/merchant/dashboard/summary')
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.wallet).toBeUndefined()
    expect(res.body.data.payins.total_transactions).toBe(3)
    expect(res.body.data.payins.total_amount).toBe(173.55)
    expect(res.body.data.refunds.refunded_amount + res.body.data.refunds.pending_amount).toBe(10.05)
    const ownerView = await get('/merchant/dashboard/summary', owner)
    expect(ownerView.body.data.wallet).toBeDefined()
  })

  it('hears only their outlet’s payments on the event stream', async () => {
    const stream = await openEventStream(h.url, { authorization: `Bearer ${manager}` })
    try {
      await stream.next((e) => e.event === 'ready')
      const inA = await sold(deviceA, 11.11)
      const inB = await sold(deviceB, 22.22)
      payinsA.push(inA)
      payinsB.push(inB)
      await stream.next((e) => e.event === 'payin' && eventData(e).transaction_id === inB, 5_000)
      const heard = stream.events
        .filter((e) => e.event === 'payin')
        .map((e) => eventData(e).transaction_id)
      expect(heard).not.toContain(inA)
    } finally {
      stream.close()
    }
  })

  it('makes links only for their outlet, and cannot sell from the owner’s counter of another', async () => {
    const link = { amount: 10, customer_name: 'Asha Verma', customer_email: 'asha@example.in' }
    const bare = await h.api('/api/v1/payin/create', { token: manager, json: link })
    expect([bare.status, bare.body.error?.message]).toEqual([
      400,
      'Choose one of your outlets for this link',
    ])
    const other = await h.api('/api/v1/payin/create', {
      token: manager,
      json: { ...link, outlet_id: A.outletId },
    })
    expect([other.status, other.body.error?.message]).toEqual([
      400,
      'Choose one of your outlets for this link',
    ])
    const own = await h.api('/api/v1/payin/create', {
      token: manager,
      json: { ...link, outlet_id: B.outletId },
    })
    expect(own.status, own.text).toBe(200)
    payinsB.push(own.body.data.transaction_id)
    const till = await get('/counter/session')
    expect([till.status, till.body.error?.message]).toEqual([
      403,
      'Sell from a paired till of your outlet',
    ])
  })
})

describe('the outlet_id filter', () => {
  it('narrows every call the contract lists to one outlet, or to the payins naming none', async () => {
    const q = `outlet_id=${B.outletId}`
    const counters = await get(`/merchant/counters?${q}`, owner)
    expect(counters.body.data.map((c: { counter_id: string }) => c.counter_id)).toContain(counterB)
    expect(counters.body.data.map((c: { counter_id: string }) => c.counter_id)).not.toContain(
      counterA,
    )
    const today = await get(`/merchant/counters/today?${q}`, owner)
    expect(today.body.data.counters.map((c: { counter_id: string }) => c.counter_id)).not.toContain(
      counterA,
    )
    const refunds = await get(`/payin/refunds?${q}`, owner)
    expect(refunds.body.data.map((r: { refund_id: string }) => r.refund_id)).toEqual([refundB])
    const summary = await get(`/payin/summary?${q}`, owner)
    const totals = await get(`/payin/list/totals?${q}`, owner)
    expect(summary.body.data.total_amount).toBe(totals.body.data.success_amount)
    expect(summary.body.data.total_transactions).toBe(totals.body.data.count)
    const dashboard = await get(`/merchant/dashboard/summary?${q}`, owner)
    expect(dashboard.body.data.payins.total_amount).toBe(totals.body.data.success_amount)
    expect(dashboard.body.data.wallet).toBeDefined()
    const shifts = await get(`/merchant/shifts?outlet_id=${A.outletId}`, owner)
    expect(shifts.status, shifts.text).toBe(200)
    const report = await get(`/merchant/transactions/report?format=csv&${q}`, owner)
    expect(report.text).toContain(payinsB[0])
    expect(report.text).not.toContain(payinsA[0])
    const none = await get('/payin/list?outlet_id=none&limit=100', owner)
    const rows = none.body.data.transactions ?? none.body.data
    expect(rows.map((p: { transaction_id: string }) => p.transaction_id)).toContain(linkPayin)
    expect(rows.every((p: { outlet_id: string | null }) => p.outlet_id === null)).toBe(true)
    const unknown = await get('/payin/list?outlet_id=OUTNOSUCH0000000000', owner)
    expect([unknown.status, unknown.body.error?.message]).toEqual([404, 'Outlet not found'])
  })
})

describe('a limited person’s counters and cashiers', () => {
  it('makes them in their outlets only, and never for every outlet', async () => {
    const made = await h.api('/api/v1/merchant/counters', {
      token: manager,
      json: { name: 'Till B2' },
    })
    expect(made.status, made.text).toBe(201)
    expect(made.body.data.outlet_id).toBe(B.outletId)
    const elsewhere = await h.api('/api/v1/merchant/counters', {
      token: manager,
      json: { name: 'Till A2', outlet_id: A.outletId },
    })
    expect([elsewhere.status, elsewhere.body.error?.message]).toEqual([404, 'Outlet not found'])
    const moved = await h.api(`/api/v1/merchant/counters/${made.body.data.counter_id}`, {
      token: manager,
      method: 'PUT',
      json: { outlet_id: A.outletId },
    })
    expect([moved.status, moved.body.error?.message]).toEqual([404, 'Outlet not found'])
    const cashier = await h.api('/api/v1/merchant/staff', {
      token: manager,
      json: { name: 'Baner Cashier', pin: '739104' },
    })
    expect(cashier.status, cashier.text).toBe(201)
    expect(cashier.body.data.outlet_id).toBe(B.outletId)
    const anywhere = await h.api(`/api/v1/merchant/staff/${cashier.body.data.staff_id}`, {
      token: manager,
      method: 'PUT',
      json: { outlet_id: null },
    })
    expect([anywhere.status, anywhere.body.error?.message]).toEqual([403, LIMITED])
  })
})

describe('today by outlet', () => {
  const listTotals = async (outlet: string, token = owner) => {
    const day = istDay(Date.now())
    const res = await get(
      `/payin/list/totals?dateFrom=${day}&dateTo=${day}&outlet_id=${outlet}`,
      token,
    )
    expect(res.status, res.text).toBe(200)
    return res.body.data as { count: number; success_count: number; success_amount: number }
  }

  it('equals the payments list’s totals filtered by outlet, to the paisa, refunds included', async () => {
    const res = await get('/merchant/outlets/today', owner)
    expect(res.status, res.text).toBe(200)
    const { outlets, unassigned } = res.body.data
    expect(outlets.map((o: { outlet_id: string }) => o.outlet_id)).toEqual([A.outletId, B.outletId])
    for (const row of outlets) {
      const totals = await listTotals(row.outlet_id)
      expect(row.collected).toBe(totals.success_amount)
      expect(row.count).toBe(totals.count)
      expect(row.success_count).toBe(totals.success_count)
      expect(Math.round((row.collected - row.refunded) * 100)).toBe(Math.round(row.net * 100))
    }
    const [rowA, rowB] = outlets
    expect(rowA.refunded).toBe(7)
    expect(rowB.refunded).toBe(10.05)
    expect(rowB.collected).toBe(195.77)
    expect(rowB.counters_open).toBe(1)
    expect(rowB.best_hour).not.toBeNull()
    const none = await listTotals('none')
    expect(unassigned.collected).toBe(none.success_amount)
    expect(unassigned.count).toBe(none.count)
  })

  it('shows a limited person only their outlet, and no unassigned row', async () => {
    const res = await get('/merchant/outlets/today')
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.outlets.map((o: { outlet_id: string }) => o.outlet_id)).toEqual([
      B.outletId,
    ])
    expect(res.body.data.unassigned).toBeNull()
    const totals = await listTotals(B.outletId, manager)
    expect(res.body.data.outlets[0].collected).toBe(totals.success_amount)
  })
})

describe('the report split by outlet', () => {
  it('writes a sheet per outlet, then No outlet and Payouts, adding up to the whole report', async () => {
    const download = async (query: string) => {
      const res = await fetch(`${h.url}/api/v1/merchant/transactions/report?${query}`, {
        headers: { authorization: `Bearer ${owner}` },
      })
      expect(res.status).toBe(200)
      const workbook = new ExcelJS.Workbook()
      const bytes = Buffer.from(await res.arrayBuffer())
      await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0])
      return workbook
    }
    const split = await download('format=xlsx&split=outlet')
    const names = split.worksheets.map((sheet) => sheet.name)
    const firstName = (
      h.sql.prepare('SELECT name FROM outlets WHERE id = ?').get(A.id) as { name: string }
    ).name
    expect(names).toEqual([firstName.slice(0, 31), 'Baner', 'No outlet', 'Payouts'])
    const rows = (sheet: ExcelJS.Worksheet) => sheet.actualRowCount - 1
    const whole = await download('format=xlsx')
    const total = split.worksheets.reduce((sum, sheet) => sum + rows(sheet), 0)
    expect(total).toBe(rows(whole.worksheets[0] as ExcelJS.Worksheet))
    // Baner: its four payins and one refund.
    expect(rows(split.worksheets[1] as ExcelJS.Worksheet)).toBe(payinsB.length + 1)
    const bad = await get('/merchant/transactions/report?format=xlsx&split=counter', owner)
    expect([bad.status, bad.body.error?.message]).toEqual([400, 'split must be: outlet'])
  })
})

describe('sheet names', () => {
  it('are what Excel accepts: no : \\ / ? * [ ], at most 31 characters, unique without case', () => {
    expect(sheetNames(['MG Road [1]/2', 'mg road [1]/2', 'x'.repeat(40), '', 'No outlet'])).toEqual(
      ['MG Road -1--2', 'mg road -1--2 (2)', 'x'.repeat(31), 'Sheet', 'No outlet'],
    )
  })
})

describe('limiting a person', () => {
  const patch = (id: number, json: unknown) =>
    h.api(`/api/v1/merchant/team/${id}`, { token: owner, method: 'PATCH', json })

  it('sets and lifts a person’s outlets, logs it, and applies on their next call', async () => {
    const [viewer, viewerId] = await limitedPerson('viewer', [])
    expect(
      (await get('/payin/list?limit=1', viewer)).body.meta.pagination.totalCount,
    ).toBeGreaterThan(payinsB.length)
    const set = await patch(viewerId, { outlet_ids: [B.outletId] })
    expect(set.status, set.text).toBe(200)
    expect(set.body.data.person.outlets).toEqual([{ outlet_id: B.outletId, name: 'Baner' }])
    expect((await get('/payin/list/totals', viewer)).body.data.count).toBe(payinsB.length)
    const team = await get('/merchant/team', owner)
    const listed = team.body.data.people.find((p: { id: number }) => p.id === viewerId)
    expect(listed.outlets).toEqual([{ outlet_id: B.outletId, name: 'Baner' }])
    const log = await get('/merchant/activity?action=team.outlets_changed', owner)
    expect(log.body.data.entries[0]).toMatchObject({
      action: 'team.outlets_changed',
      before: { outlets: [] },
      after: { outlets: ['Baner'] },
    })
    const lifted = await patch(viewerId, { outlet_ids: [] })
    expect(lifted.body.data.person.outlets).toEqual([])
    expect((await get('/wallet/balance', viewer)).status).toBe(200)
  })

  it('refuses to limit an Owner, and an outlet not of the business', async () => {
    const me = await get('/merchant/me', owner)
    const ownerSelf = await patch(me.body.data.user.id, { outlet_ids: [B.outletId] })
    expect([ownerSelf.status, ownerSelf.body.error?.message]).toEqual([
      400,
      'An Owner sees every outlet',
    ])
    const unknown = await patch(managerId, { outlet_ids: ['OUTNOSUCH0000000000'] })
    expect([unknown.status, unknown.body.error?.message]).toEqual([404, 'Outlet not found'])
  })

  it('invites a person limited to outlets', async () => {
    const res = await h.api('/api/v1/merchant/team/invitations', {
      token: owner,
      json: {
        name: 'Store Manager',
        email: 'baner-manager@example.com',
        role: 'operations',
        outlet_ids: [B.outletId],
      },
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.data.person.outlets).toEqual([{ outlet_id: B.outletId, name: 'Baner' }])
    const owners = await h.api('/api/v1/merchant/team/invitations', {
      token: owner,
      json: {
        name: 'Co Owner',
        email: 'co-owner@example.com',
        role: 'owner',
        outlet_ids: [B.outletId],
      },
    })
    expect([owners.status, owners.body.error?.message]).toEqual([400, 'An Owner sees every outlet'])
  })

  it('closes the person’s open event streams when their outlets change', async () => {
    const stream = await openEventStream(h.url, { authorization: `Bearer ${manager}` })
    await stream.next((e) => e.event === 'ready')
    const res = await patch(managerId, { outlet_ids: [A.outletId, B.outletId] })
    expect(res.status, res.text).toBe(200)
    expect(await stream.ended).toBe(true)
    await patch(managerId, { outlet_ids: [B.outletId] })
  })
})

// Last: the refund it leaves waiting would change the other tests' figures.
describe('a limited person’s event stream', () => {
  it('hears no approvals on the event stream: they are the business’s', async () => {
    const mine = await openEventStream(h.url, { authorization: `Bearer ${manager}` })
    const owners = await openEventStream(h.url, { authorization: `Bearer ${owner}` })
    const rule = h.sql.prepare(
      "UPDATE approval_rules SET tiers_json = ? WHERE merchant_id = ? AND kind = 'refund'",
    )
    try {
      await mine.next((e) => e.event === 'ready')
      await owners.next((e) => e.event === 'ready')
      // Every refund waits for one approver: the owner's refund rings the approvals doorbell.
      rule.run(JSON.stringify([{ up_to: null, approvers: 1, senior: false }]), demo)
      const waiting = await refund(
        h,
        { token: owner },
        { transaction_id: payinsB[1] ?? '', amount: 1 },
      )
      expect(waiting.status, waiting.text).toBe(201)
      await owners.next((e) => e.event === 'approvals', 5_000)
      // The manager's stream is the same server's: a ping later it has still heard none.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(mine.events.filter((e) => e.event === 'approvals')).toEqual([])
    } finally {
      rule.run(JSON.stringify([{ up_to: null, approvers: 0, senior: false }]), demo)
      mine.close()
      owners.close()
    }
  })
})
