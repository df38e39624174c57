/**
 * Dashboard, payments list and the live payment-link modal in a real Chromium against the
 * production build served by the sandbox (product.md §2.4 to §2.6). Nothing here is mocked: figures are compared
 * with what the sandbox's own API answers, and payments are paid on its checkout page.
 */
import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { NORATES, signIn } from './support/browser'
import { inr, localISODate } from './support/api'
import { pageSettled } from './support/settle'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type ListBody = { data: { transaction_id: string; status: string }[]; meta: ListMeta }
type ListMeta = { pagination: { totalCount?: number; total?: number } }

async function payinCount(query = ''): Promise<number> {
  const body = await suite.api<ListBody>(`/payin/list?page=1&limit=1${query}`)
  return body.meta.pagination.totalCount ?? body.meta.pagination.total ?? 0
}

/**
 * A page signed in as demo from the file's stored session (one form sign-in per file), nothing
 * opened yet: for tests of what comes after signing in (no test here signs demo out).
 */
function signedIn(): Promise<Page> {
  return suite.newPage({ storedSession: true })
}

async function newPage(context?: BrowserContext): Promise<Page> {
  const ctx = context ?? (await suite.newContext({ viewport: { width: 1280, height: 900 } }))
  const page = await ctx.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  return page
}

describe('dashboard', () => {
  it('shows the seeded figures, both charts and the recent payins', async () => {
    const page = await newPage()
    await signIn(page, suite.url)
    const { data } = await suite.api<{
      data: {
        payins: Record<string, number>
        wallet: { available_balance: number }
      }
    }>(`/merchant/dashboard/summary?from_date=2020-01-01&to_date=${localISODate()}`)

    const card = (name: string) => page.getByRole('region', { name, exact: true })
    await expect
      .poll(() => card('Total Payin Amount').textContent())
      .toContain(inr.format(data.payins.total_amount ?? 0))
    expect(await card('Total Payin Amount').textContent()).toContain(
      `Net Payin: ${inr.format(data.payins.total_net_amount ?? 0)}`,
    )
    const totals = await card('Total Transactions').textContent()
    expect(totals).toContain(String(data.payins.total_transactions))
    expect(totals).toContain(`Success: ${data.payins.successful_transactions}`)
    expect(totals).toContain(`Failed: ${data.payins.failed_transactions}`)
    const rate = await card('Success Rate').textContent()
    expect(rate).toContain(`${(data.payins.success_rate ?? 0).toFixed(1)}%`)
    expect(rate).toContain(`Pending: ${data.payins.pending_transactions}`)
    expect(await card('Wallet Balance').textContent()).toContain(
      inr.format(data.wallet.available_balance),
    )

    // The trends drawing (echarts at build time) loaded; the status pie drew on a canvas (the
    // echarts ESM core path works in the production build) and its legend reads the counts.
    const trends = page.getByRole('img', { name: 'Sample weekday payments and payouts' })
    const drawing = trends.locator('img')
    await expect
      .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // The drawing chosen is the widest that fits the card: labels are never scaled down.
    const [box, drawn] = await Promise.all([trends.boundingBox(), drawing.boundingBox()])
    expect(box?.height).toBe(300)
    expect(drawn?.width).toBeLessThanOrEqual(box?.width ?? 0)
    expect(drawn?.width).toBeGreaterThan((box?.width ?? 0) - 90)
    await page.locator('[data-testid=chart-status] canvas').first().waitFor()
    expect(await page.getByText('Transaction Trends').count()).toBe(1)
    expect(await page.getByText('Transaction Status').count()).toBe(1)
    const legend = page.getByRole('list', { name: 'Transactions by status' })
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      `Success${data.payins.successful_transactions}`,
      `Pending${data.payins.pending_transactions}`,
      `Failed${data.payins.failed_transactions}`,
    ])

    const recent = page.getByRole('region', { name: 'Recent Transactions' })
    const rows = recent.locator('tbody tr')
    const expected = Math.min(5, await payinCount())
    await expect.poll(() => rows.count()).toBe(expected)
    await recent.getByRole('link', { name: 'View all' }).click()
    await page.waitForURL((url) => url.pathname === '/payments')
    await page.context().close()
  })

  it('downloads one trends drawing, the one that fits, while the data loads (phone to desktop)', async () => {
    const storageState = await suite.signedInState()
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 412, height: 823 },
      { width: 820, height: 1180 },
      { width: 1280, height: 900 },
      { width: 1600, height: 1000 },
    ]) {
      // A cold start on /dashboard with a stored session and nothing else: no cached data (the
      // sign-in's own dashboard may already be in IndexedDB, and then the summary is never
      // requested) and no cached drawing. The route's loader picks the drawing from the width.
      const context = await suite.newContext({ viewport, storageState })
      const page = await context.newPage()
      await page.goto(`${suite.url}/dashboard`)
      const trends = page.getByRole('img', { name: 'Sample weekday payments and payouts' })
      const drawing = trends.locator('img')
      await expect
        .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      // The card has measured itself (a ResizeObserver, then a render): the drawing must not
      // change after that.
      await pageSettled(page)
      const shown = await drawing.evaluate((img: HTMLImageElement) => new URL(img.src).pathname)
      const [box, drawn] = await Promise.all([trends.boundingBox(), drawing.boundingBox()])
      expect(drawn?.width, `${viewport.width}px`).toBeLessThanOrEqual(box?.width ?? 0)
      // Fetched once (the picture reuses the loader's download: the memory cache adds no entry),
      // and asked for while the summary was still on its way, not after the screen's render.
      const timings = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          end: (entry as PerformanceResourceTiming).responseEnd,
        })),
      )
      const fetched = timings.filter((entry) => /^\/assets\/trends-\d+-/.test(entry.path))
      expect(
        fetched.map((entry) => entry.path),
        `${viewport.width}px`,
      ).toEqual([shown])
      const summary = timings.find((entry) => entry.path.endsWith('/merchant/dashboard/summary'))
      expect(fetched[0]?.start).toBeLessThan(summary?.end ?? 0)
      await context.close()
    }
  })
})

