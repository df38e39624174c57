/**
 * The counter (/counter) as a cashier drives it, for the e2e files that charge on it.
 *
 *   const { id, request } = await chargeOnCounter(page, '120', { note: 'Table 4' })
 *
 * Taps each character of `digits` on the keypad (none: charge what is already typed), fills the
 * note, presses 'Charge ₹…', and waits for the QR view. Returns the new transaction id and the
 * JSON the page sent to POST /payin/create.
 *
 *   await recordSpeech(context)             // before the page loads (a context or one page)
 *   await expect.poll(() => spoken(page)).toContain('Received 120 rupees')
 */
import type { BrowserContext, Page } from 'playwright-core'

export const chargeButton = (page: Page) => page.getByRole('button', { name: /^Charge ₹/ })

export async function chargeOnCounter(
  page: Page,
  digits = '',
  { note }: { note?: string } = {},
): Promise<{ id: string; request: Record<string, unknown> }> {
  for (const key of digits) await page.getByRole('button', { name: key, exact: true }).click()
  if (note) await page.getByLabel('Note (optional)').fill(note)
  const created = page.waitForResponse(
    (r) => r.url().includes('/api/v1/payin/create') && r.request().method() === 'POST',
  )
  await chargeButton(page).click()
  const response = await created
  const body = (await response.json()) as { data?: { transaction_id?: string } }
  const id = body.data?.transaction_id
  if (!id) throw new Error(`payin/create: ${JSON.stringify(body)}`)
  await page.getByText('Scan QR code with any UPI app to pay').first().waitFor()
  return { id, request: response.request().postDataJSON() as Record<string, unknown> }
}

/**
 * Records what the page speaks (speechSynthesis.speak) and the screen wake locks it asks for,
 * before any app script runs (headless Chromium grants no real wake lock).
 */
export async function recordSpeech(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const w = window as Window & { __spoken?: string[]; __wakeLocks?: string[] }
    w.__spoken = []
    w.__wakeLocks = []
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: (type: string) => {
          w.__wakeLocks?.push(type)
          return Promise.resolve({ released: false, release: () => Promise.resolve() })
        },
      },
    })
    if (!window.speechSynthesis) return
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis)
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      if (utterance.text) w.__spoken?.push(utterance.text)
      speak(utterance)
    }
  })
}

export const spoken = (page: Page) =>
  page.evaluate(() => (window as Window & { __spoken?: string[] }).__spoken ?? [])
export const wakeLocks = (page: Page) =>
  page.evaluate(() => (window as Window & { __wakeLocks?: string[] }).__wakeLocks ?? [])
