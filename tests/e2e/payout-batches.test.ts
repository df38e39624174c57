/**
 * Bulk payouts end to end (product.md "Bulk payouts"), against the real gateway: a Finance person
 * downloads the template, uploads a file with a bad row and reads its reason, downloads the
 * errors, uploads the fixed file and submits it; the same file again is refused with a link to
 * the batch. The Owner, with 2-step on, approves it from the batch's page with a code from the
 * authenticator (the step-up dialog); the batch runs to the end live on the page (the sandbox's
 * bank, no waits of the test's own) and its result downloads. axe on the new screens at 375 and
 * 1280 px, in English and Hindi.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import type { Download, Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })
const FINANCE = { username: 'finance@example.com', password: 'Ledger-Monsoon-47' }
const STEP_MS = 30_000

const HEADER =
  'reference_id,amount,mode,beneficiary_name,beneficiary_account,beneficiary_ifsc,beneficiary_vpa,beneficiary_phone,beneficiary_email,remarks,beneficiary_id'
// Between ₹10,000 and ₹50,000 in all: the default tiers ask one approver.
const GOOD = [
  'BULK-E2E-1,6000,IMPS,Ravi Kumar,123456789012,HDFC0001234,,,,March salary,',
  'BULK-E2E-2,7000,NEFT,Asha Verma,987654321098,HDFC0001234,,,,March salary,',
]
const BAD = 'BULK-E2E-2,7000,CHEQUE,Asha Verma,987654321098,HDFC0001234,,,,March salary,'
const csv = (rows: string[]) => Buffer.from(`${HEADER}\n${rows.join('\n')}\n`)

type Batch = { batch_id: string; status: string; progress: Record<string, number> }

const shared: { batchId: string } = { batchId: '' }

async function saved(download: Promise<Download>): Promise<{ name: string; body: Buffer }> {
  const file = await download
  const path = await file.path()
  return { name: file.suggestedFilename(), body: await readFile(path) }
}

/** Texts of the two screens that must not be left in English on the Hindi screens. */
const ENGLISH = [
  'Upload payouts file',
  'Download the template',
  'Recent batches',
  'Rows in error',
  'Totals by mode',
  'Submit batch',
  'All batches',
  'Approval',
  'Progress',
  'Mode must be',
]

/** The 'Upload and check' button in each language the axe checks read. */
const UPLOAD = { en: 'Upload and check', hi: 'अपलोड करें और जाँचें' } as const

async function uploadCsv(
  page: Page,
  name: string,
  body: Buffer,
  language: keyof typeof UPLOAD = 'en',
): Promise<void> {
  await page.locator('main input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: body,
  })
  await page.getByRole('button', { name: UPLOAD[language] }).click()
}

