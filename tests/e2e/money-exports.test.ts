/**
 * Decision 030 in a real Chromium against the production build and the sandbox: a USD payin counted in
 * rupees on the dashboard and in an Excel report (opened in LibreOffice Calc, a real spreadsheet
 * client), the payments Export holding exactly the rows a search lists, and the reports' quick
 * ranges. Nothing mocked.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { calcRecords, calcSheet } from '../support/calc'
import { daysAgo, inr, localISODate } from './support/api'
import { setupE2ESuite } from './support/suite'

const run = promisify(execFile)
const suite = setupE2ESuite({ apiToken: true })
let dir: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'money-exports-'))
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

function newPage(path: string): Promise<Page> {
  return suite.newPage({ acceptDownloads: true, signIn: true, path })
}

type Summary = { data: { payins: { total_amount: number; total_net_amount: number } } }

describe('a USD payin in rupees', () => {
  it('adds ₹8,300 (not ₹100) to the dashboard and is an INR row of the Excel report', async () => {
    const summaryPath = `/merchant/dashboard/summary?from_date=2020-01-01&to_date=${localISODate()}`
    const before = (await suite.api<Summary>(summaryPath)).data.payins
    const created = await suite.api<{ data: { transaction_id: string; payment_url: string } }>(
      '/payin/create',
      {
        method: 'POST',
        body: JSON.stringify({
          amount: 100,
          currency: 'USD',
          customer_name: 'Dollar Customer',
          customer_email: 'usd@example.com',
          customer_phone: '9876543210',
        }),
      },
    )
    const id = created.data.transaction_id
    // The customer pays on the sandbox's checkout page, in a browser of their own.
    const customerContext = await suite.newContext()
    const customer = await customerContext.newPage()
    await customer.goto(created.data.payment_url)
    await customer.getByRole('button', { name: 'Pay', exact: true }).click()
    await customer.waitForLoadState('networkidle')
    await customerContext.close()
    await expect
      .poll(
        async () =>
          (await suite.api<{ data: { status: string } }>(`/payin/status/${id}`)).data.status,
      )
      .toBe('success')

    // Signed in after the payment: the dashboard's figures are fetched now, not a cached copy.
    const page = await newPage('/dashboard')
    const card = page.getByRole('region', { name: 'Total Payin Amount', exact: true })
    await expect.poll(() => card.textContent()).toContain(inr.format(before.total_amount + 8300))
    expect(await card.textContent()).toContain(
      `Net Payin: ${inr.format(before.total_net_amount + 8134)}`,
    )

    // The list shows the payin in its own currency, dollars grouped in thousands.
    await page.goto(`${suite.url}/payments?search=${id}`)
    const row = page.getByTestId('payment-row').first()
    await expect.poll(() => row.textContent()).toContain('$100.00')

    // Reports: Excel (.xlsx), downloaded through the browser, opened by exceljs and by Calc.
    await page.goto(`${suite.url}/reports`)
    await page.getByLabel('Report Type').selectOption({ label: 'Payin Only' })
    await page.getByRole('radio', { name: 'Excel (.xlsx)' }).check()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Report' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^report-payin-.*\.xlsx$/)
    await page.getByText('Report downloaded successfully').waitFor()
    const file = join(dir, 'payins.xlsx')
    await download.saveAs(file)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(file)
    const sheet = workbook.worksheets[0]
    const header = (sheet?.getRow(1).values as unknown[]).slice(1)
    const cell = (r: ExcelJS.Row, name: string) => r.getCell(header.indexOf(name) + 1).value
    const usd: Record<string, unknown>[] = []
    sheet?.eachRow((r) => {
      if (cell(r, 'Transaction ID') !== id) return
      usd.push({
        amount: cell(r, 'Amount'),
        currency: cell(r, 'Currency'),
        inr: cell(r, 'Amount (INR)'),
        net: cell(r, 'Net Credited (INR)'),
      })
    })
    expect(usd).toEqual([{ amount: 100, currency: 'USD', inr: 8300, net: 8134 }])

    // LibreOffice Calc (headless), a real spreadsheet client: the same row, amounts as numbers.
    const profile = `-env:UserInstallation=file://${join(dir, 'lo-profile')}`
    await run('soffice', [
      profile,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true',
      '--outdir',
      dir,
      file,
    ])
    const rows = Papa.parse<Record<string, string>>(
      await readFile(join(dir, 'payins.csv'), 'utf8'),
      { header: true, skipEmptyLines: true },
    ).data
    expect(rows.find((r) => r['Transaction ID'] === id)).toMatchObject({
      Amount: '100.00',
      Currency: 'USD',
      'Amount (INR)': '8,300.00',
    })
    await page.context().close()
  }, 90_000)
})

describe('payments export', () => {
  it("holds exactly the rows the filters list, Excel first: '{n} results found' = rows in Calc", async () => {
    const page = await newPage('/payments?search=sharma&status=success')
    await page.getByTestId('payment-row').first().waitFor()
    const found = page.getByText(/^\d+ results? found$/)
    await found.waitFor()
    const n = Number((await found.textContent())?.split(' ')[0])
    expect(n).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Export' }).click()
    const formats = page.getByRole('menu', { name: 'Export' }).getByRole('menuitem')
    expect(await formats.allTextContents()).toEqual(['Excel (.xlsx)', 'CSV'])
    const [download] = await Promise.all([page.waitForEvent('download'), formats.first().click()])
    expect(download.suggestedFilename()).toBe(`payments-${localISODate()}.xlsx`)
    await page.getByText('Export completed').waitFor()
    const file = join(dir, 'payments.xlsx')
    await download.saveAs(file)
    // LibreOffice Calc reads the workbook: the rows of the list, UTRs and ids as text.
    const records = calcRecords(await calcSheet(file, dir))
    expect(records).toHaveLength(n)
    for (const record of records) {
      expect(record.Status?.text).toMatch(/success/i)
      expect(record.UTR?.type).toBe('string')
    }

    // CSV, the second choice, holds the same rows.
    await page.getByRole('button', { name: 'Export' }).click()
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ])
    const text = await readFile(await csv.path(), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const data = Papa.parse(text.slice(1), { header: true, skipEmptyLines: true }).data
    expect(data).toHaveLength(n)
    await page.context().close()
  })
})

describe('reports quick ranges', () => {
  it("'Last 7 Days' is 7 calendar days with today, 'Last 30 Days' 30; 'Custom Range' alone", async () => {
    const page = await newPage('/reports')
    const from = page.getByLabel('From Date')
    const pressed = async () =>
      (await page.getByRole('button', { pressed: true }).allTextContents()).map((t) => t.trim())
    await page.getByRole('button', { name: 'Last 7 Days' }).click()
    expect(await from.inputValue()).toBe(daysAgo(6))
    expect(await page.getByLabel('To Date').inputValue()).toBe(localISODate())
    expect(await pressed()).toEqual(['Last 7 Days'])
    await page.getByRole('button', { name: 'Last 30 Days' }).click()
    expect(await from.inputValue()).toBe(daysAgo(29))
    await page.getByRole('button', { name: 'Custom Range' }).click()
    expect(await pressed()).toEqual(['Custom Range'])
    await page.context().close()
  })
})
