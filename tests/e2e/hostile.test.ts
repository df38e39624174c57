/**
 * Hostile data (decision 020): the seeded `hostile` merchant's payins, payouts, wallet rows, top-ups
 * and profile carry markup (`<img src=x onerror=alert(1)>`, `"><script>alert(1)</script>`), an
 * RTL override, 5,000-character names and spreadsheet formulas. Every screen and details modal
 * must show them as inert text: no alert, no injected element, no CSP report (an injected inline
 * handler would be refused and reported), no page wider than a 375 px phone; and the CSV exports
 * must neutralise formulas.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { signIn } from './support/browser'
import { pageSettled } from './support/settle'
import { setupE2ESuite } from './support/suite'

const HOSTILE = { username: 'hostile', password: 'Demo@1234' }
const IMG = '<img src=x onerror=alert(1)>'
const SCRIPT = '"><script>alert(1)</script>'
const RLO = '\u202Eevil'
const BUSINESS = `${IMG} Traders`

const suite = setupE2ESuite()

type Watched = { page: Page; alerts: string[]; errors: string[] }

/** A signed-in hostile page that fails loudly on any dialog, page error or CSP report. */
async function hostilePage(width: number, height = 900): Promise<Watched> {
  const context = await suite.newContext({ viewport: { width, height } })
  await context.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] }
    w.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  const page = await context.newPage()
  const alerts: string[] = []
  const errors: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, suite.url, HOSTILE.username, HOSTILE.password)
  return { page, alerts, errors }
}

/** Nothing the strings could have become exists in the DOM, and nothing was reported. */
async function expectInert({ page, alerts, errors }: Watched, where: string) {
  // A CSP report or an error is queued as a task: the page runs what it has queued first.
  await pageSettled(page)
  const found = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    handlers: document.querySelectorAll('[onerror], [onload]:not(link):not(script)').length,
    scripts: [...document.scripts].filter((s) => (s.textContent ?? '').includes('alert(1)')).length,
    violations: (window as Window & { __cspViolations?: string[] }).__cspViolations ?? [],
  }))
  expect(found, where).toEqual({ images: 0, handlers: 0, scripts: 0, violations: [] })
  expect(alerts, where).toEqual([])
  expect(errors, where).toEqual([])
}

/** The page is no wider than the viewport (1 px rounding allowed). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(
    scrollWidth,
    `${where}: page is ${scrollWidth} px wide in ${viewport} px`,
  ).toBeLessThanOrEqual(viewport + 1)
}

/** An open dialog fits the viewport and does not scroll sideways. */
async function expectDialogFits(page: Page, where: string) {
  const box = await page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')
    const scroller = dialog?.firstElementChild
    if (!dialog || !scroller) return null
    const rect = dialog.getBoundingClientRect()
    return {
      right: rect.right,
      viewport: window.innerWidth,
      overflow: scroller.scrollWidth - scroller.clientWidth,
    }
  })
  expect(box, where).not.toBeNull()
  expect(box!.right, `${where}: dialog sticks out`).toBeLessThanOrEqual(box!.viewport + 1)
  expect(box!.overflow, `${where}: dialog scrolls sideways`).toBeLessThanOrEqual(1)
}

/** A small RFC 4180 parser: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/**
 * Cells a spreadsheet would run as a formula: starting with = + - @ (or tab / CR), unless it is
 * a plain number (a negative amount is data, not a formula). A leading ' neutralises.
 */
function formulaCells(rows: string[][]): string[] {
  return rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell))
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return readFile(await download.path(), 'utf8')
}

