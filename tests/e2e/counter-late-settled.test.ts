/**
 * Late payments end when they are settled (decision 064), at the owner's counter in Chromium
 * against the production build and a real sandbox: a late payment the owner refunded says
 * 'Refunded ₹44.00 · UTR …' in the strip and never 'Paid twice?' again, reloads included; a
 * dismissed notice stays dismissed across reloads; a new shift's strip holds nothing of the last
 * shift (its automatically refunded ₹77 included); and the Z-report lists the late payment with
 * its refund.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { inr } from './support/api'
import { adminRequest, signIn } from './support/browser'
import { chargeButton, chargeOnCounter } from './support/counter'
import { decodeQr, parseUpiIntent } from './support/qr'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

const strip = (page: Page) => page.getByRole('region', { name: 'This shift at this counter' })

async function openCounter(): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await signIn(page, suite.url)
  await page.goto(`${suite.url}/counter`)
  await chargeButton(page).waitFor()
  await strip(page).getByText('Collected').waitFor()
  return page
}

async function reload(page: Page): Promise<void> {
  await page.reload()
  await chargeButton(page).waitFor()
  await strip(page).getByText('Collected').waitFor()
}

async function admin(path: string): Promise<void> {
  expect((await adminRequest(suite.sandbox, 'POST', path)).status).toBe(200)
}

/** A sale whose QR the gateway lets run out in 3 s (its own expires_at), left unpaid. */
async function expiredSale(page: Page, digits: string): Promise<string> {
  const create = '**/api/v1/payin/create'
  await page.route(create, (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>
    const expiresAt = new Date(Date.now() + 3_000).toISOString()
    return route.continue({
      postData: JSON.stringify({ ...body, metadata: { expires_at: expiresAt } }),
    })
  })
  await page.getByRole('button', { name: 'Clear' }).click()
  const { id } = await chargeOnCounter(page, digits)
  await page.unroute(create)
  await page.getByText('QR expired: no payment was received').waitFor({ timeout: 15_000 })
  return id
}

async function closeShift(): Promise<{ shift_id: string }> {
  return suite.apiData<{ shift_id: string }>('/counter/shift/close', { method: 'POST', body: '{}' })
}

describe('a late payment, refunded', () => {
  it('says Refunded with its UTR, never paid twice again; a dismissed notice stays dismissed', async () => {
    const page = await openCounter()
    // A ₹44 QR runs out; the customer is charged again and pays; then the first QR is paid.
    const first = await expiredSale(page, '44')
    await chargeButton(page).click()
    const second = page.getByRole('dialog', { name: `Amount to pay ${inr.format(44)}` })
    await second.waitFor()
    const secondId =
      parseUpiIntent(await decodeQr(page.getByRole('img', { name: 'QR code of the payment link' })))
        .tr ?? ''
    await admin(`payins/${secondId}/pay`)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Next customer' }).click()
    await admin(`payins/${first}/pay`)
    const banner = page.getByTestId('late-payment')
    await banner
      .getByText('Paid twice? The customer may have paid twice')
      .waitFor({ timeout: 20_000 })

    // Dismissed on this device: it does not come back after a reload.
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await banner.waitFor({ state: 'detached' })
    await reload(page)
    const lates = strip(page).getByRole('list', { name: 'Late payments' })
    await lates.getByText(inr.format(44)).waitFor()
    await lates.getByText('Paid twice? The customer may have paid twice').waitFor()
    expect(await page.getByTestId('late-payment').count()).toBe(0)

    // The owner refunds the late ₹44 in full; the bank processes it.
    const refund = await suite.apiData<{ refund_id: string }>('/payin/refund', {
      method: 'POST',
      body: JSON.stringify({ transaction_id: first, amount: 44, reference_id: `late-${first}` }),
    })
    await admin(`refunds/${refund.refund_id}/process`)
    const processed = await suite.apiData<{ utr: string | null }>(
      `/payin/refund/${refund.refund_id}`,
    )
    const utr = processed.utr ?? ''
    expect(utr).toMatch(/^\d{12}$/)
    for (let i = 0; i < 2; i++) {
      await reload(page)
      await lates.getByText(`Refunded ${inr.format(44)} · UTR ${utr}`).waitFor()
      expect(await lates.getByText(/Paid twice\?/).count()).toBe(0)
      expect(await page.getByText(/ask the owner, who can refund/).count()).toBe(0)
      expect(await page.getByTestId('late-payment').count()).toBe(0)
    }

    // The shift closes: its Z-report lists the late payment and its refund; the next shift's
    // strip holds none of it.
    const z = await closeShift()
    await reload(page)
    expect(await strip(page).getByRole('list', { name: 'Late payments' }).count()).toBe(0)
    expect(await strip(page).getByText(inr.format(44)).count()).toBe(0)
    await page.goto(`${suite.url}/z-reports/${z.shift_id}`)
    const late = page.getByTestId('report-late-entry').filter({ hasText: first })
    await late.getByText('Paid late').waitFor()
    await late.getByText(`Refunded ${inr.format(44)} · UTR ${utr}`).waitFor()
    expect(await late.getByText('after close').count()).toBe(0)
    await page.context().close()
  })
})

describe('a new shift', () => {
  it("starts clean: the last shift's automatically refunded ₹77 is not in its strip", async () => {
    const page = await openCounter()
    await page.getByRole('button', { name: 'Clear' }).click()
    const { id } = await chargeOnCounter(page, '77')
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.getByText('Payment cancelled: no money was taken').waitFor()
    // Paid anyway: the gateway sends it back, and this shift's strip says so.
    await admin(`payins/${id}/pay`)
    await page
      .getByText(
        `${inr.format(77)} paid after the QR was cancelled — refunded to the customer automatically`,
      )
      .first()
      .waitFor({ timeout: 20_000 })
    const lates = strip(page).getByRole('list', { name: 'Late payments' })
    await lates.getByText(inr.format(77), { exact: true }).waitFor()
    // Sent back, not kept: it says so, and nothing asks the owner for a refund.
    const amount = inr.format(77).replace('.', '\\.')
    await lates
      .getByText(
        new RegExp(
          `^(Refund of ${amount} on its way to the customer|Refunded ${amount} · UTR \\d{12})$`,
        ),
      )
      .waitFor()

    const z = await closeShift()
    await reload(page)
    await strip(page).getByText('No payments in this shift yet').waitFor()
    // Its Z-report says what the cancelled ₹77 became, not only 'Cancelled'.
    const report = await page.context().newPage()
    await report.goto(`${suite.url}/z-reports/${z.shift_id}`)
    await report
      .getByTestId('report-late-entry')
      .filter({ hasText: id })
      .getByText('Paid on a cancelled QR · refunded automatically')
      .waitFor()
    await report.close()
    // The next sale opens the new shift: its strip holds that sale only.
    await page.getByRole('button', { name: 'Clear' }).click()
    const next = await chargeOnCounter(page, '5')
    await admin(`payins/${next.id}/pay`)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Next customer' }).click()
    await reload(page)
    await strip(page)
      .getByTestId('counter-today-row')
      .filter({ hasText: inr.format(5) })
      .waitFor()
    expect(await strip(page).getByText(inr.format(77)).count()).toBe(0)
    expect(await strip(page).getByRole('list', { name: 'Late payments' }).count()).toBe(0)
    expect(await page.getByTestId('late-payment').count()).toBe(0)
    await page.context().close()
  })
})
