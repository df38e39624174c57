import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPost, istDay, merchantId, startHarness, type Harness } from './support/helpers'

/*
 * The payments list's channel filter, its total line (GET /payin/list/totals, over every payin of
 * the filter, not the page; a shift's equals its Z-report) and the dashboard's 'Today'
 * (docs/api-contract.md). Expectations are
 * computed from the table with plain SQL. The model test (payin-totals-model.test.ts) covers
 * random writes; this one the wire.
 */

let h: Harness
let token: string
let demo: number
const IST = 5.5 * 3600_000
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+05:30`)

beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
  demo = merchantId(h.sql, 'demo')
})
afterAll(() => h.stop())

const create = async (json: Record<string, unknown>) => {
  const res = await h.api('/api/v1/payin/create', { token, json: { amount: 100, ...json } })
  expect(res.status, res.text).toBe(200)
  return res.body.data.transaction_id as string
}
const pay = async (id: string) => expect((await adminPost(h, `payins/${id}/pay`)).status).toBe(200)
const link = (amount: number) =>
  create({ amount, customer_name: 'Zenobia Quill', customer_email: 'zq@example.in' })

type Expected = {
  currency: 'INR'
  count: number
  success_count: number
  success_amount: number
  success_fee: number
  success_net_amount: number
}

/** The totals of a WHERE clause over the demo merchant's payins, from the table. */
function expected(where: string, ...params: unknown[]): Expected {
  const row = h.sql
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(status = 'success'), 0) AS s,
         COALESCE(SUM(CASE WHEN status = 'success' THEN COALESCE(amount_inr, amount) END), 0) AS a,
         COALESCE(SUM(CASE WHEN status = 'success' THEN net_amount END), 0) AS net
       FROM payins WHERE merchant_id = ? AND ${where}`,
    )
    .get(demo, ...params) as { n: number; s: number; a: number; net: number }
  return {
    currency: 'INR',
    count: row.n,
    success_count: row.s,
    success_amount: row.a / 100,
    success_fee: (row.a - row.net) / 100,
    success_net_amount: row.net / 100,
  }
}

const totals = async (query: string) => {
  const res = await h.api(`/api/v1/payin/list/totals?${query}`, { token })
  expect(res.status, res.text).toBe(200)
  return res.body.data as Expected
}

describe('channel filter', () => {
  it('lists only the channel asked for, with its exact count; refuses another value', async () => {
    const sales = [await create({ channel: 'counter', amount: 40 })]
    sales.push(await create({ channel: 'counter', amount: 60 }))
    await pay(sales[0]!)
    const counter = await h.api('/api/v1/payin/list?channel=counter&limit=100', { token })
    expect(counter.status).toBe(200)
    const rows = counter.body.data as { transaction_id: string; channel: string }[]
    expect(rows.map((r) => r.transaction_id)).toEqual([...sales].reverse())
    expect(counter.body.meta.pagination.totalCount).toBe(2)

    const links = await h.api('/api/v1/payin/list?channel=link&status=success&page=3', { token })
    expect(links.body.data.every((r: { channel: string }) => r.channel === 'link')).toBe(true)
    expect(links.body.meta.pagination.totalCount).toBe(
      expected("channel = 'link' AND status = 'success'").count,
    )

    for (const path of ['/api/v1/payin/list', '/api/v1/payin/list/totals']) {
      const bad = await h.api(`${path}?channel=shop`, { token })
      expect(bad.status).toBe(400)
      expect(bad.body.error.message).toBe('The channel filter must be one of: link, counter, qr')
    }
  })

  it('applies to a search, its count and its pages', async () => {
    const named = await create({
      channel: 'counter',
      customer_name: 'Zenobia Quill',
      customer_email: 'zq@example.in',
    })
    const linked = await link(250)
    const both = await h.api('/api/v1/payin/list?search=zenobia', { token })
    expect(both.body.data.map((r: { transaction_id: string }) => r.transaction_id)).toEqual([
      linked,
      named,
    ])
    const counter = await h.api('/api/v1/payin/list?search=zenobia&channel=counter', { token })
    expect(counter.body.data.map((r: { transaction_id: string }) => r.transaction_id)).toEqual([
      named,
    ])
    expect(counter.body.meta.pagination.totalCount).toBe(1)
    // A word no counter sale carries: nothing, and no page past the end.
    const none = await h.api('/api/v1/payin/list?search=sharma&channel=counter&page=2', { token })
    expect(none.body.data).toEqual([])
    expect(none.body.meta.pagination.totalCount).toBe(0)
  })
})

