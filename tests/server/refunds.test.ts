import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminPost,
  apiKeyOf,
  ISO,
  ledgerProblems,
  shapeProblems,
  startHarness,
  type Harness,
} from './support/helpers'
import { chooseCashier, pairedCounter, sell, staffIds } from './support/counter-helpers'
import {
  ledgerLines,
  paidPayin,
  payinStatus,
  refund,
  wallet,
  type Auth,
} from './support/refund-harness'

/*
 * Refunds over HTTP (docs/api-contract.md § Refunds, decision 050): the lifecycle, every error
 * message, idempotency, the 20-way race, the ledger after processed and after failed, and tenant
 * isolation. The sandbox bank is kept out of the way (refunds wait an hour), so each test decides
 * a refund's end through the sandbox admin.
 */

let h: Harness
let demo: Auth
let norates: Auth
beforeAll(async () => {
  h = await startHarness({ refundDelayMs: 3_600_000, settlementIntervalMs: 3_600_000 })
  demo = { token: await h.login() }
  norates = { token: await h.login('norates') }
})
afterAll(() => h.stop())

const REFUND = {
  refund_id: 'string',
  transaction_id: 'string',
  reference_id: 'string',
  amount: 'number',
  currency: 'string',
  amount_inr: 'number',
  status: 'string',
  reason: 'string|null',
  utr: 'string|null',
  failure_reason: 'string|null',
  automatic: 'boolean',
  created_at: 'string',
  updated_at: 'string',
}

