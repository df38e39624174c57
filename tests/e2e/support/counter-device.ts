/**
 * Paired counter devices for the e2e files (decision 049): the owner's side over the API, the
 * device's through its screens, as a shop sets one up.
 *
 *   const counterId = await addCounter(suite, 'Till 2')
 *   const { code, pair_url } = await pairingCode(suite, counterId)
 *   const device = await pairByCode(suite, code)          // a new context, on /counter
 *   await chooseCashier(device, 'Asha', '1234')           // 'Who is selling?' → keypad
 *
 * The demo merchant has two cashiers (Asha 1234, Ravi 5678), so its devices ask who is selling.
 */
import type { Page } from 'playwright-core'
import type { E2ESuite } from './suite'

export type Pairing = { code: string; expires_at: string; pair_url: string }

/** A new counter of the demo merchant (names must be unique: pass one per test). */
export async function addCounter(suite: E2ESuite, name: string): Promise<string> {
  const counter = await suite.apiData<{ counter_id: string }>('/merchant/counters', {
    method: 'POST',
    body: JSON.stringify({ name }),
  })
  return counter.counter_id
}

export function pairingCode(suite: E2ESuite, counterId: string): Promise<Pairing> {
  return suite.apiData<Pairing>(`/merchant/counters/${counterId}/pairing-code`, {
    method: 'POST',
    body: '{}',
  })
}

/** Sets up a fresh browser context as the counter: /login → 'Set up this device as a counter'. */
export async function pairByCode(
  suite: E2ESuite,
  code: string,
  viewport = { width: 1280, height: 900 },
): Promise<Page> {
  const context = await suite.newContext({ viewport })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('device page error:', error.message))
  await page.goto(`${suite.url}/login`)
  await page.getByRole('link', { name: 'Set up this device as a counter' }).click()
  await page.getByLabel('Pairing code').fill(code)
  await page.getByRole('button', { name: 'Set up counter' }).click()
  await page.waitForURL((url) => url.pathname === '/counter')
  return page
}

/** 'Who is selling?': the cashier's name, then the PIN; waits for the keypad. */
export async function chooseCashier(page: Page, name: string, pin: string): Promise<void> {
  await page.getByRole('heading', { name: 'Who is selling?' }).waitFor()
  await page.getByRole('button', { name, exact: true }).click()
  await page.getByLabel(`PIN for ${name}`).fill(pin)
  await page.getByRole('button', { name: 'Start selling' }).click()
  await page.getByText(`Selling: ${name}`).waitFor()
}
