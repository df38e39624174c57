import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  waitFor,
  type Harness,
} from './support/helpers'

/*
 * The wallet statement per balance (docs/decisions/031). GET /wallet/transactions?bucket
 * gives one balance's rows whose Balance After chains row to row; GET /wallet/statement streams
 * all of them as CSV.
 */

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ bankStepMs: 100, settlementIntervalMs: 3_600_000 })
  token = await h.login()
  // One payout that succeeds, one that fails (refund), then a settlement: every flow of 011.
  const ids: string[] = []
  for (const [i, account] of ['123456789012', '000000000000'].entries()) {
    const res = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: `STMT-${i}`,
        amount: 1500 + i,
        mode: 'IMPS',
        beneficiary_name: 'Meera, "Iyer"',
        beneficiary_account: account,
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(res.status).toBe(200)
    ids.push(res.body.data.payout_id as string)
  }
  for (const id of ids) {
    await waitFor(
      async () => (await h.api(`/api/v1/payout/status/${id}`, { token })).body.data.status,
      (s) => s === 'success' || s === 'failed',
    )
  }
  expect((await adminPost(h, 'settle')).status).toBe(200)
})
afterAll(() => h.stop())

type Row = {
  bucket: string
  transaction_type: string
  reference_type: string
  reference_id: string
  balance_before: number
  balance_after: number
}
const list = async (query: string) => h.api(`/api/v1/wallet/transactions?${query}`, { token })
const wallet = () =>
  h.sql
    .prepare('SELECT available, pending, processing FROM wallets WHERE merchant_id = ?')
    .get(merchantId(h.sql, 'demo')) as Record<string, number>

describe('GET /wallet/transactions?bucket', () => {
  it.each(['available', 'pending', 'processing'])(
    '%s: only that balance, newest first, each Balance Before = the next older Balance After',
    async (bucket) => {
      const res = await list(`bucket=${bucket}&limit=100`)
      expect(res.status).toBe(200)
      const rows = res.body.data as Row[]
      expect(rows.length).toBeGreaterThan(1)
      expect(new Set(rows.map((r) => r.bucket))).toEqual(new Set([bucket]))
      expect(rows[0]?.balance_after).toBeCloseTo((wallet()[bucket] ?? 0) / 100, 2)
      for (let i = 0; i + 1 < rows.length; i++) {
        expect(rows[i]?.balance_before, `row ${i}`).toBeCloseTo(rows[i + 1]?.balance_after ?? -1, 2)
      }
      const count = h.sql
        .prepare(
          'SELECT COUNT(*) AS n FROM wallet_transactions WHERE merchant_id = ? AND bucket = ?',
        )
        .get(merchantId(h.sql, 'demo'), bucket) as { n: number }
      expect(res.body.meta.pagination.totalCount).toBe(count.n)
    },
  )

  it('without a bucket the three balances interleave (as the old statement mixed them), so no chain', async () => {
    const rows = (await list('limit=100')).body.data as Row[]
    expect(new Set(rows.map((r) => r.bucket)).size).toBeGreaterThan(1)
    const broken = rows.some(
      (r, i) => i + 1 < rows.length && r.balance_before !== rows[i + 1]?.balance_after,
    )
    expect(broken).toBe(true)
  })

  it('a payout is a debit on available and a hold (credit) on processing', async () => {
    const payoutRows = (await list('bucket=available&status=payout&limit=100')).body.data as Row[]
    expect(payoutRows.length).toBeGreaterThan(0)
    expect(new Set(payoutRows.map((r) => r.transaction_type))).toEqual(new Set(['debit']))
  })

  it.each(['savings', 'AVAILABLE', 'available,pending'])('bucket=%s → 400, not 500', async (b) => {
    const res = await list(`bucket=${encodeURIComponent(b)}`)
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('bucket must be one of: available, pending, processing')
  })
})

