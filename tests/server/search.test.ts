import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { istDay, merchantId, startHarness, type Harness } from './support/helpers'

/*
 * Word search through the keyed FTS5 index (server/db/search-index.ts): results must be exactly
 * the merchant's matching rows, newest first by (created_at, id), whatever order the rows were
 * inserted in and however many share a millisecond, with an exact count, under status and date
 * filters, and after updates (migrations: search-migrations.test.ts).
 */

let h: Harness
let norates: number
let demo: number
let tokenB: string
let tokenA: string
const DAY = 86_400_000
const base = Date.parse(`${istDay(Date.now() - 5 * DAY)}T12:00:00+05:30`)
/** Shuffled insertion order: created_at goes back and forth, with runs of ties (same ms). */
const OFFSETS = [3, 0, 2 * DAY, 3, DAY + 7, 0, 3, -DAY, 2 * DAY, 5, 0, DAY + 7, -DAY + 1, 3, 8]
const STATUSES = ['success', 'failed', 'pending', 'success', 'cancelled'] as const

type Row = { transaction_id?: string; payout_id?: string }
const idsOf = (rows: Row[]) => rows.map((r) => r.transaction_id ?? r.payout_id)

function insertPayin(merchant: number, name: string, at: number, status: string, n: number) {
  h.sql
    .prepare(
      `INSERT INTO payins (merchant_id, transaction_id, order_id, amount, status, utr, customer_name,
         customer_email, expires_at, created_at, updated_at)
       VALUES (?, ?, ?, 100, ?, ?, ?, 'q@example.in', ?, ?, ?)`,
    )
    .run(
      merchant,
      `TXNQK${merchant}X${n}`,
      `ORDQK${n}`,
      status,
      `UTRQK${merchant}X${n}`,
      name,
      at,
      at,
      at,
    )
}

function insertPayout(merchant: number, name: string, at: number, status: string, n: number) {
  h.sql
    .prepare(
      `INSERT INTO payouts (merchant_id, payout_id, reference_id, amount, fee, net_amount, mode,
         status, approval_status, beneficiary_name, beneficiary_account, created_at, updated_at)
       VALUES (?, ?, ?, 100, 0, 100, 'IMPS', ?, 'auto_approved', ?, ?, ?, ?)`,
    )
    .run(merchant, `POUTQK${merchant}X${n}`, `REFQK${n}`, status, name, `9900${n}`, at, at)
}

/** The merchant's rows whose name contains the word, in list order, straight from the table. */
function expected(table: 'payins' | 'payouts', merchant: number, extra = '', ...params: unknown[]) {
  const [idCol, nameCol] =
    table === 'payins' ? ['transaction_id', 'customer_name'] : ['payout_id', 'beneficiary_name']
  return (
    h.sql
      .prepare(
        `SELECT ${idCol} AS ext FROM ${table} WHERE merchant_id = ? AND ${nameCol} LIKE '%Quokka%' ${extra}
         ORDER BY created_at DESC, id DESC`,
      )
      .all(merchant, ...params) as { ext: string }[]
  ).map((r) => r.ext)
}

async function allPages(path: string, token: string, limit = 4) {
  const first = await h.api(`${path}&limit=${limit}`, { token })
  expect(first.status).toBe(200)
  const { totalPages, totalCount } = first.body.meta.pagination
  const ids = idsOf(first.body.data)
  for (let page = 2; page <= totalPages; page++) {
    const res = await h.api(`${path}&limit=${limit}&page=${page}`, { token })
    ids.push(...idsOf(res.body.data))
  }
  return { ids, totalCount: totalCount as number }
}

beforeAll(async () => {
  // The pending rows below expired days ago: the expiry sweeper (every second by default) would
  // cancel them in the middle of a test, between reading the expected rows and the request.
  h = await startHarness({ settlementIntervalMs: 3_600_000, expirySweepMs: 3_600_000 })
  norates = merchantId(h.sql, 'norates')
  demo = merchantId(h.sql, 'demo')
  tokenB = await h.login('norates')
  tokenA = await h.login('demo')
  h.sql.transaction(() => {
    OFFSETS.forEach((offset, n) => {
      const status = STATUSES[n % STATUSES.length] ?? 'success'
      insertPayin(norates, `Quokka Row${n}`, base + offset, status, n)
      insertPayout(
        norates,
        `Quokka Traders ${n}`,
        base + offset,
        status === 'cancelled' ? 'failed' : status,
        n,
      )
    })
    // Another merchant's rows with the same word, at the same instants.
    for (let n = 0; n < 3; n++) {
      insertPayin(demo, `Quokka Demo${n}`, base + n, 'success', 100 + n)
      insertPayout(demo, `Quokka Demo ${n}`, base + n, 'success', 100 + n)
    }
  })()
})
afterAll(() => h.stop())

