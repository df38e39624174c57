import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gstinCheckChar } from '../../server/domain/core/gst'
import {
  addCounter,
  chooseCashier,
  pair,
  pairingCode,
  sell,
  staffIds,
} from './support/counter-helpers'
import { adminPost, istDay, startHarness, type Harness } from './support/helpers'

/*
 * Outlets on the gateway (decision 080, docs/api-contract.md § Outlets): making, changing,
 * archiving and restoring them with every rule's message; counters made in and moved between
 * them; cashiers limited to one; and every payin stamped with its outlet, on the wire, in the
 * webhooks and in the reports.
 */

let h: Harness
let owner: string

const withCheck = (first14: string) => first14 + gstinCheckChar(first14)
const KA_GSTIN = withCheck('29AAPFU0939F1Z')
const MH_GSTIN = withCheck('27AAPFU0939F1Z')

type Outlet = {
  outlet_id: string
  name: string
  state_code: string | null
  state: string | null
  gstin: string | null
  archived_at: string | null
  counters: number
}

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  h.sql
    .prepare('UPDATE merchants SET webhook_payin_url = ? WHERE username = ?')
    .run('https://hooks.example.com/payins', 'demo')
})
afterAll(() => h.stop())

const outlets = async (token = owner) => {
  const res = await h.api('/api/v1/merchant/outlets', { token })
  expect(res.status, res.text).toBe(200)
  return res.body.data.outlets as Outlet[]
}

const create = (json: object) => h.api('/api/v1/merchant/outlets', { token: owner, json })
const update = (id: string, json: object) =>
  h.api(`/api/v1/merchant/outlets/${id}`, { token: owner, method: 'PUT', json })
const archive = (id: string) =>
  h.api(`/api/v1/merchant/outlets/${id}/archive`, { token: owner, method: 'POST' })
const restore = (id: string) =>
  h.api(`/api/v1/merchant/outlets/${id}/restore`, { token: owner, method: 'POST' })

async function made(json: object): Promise<Outlet> {
  const res = await create(json)
  expect(res.status, res.text).toBe(201)
  return res.body.data.outlet as Outlet
}

const counterOf = async (counterId: string) => {
  const res = await h.api('/api/v1/merchant/counters', { token: owner })
  return (res.body.data as { counter_id: string; outlet_id: string; outlet_name: string }[]).find(
    (c) => c.counter_id === counterId,
  )
}

