import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_GATEWAY_PROFILE } from '../../server/domain/merchants/gateway-profile'
import { kindOrLegacy, splitFee } from '../../server/domain/core/gst'
import { rejectPayout } from '../../server/domain/payouts/payout-lifecycle'
import { issueDueDocuments } from '../../server/domain/settlements/tax-documents'
import {
  adminPost,
  istDay,
  ledgerProblems,
  merchantId,
  startHarness,
  type Harness,
  waitFor,
} from './support/helpers'

/*
 * The accountant's files (decisions 054, 055): the journal balances voucher by voucher and day by
 * day and holds every ledger movement once; Tally's XML carries the same vouchers, each balanced;
 * the monthly tax invoice's figures are the month's fees, read back from its PDF with poppler's
 * pdftotext; a fee returned in a later month comes back on a numbered credit note.
 */

const run = promisify(execFile)
let h: Harness
let token: string
let dir: string
const from = istDay(Date.now() - 80 * 86_400_000)
const to = istDay(Date.now())

beforeAll(async () => {
  h = await startHarness({ settlementIntervalMs: 3_600_000, bankStepMs: 100 })
  token = await h.login()
  dir = mkdtempSync(join(tmpdir(), 'books-'))
  // Today's money too: a payment, a settlement, a payout that succeeds and one that fails.
  const res = await h.api('/api/v1/payin/create', {
    token,
    json: { amount: 1234.5, customer_name: 'Meera Iyer', customer_email: 'meera@example.com' },
  })
  await adminPost(h, `payins/${res.body.data.transaction_id}/pay`)
  await adminPost(h, 'settle')
  // Refunds (decision 050): one processed, one the bank fails (its amount comes back).
  for (const [ref, outcome] of [
    ['BOOKS-RF-1', 'process'],
    ['BOOKS-RF-2', 'fail'],
  ] as const) {
    const refund = await h.api('/api/v1/payin/refund', {
      token,
      json: { transaction_id: res.body.data.transaction_id, amount: 100, reference_id: ref },
    })
    expect(refund.status).toBe(201)
    expect((await adminPost(h, `refunds/${refund.body.data.refund_id}/${outcome}`)).status).toBe(
      200,
    )
  }
  // A payment to a payin the merchant cancelled: refunded automatically, through pending.
  const cancelled = await h.api('/api/v1/payin/create', {
    token,
    json: { amount: 77, customer_name: 'Late Payer', customer_email: 'late@example.com' },
  })
  await h.api(`/api/v1/payin/cancel/${cancelled.body.data.transaction_id}`, {
    method: 'POST',
    token,
  })
  await adminPost(h, `payins/${cancelled.body.data.transaction_id}/pay`)
  for (const account of ['123456789012', '000000000000']) {
    await h.api('/api/v1/payout/initiate', {
      token,
      json: {
        reference_id: `BOOKS-${account}`,
        amount: 2500,
        mode: 'IMPS',
        beneficiary_name: 'Ravi Kumar',
        beneficiary_account: account,
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
  }
  // The sandbox bank ends both payouts (one succeeds, the test account fails): wait for that.
  await waitFor(
    () =>
      h.sql
        .prepare(
          "SELECT COUNT(*) AS n FROM payouts WHERE reference_id LIKE 'BOOKS-%' AND status IN ('success', 'failed')",
        )
        .get() as { n: number },
    (row) => row.n === 2,
  )
})
afterAll(async () => {
  await h?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function file(path: string): Promise<Buffer> {
  const res = await fetch(`${h.url}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.status, path).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}

const paise = (v: string | undefined) => Math.round(Number(v || 0) * 100)

/** The groups a new Tally company has (TallyPrime's predefined primary groups and subgroups). */
const TALLY_GROUPS = [
  'Bank Accounts',
  'Bank OD A/c',
  'Branch / Divisions',
  'Capital Account',
  'Cash-in-Hand',
  'Current Assets',
  'Current Liabilities',
  'Deposits (Asset)',
  'Direct Expenses',
  'Direct Incomes',
  'Duties & Taxes',
  'Fixed Assets',
  'Indirect Expenses',
  'Indirect Incomes',
  'Investments',
  'Loans & Advances (Asset)',
  'Loans (Liability)',
  'Misc. Expenses (ASSET)',
  'Provisions',
  'Purchase Accounts',
  'Reserves & Surplus',
  'Sales Accounts',
  'Secured Loans',
  'Stock-in-Hand',
  'Sundry Creditors',
  'Sundry Debtors',
  'Suspense A/c',
  'Unsecured Loans',
]
type Row = Record<string, string>

describe('the journal', () => {
  let rows: Row[] = []
  beforeAll(async () => {
    const csv = (await file(`/merchant/books/journal?from_date=${from}&to_date=${to}&format=csv`))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
    rows = Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data
  })

  it("balances voucher by voucher and every day's debits equal its credits", () => {
    expect(rows.length).toBeGreaterThan(500)
    const sums = (key: string) => {
      const out = new Map<string, { debit: number; credit: number }>()
      for (const r of rows) {
        const at = out.get(r[key] ?? '') ?? { debit: 0, credit: 0 }
        at.debit += paise(r['Debit (INR)'])
        at.credit += paise(r['Credit (INR)'])
        out.set(r[key] ?? '', at)
      }
      return out
    }
    for (const [voucher, s] of sums('Voucher No')) expect(s.debit, voucher).toBe(s.credit)
    // Decision 063: per voucher CGST = SGST = 9 % of the charge; the rest is GST Rounding.
    const byVoucher = new Map<string, Row[]>()
    for (const r of rows) {
      const key = r['Voucher No'] ?? ''
      byVoucher.set(key, [...(byVoucher.get(key) ?? []), r])
    }
    let rounded = 0
    for (const [voucher, postings] of byVoucher) {
      const net = (account: string) =>
        postings
          .filter((r) => r.Account === account)
          .reduce((n, r) => n + paise(r['Debit (INR)']) - paise(r['Credit (INR)']), 0)
      expect(net('Input CGST'), voucher).toBe(net('Input SGST'))
      const charge = Math.abs(net('Gateway Charges'))
      if (net('Input CGST')) {
        expect(Math.abs(net('Input CGST')), voucher).toBe(Math.round((charge * 9) / 100))
      }
      if (net('GST Rounding')) rounded++
    }
    expect(rounded).toBeGreaterThan(0)
    const days = sums('Date')
    expect(days.size).toBeGreaterThan(55)
    for (const [day, s] of days) expect(s.debit, day).toBe(s.credit)
  })

  it('holds every ledger movement of the range once, on its balance’s account', () => {
    const id = merchantId(h.sql, 'demo')
    const movements = h.sql
      .prepare(
        `SELECT bucket, transaction_type, amount FROM wallet_transactions WHERE merchant_id = ?`,
      )
      .all(id) as { bucket: string; transaction_type: string; amount: number }[]
    const accounts = {
      available: 'Gateway Wallet',
      pending: 'Gateway Clearing',
      processing: 'Payouts in Transit',
    }
    for (const [bucket, account] of Object.entries(accounts)) {
      const mine = movements.filter((m) => m.bucket === bucket)
      const posted = rows.filter((r) => r.Account === account)
      expect(posted.length, account).toBe(mine.length)
      const net = (xs: { debit: number; credit: number }[]) =>
        xs.reduce((t, x) => t + x.debit - x.credit, 0)
      expect(
        net(
          posted.map((r) => ({ debit: paise(r['Debit (INR)']), credit: paise(r['Credit (INR)']) })),
        ),
      ).toBe(
        net(
          mine.map((m) => ({
            debit: m.transaction_type === 'credit' ? m.amount : 0,
            credit: m.transaction_type === 'debit' ? m.amount : 0,
          })),
        ),
      )
    }
    // A payment's voucher: gross to Sales, its charge, GST and the net; UTR in the narration.
    const receipt = rows.filter((r) => r['Voucher Type'] === 'Receipt' && r.UTR)
    expect(receipt.length).toBeGreaterThan(0)
    expect(receipt[0]?.Narration).toContain(receipt[0]?.UTR ?? 'x')
    const accountsUsed = new Set(rows.map((r) => r.Account))
    for (const a of [
      'Sales',
      'Gateway Charges',
      'Input CGST',
      'Input SGST',
      'Payouts',
      'Bank',
      'Refunds',
    ])
      expect(accountsUsed).toContain(a)
    // A refund names the payment it returns and, once processed, its UTR.
    const refunds = rows.filter((r) => r.Account === 'Refunds' && r['Debit (INR)'])
    expect(refunds.length).toBeGreaterThanOrEqual(3)
    expect(
      refunds.some((r) =>
        /of payment TXN\w+ to the customer \(automatic\)/.test(r.Narration ?? ''),
      ),
    ).toBe(true)
  })

  it("Tally's XML: the import envelope, the same vouchers, each balanced", async () => {
    const xml = (
      await file(`/merchant/books/journal?from_date=${from}&to_date=${to}&format=tally`)
    ).toString('utf8')
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
    }).parse(xml)
    expect(parsed.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data')
    expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('Vouchers')
    const messages = (
      parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as {
        VOUCHER?: Record<string, unknown> & { 'ALLLEDGERENTRIES.LIST': Record<string, string>[] }
      }[]
    ).flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : []))
    expect(messages.length).toBe(new Set(rows.map((r) => r['Voucher No'])).size)
    for (const v of messages) {
      expect(['Receipt', 'Payment', 'Contra', 'Journal']).toContain(v['@VCHTYPE'])
      expect(v['@ACTION']).toBe('Create')
      expect(String(v.DATE)).toMatch(/^\d{8}$/)
      let total = 0
      for (const entry of v['ALLLEDGERENTRIES.LIST']) {
        const amount = paise(entry.AMOUNT)
        // A debit is deemed positive and written negative, as Tally exports it.
        expect(entry.ISDEEMEDPOSITIVE).toBe(amount < 0 ? 'Yes' : 'No')
        expect(entry.LEDGERNAME).toBeTruthy()
        total += amount
      }
      expect(total, String(v.VOUCHERNUMBER)).toBe(0)
    }
  })

  it('Tally: imports into an empty company — masters first, each under a group Tally has', async () => {
    const xml = (
      await file(`/merchant/books/journal?from_date=${from}&to_date=${to}&format=tally`)
    ).toString('utf8')
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
    }).parse(xml)
    type Message = {
      LEDGER?: { '@NAME': string; PARENT?: string; GSTDUTYHEAD?: string }
      VOUCHER?: { 'ALLLEDGERENTRIES.LIST': { LEDGERNAME: string }[] }
    }
    const messages = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as Message[]
    // An empty company: Tally's predefined groups and no ledger. Import in file order.
    const company = { groups: new Set(TALLY_GROUPS), ledgers: new Map<string, string>() }
    let vouchers = 0
    for (const m of messages) {
      if (m.LEDGER) {
        expect(vouchers, 'a master after a voucher').toBe(0)
        const group = m.LEDGER.PARENT ?? ''
        expect(company.groups.has(group), `${m.LEDGER['@NAME']} under ${group}`).toBe(true)
        company.ledgers.set(m.LEDGER['@NAME'], group)
      }
      if (m.VOUCHER) {
        vouchers++
        for (const entry of m.VOUCHER['ALLLEDGERENTRIES.LIST']) {
          expect(company.ledgers.has(entry.LEDGERNAME), entry.LEDGERNAME).toBe(true)
        }
      }
    }
    expect(vouchers).toBeGreaterThan(100)
    // The accountant's sense of each ledger.
    expect(company.ledgers.get('Sales')).toBe('Sales Accounts')
    expect(company.ledgers.get('Gateway Charges')).toBe('Indirect Expenses')
    expect(company.ledgers.get('Input CGST')).toBe('Duties & Taxes')
    expect(company.ledgers.get('GST Rounding')).toBe('Indirect Expenses')
    // Contra vouchers move money between cash and bank ledgers only.
    for (const m of messages) {
      const v = m.VOUCHER as (Message['VOUCHER'] & { '@VCHTYPE': string }) | undefined
      if (v?.['@VCHTYPE'] !== 'Contra') continue
      for (const entry of v['ALLLEDGERENTRIES.LIST']) {
        expect(company.ledgers.get(entry.LEDGERNAME), entry.LEDGERNAME).toBe('Bank Accounts')
      }
    }
  })

  it("the hostile merchant's names stay text: valid XML, CSV cells neutralised", async () => {
    const hostile = await h.login('hostile')
    const get = async (format: string) => {
      const res = await fetch(
        `${h.url}/api/v1/merchant/books/journal?from_date=${from}&to_date=${to}&format=${format}`,
        { headers: { authorization: `Bearer ${hostile}` } },
      )
      expect(res.status).toBe(200)
      return res.text()
    }
    const xml = await get('tally')
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).not.toContain('<script>')
    const cells = Papa.parse<string[]>((await get('csv')).replace(/^\uFEFF/, '')).data.flat()
    expect(cells.some((c) => /^[=+\-@]/.test(c))).toBe(false)
  })

  it('as xlsx for people: real date cells, ids as text', async () => {
    const bytes = await file(`/merchant/books/journal?from_date=${to}&to_date=${to}`)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0])
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('Date')
    expect(sheet?.getRow(2).getCell(1).value).toBeInstanceOf(Date)
    expect(typeof sheet?.getRow(2).getCell(2).value).toBe('string')
  })

  it('refuses a range over 366 days and a bad format', async () => {
    const long = await h.api(
      `/api/v1/merchant/books/journal?from_date=2024-01-01&to_date=2025-06-01`,
      { token },
    )
    expect(long.status).toBe(400)
    expect(long.body.error.message).toBe('Maximum date range is 366 days')
    const bad = await h.api('/api/v1/merchant/books/journal?format=pdf', { token })
    expect(bad.body.error.message).toBe('format must be csv, xlsx or tally')
  })
})

type Doc = {
  id: string
  kind: string
  number: string
  date: string
  issued_on: string
  period: string
  taxable_value: number
  cgst: number
  sgst: number
  igst: number
  rounding: number
  total: number
  language: string
  amount_in_words: string
  original_invoices: string[]
}

describe('the monthly tax invoice', () => {
  it('is issued for every past month with fees, numbered in sequence, with the month’s fees', async () => {
    const res = await h.api('/api/v1/merchant/invoices', { token })
    expect(res.status).toBe(200)
    const docs = res.body.data.documents as Doc[]
    const invoices = docs.filter((d) => d.kind === 'invoice')
    expect(invoices.length).toBeGreaterThanOrEqual(2)
    // One series per financial year: INV/26-27/000001, 000002… in the order issued.
    const numbers = invoices.map((d) => d.number).sort()
    for (const n of numbers) expect(n).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/)
    const sequences = numbers.map((n) => Number(n.slice(-6)))
    expect(new Set(sequences).size).toBe(sequences.length)

    const id = merchantId(h.sql, 'demo')
    let rounded = 0
    for (const invoice of invoices) {
      const [y, m] = invoice.period.split('-').map(Number)
      const start = Date.UTC(y ?? 0, (m ?? 1) - 1, 1) - 5.5 * 3_600_000
      const end = Date.UTC(y ?? 0, m ?? 1, 1) - 5.5 * 3_600_000
      // The month's fees, from the payins and payouts themselves.
      const fees = [
        ...(h.sql
          .prepare(
            `SELECT fee, gst_kind FROM payins WHERE merchant_id = ? AND status = 'success'
               AND updated_at >= ? AND updated_at < ?`,
          )
          .all(id, start, end) as { fee: number; gst_kind: string | null }[]),
        ...(h.sql
          .prepare(
            `SELECT fee, gst_kind FROM payouts WHERE merchant_id = ? AND created_at >= ?
               AND created_at < ? AND NOT (status = 'failed' AND updated_at < ?)`,
          )
          .all(id, start, end, end) as { fee: number; gst_kind: string | null }[]),
      ]
      // Decision 063: each head is rate × the document's taxable value, rounded once; what the
      // fees collected beyond the heads is the rounding line.
      const taxable = { igst: 0, cgst_sgst: 0 }
      const want = { taxable: 0, cgst: 0, sgst: 0, igst: 0, rounding: 0, total: 0 }
      for (const f of fees) {
        const kind = kindOrLegacy(f.gst_kind)
        const charge = Math.floor((200 * f.fee + 118) / 236)
        taxable[kind] += charge
        want.taxable += charge
        want.total += f.fee
      }
      want.cgst = want.sgst = Math.round((taxable.cgst_sgst * 9) / 100)
      want.igst = Math.round((taxable.igst * 18) / 100)
      want.rounding = want.total - want.taxable - want.cgst - want.sgst - want.igst
      expect({
        taxable: paise(String(invoice.taxable_value)),
        cgst: paise(String(invoice.cgst)),
        sgst: paise(String(invoice.sgst)),
        igst: paise(String(invoice.igst)),
        rounding: paise(String(invoice.rounding)),
        total: paise(String(invoice.total)),
      }).toEqual(want)
      if (want.rounding) rounded++
      // Dated the day issued when that is within 30 days of the month's end (rule 47), else the
      // month's last day: these were issued today, when the gateway started.
      const lastDay = new Date(end - 1 + 5.5 * 3_600_000).toISOString().slice(0, 10)
      const today = istDay(Date.now())
      const late = Date.parse(today) - Date.parse(lastDay) > 30 * 86_400_000
      expect(invoice.date, invoice.period).toBe(late ? lastDay : today)
      expect(invoice.issued_on).toBe(today)
    }
    // The seeded months' fees do not come to 18 % exactly: the rounding line is there.
    expect(rounded).toBeGreaterThan(0)
  })

  it('its PDF reads back with the numbers, both GSTINs, the SAC, the taxes and the words', async () => {
    const docs = (await h.api('/api/v1/merchant/invoices', { token })).body.data.documents as Doc[]
    const invoice = docs.find((d) => d.kind === 'invoice')
    if (!invoice) throw new Error('no invoice')
    const pdf = join(dir, 'invoice.pdf')
    writeFileSync(pdf, await file(`/merchant/invoices/${invoice.id}/pdf`))
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-'])
    const text = stdout.replace(/[ \t]+/g, ' ')
    const inr = (v: number) =>
      new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(v)
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain(`Invoice No: ${invoice.number}`)
    expect(text).toContain(DEFAULT_GATEWAY_PROFILE.legalName)
    expect(text).toContain(`GSTIN: ${DEFAULT_GATEWAY_PROFILE.gstin}`)
    expect(text).toContain('Acme Stores')
    expect(text).toContain('GSTIN: 29AAKCA4321M1ZF')
    expect(text).toContain('Karnataka (29)')
    expect(text).toContain('997158')
    expect(text).toContain(`Taxable value: ₹${inr(invoice.taxable_value)}`)
    expect(text).toContain(`CGST @ 9%: ₹${inr(invoice.cgst)} SGST @ 9%: ₹${inr(invoice.sgst)}`)
    if (invoice.rounding) {
      expect(text).toContain(
        `GST rounding: ${invoice.rounding < 0 ? '−' : ''}₹${inr(Math.abs(invoice.rounding))}`,
      )
    }
    expect(text).toContain(`Total: ₹${inr(invoice.total)}`)
    // Rule 46(q): the supplier's signatory.
    expect(text).toContain(`For ${DEFAULT_GATEWAY_PROFILE.legalName}`)
    expect(text).toContain('Authorised signatory')
    expect(invoice.amount_in_words).toMatch(/Rupees.*Only$/)
    expect(text.replace(/\s+/g, ' ')).toContain(`Amount in words: ${invoice.amount_in_words}`)
  })

  it("another merchant's invoice is not found", async () => {
    const docs = (await h.api('/api/v1/merchant/invoices', { token })).body.data.documents as Doc[]
    const other = await h.login('norates')
    const res = await h.api(`/api/v1/merchant/invoices/${docs[0]?.id}`, { token: other })
    expect(res.status).toBe(404)
    expect((await h.api('/api/v1/merchant/invoices/..%2F1', { token })).status).toBe(404)
  })

  it('a payout made this month that fails next month returns its fee on a credit note', async () => {
    // The last test: it moves demo's documents into the coming months.
    const other = token
    const id = merchantId(h.sql, 'demo')
    const made = await h.api('/api/v1/payout/initiate', {
      token: other,
      json: {
        reference_id: 'CREDIT-NOTE',
        amount: 60_000,
        mode: 'NEFT',
        beneficiary_name: 'Big Supplier',
        beneficiary_account: '123456789012',
        beneficiary_ifsc: 'SBIN0001234',
      },
    })
    expect(made.body.data?.status, made.text).toBe('pending')
    const fee = Math.round(made.body.data.fee * 100)
    const now = new Date()
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 3)
    const monthAfter = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 3)
    rejectPayout(h.sql, made.body.data.payout_id, 'Rejected by admin', nextMonth)
    expect(
      issueDueDocuments(h.sql, id, DEFAULT_GATEWAY_PROFILE, monthAfter),
    ).toBeGreaterThanOrEqual(2)
    const docs = (await h.api('/api/v1/merchant/invoices', { token: other })).body.data
      .documents as Doc[]
    const thisMonth = istDay(Date.now()).slice(0, 7)
    const invoice = docs.find((d) => d.kind === 'invoice' && d.period === thisMonth)
    const credit = docs.find((d) => d.kind === 'credit_note')
    expect(credit?.number).toMatch(/^CRN\/\d{2}-\d{2}\/\d{6}$/)
    expect(credit?.original_invoices).toEqual([invoice?.number])
    const split = splitFee(fee, 'cgst_sgst')
    expect(credit).toMatchObject({
      taxable_value: split.charge / 100,
      cgst: split.cgst / 100,
      sgst: split.sgst / 100,
      igst: 0,
      total: fee / 100,
    })
    // The payout's fee is on this month's invoice: it was charged when the payout was made.
    const pdf = join(dir, 'credit.pdf')
    writeFileSync(pdf, await file(`/merchant/invoices/${credit?.id}/pdf`))
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-'])
    expect(stdout).toContain('CREDIT NOTE')
    expect(stdout.replace(/\s+/g, ' ')).toContain(`Against invoice: ${invoice?.number}`)
    expect(ledgerProblems(h.sql)).toEqual([])
  })
})
