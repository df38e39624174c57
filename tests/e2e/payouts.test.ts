/**
 * Payouts in a real Chromium against the production build and the sandbox (product.md §2.7, §2.8):
 * a payout below the approval threshold moves on by itself, one above it waits for the sandbox
 * admin (with the team's approval tiers turned off); a repeated reference id is refused with the
 * server's message; the wallet follows. Nothing mocked.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminRequest } from './support/browser'
import { inr } from './support/api'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Payout = { payout_id: string; reference_id: string; status: string; amount: number }

async function payoutByReference(reference: string): Promise<Payout> {
  const body = await suite.api<{ data: Payout[] }>(
    `/payout/list?page=1&limit=20&search=${reference}`,
  )
  const payout = body.data.find((p) => p.reference_id === reference)
  if (!payout) throw new Error(`no payout with reference ${reference}`)
  return payout
}

async function availableBalance(): Promise<number> {
  return (await suite.api<{ data: { available_balance: number } }>('/wallet/balance')).data
    .available_balance
}

/** Signed in without the form (its own tests are foundation's), and with the page's clock. */
async function newPage(): Promise<Page> {
  const page = await suite.newPage({ storedSession: true })
  // The list checks a moving payout every 10 s (PAYOUTS_POLL_MS): once the sandbox bank has
  // moved it on, the test brings that check forward instead of waiting for it.
  await page.clock.install()
  return page
}

/** The sandbox bank's steps (queued → processing → success) run on the gateway's own clock. */
async function bankSettles(reference: string): Promise<void> {
  await expect
    .poll(async () => (await payoutByReference(reference)).status, { timeout: 30_000 })
    .toBe('success')
}

type PayoutForm = { reference: string; amount: string; account: string; mode?: string }

async function initiate(page: Page, form: PayoutForm): Promise<void> {
  await page.goto(`${suite.url}/payouts/create`)
  await page.getByRole('heading', { name: 'Create Payout' }).waitFor()
  await page.getByLabel('Reference ID').fill(form.reference)
  await page.getByLabel('Amount (INR)').fill(form.amount)
  if (form.mode) await page.getByLabel('Mode').selectOption(form.mode)
  await page.getByLabel(/^Name/).fill('Ravi Kumar')
  await page.getByLabel(/^Account Number/).fill(form.account)
  await page.getByLabel('Re-enter account number').fill(form.account)
  await page.getByLabel('IFSC Code').fill('hdfc0001234')
  await page.getByRole('button', { name: 'Initiate Payout' }).dblclick()
  // product.md §2.8 as built: the review comes first; 'Confirm and send' makes the call.
  const review = page.getByRole('dialog', { name: 'Review payout' })
  await review.getByRole('button', { name: 'Confirm and send' }).dblclick()
}

function row(page: Page, reference: string) {
  return page.getByTestId('payout-row').filter({ hasText: reference })
}

