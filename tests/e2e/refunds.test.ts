/**
 * Refunds in a real Chromium against the production build and the sandbox (decision 050): a
 * partial refund and then the rest through 'Refund payment', their statuses moving to processed
 * with the bank's UTR (the sandbox admin answers for the bank, Playwright's clock runs the
 * details' poll), the Refunds list with its filters and export, the wallet statement's lines,
 * and axe on the modal and the list at 375 and 1280 px. Nothing mocked.
 */
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { inr } from './support/api'
import { audit, describeFindings } from './support/axe'
import { adminRequest, signIn } from './support/browser'
import { setupE2ESuite } from './support/suite'

// Refunds stay pending until the test has the bank answer (the admin endpoints).
const suite = setupE2ESuite({ apiToken: true, sandboxEnv: { SANDBOX_REFUND_DELAY_MS: '3600000' } })

type Refund = {
  refund_id: string
  transaction_id: string
  amount: number
  status: string
  utr: string | null
}

async function paidPayin(amount: number, customer = 'Meera Iyer'): Promise<string> {
  const created = await suite.apiData<{ transaction_id: string }>('/payin/create', {
    method: 'POST',
    body: JSON.stringify({
      amount,
      customer_name: customer,
      customer_email: 'meera@example.in',
      metadata: { expires_at: new Date(Date.now() + 600_000).toISOString() },
    }),
  })
  const paid = await adminRequest(suite.sandbox, 'POST', `payins/${created.transaction_id}/pay`)
  expect(paid.status).toBe(200)
  return created.transaction_id
}

const refundsOf = (id: string) => suite.apiData<Refund[]>(`/payin/refunds?transaction_id=${id}`)

