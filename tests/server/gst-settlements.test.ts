import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payinFee, payoutFee } from '../../server/domain/merchants/fees'
import { gstinCheckChar, gstinProblem, splitFee } from '../../server/domain/core/gst'
import { settleMerchant } from '../../server/domain/settlements/settlement'
import {
  adminPost,
  ledgerProblems,
  merchantId,
  startHarness,
  waitFor,
  type Harness,
} from './support/helpers'

/*
 * GST on fees (decision 052) and settlements as ledger batches (decision 053): the split adds up
 * for any amount, each settlement's report rows add up to its net to the paisa (the seeded
 * history's settlements and many made here), and the cut-off leaves later payments for the next.
 */

let h: Harness
let token: string

beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000, bankStepMs: 100 })
  token = await h.login()
})
afterAll(async () => {
  await h?.stop()
})

describe('the GST split of a fee', () => {
  it('fee + GST + net = amount, GST is 18 % of the charge to the paisa, over 10,000 random amounts', () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let i = 0; i < 10_000; i++) {
      // Amounts from ₹1 to ₹10 crore, rates from 0 to 5 %, payins and payouts alike.
      const amount = 100 + Math.floor(random() ** 3 * 1_000_000_000)
      const fee = i % 2 === 0 ? payinFee(amount, Math.floor(random() * 500)) : payoutFee(amount)
      for (const kind of ['igst', 'cgst_sgst'] as const) {
        const split = splitFee(fee, kind)
        const net = amount - fee
        expect(split.charge + split.gst + net).toBe(amount)
        expect(split.cgst + split.sgst + split.igst + split.rounding).toBe(split.gst)
        for (const part of Object.values(split)) expect(Number.isSafeInteger(part)).toBe(true)
        // Inclusive of tax: the charge is the fee × 100/118 to the nearest paisa.
        expect(Math.abs(split.charge - (fee * 100) / 118)).toBeLessThanOrEqual(0.5)
        expect(Math.abs(split.gst - split.charge * 0.18)).toBeLessThan(0.6)
        // Each head is rate × charge rounded once (decision 063); the rest is rounding.
        if (kind === 'igst') {
          expect(split.cgst + split.sgst).toBe(0)
          expect(split.igst).toBe(Math.round((split.charge * 18) / 100))
        } else {
          expect(split.cgst).toBe(split.sgst)
          expect(split.cgst).toBe(Math.round((split.charge * 9) / 100))
        }
        expect(Math.abs(split.rounding)).toBeLessThanOrEqual(1)
      }
    }
  })

  it('splits the sandbox fees as stated: ₹20 on ₹1,000 is ₹16.95 + ₹3.05', () => {
    expect(splitFee(2000, 'igst')).toEqual({
      charge: 1695,
      gst: 305,
      cgst: 0,
      sgst: 0,
      igst: 305,
      rounding: 0,
    })
    // 9 % of ₹16.95 is ₹1.5255: ₹1.53 each, and the fee collected a paisa less than ₹3.06.
    expect(splitFee(2000, 'cgst_sgst')).toMatchObject({
      cgst: 153,
      sgst: 153,
      igst: 0,
      rounding: -1,
    })
    expect(splitFee(0, 'igst').gst).toBe(0)
  })

  it('checks a GSTIN: shape, state code and check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull()
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V')
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe('GSTIN check character is wrong')
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('GSTIN must start with a valid state code')
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/)
  })
})

async function paidPayin(amount: number, auth = token): Promise<string> {
  const res = await h.api('/api/v1/payin/create', {
    token: auth,
    json: { amount, customer_name: 'Asha Rao', customer_email: 'asha@example.com' },
  })
  const id = res.body.data.transaction_id as string
  expect((await adminPost(h, `payins/${id}/pay`)).status).toBe(200)
  return id
}