describe('the outlets of a business', () => {
  it('start as one, named after the business, holding its counters', async () => {
    const list = await outlets()
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      name: 'Acme Stores',
      state_code: '29',
      state: 'Karnataka',
      gstin: '29AAKCA4321M1ZF',
      archived_at: null,
    })
    expect(list[0]?.outlet_id).toMatch(/^OUT[0-9A-Z]{16}$/)
    expect(list[0]?.counters).toBeGreaterThanOrEqual(1)
  })

  it('are added with a state and a GSTIN of that state, and listed in the order made', async () => {
    const baner = await made({
      name: '  Baner ',
      address: 'Baner Road',
      city: 'Pune',
      state_code: '27',
      gstin: MH_GSTIN.toLowerCase(),
    })
    expect(baner).toMatchObject({
      name: 'Baner',
      city: 'Pune',
      state_code: '27',
      state: 'Maharashtra',
      gstin: MH_GSTIN,
      archived_at: null,
      counters: 0,
    })
    // A GSTIN alone gives the state.
    const hub = await made({ name: 'Whitefield', gstin: KA_GSTIN })
    expect(hub).toMatchObject({ state_code: '29', state: 'Karnataka' })
    // Neither: no state.
    const kiosk = await made({ name: 'Airport kiosk' })
    expect(kiosk).toMatchObject({ state_code: null, state: null, gstin: null, address: '' })
    expect((await outlets()).map((o) => o.name)).toEqual([
      'Acme Stores',
      'Baner',
      'Whitefield',
      'Airport kiosk',
    ])
  })

  it("refuses each fault with the contract's message", async () => {
    const cases: [object, number, string][] = [
      [{}, 400, 'Outlet name is required'],
      [{ name: '   ' }, 400, 'Outlet name is required'],
      [{ name: 'x'.repeat(61) }, 400, 'Outlet name must be at most 60 characters'],
      [{ name: 'BANER' }, 409, 'An outlet with this name already exists'],
      [{ name: 'New', gstin: '29AAPFU0939F1ZX' }, 400, 'Invalid GSTIN'],
      [{ name: 'New', gstin: 'not a gstin' }, 400, 'Invalid GSTIN'],
      [
        { name: 'New', state_code: '29', gstin: MH_GSTIN },
        400,
        "The GSTIN must be of the outlet's state (29: Karnataka)",
      ],
      [{ name: 'New', state_code: '99' }, 400, 'Unknown state code'],
      [{ name: 'New', address: 'a'.repeat(201) }, 400, 'Address must be at most 200 characters'],
      [{ name: 'New', city: 'c'.repeat(61) }, 400, 'City must be at most 60 characters'],
    ]
    for (const [json, status, message] of cases) {
      const res = await create(json)
      expect(res.status, JSON.stringify(json)).toBe(status)
      expect(res.body.error.message).toBe(message)
    }
    expect(await outlets()).toHaveLength(4)
  })

  it('are changed field by field, with the same rules, and logged', async () => {
    const kiosk = (await outlets()).find((o) => o.name === 'Airport kiosk')
    if (!kiosk) throw new Error('no kiosk')
    const res = await update(kiosk.outlet_id, { name: 'Airport', city: 'Bengaluru' })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.outlet).toMatchObject({ name: 'Airport', city: 'Bengaluru', state: null })
    const taken = await update(kiosk.outlet_id, { name: 'whitefield' })
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe('An outlet with this name already exists')
    const wrongState = await update(kiosk.outlet_id, { state_code: '27', gstin: KA_GSTIN })
    expect(wrongState.body.error.message).toBe(
      "The GSTIN must be of the outlet's state (27: Maharashtra)",
    )
    const missing = await update('OUT0000000000000000', { name: 'X' })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('Outlet not found')
    const log = await h.api('/api/v1/merchant/activity?action=outlet.updated', { token: owner })
    expect(log.body.data.entries[0]).toMatchObject({
      action: 'outlet.updated',
      target: { kind: 'outlet', id: kiosk.outlet_id, label: 'Airport' },
      before: { name: 'Airport kiosk', city: '' },
      after: { name: 'Airport', city: 'Bengaluru' },
    })
  })

  it('are managed by an Owner or Admin only; everyone reads them', async () => {
    const finance = await h.login('finance@example.com', 'Ledger-Monsoon-47')
    expect(await outlets(finance)).toHaveLength(4)
    const refused = await h.api('/api/v1/merchant/outlets', {
      token: finance,
      json: { name: 'Mine' },
    })
    expect(refused.status).toBe(403)
  })
})

