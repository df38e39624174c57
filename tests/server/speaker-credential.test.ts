import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COUNTER_TODAY_WHERE } from '../../server/domain/payins/counter-payments'
import { pair, pairingCode, sell, sellingCounter, type Paired } from './support/counter-helpers'
import { eventData, openEventStream, type OpenedStream } from './support/event-stream'
import {
  adminPost,
  ISO,
  merchantId,
  shapeProblems,
  startHarness,
  type Harness,
} from './support/helpers'

/*
 * A Speaker's narrow credential (decision 078): its session, today's payments of its own counter
 * (GET /counter/payments) and its counter's stream; anything that sells, cancels, refunds or
 * reads beyond its counter is refused with the Speaker's message. role-matrix.test.ts walks every
 * route; this file checks what the Speaker does hear and read, with real ids.
 */

const SPEAKER_ONLY = 'A speaker can only announce payments'
const HOUR = 3_600_000

let h: Harness
let owner: string
let a: Paired
let b: Paired
let speakerA: string
const opened: OpenedStream[] = []

beforeAll(async () => {
  h = await startHarness({ eventPingMs: 60_000 })
  owner = await h.login()
  a = await sellingCounter(h, owner, 'Speaker A')
  b = await sellingCounter(h, owner, 'Speaker B')
  speakerA = await pair(h, await pairingCode(h, owner, a.counterId, 'speaker'))
})
afterAll(async () => {
  opened.forEach((s) => s.close())
  await h.stop()
})

const open = async (token: string) => {
  const stream = await openEventStream(h.url, { authorization: `Bearer ${token}` })
  opened.push(stream)
  await stream.next((e) => e.event === 'ready')
  return stream
}

async function paidSale(token: string, amount: number): Promise<string> {
  const sale = await sell(h, token, amount)
  const paid = await adminPost(h, `payins/${sale.transaction_id}/pay`)
  expect(paid.status, paid.text).toBe(200)
  return sale.transaction_id
}

