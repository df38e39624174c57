import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { istFormatter } from '../../server/domain/reports/reports'
import { sell } from './support/counter-helpers'
import { adminPost, istDay, merchantId, startHarness, type Harness } from './support/helpers'

let h: Harness
let token: string
let demo: number
beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000 })
  token = await h.login()
  demo = merchantId(h.sql, 'demo')
})
afterAll(() => h.stop())

const ids = (rows: { transaction_id?: string; payout_id?: string }[]) =>
  rows.map((r) => r.transaction_id ?? r.payout_id)
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+05:30`)

describe('payin/list filters and pagination', () => {
  it('pages newest first with totalCount/total/totalPages', async () => {
    const all = h.sql
      .prepare(
        'SELECT transaction_id FROM payins WHERE merchant_id = ? ORDER BY created_at DESC, id DESC',
      )
      .all(demo) as { transaction_id: string }[]
    const page2 = await h.api('/api/v1/payin/list?page=2&limit=20', { token })
    expect(ids(page2.body.data)).toEqual(all.slice(20, 40).map((r) => r.transaction_id))
    expect(page2.body.meta.pagination).toEqual({
      page: 2,
      limit: 20,
      totalCount: all.length,
      total: all.length,
      totalPages: Math.ceil(all.length / 20),
    })
  })

  it('caps limit at 100 and 400s a bad page', async () => {
    const res = await h.api('/api/v1/payin/list?limit=5000', { token })
    expect(res.body.data).toHaveLength(100)
    expect(res.body.meta.pagination.limit).toBe(100)
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const bad = await h.api(`/api/v1/payin/list?page=${page}`, { token })
      expect(bad.status).toBe(400)
      expect(bad.body.error.message).toBe('The page number must be a whole number from 1 up')
    }
  })

  it('filters by status and inclusive IST days', async () => {
    const from = istDay(Date.now() - 20 * 86_400_000)
    const to = istDay(Date.now() - 10 * 86_400_000)
    const expected = h.sql
      .prepare(
        "SELECT transaction_id FROM payins WHERE merchant_id = ? AND status = 'success' AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC",
      )
      .all(demo, dayStart(from), dayStart(to) + 86_400_000) as { transaction_id: string }[]
    expect(expected.length).toBeGreaterThan(5)
    const res = await h.api(
      `/api/v1/payin/list?status=success&dateFrom=${from}&dateTo=${to}&limit=100`,
      { token },
    )
    expect(ids(res.body.data)).toEqual(expected.map((r) => r.transaction_id))
    expect(res.body.meta.pagination.totalCount).toBe(expected.length)
    const bad = await h.api('/api/v1/payin/list?status=paid', { token })
    expect(bad.status).toBe(400)
  })

  it('searches transaction id, order id, customer name, email and UTR', async () => {
    const row = h.sql
      .prepare("SELECT * FROM payins WHERE merchant_id = ? AND status = 'success' LIMIT 1 OFFSET 7")
      .get(demo) as {
      transaction_id: string
      order_id: string
      customer_name: string
      customer_email: string
      utr: string
    }
    for (const term of [
      row.transaction_id,
      row.order_id,
      row.utr,
      row.customer_email,
      row.customer_name.split(' ')[1] ?? '',
    ]) {
      const res = await h.api(`/api/v1/payin/list?limit=100&search=${encodeURIComponent(term)}`, {
        token,
      })
      expect(res.status).toBe(200)
      expect(ids(res.body.data), term).toContain(row.transaction_id)
      expect(res.body.meta.pagination.totalCount).toBe(res.body.data.length)
    }
    const none = await h.api(`/api/v1/payin/list?search=${encodeURIComponent('"zzzqqq* OR ')}`, {
      token,
    })
    expect(none.status).toBe(200)
    expect(none.body.data).toEqual([])
  })

  it('uses the indexes (EXPLAIN QUERY PLAN)', () => {
    const plan = (sql: string) =>
      (h.sql.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ')
    expect(
      plan('SELECT * FROM payins WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20'),
    ).toMatch(/USING INDEX payins_merchant_created/)
    expect(
      plan(
        "SELECT * FROM payins WHERE merchant_id = 1 AND status = 'success' ORDER BY created_at DESC, id DESC LIMIT 20",
      ),
    ).toMatch(/USING INDEX payins_merchant_status_created/)
    expect(
      plan(
        'SELECT * FROM payouts WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20',
      ),
    ).toMatch(/USING INDEX payouts_merchant_created/)
    expect(
      plan(
        'SELECT * FROM wallet_transactions WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20',
      ),
    ).toMatch(/USING INDEX wallet_tx_merchant_created/)
    for (const sql of [
      'SELECT * FROM payins WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20',
      'SELECT * FROM payouts WHERE merchant_id = 1 ORDER BY created_at DESC, id DESC LIMIT 20',
    ]) {
      expect(plan(sql)).not.toMatch(/TEMP B-TREE|SCAN payins|SCAN payouts/)
    }
  })
})

describe('other lists', () => {
  it('payout/list filters by status and searches beneficiary', async () => {
    const res = await h.api('/api/v1/payout/list?status=success&limit=100', { token })
    expect(res.body.data.length).toBeGreaterThan(0)
    expect(res.body.data.every((p: { status: string }) => p.status === 'success')).toBe(true)
    const search = await h.api('/api/v1/payout/list?search=Vendor', { token })
    expect(search.body.data.length).toBeGreaterThan(0)
  })

  it('wallet/transactions pages newest first and filters by direction', async () => {
    const res = await h.api('/api/v1/wallet/transactions?limit=10&status=debit', { token })
    expect(
      res.body.data.every((t: { transaction_type: string }) => t.transaction_type === 'debit'),
    ).toBe(true)
    const total = h.sql
      .prepare('SELECT COUNT(*) n FROM wallet_transactions WHERE merchant_id = ?')
      .get(demo) as { n: number }
    const all = await h.api('/api/v1/wallet/transactions?limit=10', { token })
    expect(all.body.meta.pagination.totalCount).toBe(total.n)
  })

  it('wallet/topup/list filters by status', async () => {
    const res = await h.api('/api/v1/wallet/topup/list?status=pending', { token })
    expect(res.body.data.length).toBeGreaterThan(0)
    expect(res.body.data.every((t: { status: string }) => t.status === 'pending')).toBe(true)
  })
})

describe('transaction report', () => {
  it('400s a range over 90 days and accepts exactly 90 inclusive days', async () => {
    const over = await h.api(
      '/api/v1/merchant/transactions/report?from_date=2026-01-01&to_date=2026-04-01',
      { token },
    )
    expect(over.status).toBe(400)
    expect(over.body.error.message).toBe('Maximum date range is 90 days')
    const exact = await h.api(
      '/api/v1/merchant/transactions/report?from_date=2026-01-01&to_date=2026-03-31',
      { token },
    )
    expect(exact.status).toBe(200)
  })

  it('CSV has a header row, customer columns, every row of the range, newest first', async () => {
    const from = istDay(Date.now() - 29 * 86_400_000)
    const to = istDay(Date.now())
    const res = await h.api(
      `/api/v1/merchant/transactions/report?from_date=${from}&to_date=${to}&type=both&format=csv`,
      { token },
    )
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="report-both-/)
    // fetch's text() drops the byte-order mark (report-files.test.ts checks the raw bytes).
    const lines = res.text.trim().split('\n')
    expect(lines[0]).toBe(
      'Type,Transaction ID,Order / Reference ID,Amount,Currency,Amount (INR),Fee (INR),GST in Fee (INR),Net Credited (INR),Total Debited (INR),Status,Mode,Failure Reason,UTR,Customer / Beneficiary Name,Email,Phone,Account / VPA,IFSC,Description / Remarks,Created At (IST),Updated At (IST),Channel,Counter,Cashier,Outlet,Refunded (INR),Refund Pending (INR)',
    )
    const count = (table: string) =>
      (
        h.sql
          .prepare(
            `SELECT COUNT(*) n FROM ${table} WHERE merchant_id = ? AND created_at >= ? AND created_at < ?`,
          )
          .get(demo, dayStart(from), dayStart(to) + 86_400_000) as { n: number }
      ).n
    expect(lines.length - 1).toBe(count('payins') + count('payouts') + count('refunds'))
    const created = lines
      .slice(1)
      .map((l) => l.match(/(\d{4}-\d{2}-\d{2}T[\d:]+\+05:30),[^,]*,[^,]*,[^,]*,[^,]*$/)?.[1] ?? '')
    expect([...created].sort().reverse()).toEqual(created)
  })

  it('neutralises spreadsheet formulas and quotes hostile text (hostile merchant)', async () => {
    const hostile = await h.login('hostile')
    const res = await h.api('/api/v1/merchant/transactions/report?type=both&format=csv', {
      token: hostile,
    })
    expect(res.status).toBe(200)
    const cells = res.text.split(/[,\n]/)
    for (const bad of ['=HYPERLINK', '+1+1', '-2', '@SUM']) {
      expect(
        cells.some((c) => c.replace(/^"/, '').startsWith(bad)),
        bad,
      ).toBe(false)
    }
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"")`)
    expect(res.text).toContain("'+1+1")
    expect(res.text).toContain("'@SUM(A1)")
    expect(res.text).toContain('"""><script>alert(1)</script>')
  })

  it('neutralises a formula cell that spans lines, and leaves numbers alone', async () => {
    const hostile = merchantId(h.sql, 'hostile')
    const at = Date.now() - 60_000
    // Expiring in an hour: a pending row already past expiry could be cancelled by the expiry
    // worker before the report reads it (the row would then say 'cancelled').
    const expiresAt = Date.now() + 3_600_000
    h.sql
      .prepare(
        `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name, customer_email,
           description, expires_at, created_at, updated_at)
         VALUES (?, 'TXNFORMULA1', 'ORDF', 12345, 'pending', ?, '-x@example.in', ?, ?, ?, ?)`,
      )
      .run(hostile, '=SUM(1)\nB', '\tTab, "quoted"', expiresAt, at, at)
    const res = await h.api('/api/v1/merchant/transactions/report?type=payin&format=csv', {
      token: await h.login('hostile'),
    })
    const line = res.text.slice(res.text.indexOf('payin,TXNFORMULA1,'))
    expect(
      line.startsWith(
        `payin,TXNFORMULA1,ORDF,123.45,INR,123.45,0,0,0,,pending,,,,"'=SUM(1)\nB","'-x@example.in",,,,"'\tTab, ""quoted""",`,
      ),
    ).toBe(true)
  })

  it('streams every row exactly once across many batches, including created_at ties', async () => {
    const norates = merchantId(h.sql, 'norates')
    const at = Date.now() - 3_600_000
    const insert = h.sql.prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, customer_name, customer_email,
         expires_at, created_at, updated_at) VALUES (?, ?, 'BULK', 100, 'failed', 'Bulk Row', 'b@example.in', ?, ?, ?)`,
    )
    h.sql.transaction(() => {
      // 2,500 rows sharing 21 timestamps (≤ 128 a millisecond, the search key's limit): batch
      // boundaries (1,000 rows) fall inside ties.
      for (let i = 0; i < 2_500; i++)
        insert.run(norates, `TXNBULK${String(i).padStart(6, '0')}`, at, at + (i % 21), at)
    })()
    const other = await h.login('norates')
    const res = await h.api(
      '/api/v1/merchant/transactions/report?type=payin&format=csv&status=failed',
      { token: other },
    )
    const ids = res.text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1] ?? '')
    const bulk = ids.filter((id) => id.startsWith('TXNBULK'))
    expect(bulk).toHaveLength(2_500)
    expect(new Set(ids).size).toBe(ids.length)
    const expected = h.sql
      .prepare(
        "SELECT COUNT(*) n FROM payins WHERE merchant_id = ? AND status = 'failed' AND created_at >= ?",
      )
      .get(norates, Date.parse(`${istDay(Date.now() - 29 * 86_400_000)}T00:00:00+05:30`)) as {
      n: number
    }
    expect(ids).toHaveLength(expected.n)
  })

  it('writes times in IST with the offset, as Intl does for Asia/Kolkata, in any order', () => {
    const ist = istFormatter()
    // The reference: Intl's own Asia/Kolkata time ('sv-SE' writes 'YYYY-MM-DD HH:MM:SS').
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    const reference = (ms: number) => `${intl.format(ms).replace(' ', 'T')}+05:30`
    const day = 86_400_000
    const istMidnight = 18.5 * 3_600_000 // 18:30 UTC is midnight in India
    const times = [0, 1, 999, 1000, 59_999, day - 1, day, istMidnight - 1, istMidnight]
    for (let i = 0; i < 2_000; i++) times.push(Math.floor(1.5e12 + Math.random() * 3e11))
    for (const ms of [...times, ...times.reverse()]) expect(ist(ms)).toBe(reference(ms))
    // The example a merchant reported: 21:43:50 UTC is 03:13:50 the next day in India.
    expect(ist(Date.parse('2026-11-23T21:43:50Z'))).toBe('2026-11-24T03:13:50+05:30')
  })

  it('omits fee columns for a merchant that hides rates', async () => {
    const other = await h.login('norates')
    const res = await h.api('/api/v1/merchant/transactions/report?format=csv', { token: other })
    const header = res.text.split('\n')[0]
    for (const rate of ['Fee', 'Net Credited', 'Total Debited']) expect(header).not.toContain(rate)
  })

  it('JSON is { success, data } with the same rows', async () => {
    const res = await h.api('/api/v1/merchant/transactions/report?type=payout&format=json', {
      token,
    })
    expect(res.body.success).toBe(true)
    expect(res.body.data.length).toBeGreaterThan(0)
    expect(res.body.data[0]).toHaveProperty('name')
  })
})

describe('the payments export holds the filtered list', () => {
  it('filters by channel, with and without a search, as the list does', async () => {
    // Two counter sales paid today, beside the seed's payment links.
    for (const amount of [50, 120]) {
      const sale = await sell(h, token, amount)
      expect((await adminPost(h, `payins/${sale.transaction_id}/pay`)).status).toBe(200)
    }
    const from = istDay(Date.now() - 29 * 86_400_000)
    const to = istDay(Date.now())
    for (const channel of ['counter', 'link'] as const) {
      for (const search of ['', 'gmail']) {
        const filters = `status=success&channel=${channel}${search ? `&search=${search}` : ''}`
        const list = await h.api(
          `/api/v1/payin/list?limit=1&dateFrom=${from}&dateTo=${to}&${filters}`,
          { token },
        )
        const file = await h.api(
          `/api/v1/merchant/transactions/report?type=payin&format=json&from_date=${from}&to_date=${to}&${filters}`,
          { token },
        )
        const rows = file.body.data as Array<{ transaction_id: string; channel: string }>
        expect([channel, search, rows.length]).toEqual([
          channel,
          search,
          list.body.meta.pagination.totalCount,
        ])
        expect(new Set(rows.map((row) => row.channel))).toEqual(
          new Set(rows.length ? [channel] : []),
        )
      }
    }
    const all = await h.api(
      `/api/v1/merchant/transactions/report?type=payin&format=json&from_date=${from}&to_date=${to}&status=success`,
      { token },
    )
    const counter = all.body.data.filter((row: { channel: string }) => row.channel === 'counter')
    // The seed sells at the counter: a filter that kept every row would fail here.
    expect(counter.length).toBeGreaterThan(0)
    expect(counter.length).toBeLessThan(all.body.data.length)
  })

  it('refuses an unknown channel with a message', async () => {
    const res = await h.api('/api/v1/merchant/transactions/report?channel=shop', { token })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('channel must be link or counter')
  })
})