describe('counters in outlets', () => {
  let baner: Outlet
  let first: Outlet
  let counterId: string
  let device: string

  beforeAll(async () => {
    const list = await outlets()
    first = list[0] as Outlet
    baner = list.find((o) => o.name === 'Baner') as Outlet
  })

  it('are made in the outlet named, or the first one', async () => {
    const res = await h.api('/api/v1/merchant/counters', {
      token: owner,
      json: { name: 'Baner till', outlet_id: baner.outlet_id },
    })
    expect(res.status, res.text).toBe(201)
    expect(res.body.data).toMatchObject({ outlet_id: baner.outlet_id, outlet_name: 'Baner' })
    counterId = res.body.data.counter_id
    const plain = await addCounter(h, owner, 'Back office')
    expect(await counterOf(plain)).toMatchObject({ outlet_id: first.outlet_id })
    const unknown = await h.api('/api/v1/merchant/counters', {
      token: owner,
      json: { name: 'Nowhere', outlet_id: 'OUT0000000000000000' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('Outlet not found')
    expect((await outlets()).find((o) => o.name === 'Baner')?.counters).toBe(1)
  })

  it("stamp a till's sales and its shift with the counter's outlet", async () => {
    device = await pair(h, await pairingCode(h, owner, counterId))
    const ids = await staffIds(h, owner)
    const chosen = await chooseCashier(h, device, ids.Asha ?? '', '4826')
    // Whatever outlet a till names, its sale is its counter's.
    const sale = await sell(h, device, 120, { outlet_id: first.outlet_id })
    expect(sale).toMatchObject({ outlet_id: baner.outlet_id, outlet_name: 'Baner' })
    const status = await h.api(`/api/v1/payin/status/${sale.transaction_id}`, { token: owner })
    expect(status.body.data).toMatchObject({ outlet_id: baner.outlet_id, outlet_name: 'Baner' })
    const shift = await h.api(`/api/v1/merchant/shifts/${chosen.shift.shift_id}`, { token: owner })
    expect(shift.body.data).toMatchObject({ outlet_id: baner.outlet_id, outlet_name: 'Baner' })
  })

  it('are not moved with an open shift, nor to an archived or unknown outlet', async () => {
    const move = (outlet_id: string) =>
      h.api(`/api/v1/merchant/counters/${counterId}`, {
        token: owner,
        method: 'PUT',
        json: { outlet_id },
      })
    const open = await move(first.outlet_id)
    expect(open.status).toBe(409)
    expect(open.body.error.message).toBe("Close this counter's shift before moving it")
    const unknown = await move('OUT0000000000000000')
    expect(unknown.status).toBe(404)
  })

  it('refuse archiving their outlet while a shift is open, naming the counters', async () => {
    const res = await archive(baner.outlet_id)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe('Close the open shifts at Baner first: Baner till')
  })

  it('move once the shift is closed; the past sales and shift keep their outlet', async () => {
    const closed = await h.api(`/api/v1/merchant/counters/${counterId}/shift/close`, {
      token: owner,
      method: 'POST',
    })
    expect(closed.status, closed.text).toBe(200)
    expect(closed.body.data).toMatchObject({ outlet_id: baner.outlet_id, outlet_name: 'Baner' })
    const file = await h.api(
      `/api/v1/merchant/shifts/${closed.body.data.shift_id}/export?format=csv`,
      {
        token: owner,
      },
    )
    expect(Papa.parse<string[]>(file.text.trim()).data).toContainEqual(['Outlet', 'Baner'])
    const moved = await h.api(`/api/v1/merchant/counters/${counterId}`, {
      token: owner,
      method: 'PUT',
      json: { outlet_id: first.outlet_id, name: 'Rear till' },
    })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.data).toMatchObject({
      name: 'Rear till',
      outlet_id: first.outlet_id,
      outlet_name: 'Acme Stores',
    })
    const shifts = await h.api(`/api/v1/merchant/shifts?counter_id=${counterId}`, { token: owner })
    const rows = (shifts.body.data.shifts ?? shifts.body.data) as { outlet_id: string }[]
    expect(rows.map((s) => s.outlet_id)).toEqual([baner.outlet_id])
    const list = await h.api(`/api/v1/payin/list?counter_id=${counterId}`, { token: owner })
    expect(list.body.data.map((p: { outlet_name: string }) => p.outlet_name)).toEqual(['Baner'])
    const log = await h.api('/api/v1/merchant/activity?action=counter.moved', { token: owner })
    expect(log.body.data.entries[0]).toMatchObject({
      target: { kind: 'counter', id: counterId },
      before: { outlet: 'Baner' },
      after: { outlet: 'Acme Stores' },
    })
    // Back to Baner, with its device still paired there.
    const back = await h.api(`/api/v1/merchant/counters/${counterId}`, {
      token: owner,
      method: 'PUT',
      json: { outlet_id: baner.outlet_id },
    })
    expect(back.body.data).toMatchObject({ outlet_name: 'Baner', name: 'Rear till' })
  })

  it("archiving unpairs the outlet's devices and refuses pairing, moving in and new counters", async () => {
    const res = await archive(baner.outlet_id)
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.outlet.archived_at).not.toBeNull()
    const session = await h.api('/api/v1/counter/session', { token: device })
    expect(session.status).toBe(401)
    const code = await h.api(`/api/v1/merchant/counters/${counterId}/pairing-code`, {
      token: owner,
      method: 'POST',
    })
    expect(code.status).toBe(409)
    expect(code.body.error.message).toBe('This outlet is archived')
    const back = await addCounter(h, owner, 'Spare')
    const moveIn = await h.api(`/api/v1/merchant/counters/${back}`, {
      token: owner,
      method: 'PUT',
      json: { outlet_id: baner.outlet_id },
    })
    expect(moveIn.status).toBe(409)
    expect(moveIn.body.error.message).toBe('This outlet is archived')
    const made = await h.api('/api/v1/merchant/counters', {
      token: owner,
      json: { name: 'Another', outlet_id: baner.outlet_id },
    })
    expect(made.body.error.message).toBe('This outlet is archived')
    // Idempotent; listed after the open ones.
    expect((await archive(baner.outlet_id)).status).toBe(200)
    expect((await outlets()).at(-1)?.name).toBe('Baner')
  })

  it('restores an archived outlet, unless its name was taken meanwhile', async () => {
    const clash = await made({ name: 'baner' })
    const refused = await restore(baner.outlet_id)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('An outlet with this name already exists')
    expect((await update(clash.outlet_id, { name: 'Baner East' })).status).toBe(200)
    const res = await restore(baner.outlet_id)
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.outlet.archived_at).toBeNull()
    expect((await restore(baner.outlet_id)).status).toBe(200)
    const log = await h.api('/api/v1/merchant/activity?action=outlet.restored', { token: owner })
    expect(log.body.data.entries).toHaveLength(1)
  })

  it("keeps the business's last open outlet", async () => {
    const list = await outlets()
    const open = list.filter((o) => o.archived_at === null)
    const [keep, ...rest] = open
    for (const o of rest) expect((await archive(o.outlet_id)).status).toBe(200)
    const last = await archive(keep?.outlet_id ?? '')
    expect(last.status).toBe(409)
    expect(last.body.error.message).toBe('A business keeps at least one open outlet')
    for (const o of rest) expect((await restore(o.outlet_id)).status).toBe(200)
  })
})