describe('hostile strings render as inert text', () => {
  it('on every screen, in the header and in the details modals (desktop)', async () => {
    const watched = await hostilePage(1280)
    const { page } = watched

    // Header: the business name is text in the user menu button.
    await page.getByRole('banner').getByText(BUSINESS, { exact: true }).waitFor()
    await expectInert(watched, '/dashboard')
    await page
      .getByRole('region', { name: 'Recent Transactions' })
      .locator('tbody tr')
      .first()
      .waitFor()
    await expectInert(watched, '/dashboard rows')

    await page.goto(`${suite.url}/payments`)
    await page.getByTestId('payment-row').first().waitFor()
    expect(await page.getByText(IMG).first().isVisible()).toBe(true)
    expect(await page.getByText(SCRIPT).first().isVisible()).toBe(true)
    await expectInert(watched, '/payments')
    const paymentButtons = page.getByRole('button', { name: /^View payment / })
    const seenInPayments = new Set<string>()
    for (let i = 0; i < Math.min(8, await paymentButtons.count()); i++) {
      await paymentButtons.nth(i).click()
      const dialog = page.getByRole('dialog', { name: 'Payment Details' })
      await dialog.getByText('Customer Name', { exact: true }).waitFor()
      const text = (await dialog.textContent()) ?? ''
      for (const s of [IMG, SCRIPT, RLO, 'A'.repeat(5000)])
        if (text.includes(s)) seenInPayments.add(s)
      await expectInert(watched, `Payment Details #${i}`)
      await dialog.getByRole('button', { name: 'Close' }).click()
    }
    // Across the first rows' details every kind of hostile string was shown, as text.
    expect([...seenInPayments].map((s) => s.slice(0, 30)).sort()).toEqual(
      [IMG, SCRIPT, RLO, 'A'.repeat(5000)].map((s) => s.slice(0, 30)).sort(),
    )

    await page.goto(`${suite.url}/payouts`)
    await page.getByTestId('payout-row').first().waitFor()
    expect(await page.getByText(IMG).first().isVisible()).toBe(true)
    await expectInert(watched, '/payouts')
    const payoutButtons = page.getByRole('button', { name: /^View payout / })
    for (let i = 0; i < Math.min(4, await payoutButtons.count()); i++) {
      await payoutButtons.nth(i).click()
      const dialog = page.getByRole('dialog', { name: 'Payout Details' })
      await dialog.getByText('Beneficiary Name', { exact: true }).waitFor()
      await expectInert(watched, `Payout Details #${i}`)
      await dialog.getByRole('button', { name: 'Close' }).click()
    }

    await page.goto(`${suite.url}/wallet`)
    await page.getByTestId('wallet-transaction-row').first().waitFor()
    await page.getByText('Payout to @SUM(A1)').first().waitFor()
    await expectInert(watched, '/wallet transactions')
    await page.getByRole('tab', { name: /Top-up Requests/ }).click()
    await page.getByTestId('topup-row').first().waitFor()
    await page.getByText('=HYPERLINK("http://x")').first().waitFor()
    await expectInert(watched, '/wallet top-ups')

    await page.goto(`${suite.url}/settings`)
    await page.getByRole('button', { name: 'Save Profile' }).waitFor()
    // Profile values sit in inputs as typed, not interpreted.
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).toBe(BUSINESS)
    expect(await page.getByLabel('Address').inputValue()).toBe(`${RLO} =HYPERLINK("http://x")`)
    await expectInert(watched, '/settings')

    for (const path of [
      '/payments/create',
      '/payouts/create',
      '/reports',
      '/api-docs',
      '/analytics',
    ]) {
      await page.goto(`${suite.url}${path}`)
      await page.getByRole('banner').getByText(BUSINESS, { exact: true }).waitFor()
      await expectInert(watched, path)
    }

    // The user menu repeats the name (and the email) as text.
    await page.getByRole('button', { name: BUSINESS }).click()
    await page.locator('#user-menu').getByText(BUSINESS, { exact: true }).waitFor()
    await expectInert(watched, 'user menu')
    await page.context().close()
  })

  it('keeps every list page and details modal within a 375 px phone', async () => {
    const watched = await hostilePage(375, 812)
    const { page } = watched

    await page
      .getByRole('region', { name: 'Recent Transactions' })
      .locator('tbody tr')
      .first()
      .waitFor()
    await expectNoSidewaysScroll(page, '/dashboard')

    await page.goto(`${suite.url}/payments`)
    await page.getByTestId('payment-row').first().waitFor()
    await expectNoSidewaysScroll(page, '/payments')
    const paymentButtons = page.getByRole('button', { name: /^View payment / })
    for (let i = 0; i < Math.min(8, await paymentButtons.count()); i++) {
      await paymentButtons.nth(i).click()
      const dialog = page.getByRole('dialog', { name: 'Payment Details' })
      await dialog.getByText('Customer Name', { exact: true }).waitFor()
      await expectDialogFits(page, `Payment Details #${i}`)
      await dialog.getByRole('button', { name: 'Close' }).click()
    }

    await page.goto(`${suite.url}/payouts`)
    await page.getByTestId('payout-row').first().waitFor()
    await expectNoSidewaysScroll(page, '/payouts')
    const payoutButtons = page.getByRole('button', { name: /^View payout / })
    for (let i = 0; i < Math.min(8, await payoutButtons.count()); i++) {
      await payoutButtons.nth(i).click()
      const dialog = page.getByRole('dialog', { name: 'Payout Details' })
      await dialog.getByText('Beneficiary Name', { exact: true }).waitFor()
      await expectDialogFits(page, `Payout Details #${i}`)
      await dialog.getByRole('button', { name: 'Close' }).click()
    }

    await page.goto(`${suite.url}/wallet`)
    await page.getByTestId('wallet-transaction-row').first().waitFor()
    await expectNoSidewaysScroll(page, '/wallet transactions')
    await page.getByRole('tab', { name: /Top-up Requests/ }).click()
    await page.getByTestId('topup-row').first().waitFor()
    await expectNoSidewaysScroll(page, '/wallet top-ups')

    for (const path of ['/settings', '/reports']) {
      await page.goto(`${suite.url}${path}`)
      await page.getByRole('banner').getByRole('heading').waitFor()
      // Every section has its data (the invoices, the counters and staff load after the screen).
      await expect.poll(() => page.getByText('Loading...', { exact: true }).count()).toBe(0)
      await pageSettled(page)
      await expectNoSidewaysScroll(page, path)
    }

    // The drawer and the account menu with the long, hostile business name.
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.locator('#user-menu').getByText(BUSINESS, { exact: true }).waitFor()
    await expectNoSidewaysScroll(page, 'user menu')
    await expectInert(watched, 'phone')
    await page.context().close()
  })
})