describe('the lifecycle', () => {
  it('a partial refund, then the rest: pending → processed with a UTR, the fee never returned', async () => {
    const id = await paidPayin(h, demo, 1000)
    const before = wallet(h)
    const first = await refund(h, demo, { transaction_id: id, amount: 400, reason: 'Size swap' })
    expect(first.status, first.text).toBe(201)
    expect(shapeProblems(first.body.data, REFUND)).toEqual([])
    expect(first.body.data).toMatchObject({
      transaction_id: id,
      amount: 400,
      currency: 'INR',
      amount_inr: 400,
      status: 'pending',
      reason: 'Size swap',
      utr: null,
      failure_reason: null,
      automatic: false,
    })
    expect(first.body.data.refund_id).toMatch(/^RFD[0-9A-Z]{16}$/)
    expect(first.body.data.created_at).toMatch(ISO)
    // Debited at once from the available balance; nothing else moved.
    expect(wallet(h)).toEqual({ ...before, available: before.available - 400_00 })
    expect(await payinStatus(h, demo, id)).toMatchObject({
      status: 'success',
      refunded_amount: 0,
      refund_status: 'none',
      refund_pending_amount: 400,
      refundable_amount: 600,
    })

    const processed = await adminPost(h, `refunds/${first.body.data.refund_id}/process`)
    expect(processed.status, processed.text).toBe(200)
    expect(processed.body.data).toMatchObject({ status: 'processed', failure_reason: null })
    expect(processed.body.data.utr).toMatch(/^[1-9]\d{11}$/)
    expect(await payinStatus(h, demo, id)).toMatchObject({
      refunded_amount: 400,
      refund_status: 'partial',
      refund_pending_amount: 0,
      refundable_amount: 600,
    })

    const rest = await refund(h, demo, { transaction_id: id, amount: '600.00' })
    expect(rest.status, rest.text).toBe(201)
    expect(rest.body.data.reason).toBeNull()
    await adminPost(h, `refunds/${rest.body.data.refund_id}/process`)
    const payin = await payinStatus(h, demo, id)
    expect(payin).toMatchObject({
      refunded_amount: 1000,
      refund_status: 'full',
      refundable_amount: 0,
    })
    // The whole payin came back, the 2 % fee (₹20) did not: ₹1000 out of ₹980 credited.
    expect(wallet(h).available).toBe(before.available - 1000_00)
    for (const r of [first, rest]) {
      expect(ledgerLines(h, r.body.data.refund_id)).toEqual([
        {
          bucket: 'available',
          transaction_type: 'debit',
          reference_type: 'refund',
          reference_id: r.body.data.refund_id,
          amount: r.body.data.amount * 100,
          description: `Refund of ${id} to Asha Verma`,
        },
      ])
    }
    const done = await h.api(`/api/v1/payin/refund/${rest.body.data.refund_id}`, demo)
    expect(done.body.data).toMatchObject({ status: 'processed', amount: 600 })
    expect(done.body.data.utr).toMatch(/^[1-9]\d{11}$/)
    const more = await refund(h, demo, { transaction_id: id, amount: 0.01 })
    expect(more.status).toBe(400)
    expect(more.body.error.message).toBe('Refund amount exceeds the refundable amount')
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('a failed refund says why in plain words and gives the amount back, once', async () => {
    const id = await paidPayin(h, demo, 500)
    const before = wallet(h)
    const made = await refund(h, demo, { transaction_id: id, amount: 300 })
    const refundId = made.body.data.refund_id as string
    const failed = await adminPost(h, `refunds/${refundId}/fail`, {
      reason: 'The customer’s UPI account is closed',
    })
    expect(failed.status, failed.text).toBe(200)
    expect(failed.body.data).toMatchObject({
      status: 'failed',
      utr: null,
      failure_reason: 'The customer’s UPI account is closed',
    })
    expect(wallet(h)).toEqual(before)
    expect(ledgerLines(h, refundId)).toEqual([
      expect.objectContaining({ bucket: 'available', transaction_type: 'debit', amount: 300_00 }),
      {
        bucket: 'available',
        transaction_type: 'credit',
        reference_type: 'refund_reversal',
        reference_id: refundId,
        amount: 300_00,
        description: `Refund of ${id} failed: amount returned`,
      },
    ])
    expect(await payinStatus(h, demo, id)).toMatchObject({
      refund_status: 'none',
      refund_pending_amount: 0,
      refundable_amount: 500,
    })
    // A decided refund stays decided.
    for (const action of ['process', 'fail']) {
      const again = await adminPost(h, `refunds/${refundId}/${action}`)
      expect(again.status).toBe(400)
      expect(again.body.error.message).toBe('Refund is already failed')
    }
    expect(wallet(h)).toEqual(before)
    // Without a reason the sandbox bank gives its own.
    const other = await refund(h, demo, { transaction_id: id, amount: 500 })
    const plain = await adminPost(h, `refunds/${other.body.data.refund_id}/fail`)
    expect(plain.body.data.failure_reason).toBe("The customer's bank did not accept the refund")
    expect((await adminPost(h, 'refunds/RFDNOSUCHREFUND0000/process')).status).toBe(404)
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('answers on the public API key as on the portal session', async () => {
    const key = { apiKey: await apiKeyOf(h, demo.token ?? '') }
    const id = await paidPayin(h, key, 250)
    const made = await refund(h, key, { transaction_id: id, amount: 50, reference_id: 'API-1' })
    expect(made.status, made.text).toBe(201)
    const read = await h.api(`/api/v1/payin/refund/${made.body.data.refund_id}`, key)
    expect(read.body.data).toMatchObject({ reference_id: 'API-1', status: 'pending' })
    const list = await h.api(`/api/v1/payin/refunds?transaction_id=${id}`, key)
    expect(list.body.data.map((r: { reference_id: string }) => r.reference_id)).toEqual(['API-1'])
  })
})

describe('every error message', () => {
  it('refuses bad input with a message for the merchant, and moves nothing', async () => {
    const id = await paidPayin(h, demo, 100)
    const before = wallet(h)
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 10 }, 'Transaction ID is required'],
      [{ transaction_id: '  ', amount: 10 }, 'Transaction ID is required'],
      [{ transaction_id: id }, 'Refund amount is required'],
      [{ transaction_id: id, amount: '' }, 'Refund amount is required'],
      [{ transaction_id: id, amount: 'ten' }, 'Refund amount must be a number'],
      [{ transaction_id: id, amount: true }, 'Refund amount must be a number'],
      [{ transaction_id: id, amount: 0 }, 'Refund amount must be more than 0'],
      [{ transaction_id: id, amount: '0.00' }, 'Refund amount must be more than 0'],
      [{ transaction_id: id, amount: -5 }, 'Refund amount must be more than 0'],
      [{ transaction_id: id, amount: 10.555 }, 'Refund amount can have at most 2 decimal places'],
      [{ transaction_id: id, amount: '1.001' }, 'Refund amount can have at most 2 decimal places'],
      [{ transaction_id: id, amount: 1e-7 }, 'Refund amount can have at most 2 decimal places'],
      [{ transaction_id: id, amount: 100.01 }, 'Refund amount exceeds the refundable amount'],
      [{ transaction_id: id, amount: 1e21 }, 'Refund amount exceeds the refundable amount'],
      [{ transaction_id: id, amount: 10, reference_id: '' }, 'Reference ID is required'],
      [
        { transaction_id: id, amount: 10, reference_id: 'x'.repeat(65) },
        'Reference ID must be at most 64 characters',
      ],
      [
        { transaction_id: id, amount: 10, reason: 'r'.repeat(201) },
        'Reason must be at most 200 characters',
      ],
      [
        { transaction_id: id, amount: 10, reason: 'a\u202Eb' },
        'Reason contains invalid characters',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await h.api('/api/v1/payin/refund', {
        ...demo,
        json: { reference_id: `BAD-${message.length}-${Math.random()}`, ...body },
      })
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([400, message])
    }
    const notJson = await h.api('/api/v1/payin/refund', {
      ...demo,
      body: '{',
      headers: { 'content-type': 'application/json' },
    })
    expect([notJson.status, notJson.body.error.message]).toEqual([400, 'Invalid JSON body'])
    expect(wallet(h)).toEqual(before)
  })

  it('refunds only payments that were received: 400 for pending, declined and cancelled payins', async () => {
    const create = async () =>
      (
        await h.api('/api/v1/payin/create', {
          ...demo,
          json: { amount: 100, customer_name: 'Ravi', customer_email: 'ravi@example.in' },
        })
      ).body.data.transaction_id as string
    const pending = await create()
    const declined = await create()
    await adminPost(h, `payins/${declined}/decline`)
    const cancelled = await create()
    await h.api(`/api/v1/payin/cancel/${cancelled}`, { ...demo, method: 'POST' })
    for (const id of [pending, declined, cancelled]) {
      const res = await refund(h, demo, { transaction_id: id, amount: 10 })
      expect([res.status, res.body.error.message]).toEqual([
        400,
        'Only successful payments can be refunded',
      ])
    }
    const missing = await refund(h, demo, { transaction_id: 'TXNNOSUCHPAYIN0000', amount: 10 })
    expect([missing.status, missing.body.error.message]).toEqual([404, 'Payin not found'])
  })

  it('400 Insufficient wallet balance for this refund when the available balance is short', async () => {
    // ₹10,00,000 paid to norates sits in its pending balance; its available is ~₹1.6 lakh.
    const id = await paidPayin(h, norates, 10_00_000)
    const before = wallet(h, 'norates')
    expect(before.available).toBeLessThan(5_00_000_00)
    const res = await refund(h, norates, { transaction_id: id, amount: 5_00_000 })
    expect([res.status, res.body.error.message]).toEqual([
      400,
      'Insufficient wallet balance for this refund',
    ])
    expect(wallet(h, 'norates')).toEqual(before)
    expect(
      h.sql.prepare('SELECT COUNT(*) AS n FROM refunds WHERE transaction_id = ?').get(id),
    ).toEqual({ n: 0 })
    // What the balance covers goes through.
    const fits = await refund(h, norates, { transaction_id: id, amount: before.available / 100 })
    expect(fits.status, fits.text).toBe(201)
    expect(wallet(h, 'norates').available).toBe(0)
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('401 without credentials', async () => {
    const res = await h.api('/api/v1/payin/refund', { json: { transaction_id: 'x', amount: 1 } })
    expect(res.status).toBe(401)
    expect((await h.api('/api/v1/payin/refunds')).status).toBe(401)
  })

  it("403 for a counter device, even on its own counter's sale: a cashier cannot refund", async () => {
    const till = await pairedCounter(h, demo.token ?? '', 'Refund till')
    // demo has seeded cashiers: the device sells once one is chosen.
    const asha = (await staffIds(h, demo.token ?? '')).Asha ?? ''
    await chooseCashier(h, till.device, asha, '4826')
    const sale = await sell(h, till.device, 40)
    expect((await adminPost(h, `payins/${sale.transaction_id}/pay`)).status).toBe(200)
    const before = wallet(h)
    const device = { token: till.device }
    for (const res of [
      await refund(h, device, { transaction_id: sale.transaction_id, amount: 40 }),
      await h.api(`/api/v1/payin/refunds?transaction_id=${sale.transaction_id}`, device),
      await h.api('/api/v1/payin/refund/RFDNOSUCHREFUND0000', device),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body.error.message).toBe('This counter can only take payments')
    }
    expect(wallet(h)).toEqual(before)
    // The owner refunds that sale.
    const made = await refund(h, demo, { transaction_id: sale.transaction_id, amount: 40 })
    expect(made.status, made.text).toBe(201)
  })
})

describe('idempotency and the race', () => {
  it('a repeated reference_id answers 409 with the existing refund_id and status, and debits once', async () => {
    const id = await paidPayin(h, demo, 800)
    const body = { transaction_id: id, amount: 200, reference_id: 'ORDER-77-REFUND' }
    const first = await refund(h, demo, body)
    expect(first.status).toBe(201)
    const afterFirst = wallet(h)
    const again = await refund(h, demo, body)
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({
      message: 'Duplicate reference ID',
      refund_id: first.body.data.refund_id,
      status: 'pending',
    })
    await adminPost(h, `refunds/${first.body.data.refund_id}/process`)
    // Any body with that reference: the same answer, now with the refund's new status.
    const later = await refund(h, demo, { ...body, amount: 1 })
    expect(later.body.error).toMatchObject({
      refund_id: first.body.data.refund_id,
      status: 'processed',
    })
    expect(wallet(h)).toEqual(afterFirst)
    // Another merchant may use the same reference for its own refund.
    const hostile = { token: await h.login('hostile') }
    const theirs = await paidPayin(h, hostile, 300)
    const own = await refund(h, hostile, { ...body, transaction_id: theirs })
    expect(own.status, own.text).toBe(201)
  })

  it('20 concurrent partial refunds adding up to more than the payin: only those that fit succeed', async () => {
    const id = await paidPayin(h, demo, 1000)
    const before = wallet(h)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(h, demo, { transaction_id: id, amount: 75, reference_id: `RACE-${i}` }),
      ),
    )
    const made = results.filter((r) => r.status === 201)
    const refused = results.filter((r) => r.status !== 201)
    // ₹75 × 13 = ₹975 fits in ₹1000; a 14th would not.
    expect(made).toHaveLength(13)
    for (const r of refused) {
      expect([r.status, r.body.error.message]).toEqual([
        400,
        'Refund amount exceeds the refundable amount',
      ])
    }
    expect(new Set(made.map((r) => r.body.data.refund_id)).size).toBe(13)
    expect(wallet(h).available).toBe(before.available - 975_00)
    expect(await payinStatus(h, demo, id)).toMatchObject({
      refund_pending_amount: 975,
      refundable_amount: 25,
    })
    const sums = h.sql
      .prepare(
        `SELECT (SELECT SUM(amount) FROM refunds WHERE transaction_id = ?) AS refunds,
           (SELECT SUM(amount) FROM wallet_transactions WHERE reference_type = 'refund'
              AND reference_id IN (SELECT refund_id FROM refunds WHERE transaction_id = ?)) AS ledger`,
      )
      .get(id, id)
    expect(sums).toEqual({ refunds: 975_00, ledger: 975_00 })
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('tenant isolation and the list', () => {
  it("another merchant's refund is 404 everywhere; lists hold only your own", async () => {
    const id = await paidPayin(h, demo, 120)
    const made = await refund(h, demo, { transaction_id: id, amount: 20 })
    const refundId = made.body.data.refund_id as string
    const read = await h.api(`/api/v1/payin/refund/${refundId}`, norates)
    expect([read.status, read.body.error.message]).toEqual([404, 'Refund not found'])
    const onTheirPayin = await refund(h, norates, { transaction_id: id, amount: 1 })
    expect([onTheirPayin.status, onTheirPayin.body.error.message]).toEqual([404, 'Payin not found'])
    const theirList = await h.api(`/api/v1/payin/refunds?search=${refundId}`, norates)
    expect(theirList.body.data).toEqual([])
    const byTxn = await h.api(`/api/v1/payin/refunds?transaction_id=${id}`, norates)
    expect(byTxn.body.meta.pagination.totalCount).toBe(0)
  })

  it('filters by status, payin, dates and search (refund id, transaction id or reference)', async () => {
    const id = await paidPayin(h, demo, 900)
    const a = await refund(h, demo, { transaction_id: id, amount: 100, reference_id: 'LIST-alpha' })
    const b = await refund(h, demo, { transaction_id: id, amount: 200, reference_id: 'LIST-beta' })
    await adminPost(h, `refunds/${b.body.data.refund_id}/process`)
    const list = async (query: string) => {
      const res = await h.api(`/api/v1/payin/refunds?${query}`, demo)
      expect(res.status, res.text).toBe(200)
      return res.body
    }
    const ofPayin = await list(`transaction_id=${id}`)
    expect(ofPayin.data.map((r: { reference_id: string }) => r.reference_id)).toEqual([
      'LIST-beta',
      'LIST-alpha',
    ])
    expect(ofPayin.meta.pagination).toMatchObject({ totalCount: 2, page: 1, limit: 20 })
    expect((await list(`transaction_id=${id}&status=processed`)).data).toHaveLength(1)
    expect((await list(`transaction_id=${id}&status=pending`)).data[0].refund_id).toBe(
      a.body.data.refund_id,
    )
    expect(
      (await list(`search=${a.body.data.refund_id.slice(0, 12).toLowerCase()}`)).data,
    ).toHaveLength(1)
    expect((await list(`search=list-`)).meta.pagination.totalCount).toBe(2)
    expect((await list(`search=${id}`)).meta.pagination.totalCount).toBe(2)
    expect((await list('search=100%')).data).toEqual([])
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
    expect(
      (await list(`transaction_id=${id}&from_date=${today}&to_date=${today}`)).data,
    ).toHaveLength(2)
    expect(
      (await list(`transaction_id=${id}&dateFrom=2021-01-01&dateTo=2021-01-02`)).data,
    ).toHaveLength(0)
    expect((await list(`transaction_id=${id}&limit=1&page=2`)).data[0].reference_id).toBe(
      'LIST-alpha',
    )
    const bad = await h.api('/api/v1/payin/refunds?status=success', demo)
    expect([bad.status, bad.body.error.message]).toEqual([
      400,
      'The status filter must be one of: pending, processed, failed, pending_approval, rejected, expired, cancelled',
    ])
    const payinList = await h.api(`/api/v1/payin/list?search=${id}`, demo)
    expect(payinList.body.data[0]).toMatchObject({
      refunded_amount: 200,
      refund_status: 'partial',
      refund_pending_amount: 100,
      refundable_amount: 600,
      auto_refund: false,
      cancelled_by: null,
    })
  })
})
