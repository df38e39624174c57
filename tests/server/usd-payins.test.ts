import Database from 'better-sqlite3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../server/db/migrations'
import { USD_INR_RATE } from '../../server/domain/merchants/fees'
import { startHarness, type Harness } from './support/helpers'

/*
 * Decision 030: a USD payin is converted to rupees at creation (83) and carries both figures; fee,
 * net, the wallet credit and every INR total use the INR figure, never the dollar amount.
 */

let h: Harness
let token: string

beforeAll(async () => {
  h = await startHarness()
  token = await h.login()
})
afterAll(async () => {
  await h?.stop()
})

const body = (currency: string, amount: number) => ({
  amount,
  currency,
  customer_name: 'Dollar Customer',
  customer_email: 'usd@example.com',
  customer_phone: '9876543210',
})

async function pending(): Promise<number> {
  return (await h.api('/api/v1/wallet/balance', { token })).body.data.pending_balance
}

describe('a USD payin in rupees', () => {
  it('is converted at creation, and its fee, net and wallet credit are INR', async () => {
    const created = await h.api('/api/v1/payin/create', { token, json: body('USD', 100) })
    expect(created.status).toBe(200)
    const id = created.body.data.transaction_id
    // A webhook target, so the payin.success body is queued (loopback: never actually sent).
    h.sql
      .prepare("UPDATE payins SET webhook_url = 'http://127.0.0.1:9/hook' WHERE transaction_id = ?")
      .run(id)
    const summaryBefore = (await h.api('/api/v1/payin/summary', { token })).body.data
    const walletBefore = await pending()

    expect((await h.api(`/sandbox/pay/${id}/pay`, { method: 'POST' })).status).toBeLessThan(400)
    const list = await h.api(`/api/v1/payin/list?search=${id}`, { token })
    const row = list.body.data[0]
    // Demo merchant's fee is 2 %: 8,300 − 166 = 8,134 rupees.
    expect(row).toMatchObject({
      amount: 100,
      currency: 'USD',
      amount_inr: 100 * USD_INR_RATE,
      fx_rate: USD_INR_RATE,
      fee: 166,
      net_amount: 8134,
    })
    expect(await pending()).toBeCloseTo(walletBefore + 8134, 2)
    // The payin.success webhook says the same: dollars, and the rupee figures fee and net are on.
    const hook = h.sql
      .prepare(
        "SELECT payload FROM webhook_deliveries WHERE event = 'payin.success' AND payload LIKE ? LIMIT 1",
      )
      .get(`%${id}%`) as { payload: string } | undefined
    expect(JSON.parse(hook?.payload ?? '{}')).toMatchObject({
      amount: 100,
      currency: 'USD',
      amount_inr: 8300,
      fx_rate: 83,
      fee: 166,
      net_amount: 8134,
    })

    const summary = (await h.api('/api/v1/payin/summary', { token })).body.data
    expect(summary.total_amount - summaryBefore.total_amount).toBeCloseTo(8300, 2)
    expect(summary.total_net_amount - summaryBefore.total_net_amount).toBeCloseTo(8134, 2)
  })

  it('answers the rupees, the rate and its own creation time at creation (decision 058)', async () => {
    const expiresAt = new Date(Date.now() + 26 * 3_600_000).toISOString()
    const created = await h.api('/api/v1/payin/create', {
      token,
      json: { ...body('USD', 100), metadata: { expires_at: expiresAt } },
    })
    expect(created.status).toBe(200)
    const data = created.body.data
    expect(data).toMatchObject({ amount: 100, currency: 'USD', amount_inr: 8300, fx_rate: 83 })
    expect(data.upi_intent).toBeNull()
    // The asked-for expiry as given, and when the gateway created the link, on its one clock.
    expect(data.expires_at).toBe(expiresAt)
    expect(Math.abs(Date.parse(data.created_at) - Date.now())).toBeLessThan(10_000)
    const inr = (await h.api('/api/v1/payin/create', { token, json: body('INR', 250) })).body.data
    expect(inr).toMatchObject({ amount_inr: 250, fx_rate: 1 })
    // The usual lifetime, read without this test's clock.
    expect(Date.parse(inr.expires_at) - Date.parse(inr.created_at)).toBe(180_000)
  })

  it('the checkout page writes dollars in thousands, never lakh, with the rupees beside', async () => {
    const created = await h.api('/api/v1/payin/create', { token, json: body('USD', 100000) })
    const page = await h.api(`/sandbox/pay/${created.body.data.transaction_id}`)
    expect(page.text).toContain('$100,000.00 (₹83,00,000.00)')
    expect(page.text).not.toContain('$1,00,000.00')
  })

  it('an INR payin carries its amount as the INR figure at rate 1', async () => {
    const created = await h.api('/api/v1/payin/create', { token, json: body('INR', 250) })
    const id = created.body.data.transaction_id
    const row = (await h.api(`/api/v1/payin/list?search=${id}`, { token })).body.data[0]
    expect(row).toMatchObject({ amount: 250, currency: 'INR', amount_inr: 250, fx_rate: 1 })
  })

  it('refuses a non-INR row without its INR figure (the database guards it too)', () => {
    expect(() =>
      h.sql
        .prepare(
          `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, currency, status,
             customer_name, customer_email, expires_at, created_at, updated_at)
           VALUES (1, 'TXNNOINR', 'ORD', 100, 'USD', 'pending', 'A', 'a@b.in', 0, 0, 0)`,
        )
        .run(),
    ).toThrow(/amount_inr/)
  })
})

describe('migration 7 on a version-6 database', () => {
  it('gives existing USD rows their INR figure and INR fee and net, leaves INR rows alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-migrate-'))
    try {
      const db = new Database(join(dir, 'sandbox.db'))
      migrate(db, 6)
      db.prepare(
        `INSERT INTO merchants (id, username, email, name, business_name, password_hash, upi_vpa, created_at, updated_at)
         VALUES (1, 'm', 'm@example.in', 'M', 'M Shop', 'x', 'm@sandbox', 0, 0)`,
      ).run()
      const insert = db.prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, fee, net_amount, currency,
           status, customer_name, customer_email, expires_at, created_at, updated_at)
         VALUES (1, ?, 'ORD', ?, ?, ?, ?, 'success', 'A', 'a@b.in', 0, ?, 0)`,
      )
      const t = Date.UTC(2026, 10, 20)
      // Before: a USD 100 payin stored fee and net in cents (200, 9,800); the wallet got 9,800 × 83.
      insert.run('TXNUSD', 10_000, 200, 9_800, 'USD', t)
      insert.run('TXNINR', 10_000, 200, 9_800, 'INR', t + 1)
      migrate(db)
      const rows = db
        .prepare(
          'SELECT transaction_id, amount, amount_inr, fx_rate, fee, net_amount FROM payins ORDER BY id',
        )
        .all()
      expect(rows).toEqual([
        {
          transaction_id: 'TXNUSD',
          amount: 10_000,
          amount_inr: 830_000,
          fx_rate: 83,
          fee: 16_600,
          net_amount: 813_400,
        },
        {
          transaction_id: 'TXNINR',
          amount: 10_000,
          amount_inr: null,
          fx_rate: null,
          fee: 200,
          net_amount: 9_800,
        },
      ])
      db.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