describe('GST kind by state', () => {
  it('CGST + SGST in the gateway state, IGST from another; the profile names the state', async () => {
    const profile = await h.api('/api/v1/merchant/profile', { token })
    expect(profile.body.data).toMatchObject({
      gstin: '29AAKCA4321M1ZF',
      state: '29',
      state_name: 'Karnataka',
    })
    const demoPayin = await paidPayin(1000)
    const list = await h.api(`/api/v1/payin/list?search=${demoPayin}`, { token })
    expect(list.body.data[0]).toMatchObject({ fee: 20, fee_gst: 3.05, gst_kind: 'cgst_sgst' })

    const other = await h.login('norates')
    const norates = await h.api('/api/v1/merchant/profile', { token: other })
    expect(norates.body.data).toMatchObject({ gstin: null, state: '27' })
    const id = await paidPayin(1000, other)
    const row = h.sql.prepare('SELECT fee, gst_kind FROM payins WHERE transaction_id = ?').get(id)
    expect(row).toEqual({ fee: 2500, gst_kind: 'igst' })

    // A GSTIN sets the state; a state that contradicts it is refused; a bad GSTIN says why.
    const bad = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token: other,
      json: { gstin: '27AAPFU0939F1ZA' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('GSTIN check character is wrong')
    const clash = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token: other,
      json: { gstin: '27aapfu0939f1zv', state: '29' },
    })
    expect(clash.body.error.message).toBe("The state must be the GSTIN's state")
    const set = await h.api('/api/v1/merchant/profile', {
      method: 'PUT',
      token: other,
      json: { gstin: '27aapfu0939f1zv' },
    })
    expect(set.body.data).toMatchObject({ gstin: '27AAPFU0939F1ZV', state: '27' })
  })

  it('a payout holds only its amount; a failed one returns amount and fee', async () => {
    const wallet = () =>
      h.sql
        .prepare('SELECT available, processing FROM wallets WHERE merchant_id = ?')
        .get(merchantId(h.sql, 'demo')) as { available: number; processing: number }
    const before = wallet()
    const res = await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: `GST-${Date.now()}`,
        amount: 1000,
        mode: 'IMPS',
        beneficiary_name: 'Ravi Kumar',
        beneficiary_account: '000000000000',
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(res.body.data).toMatchObject({ fee: 8, fee_gst: 1.22, gst_kind: 'cgst_sgst' })
    const held = wallet()
    expect(held.available).toBe(before.available - 100_800)
    expect(held.processing).toBe(before.processing + 100_000)
    await waitFor(
      () => h.api(`/api/v1/payout/status/${res.body.data.payout_id}`, { token }),
      (r) => r.body.data.status === 'failed',
    )
    expect(wallet()).toEqual(before)
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})

type Settlement = {
  settlement_id: string
  payins: number
  gross_amount: number
  fees: number
  gst: number
  refunds_and_adjustments: number
  net_amount: number
}

const paise = (rupees: string | number) => Math.round(Number(rupees) * 100)

async function allSettlements(auth = token): Promise<Settlement[]> {
  const out: Settlement[] = []
  for (let page = 1; ; page++) {
    const res = await h.api(`/api/v1/settlements?limit=100&page=${page}`, { token: auth })
    expect(res.status).toBe(200)
    out.push(...(res.body.data as Settlement[]))
    if (page >= res.body.meta.pagination.totalPages) return out
  }
}

async function reportCsv(id: string) {
  const res = await fetch(`${h.url}/api/v1/settlements/${id}/report?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status).toBe(200)
  const text = (await res.text()).replace(/^\uFEFF/, '')
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data
}

/**
 * Every row: gross + fee + taxes + GST rounding = net, with CGST = SGST (decision 063); the rows'
 * nets add up to the settlement's, to the paisa.
 */
async function checkReport(s: Settlement) {
  const rows = await reportCsv(s.settlement_id)
  let net = 0
  let gross = 0
  let fees = 0
  let gst = 0
  let payments = 0
  for (const r of rows) {
    const parts = [
      'Gross (INR)',
      'Fee (INR)',
      'CGST (INR)',
      'SGST (INR)',
      'IGST (INR)',
      'GST Rounding (INR)',
    ].map((k) => paise(r[k] ?? ''))
    expect(r['CGST (INR)'], JSON.stringify(r)).toBe(r['SGST (INR)'])
    expect(
      parts.reduce((a, b) => a + b, 0),
      JSON.stringify(r),
    ).toBe(paise(r['Net (INR)'] ?? ''))
    net += paise(r['Net (INR)'] ?? '')
    if (r.Event === 'payment') {
      payments++
      gross += parts[0] ?? 0
      fees -= parts[1] ?? 0
      gst -= (parts[2] ?? 0) + (parts[3] ?? 0) + (parts[4] ?? 0) + (parts[5] ?? 0)
    }
  }
  expect(net).toBe(paise(s.net_amount))
  expect(payments).toBe(s.payins)
  expect(gross).toBe(paise(s.gross_amount))
  expect(fees).toBe(paise(s.fees))
  expect(gst).toBe(paise(s.gst))
}

describe('settlements', () => {
  it("the seeded history's daily settlements are listed, and each report adds up to its net", async () => {
    const list = await allSettlements()
    expect(list.length).toBeGreaterThan(50)
    for (const s of list) await checkReport(s)
    // The ledger's settlement credits are the settlements' nets.
    const credits = h.sql
      .prepare(
        "SELECT reference_id, amount FROM wallet_transactions WHERE merchant_id = ? AND reference_type = 'settlement_credit'",
      )
      .all(merchantId(h.sql, 'demo')) as { reference_id: string; amount: number }[]
    expect(new Map(credits.map((c) => [c.reference_id, c.amount]))).toEqual(
      new Map(list.map((s) => [s.settlement_id, paise(s.net_amount)])),
    )
  }, 120_000)

  it('many settlements made now add up, and a payin names its settlement', async () => {
    let seed = 7
    const made: string[] = []
    for (let round = 0; round < 12; round++) {
      seed = (seed * 48_271) % 2_147_483_647
      const count = 1 + (seed % 4)
      for (let i = 0; i < count; i++) made.push(await paidPayin(1 + ((seed >> i) % 99_999) / 100))
      if (round % 4 === 1) {
        // A payment to a payin the merchant cancelled: in and straight out of pending (decision
        // 050), a 'refund' event of the same settlement.
        const created = await h.api('/api/v1/payin/create', {
          token,
          json: { amount: 55, customer_name: 'Late Payer', customer_email: 'late@example.com' },
        })
        const id = created.body.data.transaction_id as string
        await h.api(`/api/v1/payin/cancel/${id}`, { method: 'POST', token })
        await adminPost(h, `payins/${id}/pay`)
      }
      const settled = await adminPost(h, 'settle')
      expect(settled.status).toBe(200)
      expect(settled.body.data.amount).toBeGreaterThan(0)
    }
    const list = await allSettlements()
    for (const s of list.slice(0, 12)) await checkReport(s)
    expect(list.slice(0, 12).some((s) => s.refunds_and_adjustments < 0)).toBe(true)
    const last = made[made.length - 1] ?? ''
    const listed = await h.api(`/api/v1/payin/list?search=${last}`, { token })
    expect(listed.body.data[0].settlement_id).toBe(list[0]?.settlement_id)
    // Its settlement's events name the payin.
    const events = await h.api(`/api/v1/settlements/${list[0]?.settlement_id}/events`, { token })
    expect(events.body.data.map((e: { transaction_id: string }) => e.transaction_id)).toContain(
      last,
    )
    expect(ledgerProblems(h.sql)).toEqual([])
  }, 120_000)

  it('the daily run settles up to its cut-off and leaves later payments for the next', async () => {
    const id = merchantId(h.sql, 'demo')
    const early = await paidPayin(10)
    // The early payment was made a minute ago: its ledger rows move back as time would leave them.
    h.sql
      .prepare(
        'UPDATE wallet_transactions SET created_at = created_at - 60000 WHERE reference_id = ?',
      )
      .run(early)
    const late = await paidPayin(20)
    const cutoff = Date.now() - 30_000
    expect(settleMerchant(h.sql, id, Date.now(), cutoff)).toBe(980)
    const settledAt = (tx: string) =>
      (
        h.sql.prepare('SELECT settled_at FROM payins WHERE transaction_id = ?').get(tx) as {
          settled_at: number | null
        }
      ).settled_at
    expect(settledAt(early)).not.toBeNull()
    expect(settledAt(late)).toBeNull()
    expect(settleMerchant(h.sql, id, Date.now(), cutoff)).toBe(0)
    expect(settleMerchant(h.sql, id)).toBe(1960)
    expect(settledAt(late)).not.toBeNull()
  })

  it('the report as xlsx: words, real dates, ids as text; 404 for another merchant', async () => {
    const [latest] = await allSettlements()
    const res = await fetch(`${h.url}/api/v1/settlements/${latest?.settlement_id}/report`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.headers.get('content-disposition')).toMatch(/settlement-STL\w+\.xlsx/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(
      Buffer.from(await res.arrayBuffer()) as unknown as Parameters<typeof workbook.xlsx.load>[0],
    )
    const row = workbook.worksheets[0]?.getRow(2)
    expect(row?.getCell(2).value).toBe('Payment')
    expect(row?.getCell(7).value).toBeInstanceOf(Date)
    expect(typeof row?.getCell(3).value).toBe('string')
    const other = await h.login('norates')
    const theirs = await h.api(`/api/v1/settlements/${latest?.settlement_id}`, { token: other })
    expect(theirs.status).toBe(404)
  })
})
