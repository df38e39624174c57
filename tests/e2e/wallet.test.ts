/**
 * Decision 031 adds the statement per balance: after a payout made through the portal, the available
 * balance's statement shows it as a red minus whose Balance After chains from the row below, the
 * hold is 'On hold' (never green), and the full statement downloads.
 *
 * Wallet in a real Chromium against the production build and the sandbox (product.md §2.9): the four
 * balances as the API states them, a top-up request with a real PNG proof, approved through the
 * sandbox admin, and the credit after Refresh. Nothing mocked.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { REPO_ROOT } from './support/sandbox'
import { adminRequest } from './support/browser'
import { inr } from './support/api'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Balance = { available_balance: number; pending_balance: number; processing_balance: number }
const balance = async () => (await suite.api<{ data: Balance }>('/wallet/balance')).data

async function newPage(): Promise<Page> {
  const page = await suite.newPage({ acceptDownloads: true, signIn: true, path: '/wallet' })
  await page.getByRole('heading', { name: 'Wallet', exact: true, level: 2 }).waitFor()
  return page
}

const card = (page: Page, title: string) =>
  page.getByTestId('balance-card').filter({ hasText: title })

describe('wallet', () => {
  it('shows the four balances, the information block and both tabs', async () => {
    const page = await newPage()
    const b = await balance()
    await expect
      .poll(async () => await card(page, 'Available Balance').textContent())
      .toContain(inr.format(b.available_balance))
    expect(await card(page, 'Pending Balance').textContent()).toContain(
      inr.format(b.pending_balance),
    )
    expect(await card(page, 'Processing Balance').textContent()).toContain(
      inr.format(b.processing_balance),
    )
    expect(await card(page, 'Total Balance').textContent()).toContain(
      inr.format(b.available_balance + b.pending_balance),
    )
    await page.getByText('Settlement Frequency').waitFor()
    await page.getByText('Daily', { exact: true }).waitFor()
    await page.getByRole('tab', { name: /Wallet Transactions/ }).waitFor()
    expect(await page.getByTestId('wallet-transaction-row').count()).toBeLessThanOrEqual(10)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('Wallet refreshed').waitFor()
    await page.context().close()
  })

  it('submits a top-up with a PNG proof; once approved, Refresh shows the credit', async () => {
    const page = await newPage()
    const before = (await balance()).available_balance
    const reference = `UTR${Date.now()}`
    const png = await readFile(join(REPO_ROOT, 'public/icons/icon-192.png'))

    await page.getByRole('button', { name: 'Wallet Top-up' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Wallet Top-up' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await dialog.getByText('Please fill all required fields').waitFor()

    await dialog.getByLabel('Amount').fill('2500')
    await dialog.getByLabel('Transfer Type').selectOption('IMPS')
    await dialog.getByLabel('Reference / UTR Number').fill(reference)
    const proof = dialog.getByLabel('Payment Proof')
    await proof.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    })
    await dialog.getByText('Only JPG, PNG and PDF files are allowed').waitFor()
    await proof.setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: png })
    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await page.getByText('Top-up request submitted successfully!').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('tab', { name: /Top-up Requests/ }).click()
    const topupRow = page.getByTestId('topup-row').filter({ hasText: reference })
    await topupRow.waitFor()
    expect(await topupRow.textContent()).toMatch(/pending/i)
    expect(await topupRow.textContent()).toContain(inr.format(2500))

    const list = await suite.api<{ data: { request_id: string; reference_number: string }[] }>(
      '/wallet/topup/list?limit=10',
    )
    const request = list.data.find((t) => t.reference_number === reference)
    expect(request).toBeTruthy()
    const approved = await adminRequest(
      suite.sandbox,
      'POST',
      `topups/${request?.request_id}/approve`,
    )
    expect(approved.status).toBe(200)

    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('Wallet refreshed').waitFor()
    await expect.poll(async () => (await topupRow.textContent()) ?? '').toMatch(/approved/i)
    expect(await card(page, 'Available Balance').textContent()).toContain(inr.format(before + 2500))
    await page.getByRole('tab', { name: /Wallet Transactions/ }).click()
    const credit = page
      .getByTestId('wallet-transaction-row')
      .filter({ hasText: request?.request_id ?? '' })
    await credit.waitFor()
    const amount = credit.locator('[data-direction]')
    expect(await amount.getAttribute('data-direction')).toBe('credit')
    expect(await amount.textContent()).toBe(`+${inr.format(2500)}`)
    await page.context().close()
  })

  it('after a payout: a red minus on the available balance, chained, the hold not green; the full statement downloads', async () => {
    const page = await newPage()
    const reference = `E2E-W-${Date.now()}`
    await page.goto(`${suite.url}/payouts/create`)
    await page.getByRole('heading', { name: 'Create Payout' }).waitFor()
    await page.getByLabel('Reference ID').fill(reference)
    await page.getByLabel('Amount (INR)').fill('1000')
    await page.getByLabel(/^Name/).fill('Ravi Kumar')
    await page.getByLabel(/^Account Number/).fill('501000009911')
    await page.getByLabel('Re-enter account number').fill('501000009911')
    await page.getByLabel('IFSC Code').fill('HDFC0001234')
    await page.getByRole('button', { name: 'Initiate Payout' }).click()
    await page.getByRole('button', { name: 'Confirm and send' }).click()
    await page.getByText('Payout approved and initiated successfully').waitFor()
    const payouts = await suite.api<{ data: { payout_id: string; reference_id: string }[] }>(
      `/payout/list?page=1&limit=20&search=${reference}`,
    )
    const payoutId = payouts.data.find((p) => p.reference_id === reference)?.payout_id ?? '?'

    await page.getByRole('link', { name: 'Wallet' }).click()
    const tab = page.getByRole('tab', { name: /Wallet Transactions/ })
    await expect.poll(async () => (await tab.textContent()) ?? '').toMatch(/Latest 10 of \d/)
    expect(await page.getByLabel('Balance').inputValue()).toBe('available')
    const rows = page.getByTestId('wallet-transaction-row')
    const payoutRow = rows.filter({ hasText: payoutId })
    await payoutRow.waitFor()
    expect(await payoutRow.count()).toBe(1)
    const amount = payoutRow.locator('[data-direction]')
    expect(await amount.getAttribute('data-direction')).toBe('debit')
    expect(await amount.textContent()).toBe(`−${inr.format(1008)}`) // ₹5 + 0.3 % fee
    expect(await amount.getAttribute('class')).toContain('text-red-700')
    // Balance After chains: the payout row's is the older row's minus what the payout took.
    const all = await rows.all()
    const index = await rows.evaluateAll(
      (els, id) => els.findIndex((el) => el.textContent?.includes(id)),
      payoutId,
    )
    const after = async (i: number) =>
      Number(
        ((await all[i]?.getByTestId('balance-after').textContent()) ?? '').replace(/[^\d.]/g, ''),
      )
    expect(await after(index)).toBeCloseTo((await after(index + 1)) - 1008, 2)
    for (let i = 0; i + 1 < all.length; i++) {
      const row = all[i]
      const text = (await row?.locator('[data-direction]').textContent()) ?? ''
      const delta = Number(text.replace(/[^\d.]/g, '')) * (text.startsWith('−') ? -1 : 1)
      expect(await after(i), `row ${i}`).toBeCloseTo((await after(i + 1)) + delta, 2)
    }
    // No green 'Payout' row anywhere on the statement.
    for (const row of all) {
      const text = ((await row.textContent()) ?? '').toLowerCase()
      const direction = await row.locator('[data-direction]').getAttribute('data-direction')
      if (text.includes('payout')) expect(direction).not.toBe('credit')
    }

    // The hold sits on its own balance, amber, without a plus.
    await page.getByLabel('Balance').selectOption('processing')
    const hold = rows.filter({ hasText: payoutId }).filter({ hasText: 'On hold' })
    await hold.first().waitFor()
    const held = hold.first().locator('[data-direction]')
    expect(await held.getAttribute('data-direction')).toBe('hold')
    // Only the amount is held; the fee was charged when the payout was made (decision 054).
    expect(await held.textContent()).toBe(inr.format(1000))

    await page.getByLabel('Balance').selectOption('available')
    await payoutRow.waitFor()
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download full statement' }).click(),
    ])
    expect(file.suggestedFilename()).toMatch(/^wallet-statement-available-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await readFile(await file.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toMatch(/^Date \(IST\),Entry,Type,/)
    expect(lines.length - 1).toBeGreaterThan(10)
    expect(lines.find((line) => line.includes(payoutId))).toContain(
      `,Debit,Payout,Payout to Ravi Kumar,${payoutId},1008.00,,`,
    )
    await page.context().close()
  })
})