async function openPage(path: string, width = 1280, clock = false): Promise<Page> {
  const context = await suite.newContext({
    viewport: { width, height: width < 640 ? 800 : 900 },
    acceptDownloads: true,
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  if (clock) await page.clock.install()
  await signIn(page, suite.url)
  await page.goto(`${suite.url}${path}`)
  return page
}

async function openDetails(page: Page, id: string) {
  await page.goto(`${suite.url}/payments?search=${id}`)
  await page.getByRole('button', { name: `View payment ${id}` }).click()
  const details = page.getByRole('dialog', { name: 'Payment Details' })
  await details.waitFor()
  return details
}

describe('refunds', () => {
  it('a partial refund, then the rest, through the modal; both processed with their UTRs', async () => {
    const id = await paidPayin(1000)
    const page = await openPage('/payments', 1280, true)
    const details = await openDetails(page, id)
    await details.getByText('Refunded ₹0.00 of ₹1,000.00').waitFor()

    await details.getByRole('button', { name: 'Refund', exact: true }).click()
    const modal = page.getByRole('dialog', { name: 'Refund payment' })
    const amount = modal.getByLabel('Refund amount (INR)')
    expect(await amount.inputValue()).toBe('1000')
    await amount.fill('400')
    await modal.getByLabel('Reason (optional)').fill('Size swap')
    await modal.getByRole('button', { name: 'Review refund' }).click()
    await modal.getByText('Refund ₹400.00 to the customer?').waitFor()
    await modal.getByText(/The gateway fee of ₹20\.00 is not returned\./).waitFor()
    await modal.getByRole('button', { name: 'Confirm refund' }).click()
    await page.getByText('Refund requested').first().waitFor()
    await modal.waitFor({ state: 'detached' })
    await details.getByText('Refunded ₹0.00 of ₹1,000.00 · ₹400.00 on its way').waitFor()
    await details.getByText('Waiting for the bank').waitFor()

    // The rest: the modal now offers exactly what is left.
    await details.getByRole('button', { name: 'Refund', exact: true }).click()
    expect(await page.getByLabel('Refund amount (INR)').inputValue()).toBe('600')
    await page.getByRole('button', { name: 'Review refund' }).click()
    await page.getByText('Refund ₹600.00 to the customer?').waitFor()
    await page.getByRole('button', { name: 'Confirm refund' }).click()
    await details.getByText('Refunded ₹0.00 of ₹1,000.00 · ₹1,000.00 on its way').waitFor()
    expect(await details.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0)
    expect(await details.getByTestId('refund-entry').count()).toBe(2)

    // The bank answers; the details' 5 s poll shows it, each with its own UTR.
    const made = await refundsOf(id)
    expect(made.map((r) => [r.amount, r.status])).toEqual([
      [600, 'pending'],
      [400, 'pending'],
    ])
    for (const refund of made) {
      expect(
        (await adminRequest(suite.sandbox, 'POST', `refunds/${refund.refund_id}/process`)).status,
      ).toBe(200)
    }
    await page.clock.fastForward(5_000)
    await details.getByText('Refunded ₹1,000.00 of ₹1,000.00').waitFor()
    for (const refund of await refundsOf(id)) {
      expect(refund.utr).toMatch(/^[1-9]\d{11}$/)
      const entry = details.getByTestId('refund-entry').filter({ hasText: refund.refund_id })
      await entry.getByText('Processed', { exact: true }).waitFor()
      await entry.getByText(refund.utr ?? '').waitFor()
    }
    expect(await details.getByText('Waiting for the bank').count()).toBe(0)
    // The list's row follows: the whole payment is back at the customer's bank.
    await details.getByRole('button', { name: 'Close' }).click()
    await page
      .getByTestId('payment-row')
      .filter({ hasText: id })
      .getByText('Refunded', { exact: true })
      .waitFor()
    await page.context().close()
  })

  it('the Refunds list: filters, search, a failed refund in plain words, and its export', async () => {
    const id = await paidPayin(500, 'Arjun Rao')
    const failing = await suite.apiData<Refund>('/payin/refund', {
      method: 'POST',
      body: JSON.stringify({ transaction_id: id, amount: 300, reference_id: `E2E-FAIL-${id}` }),
    })
    await adminRequest(suite.sandbox, 'POST', `refunds/${failing.refund_id}/fail`, {
      reason: 'UPI account closed',
    })
    const page = await openPage('/payments')
    await page
      .getByRole('navigation', { name: 'Payments and refunds' })
      .getByRole('link', { name: 'Refunds' })
      .click()
    await page.getByRole('heading', { name: 'Refunds', level: 2 }).waitFor()
    const row = page.getByTestId('refund-row').filter({ hasText: failing.refund_id })
    await row.getByText('UPI account closed').waitFor()
    await row.getByText('failed').waitFor()

    await page.getByLabel('Status').selectOption('failed')
    await page.getByText(/^\d+ results? found$/).waitFor()
    await expect.poll(() => page.getByTestId('refund-row').count()).toBeGreaterThan(0)
    for (const status of await page
      .getByTestId('refund-row')
      .locator('[data-tone]')
      .allTextContents()) {
      expect(status).toBe('failed')
    }
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.getByLabel('Search').fill(failing.refund_id.slice(0, 10))
    await page.getByText('1 result found').waitFor()

    await page.getByRole('button', { name: 'Export' }).click()
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^refunds-\d{4}-\d{2}-\d{2}\.csv$/)
    await page.getByText('Export completed').first().waitFor()
    const text = await readFile(await download.path(), 'utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      skipEmptyLines: true,
    }).data
    expect(rows).toEqual([
      expect.objectContaining({
        Type: 'refund',
        'Transaction ID': failing.refund_id,
        Status: 'failed',
        'Failure Reason': 'UPI account closed',
        'Total Debited (INR)': '300',
        'Net Credited (INR)': '300',
        'Description / Remarks': `Refund of ${id}`,
      }),
    ])
    // The row leads to its payment.
    await page.getByRole('link', { name: `View payment ${id}` }).click()
    await page.getByTestId('payment-row').filter({ hasText: id }).waitFor()
    await page.context().close()
  })

  it("the wallet statement: a refund reads as money out, a failed refund's return as money back", async () => {
    const id = await paidPayin(250, 'Kiran Das')
    const made = await suite.apiData<Refund>('/payin/refund', {
      method: 'POST',
      body: JSON.stringify({ transaction_id: id, amount: 120, reference_id: `E2E-W-${id}` }),
    })
    await adminRequest(suite.sandbox, 'POST', `refunds/${made.refund_id}/fail`)
    const page = await openPage('/wallet')
    const lines = page.getByTestId('wallet-transaction-row').filter({ hasText: made.refund_id })
    await expect.poll(() => lines.count()).toBe(2)
    const out = lines.filter({ hasText: 'refund to customer' })
    const back = lines.filter({ hasText: 'refund returned' })
    expect(await out.locator('[data-direction]').getAttribute('data-direction')).toBe('debit')
    expect(await out.locator('[data-direction]').textContent()).toBe(`−${inr.format(120)}`)
    await out.getByText(`Refund of ${id} to Kiran Das`).waitFor()
    expect(await back.locator('[data-direction]').getAttribute('data-direction')).toBe('credit')
    expect(await back.locator('[data-direction]').textContent()).toBe(`+${inr.format(120)}`)
    await back.getByText(`Refund of ${id} failed: amount returned`).waitFor()
    await page.context().close()
  })

  for (const width of [375, 1280]) {
    it(`axe finds nothing serious on 'Refund payment' and the Refunds list at ${width} px`, async () => {
      const id = await paidPayin(180)
      const page = await openPage('/payments', width)
      const details = await openDetails(page, id)
      await details.getByRole('button', { name: 'Refund', exact: true }).click()
      const modal = page.getByRole('dialog', { name: 'Refund payment' })
      await modal.getByRole('button', { name: 'Review refund' }).waitFor()
      const form = await audit(page, `${width} px 'Refund payment'`)
      expect(form, describeFindings(form)).toEqual([])
      await modal.getByRole('button', { name: 'Review refund' }).click()
      await modal.getByText('Refund ₹180.00 to the customer?').waitFor()
      const review = await audit(page, `${width} px 'Refund payment' review`)
      expect(review, describeFindings(review)).toEqual([])
      await modal.getByRole('button', { name: 'Back' }).click()
      await modal.getByRole('button', { name: 'Cancel' }).click()
      await modal.waitFor({ state: 'detached' })

      await page.goto(`${suite.url}/payments/refunds`)
      await page.getByTestId('refund-row').first().waitFor()
      const list = await audit(page, `${width} px Refunds list`)
      expect(list, describeFindings(list)).toEqual([])
      await page.context().close()
    })
  }
})
