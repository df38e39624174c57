import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calcSheet } from '../support/calc'
import { istDay, startHarness, waitFor, type Harness } from './support/helpers'

/*
 * Reports an accountant opens (decision 030): rows made through the API (a USD payin, a
 * payout to a 12-digit account with a Devanagari beneficiary name, a failed payout), downloaded as
 * CSV and Excel and read back: by exceljs, and by LibreOffice Calc itself, a real spreadsheet client.
 */

const run = promisify(execFile)
let h: Harness
let token: string
let dir: string
const NAME = 'सुरेश शर्मा'
const ACCOUNT = '987654321012'
let payoutId = ''
let failedId = ''
let usdId = ''
let utr = ''
const ZEROS = '001234567890'
let zerosId = ''
let zerosUtr = ''

beforeAll(async () => {
  h = await startHarness({ bankStepMs: 100, settlementIntervalMs: 3_600_000 })
  token = await h.login()
  dir = mkdtempSync(join(tmpdir(), 'report-files-'))
  const payout = async (account: string, reference: string) =>
    (
      await h.api('/api/v1/payout/initiate', {
        token,
        json: {
          reference_id: reference,
          amount: 1000,
          mode: 'NEFT',
          beneficiary_name: NAME,
          beneficiary_account: account,
          beneficiary_ifsc: 'SBIN0001234',
        },
      })
    ).body.data.payout_id as string
  payoutId = await payout(ACCOUNT, 'RPT-OK')
  failedId = await payout('000000000000', 'RPT-FAIL') // the sandbox's failing test account
  zerosId = await payout(ZEROS, 'RPT-ZEROS')
  const status = (id: string) => h.api(`/api/v1/payout/status/${id}`, { token })
  zerosUtr = (
    await waitFor(
      () => status(zerosId),
      (r) => r.body.data.status === 'success',
    )
  ).body.data.utr_number
  utr = (
    await waitFor(
      () => status(payoutId),
      (r) => r.body.data.status === 'success',
    )
  ).body.data.utr_number
  await waitFor(
    () => status(failedId),
    (r) => r.body.data.status === 'failed',
  )
  const usd = await h.api('/api/v1/payin/create', {
    token,
    json: {
      amount: 100,
      currency: 'USD',
      customer_name: 'Dollar Customer',
      customer_email: 'usd@example.com',
      customer_phone: '9876543210',
    },
  })
  usdId = usd.body.data.transaction_id
  await h.api(`/sandbox/pay/${usdId}/pay`, { method: 'POST' })
})
afterAll(async () => {
  await h?.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function download(query: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${h.url}/api/v1/merchant/transactions/report?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

type Row = Record<string, string>
function csvRows(text: string): Row[] {
  return Papa.parse<Row>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data
}

describe('report CSV', () => {
  it('opens with a UTF-8 BOM; one meaning per money column; payouts carry mode and reason', async () => {
    const { res, bytes } = await download('type=both&format=csv')
    expect(res.status).toBe(200)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = csvRows(bytes.toString('utf8'))
    const byId = (id: string) => rows.find((r) => r['Transaction ID'] === id)
    expect(byId(usdId)).toMatchObject({
      Amount: '100',
      Currency: 'USD',
      'Amount (INR)': '8300',
      'Fee (INR)': '166',
      'Net Credited (INR)': '8134',
      'Total Debited (INR)': '',
    })
    expect(byId(payoutId)).toMatchObject({
      Amount: '1000',
      Currency: 'INR',
      'Amount (INR)': '1000',
      'Fee (INR)': '8',
      'Net Credited (INR)': '',
      'Total Debited (INR)': '1008',
      Mode: 'NEFT',
      'Customer / Beneficiary Name': NAME,
      'Account / VPA': ACCOUNT,
      UTR: utr,
    })
    expect(byId(failedId)?.['Failure Reason']).toMatch(/test account/)
    // Local time with the offset stated, never UTC's Z.
    expect(byId(payoutId)?.['Created At (IST)']).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/,
    )
  })

  it("holds exactly the list's search results, and refuses a bad format with a 400", async () => {
    const from = istDay(Date.now() - 60 * 86_400_000)
    const to = istDay(Date.now())
    const list = await h.api(
      `/api/v1/payin/list?search=sharma&limit=1&dateFrom=${from}&dateTo=${to}`,
      { token },
    )
    const { bytes } = await download(
      `type=payin&format=csv&search=sharma&from_date=${from}&to_date=${to}`,
    )
    expect(csvRows(bytes.toString('utf8'))).toHaveLength(list.body.meta.pagination.totalCount)
    expect(list.body.meta.pagination.totalCount).toBeGreaterThan(0)
    const bad = await h.api('/api/v1/merchant/transactions/report?format=pdf', { token })
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('format must be csv, json or xlsx')
  })
})

describe('report Excel (.xlsx)', () => {
  it('is a workbook with text ids and accounts and number amounts, named like the CSV', async () => {
    const { res, bytes } = await download('type=payout&format=xlsx')
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(res.headers.get('content-disposition')).toMatch(/filename="report-payout-.*\.xlsx"/)
    const workbook = new ExcelJS.Workbook()
    // exceljs types its input as its own Buffer (an ArrayBuffer); Node's Buffer is what it reads.
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0])
    const sheet = workbook.worksheets[0]
    const header = (sheet?.getRow(1).values as unknown[]).slice(1)
    const col = (name: string) => header.indexOf(name) + 1
    let found = 0
    sheet?.eachRow((row, n) => {
      if (n === 1 || row.getCell(col('Transaction ID')).value !== payoutId) return
      found++
      expect(row.getCell(col('Account / VPA')).value).toBe(ACCOUNT)
      expect(row.getCell(col('UTR')).value).toBe(utr)
      expect(row.getCell(col('Amount')).value).toBe(1000)
      expect(row.getCell(col('Total Debited (INR)')).value).toBe(1008)
    })
    expect(found).toBe(1)
  })

  it('opened in LibreOffice Calc (a real client): 12 digits exact, Devanagari reads right, amounts are numbers', async () => {
    const { bytes } = await download('type=payout&format=xlsx')
    const xlsx = join(dir, 'report.xlsx')
    writeFileSync(xlsx, bytes)
    const csv = await calcToCsv(xlsx)
    const rows = csvRows(csv)
    const row = rows.find((r) => r['Transaction ID'] === payoutId)
    expect(row?.['Account / VPA']).toBe(ACCOUNT)
    expect(row?.UTR).toBe(utr)
    expect(row?.['Customer / Beneficiary Name']).toBe(NAME)
    const failed = rows.find((r) => r['Transaction ID'] === failedId)
    expect(failed?.['Account / VPA']).toBe('000000000000')
    // Calc writes cells as it shows them: the two-decimal grouping only applies to number cells.
    expect(row?.Amount).toBe('1,000.00')
    expect(row?.['Total Debited (INR)']).toBe('1,008.00')
  }, 60_000)

  it('the same rows as plain CSV become numbers in Calc: why .xlsx exists', async () => {
    const { bytes } = await download('type=payout&format=csv')
    const source = join(dir, 'report.csv')
    writeFileSync(source, bytes)
    const roundTrip = csvRows(await calcToCsv(source, 'xlsx', 'CSV:44,34,76,1'))
    const row = roundTrip.find((r) => r['Transaction ID'] === payoutId)
    expect(row?.['Customer / Beneficiary Name']).toBe(NAME) // read as UTF-8
    // Calc reads every all-digit cell as a number: the account 000000000000 becomes 0 (a leading
    // zero of a real account or UTR is lost the same way; Excel also shows 12 digits as 9.88E+11).
    const failed = roundTrip.find((r) => r['Transaction ID'] === failedId)
    expect(failed?.['Account / VPA']).toBe('0')
  }, 60_000)
})

