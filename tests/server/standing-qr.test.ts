import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sellingCounter, type Paired } from './support/counter-helpers'
import {
  adminPost,
  istDay,
  ledgerProblems,
  merchantId,
  startHarness,
  type Harness,
} from './support/helpers'

/*
 * A counter's standing QR (decision 078): a payee address per counter, a static intent with no
 * amount, and the bank's credit to it a paid payin of channel qr — listed, filtered, exported, in
 * the Z-report and the journal, refundable, with the ledger exact and one payin per UTR. The
 * sandbox pays it three ways: the admin API, its UPI app page and the CLI.
 */

let h: Harness
let owner: string
let till: Paired
let vpa: string
let intent: string

type Counter = { counter_id: string; name: string; standing_qr: { vpa: string; intent: string } }

beforeAll(async () => {
  h = await startHarness()
  owner = await h.login()
  till = await sellingCounter(h, owner, 'Standing')
  const list = await h.api('/api/v1/merchant/counters', { token: owner })
  const mine = (list.body.data as Counter[]).find((c) => c.counter_id === till.counterId)
  if (!mine) throw new Error('no counter')
  vpa = mine.standing_qr.vpa
  intent = mine.standing_qr.intent
  h.sql
    .prepare('UPDATE merchants SET webhook_payin_url = ? WHERE username = ?')
    .run('https://hooks.example.com/payins', 'demo')
})
afterAll(() => h.stop())

const pay = (json: object) => adminPost(h, 'qr-payments', json)

const pending = () =>
  (
    h.sql
      .prepare('SELECT pending FROM wallets WHERE merchant_id = ?')
      .get(merchantId(h.sql, 'demo')) as { pending: number }
  ).pending

describe('the standing QR of each counter', () => {
  it("is the counter's own payee address in a static intent, with no amount", async () => {
    const list = await h.api('/api/v1/merchant/counters', { token: owner })
    const counters = list.body.data as Counter[]
    // The seed's counter has one too, and no two counters share one.
    expect(counters.find((c) => c.name === 'Front desk')?.standing_qr.vpa).toMatch(
      /^[a-z0-9.]+\.[0-9a-f]{8}@[a-z]+$/,
    )
    expect(new Set(counters.map((c) => c.standing_qr.vpa)).size).toBe(counters.length)
    const merchant = h.sql
      .prepare(
        "SELECT business_name, upi_vpa, merchant_category_code AS mcc FROM merchants WHERE username = 'demo'",
      )
      .get() as { business_name: string; upi_vpa: string; mcc: string | null }
    expect(vpa.split('@')[1]).toBe(merchant.upi_vpa.split('@')[1])
    const url = new URL(intent)
    expect(url.protocol).toBe('upi:')
    expect(url.searchParams.get('pa')).toBe(vpa)
    expect(url.searchParams.get('pn')).toBe(merchant.business_name)
    expect(url.searchParams.get('cu')).toBe('INR')
    expect(url.searchParams.get('mc')).toBe(merchant.mcc)
    expect(url.searchParams.has('am')).toBe(false)
    expect(url.searchParams.has('tr')).toBe(false)
  })
})

