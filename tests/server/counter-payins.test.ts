import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminPost,
  apiKeyOf,
  istDay,
  startHarness,
  type ApiInit,
  type Harness,
} from './support/helpers'

/* Counter payins (channel 'counter', no customer) and GET /payin/counter/today (decision 024). */

let h: Harness
let demo: string
let norates: string
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  demo = await h.login()
  norates = await h.login('norates')
})
afterAll(() => h.stop())

const create = (json: Record<string, unknown>, auth: ApiInit = { token: norates }) =>
  h.api('/api/v1/payin/create', { ...auth, json: { amount: 100, ...json } })
const counter = async (json: Record<string, unknown> = {}, auth: ApiInit = { token: norates }) => {
  const res = await create({ channel: 'counter', ...json }, auth)
  expect(res.status, res.text).toBe(200)
  return res.body.data.transaction_id as string
}

describe('channel on payin/create', () => {
  it.each([
    [{ channel: 'shop' }, 'The payment type must be a link or a counter payment'],
    [{ channel: 1 }, 'The payment type must be a link or a counter payment'],
    [{ channel: 'link' }, 'Customer name is required'],
    [{ customer_email: 'a@b.in' }, 'Customer name is required'],
    [{ customer_name: 'Asha' }, 'Customer email is required'],
    [{ channel: 'counter', customer_email: 'nope' }, 'Invalid email address'],
    [{ channel: 'counter', currency: 'USD' }, 'Counter payins must be in INR'],
    [{ channel: 'counter', amount: 0.5 }, 'Minimum amount is ₹1'],
  ])('%j → 400 %s', async (json, message) => {
    const res = await create(json)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(message)
  })

  it('counter: customer fields optional on both surfaces; blank counts as none', async () => {
    const bare = await create({ channel: 'counter' })
    expect(bare.status).toBe(200)
    expect(bare.body.data).toMatchObject({ channel: 'counter', status: 'pending' })
    const keys = await apiKeyOf(h, norates)
    const byKey = await create(
      { channel: 'counter', customer_name: '  ', customer_email: '' },
      { apiKey: keys },
    )
    expect(byKey.status).toBe(200)
    const stored = h.sql
      .prepare('SELECT customer_name, customer_email, channel FROM payins WHERE transaction_id = ?')
      .get(byKey.body.data.transaction_id)
    expect(stored).toEqual({ customer_name: '', customer_email: '', channel: 'counter' })
    // A counter sale may still name its customer.
    const named = await counter({ customer_name: 'Asha', customer_email: 'asha@example.in' })
    const status = await h.api(`/api/v1/payin/list?search=${named}`, { token: norates })
    expect(status.body.data[0]).toMatchObject({
      customer_name: 'Asha',
      customer_email: 'asha@example.in',
    })
  })
})

describe('a counter payin shows no customer', () => {
  it('null in list, cancel, admin pay and the JSON report; empty CSV cells; wallet line', async () => {
    h.sql
      .prepare('UPDATE merchants SET webhook_payin_url = ? WHERE username = ?')
      .run('http://127.0.0.1:9/hook', 'norates')
    const id = await counter({ amount: 321 })
    const list = await h.api(`/api/v1/payin/list?search=${id}`, { token: norates })
    expect(list.body.data[0]).toMatchObject({
      transaction_id: id,
      customer_name: null,
      customer_email: null,
      channel: 'counter',
      paid_late: false,
    })
    const paid = await adminPost(h, `payins/${id}/pay`)
    expect(paid.body.data).toMatchObject({ customer_name: null, customer_email: null })
    const other = await counter()
    const cancelled = await h.api(`/api/v1/payin/cancel/${other}`, {
      method: 'POST',
      token: norates,
    })
    expect(cancelled.body.data).toMatchObject({ customer_name: null, status: 'cancelled' })

    const json = await h.api('/api/v1/merchant/transactions/report?type=payin&format=json', {
      token: norates,
    })
    const row = (json.body.data as Record<string, unknown>[]).find((r) => r.id === id)
    expect(row).toMatchObject({ name: null, email: null, status: 'success', channel: 'counter' })
    const csv = await h.api('/api/v1/merchant/transactions/report?type=payin&format=csv', {
      token: norates,
    })
    // Read cells by their header, so the test follows the report's columns, not their order.
    const [header = '', ...lines] = csv.text.replace(/^\uFEFF/, '').split('\n')
    const names = header.split(',')
    const cells = (lines.find((l) => l.includes(id)) ?? '').split(',')
    const cell = (name: string) => cells[names.indexOf(name)]
    expect(cell('Amount')).toBe('321')
    expect(cell('Currency')).toBe('INR')
    expect(cell('Status')).toBe('success')
    expect(cell('UTR')).toMatch(/^\d{12}$/)
    // No customer invented: the name and email cells are empty.
    expect(cell('Customer / Beneficiary Name')).toBe('')
    expect(cell('Email')).toBe('')
    // The Channel column tells a counter sale from a payment link.
    expect(cell('Channel')).toBe('counter')

    const hooks = h.sql
      .prepare('SELECT payload FROM webhook_deliveries WHERE payload LIKE ? ORDER BY id')
      .all(`%${id}%`) as { payload: string }[]
    const bodies = hooks.map((d) => JSON.parse(d.payload) as Record<string, unknown>)
    expect(bodies.map((b) => b.event)).toEqual(['payin.pending', 'payin.success'])
    for (const body of bodies) {
      expect(body).toMatchObject({ channel: 'counter', paid_late: false })
      expect(Object.values(body)).not.toContain('')
    }
    const credit = h.sql
      .prepare(
        "SELECT description FROM wallet_transactions WHERE reference_id = ? AND bucket = 'pending'",
      )
      .get(id)
    expect(credit).toEqual({ description: 'Counter payin' })
  })
})