describe('GET /payin/list/totals', () => {
  it('sums the whole filter, not the page: no filter, status, channel, dates', async () => {
    await pay(await link(1234.56))
    // A USD link counts with its rupee figure (decision 030).
    const usd = await create({
      amount: 10,
      currency: 'USD',
      customer_name: 'Zenobia Quill',
      customer_email: 'zq@example.in',
    })
    await pay(usd)
    const all = await totals('page=7&limit=5')
    expect(all).toEqual(expected('1'))
    expect(all.count).toBeGreaterThan(100)
    expect(all.success_amount).toBeGreaterThan(0)
    expect(await totals('status=success')).toEqual(expected("status = 'success'"))
    expect(await totals('status=failed')).toMatchObject({
      count: expected("status = 'failed'").count,
      success_amount: 0,
    })
    expect(await totals('channel=counter')).toEqual(expected("channel = 'counter'"))
    const from = istDay(Date.now() - 9 * 86_400_000)
    const to = istDay(Date.now() - 3 * 86_400_000)
    const range = await totals(`dateFrom=${from}&dateTo=${to}`)
    expect(range).toEqual(
      expected('created_at >= ? AND created_at < ?', dayStart(from), dayStart(to) + 86_400_000),
    )
    expect(range.count).toBeGreaterThan(10)
    const today = istDay(Date.now())
    expect(await totals(`dateFrom=${today}&channel=link&status=success`)).toEqual(
      expected("created_at >= ? AND channel = 'link' AND status = 'success'", dayStart(today)),
    )
  })

  it('sums a search with status, dates and channel (the index, then the cached sums)', async () => {
    const like = "(customer_name LIKE '%sharma%' OR customer_email LIKE '%sharma%')"
    for (const amount of [120, 340.5, 99]) {
      const id = await create({
        amount,
        customer_name: 'Ira Sharma',
        customer_email: 'ira@example.in',
      })
      if (amount !== 99) await pay(id)
    }
    const first = await totals('search=sharma')
    expect(first).toEqual(expected(like))
    expect(first.count).toBeGreaterThan(3)
    // Again (from the cache), then after a payment that changes it.
    expect(await totals('search=sharma')).toEqual(first)
    const from = istDay(Date.now() - 30 * 86_400_000)
    const today = istDay(Date.now())
    expect(await totals(`search=sharma&status=success&dateFrom=${from}&dateTo=${today}`)).toEqual(
      expected(`${like} AND status = 'success' AND created_at >= ?`, dayStart(from)),
    )
    const paid = await create({
      amount: 77,
      customer_name: 'Kavya Sharma',
      customer_email: 'kavya@example.in',
    })
    await pay(paid)
    const after = await totals('search=sharma')
    expect(after).toEqual(expected(like))
    expect(after.success_count).toBe(first.success_count + 1)
    expect(await totals('search=zenobia&channel=link')).toEqual(
      expected("customer_name LIKE '%zenobia%' AND channel = 'link'"),
    )
    expect(await totals('search=zenobia&channel=counter&status=pending')).toEqual(
      expected("customer_name LIKE '%zenobia%' AND channel = 'counter' AND status = 'pending'"),
    )
    expect(await totals(`search=${encodeURIComponent('"*')}`)).toMatchObject({ count: 0 })
  })

  it('is per merchant and needs a session or key', async () => {
    const other = await h.login('norates')
    const res = await h.api('/api/v1/payin/list/totals?search=zenobia', { token: other })
    expect(res.body.data).toMatchObject({ count: 0, success_amount: 0 })
    expect((await h.api('/api/v1/payin/list/totals')).status).toBe(401)
  })
})