describe('bulk payouts from a file', () => {
  it('Finance: the template, a bad row and its reason, the errors file, the fixed file, submit', async () => {
    const page = await suite.newPage({ signIn: FINANCE, path: '/payouts' })
    await page.getByRole('link', { name: 'Upload file' }).click()
    await page.waitForURL((url) => url.pathname === '/payouts/upload')
    await page.getByRole('heading', { name: 'Upload payouts file' }).waitFor()

    const csvTemplate = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Template (CSV)' }).click()
    const templateFile = await saved(csvTemplate)
    expect(templateFile.name).toBe('payout-file-template.csv')
    expect(templateFile.body.toString('utf8').replace(/^\uFEFF/, '')).toMatch(
      /^reference_id,amount,mode,beneficiary_name/,
    )
    const xlsxTemplate = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Template (Excel)' }).click()
    expect((await saved(xlsxTemplate)).name).toBe('payout-file-template.xlsx')

    await uploadCsv(page, 'march-bad.csv', csv([GOOD[0] ?? '', BAD]))
    await page.getByText('1 row in error').waitFor()
    const errors = page.getByRole('region', { name: 'Rows in error' })
    const bad = errors.getByTestId('batch-row')
    await bad.getByText('Mode must be IMPS, NEFT, RTGS or UPI').waitFor()
    expect(await bad.textContent()).toContain('BULK-E2E-2')
    expect(await page.getByRole('button', { name: 'Submit batch' }).isDisabled()).toBe(true)
    const errorsFile = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download errors (CSV)' }).click()
    const fix = await saved(errorsFile)
    expect(fix.name).toMatch(/-errors\.csv$/)
    expect(fix.body.toString('utf8')).toContain('Mode must be IMPS, NEFT, RTGS or UPI')
    // The draft with the bad row goes; its file may be uploaded again once fixed.
    await page.getByRole('button', { name: 'Discard' }).click()
    await page.getByText('Batch discarded').first().waitFor()

    await uploadCsv(page, 'march.csv', csv(GOOD))
    await page.getByText('2 rows ready').waitFor()
    expect(await page.getByText(/row in error/).count()).toBe(0)
    const totals = page.getByRole('region', { name: 'Totals by mode' })
    expect(await totals.getByRole('row', { name: /IMPS/ }).textContent()).toContain('₹6,000.00')
    expect(await totals.getByRole('row', { name: /All modes/ }).textContent()).toContain(
      '₹13,000.00',
    )
    await page
      .getByTestId('grand-total')
      .getByText(/Grand total/)
      .waitFor()
    await page.getByRole('button', { name: 'Submit batch' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/payouts/batches/'))
    shared.batchId = new URL(page.url()).pathname.split('/').pop() ?? ''
    expect(shared.batchId).not.toBe('')
    await page.getByRole('heading', { name: `Batch ${shared.batchId}` }).waitFor()
    await page.getByText('Pending approval').first().waitFor()
    await page.getByText(/^Waiting for:/).waitFor()
    // The maker cannot approve their own batch: no buttons for them.
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0)

    // The same file again: refused, with the way to the batch it already is.
    await page.getByRole('link', { name: 'All batches' }).click()
    await page.waitForURL((url) => url.pathname === '/payouts/upload')
    await uploadCsv(page, 'march.csv', csv(GOOD))
    await page.getByRole('link', { name: `Open batch ${shared.batchId}` }).click()
    await page.waitForURL((url) => url.pathname === `/payouts/batches/${shared.batchId}`)
    await page.context().close()
  })

  it('the Owner approves from the batch page with a code; it runs live to the end; the result downloads', async () => {
    expect(shared.batchId).not.toBe('')
    const page = await suite.newPage({ signIn: true, path: `/payouts/batches/${shared.batchId}` })
    await page.getByRole('button', { name: 'Approve' }).waitFor()

    // 2-step on for the Owner (over the API), the page's session told, its step-up aged: the
    // approval asks for a code.
    const setup = await suite.apiData<{ secret: string }>('/merchant/security/two-step/setup', {
      method: 'POST',
    })
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret) })
    const step = Math.floor(Date.now() / STEP_MS)
    await suite.api('/merchant/security/two-step/confirm', {
      method: 'POST',
      body: JSON.stringify({ code: totp.generate({ timestamp: step * STEP_MS + 1 }) }),
    })
    await ageStepUp(page, 6)
    await page.reload()
    await page.getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" })
    await dialog
      .getByLabel('6-digit code')
      .fill(totp.generate({ timestamp: (step + 1) * STEP_MS + 1 }))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await page.getByText('Batch approved').first().waitFor()
    await page.getByText(/^Approved by /).waitFor()

    // Live: the page follows the batch by itself, asking every second. Once the gateway says
    // it is done, the page says so within its next ask (2 s: one second and the request's time).
    const batchNow = () => suite.apiData<Batch>(`/payout/batches/${shared.batchId}`)
    await expect
      .poll(async () => (await batchNow()).status, { timeout: 30_000, interval: 100 })
      .toBe('completed')
    await page.getByText('Completed', { exact: true }).first().waitFor({ timeout: 2_000 })
    const batch = await batchNow()
    expect(batch.progress.success).toBe(2)
    const bar = page.getByRole('progressbar', { name: 'Payouts finished' })
    expect(await bar.getAttribute('aria-valuenow')).toBe('2')
    expect(await page.locator('[data-count="success"] dd').textContent()).toBe('2')
    const rows = page.getByTestId('batch-row')
    await expect.poll(() => rows.count()).toBe(2)
    expect(await rows.first().textContent()).toMatch(/POUT/)

    const result = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download result (Excel)' }).click()
    const file = await saved(result)
    expect(file.name).toBe(`${shared.batchId}-result.xlsx`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.body as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    const header = (sheet?.getRow(1).values as unknown[]).slice(1)
    expect(header).toContain('payout_id')
    const statusColumn = header.indexOf('status') + 1
    expect(sheet?.getRow(2).getCell(statusColumn).text).toBe('success')
    await page.context().close()
  })
})

/** The gateway's record of this page's session: its step-up set `minutes` back. */
async function ageStepUp(page: Page, minutes: number): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  expect(token).toBeTruthy()
  const db = new Database(join(suite.sandbox.dataDir, 'sandbox.db'))
  db.pragma('busy_timeout = 5000')
  try {
    const hash = createHash('sha256')
      .update(token ?? '')
      .digest('hex')
    const at = Date.now() - minutes * 60_000
    db.prepare(
      'UPDATE sessions SET stepped_up_at = ?, created_at = min(created_at, ?) WHERE token_hash = ?',
    ).run(at, at, hash)
  } finally {
    db.close()
  }
}

describe.each([
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 900 },
])('axe at $label width', ({ label, width, height }) => {
  it.each(['en', 'hi'] as const)(
    'the upload page and the batch page are clean in %s',
    async (language) => {
      expect(shared.batchId).not.toBe('')
      const page = await suite.newPage({ viewport: { width, height }, signIn: FINANCE })
      if (language === 'hi') await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
      const findings: Finding[] = []
      for (const path of ['/payouts/upload', `/payouts/batches/${shared.batchId}`]) {
        await page.goto(`${suite.url}${path}`)
        await page.locator('main h2').first().waitFor()
        await page.getByTestId('batch').first().or(page.getByTestId('batch-row').first()).waitFor()
        if (path === '/payouts/upload') {
          // The check's result with a row in error; a file of its own (a draft's file is taken).
          const own = `AXE-${label}-${language}`
          await uploadCsv(page, `${own}.csv`, csv([BAD.replace('BULK-E2E-2', own)]), language)
          await page.getByTestId('batch-row').first().waitFor()
        }
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language)
        // In Hindi, no English of the screen's own texts is left on it.
        if (language === 'hi') {
          const text = (await page.locator('main').textContent()) ?? ''
          for (const english of ENGLISH) expect(text, `${label} ${path}`).not.toContain(english)
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        )
        expect(overflow, `${label} ${language} ${path} overflows`).toBe(false)
        findings.push(...(await audit(page, `${label} ${language} ${path}`)))
      }
      await page.context().close()
      expect(findings, describeFindings(findings)).toEqual([])
    },
  )
})