describe.each([
  ['payins', '/api/v1/payin/list'],
  ['payouts', '/api/v1/payout/list'],
] as const)('%s search', (table, list) => {
  it('returns exactly the merchant’s matches, newest first by (created_at, id), across pages', async () => {
    const want = expected(table, norates)
    expect(want).toHaveLength(OFFSETS.length)
    // The fixture really is out of order and has ties, or the test proves nothing.
    const ids = (
      h.sql
        .prepare(
          `SELECT id FROM ${table} WHERE merchant_id = ? AND created_at BETWEEN ? AND ? ORDER BY created_at DESC, id DESC`,
        )
        .all(norates, base - DAY, base + 2 * DAY) as { id: number }[]
    ).map((r) => r.id)
    expect([...ids].sort((x, y) => y - x)).not.toEqual(ids)
    const got = await allPages(`${list}?search=quokka`, tokenB)
    expect(got.ids).toEqual(want)
    expect(got.totalCount).toBe(want.length)
    const prefix = await allPages(`${list}?search=QUOK`, tokenB, 100)
    expect(prefix.ids).toEqual(want)
    const none = await h.api(`${list}?search=quokkas`, { token: tokenB })
    expect(none.body.meta.pagination.totalCount).toBe(0)
  })

  it('never returns another merchant’s rows, and counts only the caller’s', async () => {
    const a = await allPages(`${list}?search=quokka`, tokenA, 100)
    expect(a.ids).toEqual(expected(table, demo))
    expect(a.totalCount).toBe(3)
    const b = await h.api(`${list}?search=Demo0&limit=100`, { token: tokenB })
    expect(b.body.data).toEqual([])
    expect(b.body.meta.pagination.totalCount).toBe(0)
  })

  it('combines with status and an IST date range', async () => {
    const wantStatus = expected(table, norates, 'AND status = ?', 'success')
    expect(wantStatus.length).toBeGreaterThan(1)
    const byStatus = await allPages(`${list}?search=quokka&status=success`, tokenB, 2)
    expect(byStatus.ids).toEqual(wantStatus)
    expect(byStatus.totalCount).toBe(wantStatus.length)

    const day = istDay(base + DAY)
    const from = Date.parse(`${day}T00:00:00+05:30`)
    const wantDay = expected(
      table,
      norates,
      'AND created_at >= ? AND created_at < ?',
      from,
      from + DAY,
    )
    expect(wantDay.length).toBeGreaterThan(0)
    const byDay = await allPages(`${list}?search=quokka&dateFrom=${day}&dateTo=${day}`, tokenB)
    expect(byDay.ids).toEqual(wantDay)
    expect(byDay.totalCount).toBe(wantDay.length)

    const both = await allPages(
      `${list}?search=quokka&status=success&dateFrom=${istDay(base - DAY)}&dateTo=${istDay(base)}`,
      tokenB,
    )
    const start = Date.parse(`${istDay(base - DAY)}T00:00:00+05:30`)
    expect(both.ids).toEqual(
      expected(
        table,
        norates,
        'AND status = ? AND created_at >= ? AND created_at < ?',
        'success',
        start,
        start + 2 * DAY,
      ),
    )
  })
})

describe('the index follows updates', () => {
  it('finds a payin by its new UTR (not the old one) and by its new status', async () => {
    const id = 'TXNQK' + norates + 'X2'
    h.sql
      .prepare("UPDATE payins SET utr = 'NEWUTR777', status = 'success' WHERE transaction_id = ?")
      .run(id)
    const found = await h.api('/api/v1/payin/list?search=NEWUTR777&status=success', {
      token: tokenB,
    })
    expect(idsOf(found.body.data)).toEqual([id])
    const old = await h.api(`/api/v1/payin/list?search=UTRQK${norates}X2`, { token: tokenB })
    expect(old.body.meta.pagination.totalCount).toBe(0)
  })

  it('keeps a row in its place among same-millisecond rows when only its status changes', async () => {
    // Rows 1, 5 and 10 share base + 0: change the middle one's status, back and forth.
    const middle = `TXNQK${norates}X5`
    for (const status of ['cancelled', 'pending', 'success']) {
      h.sql.prepare('UPDATE payins SET status = ? WHERE transaction_id = ?').run(status, middle)
      const all = await allPages('/api/v1/payin/list?search=quokka', tokenB)
      expect(all.ids).toEqual(expected('payins', norates))
      for (const filter of ['pending', 'success', 'failed', 'cancelled']) {
        const want = expected('payins', norates, 'AND status = ?', filter)
        const got = await allPages(`/api/v1/payin/list?search=quokka&status=${filter}`, tokenB)
        expect(got.ids).toEqual(want)
        expect(got.totalCount).toBe(want.length)
      }
    }
  })

  it('re-sorts a row whose created_at changes, and drops a deleted row', async () => {
    const moved = `TXNQK${norates}X7`
    h.sql
      .prepare('UPDATE payins SET created_at = ? WHERE transaction_id = ?')
      .run(base + 3 * DAY, moved)
    h.sql.prepare('DELETE FROM payins WHERE transaction_id = ?').run(`TXNQK${norates}X9`)
    const got = await allPages('/api/v1/payin/list?search=quokka', tokenB)
    expect(got.ids[0]).toBe(moved)
    expect(got.ids).toEqual(expected('payins', norates))
    expect(got.totalCount).toBe(OFFSETS.length - 1)
  })

  it('rejects a row it cannot key rather than mis-sorting it', () => {
    expect(() => insertPayin(norates, 'Too Old', Date.UTC(2019, 11, 31), 'success', 999)).toThrow(
      /outside the search key range/,
    )
    // 128 rows of one merchant in one millisecond fit; the 129th does not.
    const crowded = base + 17 * DAY
    h.sql.transaction(() => {
      for (let n = 0; n < 128; n++) insertPayin(norates, 'Crowd', crowded, 'pending', 2000 + n)
    })()
    expect(() => insertPayin(norates, 'Crowd', crowded, 'pending', 2128)).toThrow(
      /over 128 rows of one merchant in one millisecond/,
    )
  })
})