describe("the bank's credit to a standing QR", () => {
  let paid: Record<string, unknown>

  it('is a paid payin of channel qr, with the payer, the UTR, the counter, its cashier and shift', async () => {
    const before = pending()
    const res = await pay({
      vpa,
      amount: 50,
      payer_name: 'Meera Iyer',
      payer_vpa: 'meera.iyer@oksbi',
      utr: '412345678901',
    })
    expect(res.status, res.text).toBe(200)
    paid = res.body.data
    expect(paid).toMatchObject({
      channel: 'qr',
      status: 'success',
      amount: 50,
      customer_name: 'Meera Iyer',
      payer_vpa: 'meera.iyer@oksbi',
      utr: '412345678901',
      counter_id: till.counterId,
      counter_name: 'Standing',
      cashier_name: 'Asha',
      sale_transaction_id: null,
      upi_intent: null,
    })
    expect(paid.shift_id).toMatch(/^SHF/)
    expect((paid.fee as number) + (paid.net_amount as number)).toBe(50)
    expect(pending() - before).toBe(Math.round((paid.net_amount as number) * 100))
    const line = h.sql
      .prepare('SELECT description FROM wallet_transactions WHERE reference_id = ?')
      .get(paid.transaction_id) as { description: string }
    expect(line.description).toBe('QR payin from Meera Iyer')
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('is one payin however often the bank reports the same UTR', async () => {
    const before = pending()
    const again = await pay({ counter_id: till.counterId, amount: 50, utr: '412345678901' })
    expect(again.status).toBe(200)
    expect(again.body.data.transaction_id).toBe(paid.transaction_id)
    expect(pending()).toBe(before)
    const n = h.sql
      .prepare("SELECT COUNT(*) AS n FROM payins WHERE utr = '412345678901'")
      .get() as {
      n: number
    }
    expect(n.n).toBe(1)
  })

  it('rings payin.success with the additive fields', () => {
    const rows = h.sql
      .prepare("SELECT payload FROM webhook_deliveries WHERE event = 'payin.success'")
      .all() as { payload: string }[]
    const body = rows.map((r) => JSON.parse(r.payload) as { data?: Record<string, unknown> })
    const mine = body.find((b) => JSON.stringify(b).includes(String(paid.transaction_id)))
    expect(mine).toBeDefined()
    const data = (mine?.data ?? mine) as Record<string, unknown>
    expect(data).toMatchObject({
      channel: 'qr',
      payer_vpa: 'meera.iyer@oksbi',
      sale_transaction_id: null,
      customer_name: 'Meera Iyer',
    })
    const pendings = h.sql
      .prepare(
        "SELECT COUNT(*) AS n FROM webhook_deliveries WHERE event = 'payin.pending' AND payload LIKE ?",
      )
      .get(`%${String(paid.transaction_id)}%`) as { n: number }
    expect(pendings.n).toBe(0)
  })

  it('refuses an unknown payee address (404), and amounts a UPI payment cannot be (400)', async () => {
    const unknown = await pay({ vpa: 'nobody.00000000@sandbox', amount: 10 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('No counter has this payee address')
    expect((await pay({ counter_id: 'CTR0000000000000000', amount: 10 })).status).toBe(404)
    for (const amount of [0, -5, 100000.01, 1.234, 'ten', null]) {
      const res = await pay({ vpa, amount })
      expect(res.status, String(amount)).toBe(400)
    }
    expect((await pay({ vpa, amount: 100000 })).status).toBe(200)
    expect((await pay({ amount: 10 })).status).toBe(400)
    expect((await pay({ vpa, amount: 10, utr: '12345' })).status).toBe(400)
    expect((await pay({ vpa, amount: 10, payer_vpa: 'not a vpa' })).status).toBe(400)
    const noToken = await h.api('/sandbox/admin/qr-payments', { json: { vpa, amount: 10 } })
    expect(noToken.status).toBe(401)
  })

  it("is in the list as channel qr, in the channel=qr filter, and in the counter's today", async () => {
    const list = await h.api('/api/v1/payin/list?limit=100', { token: owner })
    const row = (list.body.data.payins ?? list.body.data).find(
      (p: { transaction_id: string }) => p.transaction_id === paid.transaction_id,
    )
    expect(row).toMatchObject({ channel: 'qr', payer_vpa: 'meera.iyer@oksbi' })
    const qr = await h.api('/api/v1/payin/list?channel=qr&limit=100', { token: owner })
    expect(qr.status).toBe(200)
    const rows = (qr.body.data.payins ?? qr.body.data) as { channel: string }[]
    expect(rows.length).toBe(2)
    expect(rows.every((p) => p.channel === 'qr')).toBe(true)
    const totals = await h.api('/api/v1/payin/list/totals?channel=qr', { token: owner })
    expect(totals.body.data.success_amount ?? totals.body.data.totals?.success_amount).toBe(100050)
    const bad = await h.api('/api/v1/payin/list?channel=speaker', { token: owner })
    expect(bad.status).toBe(400)
    const byCounter = await h.api('/api/v1/merchant/counters/today', { token: owner })
    const figures = byCounter.body.data.counters.find(
      (c: { counter_id: string }) => c.counter_id === till.counterId,
    )
    expect(figures).toMatchObject({ count: 2, total_amount: 100050 })
    const tillToday = await h.api('/api/v1/payin/counter/today', { token: owner })
    expect(tillToday.status, tillToday.text).toBe(200)
    expect(tillToday.body.data.total_amount).toBe(100050)
    // The dashboard's today: the standing QR is its own line, and in the day's total.
    const dashboard = await h.api('/api/v1/merchant/dashboard/summary', { token: owner })
    const today = dashboard.body.data.today
    expect(today.channels.qr).toMatchObject({ total_amount: 100050, successful_transactions: 2 })
    expect(today.total_amount).toBe(
      today.channels.qr.total_amount +
        today.channels.counter.total_amount +
        today.channels.link.total_amount,
    )
  })

  it('is refundable, like any payin', async () => {
    const res = await h.api('/api/v1/payin/refund', {
      token: owner,
      json: {
        transaction_id: paid.transaction_id,
        reference_id: 'QR-REFUND-1',
        amount: 20,
        reason: 'Paid too much',
      },
    })
    expect(res.status, res.text).toBeLessThan(300)
    const refund = res.body.data
    expect(refund.amount).toBe(20)
    const processed = await adminPost(h, `refunds/${refund.refund_id}/process`)
    expect(processed.status, processed.text).toBe(200)
    const status = await h.api(`/api/v1/payin/status/${String(paid.transaction_id)}`, {
      token: owner,
    })
    expect(status.body.data).toMatchObject({ refunded_amount: 20, channel: 'qr' })
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

describe('the exports, the Z-report and the journal', () => {
  const download = async (path: string) => {
    const res = await fetch(`${h.url}/api/v1${path}`, {
      headers: { authorization: `Bearer ${owner}` },
    })
    expect(res.status, path).toBe(200)
    return Buffer.from(await res.arrayBuffer())
  }
  const day = istDay(Date.now())

  it('the CSV and the xlsx report list QR payins, and filter to them', async () => {
    const csv = (
      await download(
        `/merchant/transactions/report?type=payin&format=csv&channel=qr&from_date=${day}&to_date=${day}`,
      )
    )
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    const rows = Papa.parse<Record<string, string>>(csv, {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(rows.length).toBe(2)
    const meera = rows.find((r) => r['UTR'] === '412345678901')
    expect(meera).toMatchObject({
      Channel: 'qr',
      Counter: 'Standing',
      'Customer / Beneficiary Name': 'Meera Iyer',
      'Account / VPA': 'meera.iyer@oksbi',
    })
    const bytes = await download(
      `/merchant/transactions/report?type=payin&format=xlsx&from_date=${day}&to_date=${day}`,
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0])
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    const header = (sheet.getRow(1).values as unknown[]).map(String)
    const channelAt = header.indexOf('Channel')
    const utrAt = header.indexOf('UTR')
    let found = ''
    sheet.eachRow((row) => {
      if (String(row.getCell(utrAt).value) === '412345678901')
        found = String(row.getCell(channelAt).value)
    })
    expect(found).toBe('QR')
  })

  it('the Z-report gives the standing QR its own line, and the journal each payment', async () => {
    const closed = await h.api(`/api/v1/merchant/counters/${till.counterId}/shift/close`, {
      token: owner,
      method: 'POST',
    })
    expect(closed.status, closed.text).toBe(200)
    const report = closed.body.data.report ?? closed.body.data
    expect(report).toMatchObject({ qr_count: 2, qr_amount: 100050, success_amount: 100050 })
    const csv = (
      await download(`/merchant/shifts/${String(report.shift_id)}/export?format=csv`)
    ).toString('utf8')
    expect(csv).toContain('Standing QR Payments,2')
    expect(csv).toContain('Standing QR (INR),100050.00')
    const journal = (
      await download(`/merchant/books/journal?from_date=${day}&to_date=${day}&format=csv`)
    ).toString('utf8')
    expect(journal).toContain(`Payment ${String(paid0())} (order QR412345678901) from Meera Iyer`)
  })
})

/** The first QR payin's id (the describe above keeps its own). */
function paid0(): string {
  const row = h.sql
    .prepare("SELECT transaction_id FROM payins WHERE utr = '412345678901'")
    .get() as { transaction_id: string }
  return row.transaction_id
}

describe('the sandbox UPI app and the CLI', () => {
  it('asks the amount on the standing QR, and pays it', async () => {
    const page = await fetch(`${h.url}/sandbox/standing/${encodeURIComponent(vpa)}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(vpa)
    expect(html).toContain('name="amount"')
    expect(html).not.toMatch(/<script|style=/)
    const bad = await fetch(`${h.url}/sandbox/standing/${encodeURIComponent(vpa)}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '<b>12' }),
    })
    expect(bad.status).toBe(400)
    const badHtml = await bad.text()
    expect(badHtml).toContain('&#60;b&#62;12')
    expect(badHtml).not.toContain('<b>12')
    const res = await fetch(`${h.url}/sandbox/standing/${encodeURIComponent(vpa)}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ amount: '75.50' }),
    })
    expect(res.status).toBe(200)
    const done = await res.text()
    expect(done).toContain('Payment successful')
    expect(done).toContain('₹75.50')
    const utr = /UTR (\d{12})/.exec(done)?.[1]
    const row = h.sql.prepare('SELECT channel, status, amount FROM payins WHERE utr = ?').get(utr)
    expect(row).toEqual({ channel: 'qr', status: 'success', amount: 7550 })
    const missing = await fetch(`${h.url}/sandbox/standing/nobody.1@sandbox`)
    expect(missing.status).toBe(404)
    // Scanning the standing QR's intent opens its amount form, as a UPI app would.
    const scan = await fetch(`${h.url}/sandbox/scan?intent=${encodeURIComponent(intent)}`, {
      redirect: 'manual',
    })
    expect(scan.status).toBe(303)
    expect(scan.headers.get('location')).toBe(`/sandbox/standing/${encodeURIComponent(vpa)}`)
    const notUpi = await fetch(`${h.url}/sandbox/scan?intent=https://example.com`)
    expect(notUpi.status).toBe(400)
  })

  it("`pay-qr` pays the owner's counter by default, or the one named", async () => {
    const run = promisify(execFile)
    const cli = (...args: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', 'server/cli.ts', ...args, '--data-dir', h.dataDir],
        {
          cwd: join(__dirname, '..', '..'),
        },
      )
    const named = await cli('pay-qr', 'demo', '120', 'Standing')
    expect(named.stdout).toMatch(/Paid ₹120\.00 to 'Standing'/)
    const owners = await cli('pay-qr', 'demo', '30')
    expect(owners.stdout).toMatch(/Paid ₹30\.00 to 'Owner'/)
    const qr = await h.api('/api/v1/payin/list?channel=qr&limit=100', { token: owner })
    const rows = (qr.body.data.payins ?? qr.body.data) as { amount: number; counter_name: string }[]
    expect(rows.some((r) => r.amount === 120 && r.counter_name === 'Standing')).toBe(true)
    expect(rows.some((r) => r.amount === 30 && r.counter_name === 'Owner')).toBe(true)
    await expect(cli('pay-qr', 'demo', '0')).rejects.toThrow(/more than zero/)
    await expect(cli('pay-qr', 'demo', '10', 'Nowhere')).rejects.toThrow(/No counter 'Nowhere'/)
    expect(ledgerProblems(h.sql)).toEqual([])
  })

  it('is settled like any payment', async () => {
    const settled = await adminPost(h, 'settle')
    expect(settled.status, settled.text).toBe(200)
    const qr = await h.api('/api/v1/payin/list?channel=qr&limit=100', { token: owner })
    const rows = (qr.body.data.payins ?? qr.body.data) as {
      settled_at: string | null
      settlement_id: string | null
    }[]
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.settled_at).not.toBeNull()
      expect(row.settlement_id).not.toBeNull()
    }
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})
