import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Db } from '../../server/db/connection'
import { createCounter } from '../../server/domain/counters/counters'
import { subscribePayinChanges, type PayinChange } from '../../server/domain/payins/payin-events'
import { createPayin } from '../../server/domain/payins/payins'
import { countStandingQrForSale } from '../../server/domain/standing-qr/count-for-sale'
import { receiveStandingQrPayment } from '../../server/domain/standing-qr/receive-payment'

/*
 * What a Speaker and a Till hear of a standing-QR payment (decision 078): the stream's event
 * names the payer, and again once the payment is counted for a sale; the sale's own event says
 * it ended on the standing QR. The counter's today reads the two partial indexes, one per channel.
 */

let dir: string
let db: Db
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'standing-qr-events-'))
  db = openDatabase(dir)
  db.prepare(
    `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
     VALUES (1, 'm', 'm@example.in', 'M', 'M Stores', 'x', 'mstores@sandbox', 0, 0)`,
  ).run()
  db.prepare('INSERT INTO wallets (merchant_id, updated_at) VALUES (1, 0)').run()
})
afterAll(() => {
  db.close()
  rmSync(dir, { recursive: true, force: true })
})

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('the stream of a standing-QR payment', () => {
  it('names the payer, and the sale it is counted for', async () => {
    const counter = createCounter(db, 1, 'Front')
    expect(counter.standing_vpa).toMatch(/^mstores\.[0-9a-f]{8}@sandbox$/)
    const heard: PayinChange[] = []
    const stop = subscribePayinChanges(db, 1, (change) => heard.push(change))
    const sale = createPayin(
      db,
      1,
      { amount: 50_00, currency: 'INR', channel: 'counter', seat: { counter, cashier: null } },
      60_000,
    )
    const payment = receiveStandingQrPayment(db, {
      vpa: counter.standing_vpa,
      amount: 50_00,
      payerName: 'Ravi Kumar',
      payerVpa: 'ravi@okaxis',
      utr: '512345678901',
    })
    await tick()
    expect(heard.find((c) => c.transaction_id === payment.transaction_id)).toMatchObject({
      status: 'success',
      channel: 'qr',
      amount: 50,
      customer_name: 'Ravi Kumar',
      payer_vpa: 'ravi@okaxis',
      sale_transaction_id: null,
      counter_id: counter.counter_id,
    })
    heard.length = 0
    countStandingQrForSale(db, counter, sale.transaction_id, payment.transaction_id)
    await tick()
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transaction_id: payment.transaction_id,
          sale_transaction_id: sale.transaction_id,
        }),
        expect.objectContaining({
          transaction_id: sale.transaction_id,
          status: 'cancelled',
          cancelled_by: 'standing_qr',
        }),
      ]),
    )
    stop()
  })

  it("the counter's latest payments read each channel's partial index", () => {
    const plan = (channel: string) =>
      (
        db
          .prepare(
            `EXPLAIN QUERY PLAN SELECT * FROM payins
             WHERE merchant_id = ? AND channel = '${channel}' AND created_at >= ? AND created_at < ?
             ORDER BY created_at DESC, id DESC LIMIT 5`,
          )
          .all(1, 0, 1) as { detail: string }[]
      )
        .map((r) => r.detail)
        .join('\n')
    expect(plan('counter')).toContain('payins_counter_created')
    expect(plan('qr')).toContain('payins_qr_created')
  })
})
