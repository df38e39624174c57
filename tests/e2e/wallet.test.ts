/**
 * Wallet in a real Chromium against the production build and the sandbox (issue 5): the four
 * balances as the API states them, a top-up request with a real PNG proof, approved through the
 * sandbox admin, and the credit after Refresh. Nothing mocked.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { REPO_ROOT, startSandbox, type Sandbox } from './support/sandbox'
import { adminRequest, apiLogin, launchBrowser, signIn } from './support/browser'

let sandbox: Sandbox
let browser: Browser
let token: string

beforeAll(async () => {
  sandbox = await startSandbox()
  browser = await launchBrowser()
  token = await apiLogin(sandbox)
})

afterAll(async () => {
  await browser?.close()
  await sandbox?.stop()
})

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${sandbox.url}/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

type Balance = { available_balance: number; pending_balance: number; processing_balance: number }
const balance = async () => (await api<{ data: Balance }>('/wallet/balance')).data

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await signIn(page, sandbox.url)
  await page.goto(`${sandbox.url}/wallet`)
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

    const list = await api<{ data: { request_id: string; reference_number: string }[] }>(
      '/wallet/topup/list?limit=10',
    )
    const request = list.data.find((t) => t.reference_number === reference)
    expect(request).toBeTruthy()
    const approved = await adminRequest(sandbox, 'POST', `topups/${request?.request_id}/approve`)
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
})