describe('payments list', () => {
  beforeAll(async () => {
    // Page 2 needs more than 20 payins; top the seed up through the API if it has fewer.
    let total = await payinCount()
    while (total <= 20) {
      await suite.api('/payin/create', {
        method: 'POST',
        body: JSON.stringify({
          order_id: `ORDE2E${total}`,
          amount: 100 + total,
          currency: 'INR',
          customer_name: 'E2E Filler',
          customer_email: 'filler@example.com',
          customer_phone: '9000000000',
          metadata: { description: 'e2e', webhook_url: '' },
        }),
      })
      total += 1
    }
  })

  it('filters by status and search in the URL, pages, and shows details', async () => {
    const page = await signedIn()
    await page.goto(`${suite.url}/payments`)
    const rows = page.getByTestId('payment-row')
    await expect.poll(() => rows.count()).toBe(20)
    expect(await page.getByRole('columnheader', { name: 'Fee', exact: true }).count()).toBe(1)

    // Status filter: the URL carries it, every row is a success, the count matches the API.
    await page.getByLabel('Status').selectOption('success')
    await page.waitForURL((url) => url.searchParams.get('status') === 'success')
    const successCount = await payinCount('&status=success')
    await page.getByText(new RegExp(`(?<!\\d)${successCount} results? found`)).waitFor()
    await expect
      .poll(async () => (await rows.locator('[data-tone]').allTextContents()).join(','))
      .toMatch(/^(success,)*success$/i)

    // Reload keeps the filter.
    await page.reload()
    await page.getByText(new RegExp(`(?<!\\d)${successCount} results? found`)).waitFor()
    expect(await page.getByLabel('Status').inputValue()).toBe('success')

    // Search (debounced) by a transaction ID from the list.
    const id = (await rows.first().locator('.font-mono').first().textContent())?.trim() ?? ''
    expect(id).not.toBe('')
    // While the search's first page is held back, the previous rows stay but no total is claimed
    // for them, neither in the results line nor in the pagination (both used to show the status
    // filter's total).
    const showing = page.getByText(/^Showing \d+ to \d+ of \d+ results$/)
    await page.getByText(`Showing 1 to 20 of ${successCount} results`).waitFor()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const searchCall = /\/api\/v1\/payin\/list\?.*search=/
    await page.route(searchCall, async (route) => {
      await held
      await route.continue()
    })
    // Listen before typing: the request can leave before the URL wait returns.
    const requested = page.waitForRequest(searchCall)
    await page.getByLabel('Search').fill(id)
    await page.waitForURL((url) => url.searchParams.get('search') === id)
    await requested
    expect(await rows.count()).toBe(20)
    expect(await page.getByText(/results found/).count()).toBe(0)
    expect(await showing.count()).toBe(0)
    release()
    await expect.poll(() => rows.count()).toBe(1)
    await page.getByText('1 result found').waitFor()
    await page.unroute(searchCall)

    // Details modal.
    await rows
      .first()
      .getByRole('button', { name: `View payment ${id}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Payment Details' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain(id)
    for (const label of ['Amount', 'Fee', 'Net Amount', 'Status', 'Gateway', 'Customer Name']) {
      expect(await dialog.getByText(label, { exact: true }).count()).toBe(1)
    }
    await dialog.getByRole('button', { name: 'Close' }).click()

    // Clear filters, then page 2.
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL(
      (url) => !url.searchParams.get('status') && !url.searchParams.get('search'),
    )
    const total = await payinCount()
    await page.getByText(`Showing 1 to 20 of ${total} results`).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await page.getByText(`Showing 21 to ${Math.min(40, total)} of ${total} results`).waitFor()
    await expect.poll(() => rows.count()).toBe(Math.min(20, total - 20))

    // Back returns to page 1; a filter change resets the page to 1.
    await page.goBack()
    await page.getByText(`Showing 1 to 20 of ${total} results`).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2')
    await page.getByLabel('Status').selectOption('pending')
    await page.waitForURL(
      (url) => url.searchParams.get('status') === 'pending' && url.searchParams.get('page') === '1',
    )
    await page.context().close()
  })

  it('exports the filtered payments as payments-{date}.csv', async () => {
    const page = await signedIn()
    await page.goto(`${suite.url}/payments?status=success`)
    await page.getByTestId('payment-row').first().waitFor()
    await page.getByRole('button', { name: 'Export' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`payments-${localISODate()}.csv`)
    const path = await download.path()
    const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/)
    const [header, ...data] = lines
    expect(header).toMatch(/status/i)
    expect(data.length).toBeGreaterThan(0)
    for (const line of data) {
      expect(line).toMatch(/success/i)
      expect(line).not.toMatch(/\b(pending|failed|cancelled)\b/i)
    }
    await page.getByText('Export completed').waitFor()
    await page.context().close()
  })

  it('hides Fee and Net Amount from a merchant without rates', async () => {
    const page = await newPage()
    await signIn(page, suite.url, NORATES.username, NORATES.password)
    await page.goto(`${suite.url}/payments`)
    const rows = page.getByTestId('payment-row')
    await rows.first().waitFor()
    expect(await page.getByRole('columnheader', { name: 'Amount', exact: true }).count()).toBe(1)
    expect(await page.getByRole('columnheader', { name: 'Fee', exact: true }).count()).toBe(0)
    expect(await page.getByRole('columnheader', { name: 'Net Amount', exact: true }).count()).toBe(
      0,
    )
    await rows
      .first()
      .getByRole('button', { name: /^View payment/ })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Payment Details' })
    await dialog.waitFor()
    expect(await dialog.getByText('Fee', { exact: true }).count()).toBe(0)
    expect(await dialog.getByText('Net Amount', { exact: true }).count()).toBe(0)
    await page.context().close()
  })
})

describe('create payment and the live modal', () => {
  async function createPayment(page: Page, amount: string): Promise<string> {
    await page.goto(`${suite.url}/payments/create`)
    await page.getByLabel('Amount', { exact: false }).first().fill(amount)
    await page.getByLabel('Customer Name').fill('Asha Verma')
    await page.getByLabel('Customer Email').fill('asha@example.com')
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    await page.getByRole('heading', { name: 'Waiting for Payment' }).waitFor()
    await page.getByText('Payment link created successfully!').waitFor()
    await page.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
    return page.getByRole('textbox', { name: 'Payment link' }).inputValue()
  }

  async function checkout(page: Page, paymentUrl: string, button: 'Pay' | 'Decline') {
    const customer = await page.context().newPage()
    await customer.goto(paymentUrl)
    await customer.getByRole('button', { name: button, exact: true }).click()
    // Let the checkout finish its request before the page goes away.
    await customer.waitForLoadState('networkidle')
    await customer.close()
  }

  it('shows the validation messages of an empty form', async () => {
    const page = await signedIn()
    await page.goto(`${suite.url}/payments/create`)
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    for (const text of [
      'Amount is required',
      'Customer name is required',
      'Customer email is required',
    ]) {
      await page.getByText(text).waitFor()
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('payment-amount')
    await page.context().close()
  })

  it('a paid link shows Payment Received! within one poll; closing resets the form', async () => {
    const page = await signedIn()
    const url = await createPayment(page, '499.50')
    expect(await page.getByRole('timer').textContent()).toMatch(/0[23]:\d\d/)
    await checkout(page, url, 'Pay')
    await page.getByText('Payment Received!').waitFor({ timeout: 6_000 })
    await page.getByText('Transaction completed successfully').waitFor()
    expect(await page.getByRole('dialog').textContent()).toContain('₹499.50')
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click()
    expect(await page.getByLabel('Amount', { exact: false }).first().inputValue()).toBe('')
    expect(await page.getByLabel('Customer Name').inputValue()).toBe('')
    await page.context().close()
  })

  it('a declined link shows one outcome: declined, with Create new link', async () => {
    const page = await signedIn()
    const url = await createPayment(page, '120')
    await checkout(page, url, 'Decline')
    const dialog = page.getByRole('dialog', { name: 'Payment Declined' })
    await dialog.getByText('The customer declined the payment.').waitFor({ timeout: 6_000 })
    // Nothing beside it says the link expired (product.md §2.6 as built).
    expect(await dialog.getByRole('status').innerText()).toMatch(
      /^The customer declined the payment\.\s+Create new link\s+Close$/,
    )
    expect(await dialog.getByText(/expired/i).count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'Payment Expired' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Create new link' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByLabel('Amount', { exact: false }).first().inputValue()).toBe('')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('payment-amount')
    await page.context().close()
  })

  it('a link left alone expires when the 180 s countdown runs out', async () => {
    const page = await signedIn()
    await page.clock.install()
    await createPayment(page, '75')
    const timer = page.getByRole('timer')

    await page.clock.fastForward(121_000)
    await expect.poll(() => timer.textContent()).toMatch(/00:5\d/)
    expect(await timer.getAttribute('data-urgent')).toBe('true')

    await page.clock.fastForward(60_000)
    await page.getByText('Payment Link Expired').waitFor({ timeout: 10_000 })
    // A link whose expiry is the countdown's keeps the specification's texts, and no other.
    await page
      .getByText('The payment link has expired. Please create a new payment link.')
      .waitFor()
    await page.getByRole('heading', { name: 'Payment Expired' }).waitFor()
    expect(await page.getByText(/can still be paid|declined/).count()).toBe(0)
    await page.context().close()
  })
})