describe('files for people open right (LibreOffice Calc)', () => {
  it('the xlsx keeps leading zeros and 12-digit UTRs as text, dates are dates, ids fit, words not codes', async () => {
    const { bytes } = await download('type=payout&format=xlsx')
    const xlsx = join(dir, 'people.xlsx')
    writeFileSync(xlsx, bytes)
    const sheet = await calcSheet(xlsx, dir)
    const header = sheet.rows[0]?.map((c) => c.text) ?? []
    const col = (name: string) => header.indexOf(name)
    const row = sheet.rows.find((r) => r[col('Transaction ID')]?.text === zerosId)
    expect(row?.[col('Account / VPA')]).toEqual({ type: 'string', text: ZEROS })
    // 12 digits as Calc shows them: no E-notation, no lost digit.
    expect(row?.[col('UTR')]).toEqual({ type: 'string', text: zerosUtr })
    expect(row?.[col('Type')]?.text).toBe('Payout')
    expect(row?.[col('Status')]?.text).toBe('Success')
    expect(row?.[col('Amount')]?.type).toBe('float')
    // Dates are date cells in IST, and sort as dates: the report is newest first.
    const created = sheet.rows
      .slice(1)
      .filter((r) => r[col('Transaction ID')]?.text)
      .map((r) => r[col('Created At (IST)')])
    expect(created.length).toBeGreaterThan(2)
    for (const cell of created) expect(cell?.type).toBe('date')
    const values = created.map((c) => Date.parse(`${c?.value ?? ''}Z`))
    expect(values.every((v) => Number.isFinite(v))).toBe(true)
    expect([...values].sort((a, b) => b - a)).toEqual(values)
    const paid = h.sql
      .prepare('SELECT created_at FROM payouts WHERE payout_id = ?')
      .get(zerosId) as {
      created_at: number
    }
    const dated = Date.parse(`${row?.[col('Created At (IST)')]?.value ?? ''}Z`)
    expect(Math.abs(dated - (paid.created_at + 330 * 60_000))).toBeLessThan(1000)
    // The id column is wide enough to read an id: wider than the id at the default's char width.
    const width = sheet.widths[col('Transaction ID')] ?? 0
    expect(width).toBeGreaterThan((zerosId.length / 8.43) * sheet.defaultWidth)
  }, 60_000)

  it('the CSV stays exact for software: codes, ISO times', async () => {
    const { bytes } = await download('type=payout&format=csv')
    const row = csvRows(bytes.toString('utf8')).find((r) => r['Transaction ID'] === zerosId)
    expect(row).toMatchObject({
      Type: 'payout',
      Status: 'success',
      'Account / VPA': ZEROS,
      UTR: zerosUtr,
      'GST in Fee (INR)': '1.22',
    })
  })
})

