/**
 * Payment links that say what will happen (product.md §2.6 as built, decision 058), in Chromium
 * against the production build served by the sandbox: a USD link is opened to pay, in rupees at
 * its rate, under a QR that is the link; a link with a later Expires At says until when it can be
 * paid, stays payable after the 180 s countdown (Playwright's clock) and still announces its
 * payment; axe on those states and on a decline, at 375 and 1280 px.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { adminRequest } from './support/browser'
import { decodeQr } from './support/qr'
import { quietFor } from './support/settle'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

const IST_MS = 330 * 60_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Tomorrow 18:00 in India: the datetime-local value (the page runs in IST) and how it reads. */
function tomorrowSixPm(): { value: string; reads: string } {
  const ist = new Date(Date.now() + IST_MS + 24 * 3_600_000)
  const y = ist.getUTCFullYear()
  const m = ist.getUTCMonth()
  const d = ist.getUTCDate()
  const value = `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}T18:00`
  return { value, reads: `${d} ${MONTHS[m]} ${y}, 18:00 IST` }
}

type Link = { id: string; url: string }

/** Fills Create Payment and waits for the modal; the created payin's id and link. */
async function createLink(
  page: Page,
  fields: { amount: string; currency?: 'INR' | 'USD'; expiresAt?: string },
): Promise<Link> {
  await page.goto(`${suite.url}/payments/create`)
  await page.getByLabel('Amount', { exact: false }).first().fill(fields.amount)
  if (fields.currency) await page.getByLabel('Currency').selectOption(fields.currency)
  await page.getByLabel('Customer Name').fill('Meera Iyer')
  await page.getByLabel('Customer Email').fill('meera@example.com')
  if (fields.expiresAt) await page.getByLabel('Expires At').fill(fields.expiresAt)
  const response = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
  await page.getByRole('button', { name: 'Create Payment Link' }).click()
  const body = (await (await response).json()) as { data: { transaction_id: string } }
  const dialog = page.getByRole('dialog', { name: 'Waiting for Payment' })
  await dialog.getByRole('img', { name: 'QR code of the payment link' }).waitFor()
  const url = await dialog.getByRole('textbox', { name: 'Payment link' }).inputValue()
  return { id: body.data.transaction_id, url }
}

/**
 * Signed in (the file's stored session: no test here signs out), with Playwright's clock
 * installed before any page loads (time flows until fast-forwarded).
 */
async function newPage(width = 1280, height = 900): Promise<Page> {
  // The shop is in India: its Expires At is typed in IST, whatever this machine's zone.
  const page = await suite.newPage({
    viewport: { width, height },
    timezoneId: 'Asia/Kolkata',
    storedSession: true,
  })
  await page.clock.install()
  return page
}

describe('a USD link', () => {
  it('says the customer opens the link and pays the rupees at the rate; its QR is the link', async () => {
    const page = await newPage()
    const link = await createLink(page, { amount: '100', currency: 'USD' })
    const dialog = page.getByRole('dialog', { name: 'Waiting for Payment' })
    await dialog.getByText('$100.00', { exact: true }).waitFor()
    await dialog
      .getByText('The customer opens the link and pays ₹8,300.00 (at ₹83.00 per $1.00).')
      .waitFor()
    await dialog.getByText('Scan QR code to open the payment link').waitFor()
    expect(await dialog.getByText(/UPI/).count()).toBe(0)
    // What a phone's camera reads from the QR on screen: the link itself.
    expect(await decodeQr(dialog.getByRole('img', { name: 'QR code of the payment link' }))).toBe(
      link.url,
    )
    await page.context().close()
  })
})

describe('a link whose Expires At is later than the countdown', () => {
  it('says until when, stays payable after the countdown, and announces its payment', async () => {
    const page = await newPage()
    const expiry = tomorrowSixPm()
    const link = await createLink(page, { amount: '640', expiresAt: expiry.value })
    const dialog = page.getByRole('dialog', { name: 'Waiting for Payment' })
    await dialog.getByText(`This link can be paid until ${expiry.reads}.`).waitFor()
    expect(await dialog.getByRole('timer').textContent()).toMatch(/0[23]:\d\d/)
    await dialog.getByText('Scan QR code with any UPI app to pay').waitFor()

    // The countdown runs out: the link is still payable, and the modal says so.
    await page.clock.fastForward(185_000)
    await dialog
      .getByText(
        `The countdown has ended, but this link can still be paid until ${expiry.reads}. Its payment will appear in Payments.`,
      )
      .waitFor({ timeout: 10_000 })
    expect(await dialog.getByRole('timer').count()).toBe(0)
    expect(await page.getByText(/Payment Link Expired|has expired/).count()).toBe(0)
    // Still pending on the gateway after the page's next poll (30 s after the countdown): its
    // answer is in, and nothing changes.
    const polled = page.waitForResponse((r) => r.url().includes('/api/v1/payin/status/'))
    await page.clock.fastForward(35_000)
    await polled
    await quietFor(page, 300)
    expect(await page.getByRole('heading', { name: 'Waiting for Payment' }).count()).toBe(1)

    // Paid now, with the modal open: announced as any payment is.
    const paid = await adminRequest(suite.sandbox, 'POST', `payins/${link.id}/pay`)
    expect(paid.ok).toBe(true)
    const success = page.getByRole('dialog', { name: 'Payment Successful!' })
    await success.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    expect(await success.textContent()).toContain('₹640.00')
    await page.context().close()
  })
})

describe.each([
  { label: 'phone', width: 375, height: 812 },
  { label: 'desktop', width: 1280, height: 900 },
])('axe on the link modal at $label width', ({ label, width, height }) => {
  it('finds no serious or critical violation in the new states', async () => {
    const page = await newPage(width, height)
    const findings: Finding[] = []
    const close = async (name: string) => {
      const dialog = page.getByRole('dialog', { name })
      await dialog.getByRole('button', { name: 'Close' }).last().click()
      await dialog.waitFor({ state: 'detached' })
    }

    await createLink(page, { amount: '100', currency: 'USD' })
    await page.getByText('Scan QR code to open the payment link').waitFor()
    findings.push(...(await audit(page, `${label} USD link`)))
    await close('Waiting for Payment')

    await createLink(page, { amount: '90', expiresAt: tomorrowSixPm().value })
    await page.getByText(/^This link can be paid until/).waitFor()
    findings.push(...(await audit(page, `${label} later expiry (countdown)`)))
    await page.clock.fastForward(185_000)
    await page.getByText(/^The countdown has ended/).waitFor({ timeout: 10_000 })
    findings.push(...(await audit(page, `${label} later expiry (after the countdown)`)))
    await close('Waiting for Payment')

    const declined = await createLink(page, { amount: '45' })
    const answer = await adminRequest(suite.sandbox, 'POST', `payins/${declined.id}/decline`)
    expect(answer.ok).toBe(true)
    await page.getByText('The customer declined the payment.').waitFor({ timeout: 10_000 })
    findings.push(...(await audit(page, `${label} declined`)))

    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})
