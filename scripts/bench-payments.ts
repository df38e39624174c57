/**
 * Payment-link helpers shared by the bench's latency and memory sections: create a link through
 * the Create Payment form, stamp the moment 'Payment Received!' appears, close the modal.
 */
import type { Page } from 'playwright-core'

export async function waitForActivatedWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.active?.state === 'activated' && !!navigator.serviceWorker.controller
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  )
}

/** Fills Create Payment (the page is on /payments/create) and returns the new transaction id. */
export async function createPayment(
  page: Page,
  amount: string,
  expiresAt?: string,
): Promise<string> {
  await page.getByLabel('Amount', { exact: false }).first().fill(amount)
  await page.getByLabel('Customer Name').fill('Bench Customer')
  await page.getByLabel('Customer Email').fill('bench@example.com')
  if (expiresAt) await page.getByLabel('Expires At').fill(expiresAt)
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/v1/payin/create') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create Payment Link' }).click()
  const body = (await (await response).json()) as { data?: { transaction_id?: string } }
  const id = body.data?.transaction_id
  if (!id) throw new Error(`payin/create: ${JSON.stringify(body)}`)
  await page.getByText('Waiting for Payment').first().waitFor()
  return id
}

/** Records Date.now() in the page the moment 'Payment Received!' enters the DOM. */
const RECEIVED_PROBE = `(() => {
  window.__receivedAt = null
  const observer = new MutationObserver(() => {
    if (window.__receivedAt === null && (document.body.textContent || '').includes('Payment Received!')) {
      window.__receivedAt = Date.now()
      observer.disconnect()
    }
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
})()`

export async function watchForReceived(page: Page): Promise<void> {
  await page.evaluate(RECEIVED_PROBE)
}

export async function receivedAt(page: Page, timeout = 15_000): Promise<number> {
  await page.waitForFunction(
    () => typeof (window as Window & { __receivedAt?: number | null }).__receivedAt === 'number',
    undefined,
    // Interval polling: a page in our own (unfocused) Chromium may get no animation frames.
    { timeout, polling: 50 },
  )
  return page.evaluate(
    () => (window as Window & { __receivedAt?: number | null }).__receivedAt ?? NaN,
  )
}

export async function closeModal(page: Page): Promise<void> {
  // A DOM click: a page in our own headless Chromium may render no frames, and Playwright's
  // pointer click waits for the button to be 'stable' across frames.
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Close' })
    .last()
    .dispatchEvent('click')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}