describe("the owner's own counter", () => {
  it('is not moved by hand, and goes to the first open outlet when its outlet is archived', async () => {
    // The owner's session on /counter makes it, in the first outlet.
    const session = await h.api('/api/v1/counter/session', { token: owner })
    expect(session.status, session.text).toBe(200)
    const ownerId = session.body.data.counter.counter_id as string
    const list = await outlets()
    const first = list[0] as Outlet
    const baner = list.find((o) => o.name === 'Baner') as Outlet
    expect(await counterOf(ownerId)).toMatchObject({ outlet_id: first.outlet_id })
    const move = await h.api(`/api/v1/merchant/counters/${ownerId}`, {
      token: owner,
      method: 'PUT',
      json: { outlet_id: baner.outlet_id },
    })
    expect(move.status).toBe(400)
    expect(move.body.error.message).toBe("The owner's counter cannot be moved")
    expect((await archive(first.outlet_id)).status).toBe(200)
    const next = (await outlets()).find((o) => o.archived_at === null) as Outlet
    expect(await counterOf(ownerId)).toMatchObject({ outlet_id: next.outlet_id })
    // The owner's sales now name that outlet.
    const sale = await sell(h, owner, 30)
    expect(sale).toMatchObject({ outlet_id: next.outlet_id, outlet_name: next.name })
    const closed = await h.api(`/api/v1/merchant/counters/${ownerId}/shift/close`, {
      token: owner,
      method: 'POST',
    })
    expect(closed.status, closed.text).toBe(200)
    expect((await restore(first.outlet_id)).status).toBe(200)
  })
})

