/**
 * The first screens the download budgets open cold (tests/e2e/budget.test.ts,
 * scripts/bench-cold-size.ts), in each language a device can choose, and what shows each is drawn.
 *
 *   await counterDrawn(page, 'hi')                  // keypad and today's strip
 *   await counterDrawn(page, 'en', 'Asha')          // … on a paired device, Asha selling
 *   await signInToDashboardInHindi(page, suite.url) // /login in Hindi → the dashboard drawn
 */
import type { Page } from 'playwright-core'
import { DEMO } from './browser'

export type ScreenLanguage = 'en' | 'hi'

const COUNTER_WORDS = {
  en: {
    keypad: 'Keypad',
    strip: /at this counter$/,
    collected: 'Collected',
    selling: (name: string) => `Selling: ${name}`,
  },
  hi: {
    keypad: 'कीपैड',
    strip: /इस काउंटर/,
    collected: 'प्राप्त राशि',
    selling: (name: string) => `बेच रहे हैं: ${name}`,
  },
} as const

/** A counter's keypad and today's strip (its figures in), and on a paired device its cashier. */
export async function counterDrawn(
  page: Page,
  language: ScreenLanguage,
  cashier?: string,
): Promise<void> {
  const words = COUNTER_WORDS[language]
  await page.getByRole('group', { name: words.keypad }).waitFor()
  if (cashier) await page.getByText(words.selling(cashier)).waitFor()
  await page.getByRole('region', { name: words.strip }).getByText(words.collected).waitFor()
}

/**
 * A device whose browser prefers Hindi signs the demo merchant in on /login, and the dashboard
 * is drawn: its trends drawing and its status pie (a wide screen shows it at once).
 */
export async function signInToDashboardInHindi(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/login`)
  await page.getByLabel('यूज़रनेम या ईमेल').fill(DEMO.username)
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
  await page.getByRole('img', { name: 'हफ़्ते के दिनों के नमूना भुगतान और पेआउट' }).waitFor()
  await page.locator('[data-testid=chart-status] canvas').first().waitFor()
}
