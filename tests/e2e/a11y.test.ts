/**
 * Accessibility (decision 021): axe-core on every screen and every modal of the production build,
 * signed in with data, at desktop and phone widths: zero serious or critical violations. Plus the
 * checks axe cannot make on its own: toasts land in a live region, and statuses carry text, not
 * colour alone. axe runs through ./support/axe.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { adminRequest, signIn } from './support/browser'
import { chargeOnCounter } from './support/counter'
import { SIGNED_IN_SCREENS } from './support/screens'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

function newPage(width: number, height: number): Promise<Page> {
  return suite.newPage({ viewport: { width, height } })
}

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('axe at $label width', ({ label, width, height }) => {
  it('finds no serious or critical violation on any screen', async () => {
    const page = await newPage(width, height)
    const findings: Finding[] = []

    await page.goto(`${suite.url}/login`)
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    findings.push(...(await audit(page, `${label} /login`)))
    // The sign-in error state: inline alert plus an error toast.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.getByRole('alert').first().waitFor()
    findings.push(...(await audit(page, `${label} /login (error)`)))

    await signIn(page, suite.url)
    for (const screen of SIGNED_IN_SCREENS) {
      await page.goto(`${suite.url}${screen.path}`)
      await screen.ready(page)
      findings.push(...(await audit(page, `${label} ${screen.path}`)))
    }

    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('button', { name: 'Close menu' }).waitFor()
      findings.push(...(await audit(page, `${label} menu drawer`)))
      await page.getByRole('button', { name: 'Close menu' }).click()
    }
    await page.getByRole('button', { name: /Acme Stores|Account menu/ }).click()
    await page.locator('#user-menu').getByRole('button', { name: 'Sign Out' }).waitFor()
    findings.push(...(await audit(page, `${label} user menu`)))

    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })

  it('finds no serious or critical violation in any modal', async () => {
    const page = await newPage(width, height)
    const findings: Finding[] = []
    await signIn(page, suite.url)

    await page.goto(`${suite.url}/payments`)
    await page
      .getByRole('button', { name: /^View payment / })
      .first()
      .click()
    const payment = page.getByRole('dialog', { name: 'Payment Details' })
    await payment.getByText('Customer Name', { exact: true }).waitFor()
    findings.push(...(await audit(page, `${label} Payment Details`)))
    await payment.getByRole('button', { name: 'Close' }).click()

    await page.goto(`${suite.url}/payouts`)
    await page
      .getByRole('button', { name: /^View payout / })
      .first()
      .click()
    const payout = page.getByRole('dialog', { name: 'Payout Details' })
    await payout.getByText('Beneficiary Name', { exact: true }).waitFor()
    findings.push(...(await audit(page, `${label} Payout Details`)))
    await payout.getByRole('button', { name: 'Close' }).click()

    await page.goto(`${suite.url}/wallet`)
    await page.getByRole('button', { name: 'Wallet Top-up' }).click()
    const topup = page.getByRole('dialog', { name: 'Request Wallet Top-up' })
    await topup.getByRole('button', { name: 'Submit Request' }).waitFor()
    findings.push(...(await audit(page, `${label} Request Wallet Top-up`)))
    await topup.getByRole('button', { name: 'Submit Request' }).click()
    await topup.getByText('Please fill all required fields').first().waitFor()
    findings.push(...(await audit(page, `${label} Request Wallet Top-up (errors)`)))
    await topup.getByRole('button', { name: 'Cancel' }).click()

    await page.goto(`${suite.url}/payments/create`)
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    await page.getByText('Amount is required').waitFor()
    findings.push(...(await audit(page, `${label} Create Payment (errors)`)))

    const response = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
    await page.getByLabel('Amount', { exact: false }).first().fill('150')
    await page.getByLabel('Customer Name').fill('Asha Verma')
    await page.getByLabel('Customer Email').fill('asha@example.com')
    await page.getByRole('button', { name: 'Create Payment Link' }).click()
    const body = (await (await response).json()) as { data: { transaction_id: string } }
    const link = page.getByRole('dialog')
    await link.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
    findings.push(...(await audit(page, `${label} payment link (waiting)`)))
    await link.getByRole('switch', { name: /Counter mode/ }).click()
    findings.push(...(await audit(page, `${label} payment link (counter mode)`)))
    await link.getByRole('switch', { name: /Counter mode/ }).click()

    const paid = await adminRequest(suite.sandbox, 'POST', `payins/${body.data.transaction_id}/pay`)
    expect(paid.ok).toBe(true)
    await link.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    findings.push(...(await audit(page, `${label} payment link (success)`)))
    await link.getByRole('button', { name: 'Close' }).last().click()

    // The counter's QR view and its success view (product.md §2.13).
    await page.goto(`${suite.url}/counter`)
    const sale = await chargeOnCounter(page, '120')
    await page.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
    findings.push(...(await audit(page, `${label} counter (QR)`)))
    const counterPaid = await adminRequest(suite.sandbox, 'POST', `payins/${sale.id}/pay`)
    expect(counterPaid.ok).toBe(true)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    findings.push(...(await audit(page, `${label} counter (success)`)))

    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})

describe('what axe cannot see', () => {
  it('announces toasts through a live region', async () => {
    const page = await newPage(1280, 900)
    await signIn(page, suite.url)
    const toast = page.getByText('Login successful!')
    await toast.waitFor()
    const live = await toast.evaluate((el) => {
      const region = el.closest('[aria-live]')
      return region ? region.getAttribute('aria-live') : null
    })
    expect(live).toMatch(/polite|assertive/)
    await page.context().close()
  })

  it('writes every status as text beside its colour', async () => {
    const page = await newPage(1280, 900)
    await signIn(page, suite.url)
    for (const [path, row] of [
      ['/payments', 'payment-row'],
      ['/payouts', 'payout-row'],
    ] as const) {
      await page.goto(`${suite.url}${path}`)
      await page.getByTestId(row).first().waitFor()
      const badges = await page.locator('[data-tone]').allTextContents()
      expect(badges.length).toBeGreaterThan(0)
      for (const text of badges) expect(text.trim()).toMatch(/^[a-z_ ]+$/i)
    }
    await page.context().close()
  })
})