let qrSeq = 0
/** A standing-QR payin as the bank's credit leaves it (channel 'qr', already paid). */
function qrPayin(counterId: string, amount: number, createdAt = Date.now()): string {
  qrSeq += 1
  const id = `TXNQR${String(qrSeq).padStart(12, '0')}`
  h.sql
    .prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, fee, net_amount, status,
         utr, customer_name, customer_email, expires_at, created_at, updated_at, channel,
         counter_id, counter_name, payer_vpa)
       SELECT ?, ?, ?, ?, 0, ?, 'success', ?, 'Meena K', '', ?, ?, ?, 'qr', counter_id, name,
         'meena@okbank'
       FROM counters WHERE counter_id = ?`,
    )
    .run(
      merchantId(h.sql, 'demo'),
      id,
      `QR-${qrSeq}`,
      amount * 100,
      amount * 100,
      String(400000000000 + qrSeq),
      createdAt,
      createdAt,
      createdAt,
      counterId,
    )
  return id
}

type Payments = {
  date: string
  timezone: string
  total_amount: number
  count: number
  shift: { shift_id: string; number: number; opened_at: string; total_amount: number } | null
  rows: Record<string, unknown>[]
}

async function payments(token: string): Promise<Payments> {
  const res = await h.api('/api/v1/counter/payments', { token })
  expect(res.status, res.text).toBe(200)
  return res.body.data as Payments
}

describe('GET /counter/payments', () => {
  it("answers today's successful payments of its own counter, sales and QR, newest first", async () => {
    const first = await paidSale(a.device, 50)
    await sell(h, a.device, 51) // pending: not a payment yet
    const second = await paidSale(a.device, 52)
    await paidSale(b.device, 53) // another counter
    qrPayin(a.counterId, 54, Date.now() - 30 * HOUR) // yesterday's
    qrPayin(b.counterId, 55)
    const link = await h.api('/api/v1/payin/create', {
      token: owner,
      json: { amount: 56, customer_name: 'Asha', customer_email: 'asha@example.com' },
    })
    await adminPost(h, `payins/${link.body.data.transaction_id}/pay`)
    const qr = qrPayin(a.counterId, 57)

    const seen = await payments(speakerA)
    expect(seen.rows.map((r) => r.transaction_id)).toEqual([qr, second, first])
    expect(seen).toMatchObject({ timezone: 'Asia/Kolkata', count: 3, total_amount: 159 })
    expect(seen.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The QR payin has no shift here (the bank credit that opens one is another file's): the
    // shift's total is its sales.
    expect(seen.shift).toMatchObject({ number: 1, total_amount: 102 })
    expect(seen.shift?.opened_at).toMatch(ISO)
    const problems = seen.rows.flatMap((row, i) =>
      shapeProblems(
        row,
        {
          transaction_id: 'string',
          amount: 'number',
          channel: 'string',
          customer_name: 'string',
          payer_vpa: 'string|null',
          utr: 'string|null',
          status: 'string',
          paid_at: 'string',
          refund_status: 'string',
          refunded_amount: 'number',
        },
        `rows[${i}].`,
      ),
    )
    expect(problems).toEqual([])
    expect(seen.rows[0]).toMatchObject({
      channel: 'qr',
      amount: 57,
      customer_name: 'Meena K',
      payer_vpa: 'meena@okbank',
      status: 'success',
      refund_status: 'none',
      refunded_amount: 0,
    })
    expect(seen.rows[1]).toMatchObject({ channel: 'counter', amount: 52, payer_vpa: null })
    // The counter's Till reads the same.
    expect(await payments(a.device)).toEqual(seen)
  })

  it("answers the owner's session with the owner's counter, as the other /counter calls", async () => {
    const sale = await paidSale(owner, 61)
    const own = await payments(owner)
    expect(own.rows.map((r) => r.transaction_id)).toEqual([sale])
    const ownCounter = (await h.api('/api/v1/counter/session', { token: owner })).body.data.counter
      .counter_id as string
    const ownSpeaker = await pair(h, await pairingCode(h, owner, ownCounter, 'speaker'))
    expect(await payments(ownSpeaker)).toEqual(own)
  })

  it('reads on the counter index: a range, not a scan', () => {
    h.sql.exec('ANALYZE')
    const plan = h.sql
      .prepare(`EXPLAIN QUERY PLAN SELECT * FROM payins WHERE ${COUNTER_TODAY_WHERE}`)
      .all(1, a.counterId, 0, Date.now()) as { detail: string }[]
    expect(plan.map((p) => p.detail).join(' ')).toContain('USING INDEX payins_counter')
  })
})

describe("a Speaker's stream", () => {
  it('hears its own counter’s payments, not another counter’s, nor approvals', async () => {
    const stream = await open(speakerA)
    const theirs = await paidSale(b.device, 71)
    const mine = await paidSale(a.device, 72)
    const qrB = await sell(h, b.device, 73)
    await stream.next(
      (e) =>
        e.event === 'payin' &&
        eventData(e).transaction_id === mine &&
        eventData(e).status === 'success',
    )
    await new Promise((r) => setTimeout(r, 200))
    const heard = stream.events.filter((e) => e.event !== 'ready')
    expect(heard.every((e) => e.event === 'payin')).toBe(true)
    expect(new Set(heard.map((e) => eventData(e).counter_id))).toEqual(new Set([a.counterId]))
    expect(heard.map((e) => eventData(e).transaction_id)).not.toContain(theirs)
    expect(heard.map((e) => eventData(e).transaction_id)).not.toContain(qrB.transaction_id)
  })
})

describe('a standing-QR payment, as the bank credits it', () => {
  it("rings the counter's Speaker and is in its payments, with the payer", async () => {
    const stream = await open(speakerA)
    const credit = await adminPost(h, 'qr-payments', {
      counter_id: a.counterId,
      amount: 91.5,
      payer_name: 'Ravi Kumar',
      payer_vpa: 'ravi@okaxis',
    })
    expect(credit.status, credit.text).toBe(200)
    const id = credit.body.data.transaction_id as string
    await stream.next(
      (e) =>
        e.event === 'payin' &&
        eventData(e).transaction_id === id &&
        eventData(e).status === 'success',
    )
    const seen = await payments(speakerA)
    expect(seen.rows[0]).toMatchObject({
      transaction_id: id,
      channel: 'qr',
      amount: 91.5,
      customer_name: 'Ravi Kumar',
      payer_vpa: 'ravi@okaxis',
      status: 'success',
    })
    expect(seen.rows[0]?.utr).toMatch(/^\d{12}$/)
  })
})

describe("a Speaker's refusals", () => {
  it('cannot sell, cancel, read a payin, choose a cashier, close the shift, refund or sign out', async () => {
    const pending = await sell(h, a.device, 81)
    const paid = await paidSale(a.device, 82)
    const calls: [string, string, unknown][] = [
      ['POST', '/api/v1/payin/create', { amount: 10, channel: 'counter' }],
      ['POST', `/api/v1/payin/cancel/${pending.transaction_id}`, {}],
      ['GET', `/api/v1/payin/status/${pending.transaction_id}`, undefined],
      ['GET', '/api/v1/payin/list', undefined],
      ['POST', '/api/v1/counter/cashier', { staff_id: 'X', pin: '4826' }],
      ['POST', '/api/v1/counter/cashier/lock', {}],
      ['GET', '/api/v1/counter/shift/current', undefined],
      ['POST', '/api/v1/counter/shift/close', {}],
      ['POST', '/api/v1/payin/refund', { transaction_id: paid, amount: 10 }],
      ['GET', '/api/v1/merchant/counters', undefined],
      ['POST', '/api/v1/merchant/auth/logout', {}],
    ]
    const wrong: string[] = []
    for (const [method, path, json] of calls) {
      const res = await h.api(path, { token: speakerA, method, json })
      if (res.status !== 403 || res.body?.error?.message !== SPEAKER_ONLY)
        wrong.push(`${method} ${path}: ${res.status} ${res.text.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
    // Nothing happened: the sale is still open.
    const status = await h.api(`/api/v1/payin/status/${pending.transaction_id}`, {
      token: a.device,
    })
    expect(status.body.data.status).toBe('pending')
  })
})
