/**
 * Payment-link helpers shared by the bench's latency and memory sections: stamp the moment
 * 'Payment Received!' appears, close the modal. A link is made with createPayment and the worker
 * awaited with waitForActivatedWorker, both from tests/e2e/support/pwa.ts.
 */
import type { Page } from 'playwright-core'

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