describe('shift and counter filters', () => {
  it('sum what the shift’s or counter’s list selects, with every other filter; a refund changes nothing', async () => {
    // The owner's counter sale lands on the owner's counter, in its open shift (decision 048).
    const made = await h.api('/api/v1/payin/create', {
      token,
      json: { amount: 70, channel: 'counter' },
    })
    expect(made.status, made.text).toBe(200)
    const {
      transaction_id: first,
      shift_id: shiftId,
      counter_id: counterId,
    } = made.body.data as {
      transaction_id: string
      shift_id: string
      counter_id: string
    }
    expect(shiftId).toMatch(/^SHF/)
    await pay(first)
    const second = await create({ channel: 'counter', amount: 30.5 })
    await pay(second)
    await create({ channel: 'counter', amount: 9 })
    const today = istDay(Date.now())
    const from = dayStart(today)
    const cases: [string, string, unknown[]][] = [
      [`shift_id=${shiftId}`, 'shift_id = ?', [shiftId]],
      [`shift_id=${shiftId}&status=success`, "shift_id = ? AND status = 'success'", [shiftId]],
      [`shift_id=${shiftId}&channel=link`, "shift_id = ? AND channel = 'link'", [shiftId]],
      [
        `shift_id=${shiftId}&search=${second}`,
        'shift_id = ? AND transaction_id = ?',
        [shiftId, second],
      ],
      [
        `counter_id=${counterId}&channel=counter&dateFrom=${today}&dateTo=${today}`,
        "counter_id = ? AND channel = 'counter' AND created_at >= ? AND created_at < ?",
        [counterId, from, from + 86_400_000],
      ],
      [
        `counter_id=${counterId}&shift_id=${shiftId}&status=pending`,
        "counter_id = ? AND shift_id = ? AND status = 'pending'",
        [counterId, shiftId],
      ],
    ]
    for (const [query, where, params] of cases) {
      const got = await totals(query)
      expect(got, query).toEqual(expected(where, ...params))
      const list = await h.api(`/api/v1/payin/list?${query}&limit=100`, { token })
      expect(list.body.meta.pagination.totalCount, query).toBe(got.count)
    }
    expect((await totals(`shift_id=${shiftId}&search=${second}`)).count).toBe(1)

    // The shift's list total is its report's takings to the paisa.
    const whole = await totals(`shift_id=${shiftId}`)
    const report = await h.api(`/api/v1/merchant/shifts/${shiftId}`, { token })
    expect(report.status, report.text).toBe(200)
    expect(whole.success_count).toBe(report.body.data.success_count)
    expect(whole.success_amount).toBe(report.body.data.success_amount)

    // A refund changes the payin's refund fields, not what was paid: the totals stay.
    const refunded = await h.api('/api/v1/payin/refund', {
      token,
      json: { transaction_id: first, amount: 20, reference_id: `TOTALS-${first}` },
    })
    expect(refunded.status, refunded.text).toBe(201)
    expect(await totals(`shift_id=${shiftId}`)).toEqual(whole)
    expect(await totals(`counter_id=${counterId}`)).toEqual(expected('counter_id = ?', counterId))

    const bad = await h.api('/api/v1/payin/list/totals?shift_id=nope', { token })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('The shift filter is not a shift id')
    const other = await h.login('norates')
    const theirs = await h.api(`/api/v1/payin/list/totals?shift_id=${shiftId}`, { token: other })
    expect(theirs.body.data).toMatchObject({ count: 0, success_count: 0, success_amount: 0 })
  })
})

