/**
 * The accountant's month in a real Chromium against the production build (decisions 052–055):
 * Settlements and a settlement's payments, a payment naming its settlement, the tax invoice's PDF
 * read back, the journal (Excel and Tally XML), the Reports default download opened in
 * LibreOffice, the wallet statement in the screen's words, a reload that shows a payment made a
 * moment before, and axe on the new screens at 375 and 1280 px.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { XMLParser } from 'fast-xml-parser'
import type { Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcRecords, calcSheet } from '../support/calc'
import { inr, localISODate } from './support/api'
import { audit, describeFindings, type Finding } from './support/axe'
import { adminRequest } from './support/browser'
import { setupE2ESuite } from './support/suite'
import { persistedQueryKeys } from './support/pwa'

const run = promisify(execFile)
const suite = setupE2ESuite({ apiToken: true })
let dir = ''
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'books-e2e-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const paise = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)

async function paidPayin(amount: number, name = 'Meera Iyer'): Promise<string> {
  const created = await suite.apiData<{ transaction_id: string }>('/payin/create', {
    method: 'POST',
    body: JSON.stringify({ amount, customer_name: name, customer_email: 'meera@example.com' }),
  })
  const paid = await adminRequest(suite.sandbox, 'POST', `payins/${created.transaction_id}/pay`)
  expect(paid.status).toBe(200)
  return created.transaction_id
}

async function save(file: Download, name: string): Promise<string> {
  const path = join(dir, name)
  writeFileSync(path, await readFile(await file.path()))
  return path
}

async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()])
  return file
}

type Settlement = { settlement_id: string; payins: number; net_amount: number }

describe('settlements', () => {
  it('lists each settlement, opens one to its payments, and a payment names its settlement', async () => {
    const first = await paidPayin(1234.5)
    const second = await paidPayin(99.99, 'Arjun Nair')
    expect((await adminRequest(suite.sandbox, 'POST', 'settle')).status).toBe(200)
    const [latest] = await suite.apiData<Settlement[]>('/settlements?limit=1')
    if (!latest) throw new Error('no settlement')

    const page = await suite.newPage({
      storedSession: true,
      path: '/wallet',
      acceptDownloads: true,
    })
    await page.getByRole('link', { name: 'View settlements' }).click()
    await page.getByRole('heading', { name: 'Settlements', exact: true }).waitFor()
    const row = page.getByTestId('settlement-row').filter({ hasText: latest.settlement_id })
    await row.waitFor()
    expect(await row.textContent()).toContain(inr.format(latest.net_amount))
    await row.getByRole('link', { name: latest.settlement_id }).click()
    await page.waitForURL(`**/wallet/settlements/${latest.settlement_id}`)
    await page.getByText(inr.format(latest.net_amount), { exact: true }).first().waitFor()
    for (const id of [first, second]) {
      await page.getByTestId('settlement-event-row').filter({ hasText: id }).waitFor()
    }

    // The report (Excel, for people) opened in LibreOffice: ids intact, the nets add up.
    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download report (Excel)' }).click(),
    )
    expect(file.suggestedFilename()).toBe(`settlement-${latest.settlement_id}.xlsx`)
    const records = calcRecords(await calcSheet(await save(file, 'settlement.xlsx'), dir))
    // Everything unsettled is settled at once: today's earlier payments too.
    expect(records.length).toBe(latest.payins)
    const ids = records.map((r) => r['Transaction ID']?.text)
    expect(ids).toEqual(expect.arrayContaining([first, second]))
    for (const r of records) {
      expect(r.Event?.text).toBe('Payment')
      expect(r['Date (IST)']?.type).toBe('date')
      expect(r['UTR']?.type).toBe('string')
      expect(r['UTR']?.text).toMatch(/^\d{12}$/)
    }
    const net = records.reduce((sum, r) => sum + paise(r['Net (INR)']?.text ?? ''), 0)
    expect(net).toBe(Math.round(latest.net_amount * 100))

    // Payment Details name the settlement and lead back to it; fee and GST stand apart.
    await page.goto(`${suite.url}/payments?search=${first}`)
    await page.getByRole('button', { name: new RegExp(`^View payment ${first}`) }).click()
    const details = page.getByRole('dialog', { name: 'Payment Details' })
    await details.getByText('GST (CGST 9% + SGST 9%)').waitFor()
    // ₹1,234.50 at 2 %: a fee of ₹24.69 is ₹20.92 + ₹3.77 GST.
    await details.getByText(inr.format(20.92), { exact: true }).waitFor()
    await details.getByText(inr.format(3.77), { exact: true }).waitFor()
    await details.getByRole('link', { name: latest.settlement_id }).click()
    await page.waitForURL(`**/wallet/settlements/${latest.settlement_id}`)
    await page.context().close()
  })
})

describe("the accountant's files on Reports", () => {
  it("the tax invoice's PDF reads back with its figures", async () => {
    const { documents } = await suite.apiData<{
      documents: {
        id: string
        kind: string
        number: string
        total: number
        taxable_value: number
        cgst: number
        sgst: number
        rounding: number
      }[]
    }>('/merchant/invoices')
    const invoice = documents.find((d) => d.kind === 'invoice')
    if (!invoice) throw new Error('no invoice for a past month')
    const page = await suite.newPage({
      storedSession: true,
      path: '/reports',
      acceptDownloads: true,
    })
    await page.getByRole('heading', { name: 'Tax Invoices' }).waitFor()
    await page.getByRole('button', { name: `View ${invoice.number}` }).click()
    const dialog = page.getByRole('dialog', { name: `Tax invoice ${invoice.number}` })
    await dialog.getByText(inr.format(invoice.total), { exact: true }).first().waitFor()
    // CGST = SGST = 9 % of the taxable value; what the fees collected beyond is its own line.
    expect(invoice.cgst).toBe(invoice.sgst)
    expect(Math.round(invoice.cgst * 100)).toBe(Math.round(invoice.taxable_value * 9))
    if (invoice.rounding) await dialog.getByText('GST rounding', { exact: true }).waitFor()
    const file = await downloadOf(page, () =>
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    )
    expect(file.suggestedFilename()).toBe(`invoice-${invoice.id}.pdf`)
    const { stdout } = await run('pdftotext', ['-layout', await save(file, 'invoice.pdf'), '-'])
    const text = stdout.replace(/[ \t]+/g, ' ')
    const grouped = (v: number) =>
      new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(v)
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain(`Invoice No: ${invoice.number}`)
    expect(text).toContain('GSTIN: 29AAKCA4321M1ZF')
    expect(text).toContain('997158')
    expect(text).toContain(`Taxable value: ₹${grouped(invoice.taxable_value)}`)
    expect(text).toContain(`Total: ₹${grouped(invoice.total)}`)
    expect(text).toContain('Authorised signatory')
    await page.context().close()
  })

  it('the journal: Excel balances every day in LibreOffice; Tally XML balances every voucher', async () => {
    const page = await suite.newPage({
      storedSession: true,
      path: '/reports',
      acceptDownloads: true,
    })
    await page.getByRole('heading', { name: 'Books Export' }).waitFor()
    // How to import it: the steps open under the form.
    await page.getByText('Import into Tally', { exact: true }).click()
    await page.getByText(/^In TallyPrime, choose Import, then Transactions/).waitFor()
    await page.getByText(/Input CGST, Input SGST and Input IGST under Duties & Taxes/).waitFor()
    const from = localISODate(new Date(Date.now() - 20 * 86_400_000))
    await page.getByLabel(/^Journal From/).fill(from)
    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download Journal' }).click(),
    )
    expect(file.suggestedFilename()).toBe(`journal-${from}-to-${localISODate()}.xlsx`)
    const records = calcRecords(await calcSheet(await save(file, 'journal.xlsx'), dir))
    expect(records.length).toBeGreaterThan(50)
    const days = new Map<string, number>()
    for (const r of records) {
      expect(r.Date?.type).toBe('date')
      const day = r.Date?.value ?? ''
      const amount = paise(r['Debit (INR)']?.text || '0') - paise(r['Credit (INR)']?.text || '0')
      days.set(day, (days.get(day) ?? 0) + amount)
    }
    for (const [day, balance] of days) expect(balance, day).toBe(0)

    await page.getByLabel('Journal Format').selectOption('tally')
    const tally = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download Journal' }).click(),
    )
    expect(tally.suggestedFilename()).toMatch(/-tally\.xml$/)
    const xml = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST'].includes(name),
    }).parse(await readFile(await tally.path(), 'utf8'))
    const messages = xml.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as {
      LEDGER?: { PARENT: string }
      VOUCHER?: { 'ALLLEDGERENTRIES.LIST': { AMOUNT: string }[] }
    }[]
    // The ledger masters first, each under its group; then the vouchers, each balanced.
    const masters = messages.filter((m) => m.LEDGER)
    expect(masters.length).toBeGreaterThan(10)
    expect(messages.slice(0, masters.length).every((m) => m.LEDGER?.PARENT)).toBe(true)
    const vouchers = messages.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : []))
    expect(vouchers.length).toBeGreaterThan(10)
    for (const voucher of vouchers) {
      const sum = voucher['ALLLEDGERENTRIES.LIST'].reduce((t, e) => t + paise(e.AMOUNT), 0)
      expect(sum).toBe(0)
    }
    await page.context().close()
  })

  it("the default download is Excel for people: the screen's words, real dates, ids as text", async () => {
    const page = await suite.newPage({
      storedSession: true,
      path: '/reports',
      acceptDownloads: true,
    })
    await page.getByRole('button', { name: 'Last 7 Days' }).click()
    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download Report' }).click(),
    )
    expect(file.suggestedFilename()).toMatch(/^report-both-.*\.xlsx$/)
    const records = calcRecords(await calcSheet(await save(file, 'report.xlsx'), dir))
    expect(records.length).toBeGreaterThan(0)
    for (const r of records) {
      expect(['Payment', 'Payout']).toContain(r.Type?.text)
      expect(r.Status?.text).toMatch(/^[A-Z][a-z]+$/)
      expect(r['Created At (IST)']?.type).toBe('date')
      expect(r['Transaction ID']?.type).toBe('string')
      if (r.UTR?.text)
        expect(r.UTR).toMatchObject({ type: 'string', text: expect.stringMatching(/^\d{12}$/) })
    }
    await page.context().close()
  })

  it('the wallet statement names each movement as the screen does', async () => {
    const page = await suite.newPage({
      storedSession: true,
      path: '/wallet',
      acceptDownloads: true,
    })
    const rows = page.getByTestId('wallet-transaction-row')
    await rows.first().waitFor()
    const shown = new Set<string>()
    for (const row of await rows.all()) {
      const type = row.locator('td').first()
      const words = (await type.locator('span').allTextContents()).slice(0, 2)
      shown.add(words.join(' · '))
    }
    const file = await downloadOf(page, () =>
      page.getByRole('button', { name: 'Download full statement' }).click(),
    )
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').slice(1)
    const inFile = new Set(
      lines.filter(Boolean).map((line) => line.split(',').slice(1, 3).join(' · ')),
    )
    expect(shown.size).toBeGreaterThan(0)
    for (const words of shown) expect(inFile, words).toContain(words)
    await page.context().close()
  })
})

describe('fresh after a reload', () => {
  it('a payment made a moment before F5 is listed within one round-trip, the stale list marked', async () => {
    const page = await suite.newPage({ storedSession: true, path: '/payments' })
    await page.getByTestId('payment-row').first().waitFor()
    // The list is persisted (throttled 1 s); then the payment happens elsewhere.
    await expect
      .poll(() => persistedQueryKeys(page), { timeout: 5_000 })
      .toContainEqual(expect.stringMatching(/^\["payments","list"/))
    const id = await paidPayin(777, 'Reload Check')

    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/payin/list**', async (route) => {
      await held
      await route.continue()
    })
    await page.reload()
    // The restored list paints at once and says it is being updated, not that it is current.
    await page.getByTestId('payment-row').first().waitFor()
    await page.getByRole('status').filter({ hasText: 'Updating…' }).waitFor()
    expect(await page.getByTestId('payment-row').filter({ hasText: id }).count()).toBe(0)

    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/payin/list'))
    release()
    await answered
    await page.getByTestId('payment-row').filter({ hasText: id }).waitFor({ timeout: 2000 })
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Updating…' }).count())
      .toBe(0)
    await page.context().close()
  })
})

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('axe at $label width on the new screens', ({ label, width, height }) => {
  it('finds no serious or critical violation', async () => {
    const [latest] = await suite.apiData<Settlement[]>('/settlements?limit=1')
    const page = await suite.newPage({ storedSession: true, viewport: { width, height } })
    const findings: Finding[] = []
    await page.goto(`${suite.url}/wallet/settlements`)
    await page.getByTestId('settlement-row').first().waitFor()
    findings.push(...(await audit(page, `${label} /wallet/settlements`)))
    await page.goto(`${suite.url}/wallet/settlements/${latest?.settlement_id}`)
    await page.getByTestId('settlement-event-row').first().waitFor()
    findings.push(...(await audit(page, `${label} settlement`)))
    await page.goto(`${suite.url}/reports`)
    await page.getByRole('heading', { name: 'Tax Invoices' }).waitFor()
    await page
      .getByRole('button', { name: /^View INV/ })
      .first()
      .waitFor()
    findings.push(...(await audit(page, `${label} /reports with invoices`)))
    await page
      .getByRole('button', { name: /^View INV/ })
      .first()
      .click()
    await page.getByRole('dialog', { name: /^Tax invoice/ }).waitFor()
    findings.push(...(await audit(page, `${label} invoice dialog`)))
    await page.goto(`${suite.url}/settings`)
    await page.getByLabel('GSTIN').waitFor()
    findings.push(...(await audit(page, `${label} /settings with GST`)))
    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})