/**
 * LibreOffice Calc, headless: converts the file (optionally via another format first) and writes
 * CSV as UTF-8 (76) with the cells as Calc shows them on screen (the last option). A CSV is read
 * with the import options Calc's dialog offers for a file with a UTF-8 BOM (headless Calc has no
 * dialog and would guess the system charset).
 */
async function calcToCsv(file: string, via?: string, infilter?: string): Promise<string> {
  const out = mkdtempSync(join(dir, 'calc-'))
  const profile = `-env:UserInstallation=file://${join(dir, 'lo-profile')}`
  let source = file
  if (via) {
    const input = infilter ? [`--infilter=${infilter}`] : []
    await run('soffice', [
      profile,
      '--headless',
      ...input,
      '--convert-to',
      via,
      '--outdir',
      out,
      file,
    ])
    source = join(out, file.replace(/^.*\//, '').replace(/\.[^.]+$/, `.${via}`))
  }
  const csvOut = mkdtempSync(join(dir, 'csv-'))
  await run('soffice', [
    profile,
    '--headless',
    '--convert-to',
    'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true',
    '--outdir',
    csvOut,
    source,
  ])
  return readFileSync(join(csvOut, source.replace(/^.*\//, '').replace(/\.[^.]+$/, '.csv')), 'utf8')
}