describe('payouts', () => {
  const small = `E2E-S-${Date.now()}`
  const large = `E2E-L-${Date.now()}`

  it('validates the form with the product.md §5 messages', async () => {
    const page = await newPage()
    await page.goto(`${suite.url}/payouts/create`)
    await page.getByText('Send money to bank accounts via IMPS, NEFT, or RTGS').waitFor()
    await page.getByText('NEFT/RTGS may take 2-4 hours depending on bank working hours').waitFor()
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    await page.getByText('Please enter a reference ID').waitFor()
    await page.getByText('Please enter a valid amount').waitFor()
    await page.getByText('Please enter beneficiary name').waitFor()
    expect(await page.getByText('Please enter beneficiary account and IFSC code').count()).toBe(2)
    expect(await page.getByLabel('IFSC Code').getAttribute('maxlength')).toBe('11')
    await page.context().close()
  })

  it('below the threshold: auto-approved once (double click), the row moves on, the wallet follows', async () => {
    const before = await availableBalance()
    const page = await newPage()
    await initiate(page, { reference: small, amount: '1000', account: '501000009901' })
    await page.getByText('Payout approved and initiated successfully').waitFor()
    await page.waitForURL((url) => url.pathname === '/payouts')

    const payout = await payoutByReference(small)
    const list = await suite.api<{ data: Payout[] }>(`/payout/list?page=1&limit=20&search=${small}`)
    expect(list.data.filter((p) => p.reference_id === small)).toHaveLength(1)

    // Amount + fee (₹5 + 0.3 %) left the available balance at once.
    const fee = 5 + 1000 * 0.003
    expect(await availableBalance()).toBeCloseTo(before - 1000 - fee, 2)

    await row(page, small).waitFor()
    await bankSettles(small)
    await page.clock.fastForward(10_000)
    await expect
      .poll(async () => (await row(page, small).textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/success/i)
    expect(await row(page, small).textContent()).toContain(inr.format(1000))
    expect((await payoutByReference(small)).status).toBe('success')
    expect(payout.payout_id).toMatch(/^POUT/)

    // The wallet screen shows the new balance and the payout debit.
    await page.getByRole('link', { name: 'Wallet' }).click()
    await page.waitForURL((url) => url.pathname === '/wallet')
    const available = page.getByTestId('balance-card').filter({ hasText: 'Available Balance' })
    await expect
      .poll(async () => (await available.textContent()) ?? '', { timeout: 10_000 })
      .toContain(inr.format(await availableBalance()))
    await page
      .getByTestId('wallet-transaction-row')
      .filter({ hasText: payout.payout_id })
      .first()
      .waitFor()
    await page.context().close()
  })

  it('above the threshold: pending admin approval (risk flagged), approved by the sandbox admin', async () => {
    // The gateway's own approval is what this test follows; the team's approval tiers (their
    // own tests: approvals) are turned off for payouts first, as an owner may.
    await suite.api('/merchant/approval-rules', {
      method: 'PUT',
      body: JSON.stringify({
        kind: 'payout',
        tiers: [{ up_to: null, approvers: 0, senior: false }],
      }),
    })
    const page = await newPage()
    await initiate(page, { reference: large, amount: '60000', account: '501000009902' })
    await page.getByText('Payout created and pending admin approval').waitFor()
    await page.getByText('Payout flagged for review by risk engine').waitFor()
    await page.getByText(/First payout to this beneficiary/).waitFor()
    await page.waitForURL((url) => url.pathname === '/payouts')
    await expect.poll(async () => (await row(page, large).textContent()) ?? '').toMatch(/pending/i)

    const payout = await payoutByReference(large)
    expect(payout.status).toBe('pending')
    const approved = await adminRequest(
      suite.sandbox,
      'POST',
      `payouts/${payout.payout_id}/approve`,
    )
    expect(approved.status).toBe(200)
    // A row awaiting approval is checked only every 30 s; the merchant reloads to see it now.
    await page.reload()
    await row(page, large).waitFor()
    await bankSettles(large)
    await page.clock.fastForward(10_000)
    await expect
      .poll(async () => (await row(page, large).textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/success/i)

    // The details modal shows the fields product.md §2 lists.
    await row(page, large)
      .getByRole('button', { name: `View payout ${payout.payout_id}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Payout Details' })
    await dialog.waitFor()
    for (const label of [
      'Payout ID',
      'Fee',
      'Net Amount',
      'Mode',
      'IFSC Code',
      'Gateway Payout ID',
    ]) {
      await dialog.getByText(label, { exact: true }).waitFor()
    }
    await dialog.getByText('HDFC0001234').waitFor()
    await page.context().close()
  })

  it("refuses a repeated reference id with the server's message", async () => {
    const page = await newPage()
    await initiate(page, { reference: small, amount: '10', account: '501000009901' })
    // A refused request closes the review, so the double click's second press finds no button.
    await page.getByText('Duplicate reference ID').first().waitFor()
    expect(new URL(page.url()).pathname).toBe('/payouts/create')
    await page.getByRole('button', { name: 'Initiate Payout' }).waitFor()
    await page.context().close()
  })

  it('filters by status in the URL and says the export is coming', async () => {
    const page = await newPage()
    await page.goto(`${suite.url}/payouts`)
    await page.getByTestId('payout-row').first().waitFor()
    await page.getByLabel('Status').selectOption('failed')
    await page.waitForURL((url) => url.searchParams.get('status') === 'failed')
    const failed = await suite.api<{ meta: { pagination: { totalCount: number } } }>(
      '/payout/list?page=1&limit=1&status=failed',
    )
    await page
      .getByText(new RegExp(`(?<!\\d)${failed.meta.pagination.totalCount} results? found`))
      .waitFor()
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((url) => !url.searchParams.get('status'))
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByText('Export feature coming soon').waitFor()
    await page.context().close()
  })
})