describe('GET /payin/counter/today', () => {
  it("totals today's (IST) successful counter payins of this merchant; latest 5 of any status", async () => {
    const empty = await h.api('/api/v1/payin/counter/today', { token: demo })
    expect(empty.status).toBe(200)
    expect(empty.body.data).toEqual({
      date: istDay(Date.now()),
      timezone: 'Asia/Kolkata',
      total_amount: 0,
      count: 0,
      payments: [],
    })

    const ids: string[] = []
    for (const amount of [10, 20.5, 30, 40, 50, 60])
      ids.push(await counter({ amount }, { token: demo }))
    await adminPost(h, `payins/${ids[0]}/pay`)
    await adminPost(h, `payins/${ids[2]}/pay`)
    await adminPost(h, `payins/${ids[3]}/decline`)
    // Cancelled at the counter, then paid: refunded automatically (decision 050), not counted.
    await h.api(`/api/v1/payin/cancel/${ids[1]}`, { method: 'POST', token: demo })
    await adminPost(h, `payins/${ids[1]}/pay`)
    // Not counted: a link payin paid, another merchant's counter sale, yesterday's (IST) sale.
    const link = await create(
      { amount: 999, customer_name: 'Asha', customer_email: 'asha@example.in' },
      { token: demo },
    )
    await adminPost(h, `payins/${link.body.data.transaction_id}/pay`)
    await adminPost(h, `payins/${await counter({ amount: 777 })}/pay`)
    const yesterday = await counter({ amount: 555 }, { token: demo })
    await adminPost(h, `payins/${yesterday}/pay`)
    const istMidnight = Date.parse(`${istDay(Date.now())}T00:00:00+05:30`)
    h.sql
      .prepare('UPDATE payins SET created_at = ? WHERE transaction_id = ?')
      .run(istMidnight - 1, yesterday)
    // Made at today's first IST millisecond: counted.
    const early = await counter({ amount: 5 }, { token: demo })
    await adminPost(h, `payins/${early}/pay`)
    h.sql
      .prepare('UPDATE payins SET created_at = ? WHERE transaction_id = ?')
      .run(istMidnight, early)

    const res = await h.api('/api/v1/payin/counter/today', { token: demo })
    expect(res.body.data).toMatchObject({
      date: istDay(Date.now()),
      timezone: 'Asia/Kolkata',
      total_amount: 10 + 30 + 5,
      count: 3,
    })
    const payments = res.body.data.payments as Record<string, unknown>[]
    expect(payments.map((p) => p.transaction_id)).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1]])
    expect(payments.map((p) => p.status)).toEqual([
      'pending',
      'pending',
      'failed',
      'success',
      'cancelled',
    ])
    expect(payments[4]).toMatchObject({
      paid_late: true,
      auto_refund: true,
      channel: 'counter',
      customer_name: null,
    })
    expect(typeof payments[0]?.upi_intent).toBe('string')

    // Same on the public API; each merchant sees only its own.
    const keys = await apiKeyOf(h, demo)
    const byKey = await h.api('/api/v1/payin/counter/today', { apiKey: keys })
    expect(byKey.body.data.count).toBe(3)
    const theirs = await h.api('/api/v1/payin/counter/today', { token: norates })
    expect(
      theirs.body.data.payments.map((p: { transaction_id: string }) => p.transaction_id),
    ).not.toContain(ids[0])
  })

  it('needs credentials', async () => {
    expect((await h.api('/api/v1/payin/counter/today')).status).toBe(401)
  })
})