describe('cashiers of an outlet', () => {
  it('are added to one, changed, and refused at a till of another', async () => {
    const list = await outlets()
    const baner = list.find((o) => o.name === 'Baner') as Outlet
    const whitefield = list.find((o) => o.name === 'Whitefield') as Outlet
    const added = await h.api('/api/v1/merchant/staff', {
      token: owner,
      json: { name: 'Meena', pin: '5937', outlet_id: baner.outlet_id },
    })
    expect(added.status, added.text).toBe(201)
    expect(added.body.data).toMatchObject({ outlet_id: baner.outlet_id, outlet_name: 'Baner' })
    const staffId = added.body.data.staff_id as string
    const counter = await h.api('/api/v1/merchant/counters', {
      token: owner,
      json: { name: 'Whitefield till', outlet_id: whitefield.outlet_id },
    })
    const device = await pair(h, await pairingCode(h, owner, counter.body.data.counter_id))
    // Not offered at a till of another outlet, and refused if asked for.
    const session = await h.api('/api/v1/counter/session', { token: device })
    expect(session.body.data.staff.map((s: { name: string }) => s.name)).toEqual(['Asha', 'Ravi'])
    const refused = await h.api('/api/v1/counter/cashier', {
      token: device,
      json: { staff_id: staffId, pin: '5937' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.message).toBe('Meena works at another outlet')
    // Any outlet again: she may sell there.
    const freed = await h.api(`/api/v1/merchant/staff/${staffId}`, {
      token: owner,
      method: 'PUT',
      json: { outlet_id: null },
    })
    expect(freed.status, freed.text).toBe(200)
    expect(freed.body.data).toMatchObject({ outlet_id: null, outlet_name: null })
    await chooseCashier(h, device, staffId, '5937')
    const moved = await h.api(`/api/v1/merchant/staff/${staffId}`, {
      token: owner,
      method: 'PUT',
      json: { outlet_id: whitefield.outlet_id },
    })
    expect(moved.body.data.outlet_name).toBe('Whitefield')
    const staff = await h.api('/api/v1/merchant/staff', { token: owner })
    expect(staff.body.data.find((s: { name: string }) => s.name === 'Meena')).toMatchObject({
      outlet_id: whitefield.outlet_id,
    })
    const bad = await h.api(`/api/v1/merchant/staff/${staffId}`, {
      token: owner,
      method: 'PUT',
      json: {},
    })
    expect(bad.status).toBe(400)
  })
})

describe('payins name their outlet', () => {
  it('a link the one it names (either surface), or none; never an archived or unknown one', async () => {
    const list = await outlets()
    const whitefield = list.find((o) => o.name === 'Whitefield') as Outlet
    const link = (json: object, auth: object = { token: owner }) =>
      h.api('/api/v1/payin/create', {
        ...auth,
        json: { amount: 250, customer_name: 'Kavya', customer_email: 'k@example.in', ...json },
      })
    const named = await link({ outlet_id: whitefield.outlet_id })
    expect(named.status, named.text).toBe(200)
    expect(named.body.data).toMatchObject({
      outlet_id: whitefield.outlet_id,
      outlet_name: 'Whitefield',
    })
    const keys = await h.api('/api/v1/merchant/api-keys', { token: owner })
    const apiKey = { key: keys.body.data.api_key, secret: keys.body.data.api_secret }
    const byKey = await link({ outlet_id: whitefield.outlet_id }, { apiKey })
    expect(byKey.status, byKey.text).toBe(200)
    expect(byKey.body.data.outlet_name).toBe('Whitefield')
    const none = await link({})
    expect(none.body.data).toMatchObject({ outlet_id: null, outlet_name: null })
    const unknown = await link({ outlet_id: 'OUT0000000000000000' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('Outlet not found')
    const gone = await made({ name: 'Popup' })
    await archive(gone.outlet_id)
    const archived = await link({ outlet_id: gone.outlet_id })
    expect(archived.status).toBe(409)
    expect(archived.body.error.message).toBe('This outlet is archived')

    // The webhooks say it, and so do the refund's.
    const id = named.body.data.transaction_id as string
    expect((await adminPost(h, `payins/${id}/pay`)).status).toBe(200)
    const refund = await h.api('/api/v1/payin/refund', {
      token: owner,
      json: { transaction_id: id, amount: 50, reference_id: 'OUTLET-RFD-1' },
    })
    expect(refund.status, refund.text).toBe(201)
    const hooks = h.sql
      .prepare('SELECT event, payload FROM webhook_deliveries WHERE payload LIKE ? ORDER BY id')
      .all(`%${id}%`) as { event: string; payload: string }[]
    expect(hooks.map((d) => d.event)).toEqual(['payin.pending', 'payin.success', 'refund.created'])
    for (const d of hooks)
      expect(JSON.parse(d.payload)).toMatchObject({
        outlet_id: whitefield.outlet_id,
        outlet_name: 'Whitefield',
      })
    const listed = await h.api(`/api/v1/payin/list?search=${id}`, { token: owner })
    expect(listed.body.data[0]).toMatchObject({ outlet_name: 'Whitefield' })

    // The transaction report's Outlet column, in each format; empty for a link of no outlet.
    const report = (format: string) =>
      h.api(`/api/v1/merchant/transactions/report?type=payin&format=${format}`, { token: owner })
    type Row = Record<string, string>
    const csv = Papa.parse<Row>((await report('csv')).text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    const noneId = none.body.data.transaction_id as string
    expect(csv.find((r) => r['Transaction ID'] === id)?.Outlet).toBe('Whitefield')
    expect(csv.find((r) => r['Transaction ID'] === noneId)?.Outlet).toBe('')
    const json = (await report('json')).body.data as Record<string, unknown>[]
    expect(json.find((r) => r.id === id)).toMatchObject({ outlet: 'Whitefield' })
    expect(json.find((r) => r.id === noneId)).toMatchObject({ outlet: null })
    const res = await fetch(`${h.url}/api/v1/merchant/transactions/report?type=payin&format=xlsx`, {
      headers: { authorization: `Bearer ${owner}` },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await res.arrayBuffer())
    const sheet = book.worksheets[0]
    const header = (sheet?.getRow(1).values ?? []) as unknown[]
    const column = header.indexOf('Outlet')
    expect(column).toBeGreaterThan(0)
    let found = ''
    sheet?.eachRow((row) => {
      if ((row.values as unknown[]).includes(id)) found = String(row.getCell(column).value)
    })
    expect(found).toBe('Whitefield')

    // The journal's receipt of the payment names it; the refund's line does not.
    const today = istDay(Date.now())
    const journal = await h.api(
      `/api/v1/merchant/books/journal?from_date=${today}&to_date=${today}&format=csv`,
      { token: owner },
    )
    const lines = Papa.parse<Row>(journal.text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data
    const mine = lines.filter((l) => l.Reference === id)
    expect(mine.length).toBeGreaterThan(0)
    for (const line of mine) expect(line.Outlet).toBe('Whitefield')
    expect(lines.filter((l) => l.Reference === refund.body.data.refund_id && l.Outlet)).toEqual([])
  })

  it("a standing-QR payment its counter's", async () => {
    const whitefield = (await outlets()).find((o) => o.name === 'Whitefield') as Outlet
    const counters = await h.api('/api/v1/merchant/counters', { token: owner })
    const till = (counters.body.data as { name: string; standing_qr: { vpa: string } }[]).find(
      (c) => c.name === 'Whitefield till',
    )
    const paid = await adminPost(h, 'qr-payments', {
      vpa: till?.standing_qr.vpa,
      amount: 75,
      payer_name: 'Meera Iyer',
      payer_vpa: 'meera.iyer@oksbi',
    })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.body.data).toMatchObject({
      channel: 'qr',
      outlet_id: whitefield.outlet_id,
      outlet_name: 'Whitefield',
    })
  })
})

describe("the seed's business of three shops", () => {
  it('has chai with three outlets in two states, two counters each, and stamped history', async () => {
    const chai = await h.login('chai')
    const list = await outlets(chai)
    expect(list.map((o) => [o.name, o.state, o.counters])).toEqual([
      ['Koramangala', 'Karnataka', 2],
      ['Indiranagar', 'Karnataka', 2],
      ['Baner', 'Maharashtra', 2],
    ])
    expect(list.find((o) => o.name === 'Baner')?.gstin).toMatch(/^27/)
    const stamped = h.sql
      .prepare(
        `SELECT channel, COUNT(*) AS n, COUNT(outlet_id) AS named FROM payins
         WHERE merchant_id = (SELECT id FROM merchants WHERE username = 'chai') GROUP BY channel`,
      )
      .all() as { channel: string; n: number; named: number }[]
    const by = Object.fromEntries(stamped.map((r) => [r.channel, r]))
    // Every counter sale and QR payment names its outlet; some links do, some are the business's.
    expect(by.counter?.named).toBe(by.counter?.n)
    expect(by.qr?.named).toBe(by.qr?.n)
    expect(by.link?.named).toBeGreaterThan(0)
    expect(by.link?.named).toBeLessThan(by.link?.n ?? 0)
    const staff = await h.api('/api/v1/merchant/staff', { token: chai })
    expect(
      (staff.body.data as { name: string; outlet_name: string | null }[]).map((s) => [
        s.name,
        s.outlet_name,
      ]),
    ).toEqual([
      ['Deepa', 'Koramangala'],
      ['Imran', 'Indiranagar'],
      ['Kiran', null],
      ['Sneha', 'Baner'],
    ])
  })

  it("gives Koramangala's manager only Koramangala in the outlets list", async () => {
    const manager = await h.login('koramangala@example.com', 'Filter-Kaapi-Tiffin-34')
    expect((await outlets(manager)).map((o) => o.name)).toEqual(['Koramangala'])
    const list = await h.api('/api/v1/payin/list?limit=100', { token: manager })
    expect(list.status, list.text).toBe(200)
    const names = new Set((list.body.data as { outlet_name: string }[]).map((p) => p.outlet_name))
    expect([...names]).toEqual(['Koramangala'])
  })

  it('lets an API key read the outlets, for the filters and links', async () => {
    const chai = await h.login('chai')
    const keys = await h.api('/api/v1/merchant/api-keys', { token: chai })
    const res = await h.api('/api/v1/merchant/outlets', {
      apiKey: { key: keys.body.data.api_key, secret: keys.body.data.api_secret },
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.data.outlets).toHaveLength(3)
  })
})