describe('CSV exports neutralise spreadsheet formulas', () => {
  it('in the payments Export and in a reports CSV', async () => {
    const watched = await hostilePage(1280)
    const { page } = watched

    await page.goto(`${suite.url}/payments`)
    await page.getByTestId('payment-row').first().waitFor()
    const payments = parseCsv(
      await downloadText(page, async () => {
        await page.getByRole('button', { name: 'Export' }).click()
        await page.getByRole('menuitem', { name: 'CSV' }).click()
      }),
    )
    expect(payments.length).toBeGreaterThan(1)
    // The hostile strings are in the file (so the check below has something to check)...
    const flat = payments.flat()
    expect(flat.some((cell) => cell.includes('HYPERLINK'))).toBe(true)
    expect(flat.some((cell) => cell.includes('@SUM(A1)'))).toBe(true)
    // ...and none of them would run as a formula.
    expect(formulaCells(payments)).toEqual([])
    expect(flat).toContain(`'=HYPERLINK("http://x")`)

    await page.goto(`${suite.url}/reports`)
    await page.getByRole('button', { name: 'Last 30 Days' }).click()
    await page.getByRole('radio', { name: 'CSV' }).check()
    const report = parseCsv(
      await downloadText(page, () => page.getByRole('button', { name: 'Download Report' }).click()),
    )
    expect(report.length).toBeGreaterThan(1)
    expect(report.flat().some((cell) => cell.includes('@SUM(A1)'))).toBe(true)
    expect(formulaCells(report)).toEqual([])
    await page.getByText('Report downloaded successfully').waitFor()
    await expectInert(watched, 'exports')
    await page.context().close()
  })

  it('the checker itself flags an unprotected formula', () => {
    const rows = parseCsv('a,b,c\r\n"=1+1",\'=2,-3.5\n@x,"say ""hi""",+1+1\n')
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['=1+1', "'=2", '-3.5'],
      ['@x', 'say "hi"', '+1+1'],
    ])
    expect(formulaCells(rows)).toEqual(['=1+1', '@x', '+1+1'])
  })
})

// Last: every hostile screen and export above went through one gateway process, still answering.
describe('the gateway', () => {
  it('is still up at the end', async () => {
    const api = await fetch(`${suite.url}/api/v1/wallet/balance`)
    expect(api.status).toBe(401)
    expect(await api.json()).toEqual({
      success: false,
      error: { message: 'Authentication required' },
    })
    const shell = await fetch(`${suite.url}/`, { headers: { accept: 'text/html' } })
    expect(shell.status).toBe(200)
    expect(await shell.text()).toContain('<div id="root">')
  })
})