describe('GET /wallet/statement', () => {
  const statement = (query: string, as: string | null = token) =>
    h.api(`/api/v1/wallet/statement?${query}`, { token: as })

  it.each(['available', 'pending', 'processing'])(
    '%s: every row of the balance as CSV, oldest first, chained, IST times, UTF-8 BOM',
    async (bucket) => {
      const res = await statement(`bucket=${bucket}&format=csv`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(
          `^attachment; filename="wallet-statement-${bucket}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
        ),
      )
      // fetch's text() drops a BOM, so the bytes are read again.
      const raw = await fetch(`${h.url}/api/v1/wallet/statement?bucket=${bucket}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const lines = res.text.trimEnd().split('\r\n')
      expect(lines[0]).toBe(
        'Date (IST),Entry,Type,Description,Reference,Debit (INR),Credit (INR),Balance Before (INR),Balance After (INR)',
      )
      const count = h.sql
        .prepare(
          'SELECT COUNT(*) AS n FROM wallet_transactions WHERE merchant_id = ? AND bucket = ?',
        )
        .get(merchantId(h.sql, 'demo'), bucket) as { n: number }
      expect(lines.length - 1).toBe(count.n)
      // Balance columns are the last two and never quoted (plain decimals).
      const balances = lines.slice(1).map((l) => l.split(',').slice(-2).map(Number))
      expect(balances[0]?.[0]).toBe(0)
      for (let i = 1; i < balances.length; i++) {
        expect(balances[i]?.[0], `line ${i}`).toBe(balances[i - 1]?.[1])
      }
      expect(balances.at(-1)?.[1]).toBeCloseTo((wallet()[bucket] ?? 0) / 100, 2)
      expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/)
    },
  )

  it('defaults to the available balance; the times are IST; holds read as holds', async () => {
    const res = await statement('')
    expect(res.headers.get('content-disposition')).toContain('wallet-statement-available-')
    const last = h.sql
      .prepare(
        "SELECT created_at FROM wallet_transactions WHERE merchant_id = ? AND bucket = 'available' ORDER BY created_at DESC, id DESC LIMIT 1",
      )
      .get(merchantId(h.sql, 'demo')) as { created_at: number }
    const ist = new Date(last.created_at + 330 * 60_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ')
    expect(res.text.trimEnd().split('\r\n').at(-1)).toMatch(new RegExp(`^${ist},`))
    const held = (await statement('bucket=processing')).text
    expect(held).toContain(',On hold,Payout,')
    expect(held).not.toMatch(/,Credit,payout,/)
  })

  it.each(['available', 'pending', 'processing'])(
    'names every %s movement as the screen does: Entry and Type are the list’s entry_label and type_label',
    async (bucket) => {
      const rows = (await list(`bucket=${bucket}&limit=100`)).body.data as {
        reference_id: string
        transaction_type: string
        amount: number
        entry_label: string
        type_label: string
      }[]
      const lines = Papa.parse<Record<string, string>>((await statement(`bucket=${bucket}`)).text, {
        header: true,
        skipEmptyLines: true,
      }).data
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        const line = lines.find(
          (l) =>
            l.Reference === row.reference_id &&
            Math.round(
              Number(l[row.transaction_type === 'credit' ? 'Credit (INR)' : 'Debit (INR)']) * 100,
            ) === Math.round(row.amount * 100),
        )
        expect(line, row.reference_id).toBeDefined()
        expect([line?.Entry, line?.Type]).toEqual([row.entry_label, row.type_label])
      }
      // A failed payout's hold released: not 'Debit · Refund' on one side and words on the other.
      if (bucket === 'processing') {
        expect(rows.map((r) => `${r.entry_label} · ${r.type_label}`)).toContain(
          'Released from hold · Failed payout returned',
        )
      }
    },
  )

  it('quotes text cells holding a comma or a quote (RFC 4180)', async () => {
    const res = await statement('bucket=processing')
    expect(res.text).toContain(',"Payout to Meera, ""Iyer"" on hold",')
  })

  it('refuses bad input with 400 and needs a session', async () => {
    expect((await statement('bucket=savings')).status).toBe(400)
    const json = await statement('format=json')
    expect(json.status).toBe(400)
    expect(json.body.error.message).toBe('format must be csv')
    expect((await statement('', null)).status).toBe(401)
  })

  it('only the merchant’s own rows', async () => {
    const other = await h.login('norates')
    const mine = (await statement('bucket=processing')).text
    const theirs = (await statement('bucket=processing', other)).text
    expect(theirs).not.toContain('Meera')
    expect(mine).toContain('Meera')
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})