describe('query plans', () => {
  it('serve a counter page from its partial index and the totals from the day rows', () => {
    const plan = (sql: string) =>
      (h.sql.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ')
    expect(
      plan(
        "SELECT * FROM payins WHERE merchant_id = 1 AND channel = 'counter' ORDER BY created_at DESC, id DESC LIMIT 20",
      ),
    ).toMatch(/USING INDEX payins_counter_created/)
    expect(
      plan(
        'SELECT status, channel, SUM(n), SUM(amount), SUM(net) FROM payin_day_totals WHERE merchant_id = 1 AND day >= 0 AND day < 9 GROUP BY status, channel',
      ),
    ).toMatch(/SEARCH payin_day_totals USING PRIMARY KEY \(merchant_id=\? AND day>\? AND day<\?\)/)
  })
})

describe("dashboard summary's today", () => {
  it('is the IST calendar day, split into counter and link, next to unchanged lifetime figures', async () => {
    const now = Date.now()
    const today = istDay(now)
    const start = dayStart(today)
    // Rows just inside and just outside the IST day (00:00 IST is 18:30 UTC the day before).
    const insert = h.sql.prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, fee, net_amount, status,
         customer_name, customer_email, channel, expires_at, created_at, updated_at)
       VALUES (?, ?, 'ORDIST', ?, ?, ?, ?, '', '', ?, ?, ?, ?)`,
    )
    insert.run(demo, 'TXNISTIN', 50000, 1000, 49000, 'success', 'counter', start, start, start)
    insert.run(demo, 'TXNISTOUT', 70000, 1400, 68600, 'success', 'counter', start, start - 1, start)
    insert.run(demo, 'TXNISTFAIL', 9900, 0, 0, 'failed', 'link', start, start + 60_000, start)
    // A refund made today of a link payment: today's figures set it against what was collected.
    const paid = await link(300)
    await pay(paid)
    const refund = await h.api('/api/v1/payin/refund', {
      token,
      json: { transaction_id: paid, amount: 120, reference_id: 'TODAY-REFUND-1' },
    })
    expect(refund.status, refund.text).toBe(201)

    const res = await h.api(
      `/api/v1/merchant/dashboard/summary?from_date=2020-01-01&to_date=${today}`,
      { token },
    )
    expect(res.status).toBe(200)
    const day = (channel?: string) => {
      const e = expected(
        `created_at >= ? AND created_at < ?${channel ? ` AND channel = '${channel}'` : ''}`,
        start,
        start + 86_400_000,
      )
      const refunded = (
        h.sql
          .prepare(
            `SELECT COALESCE(SUM(r.amount_inr), 0) AS paise FROM refunds AS r
             JOIN payins AS p ON p.id = r.payin_id
             WHERE r.merchant_id = ? AND r.created_at >= ? AND r.created_at < ?
               AND r.status <> 'failed' AND r.automatic = 0${channel ? ` AND p.channel = '${channel}'` : ''}`,
          )
          .get(demo, start, start + 86_400_000) as { paise: number }
      ).paise
      return {
        total_amount: e.success_amount,
        total_net_amount: e.success_net_amount,
        total_transactions: e.count,
        successful_transactions: e.success_count,
        success_rate: e.count === 0 ? 0 : Math.round((e.success_count / e.count) * 10_000) / 100,
        refunded_amount: refunded / 100,
        net_of_refunds: Math.round(e.success_amount * 100 - refunded) / 100,
      }
    }
    expect(res.body.data.today).toEqual({
      date: today,
      timezone: 'Asia/Kolkata',
      ...day(),
      channels: { counter: day('counter'), link: day('link'), qr: day('qr') },
    })
    expect(res.body.data.today.channels.counter.total_amount).toBeGreaterThanOrEqual(500)
    expect(res.body.data.today.channels.link.refunded_amount).toBeGreaterThanOrEqual(120)
    expect(new Date(start + IST).toISOString().slice(0, 10)).toBe(today)
    // The lifetime figures are what they were: every payin up to today.
    const all = expected('1')
    expect(res.body.data.payins).toMatchObject({
      total_amount: all.success_amount,
      total_net_amount: all.success_net_amount,
      total_transactions: all.count,
      successful_transactions: all.success_count,
    })
  })
})
