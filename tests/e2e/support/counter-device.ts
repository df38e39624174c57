/**
 * Paired counter devices for the e2e files (decision 049): the owner's side over the API, the
 * device's through its screens, as a shop sets one up.
 *
 *   const counterId = await addCounter(suite, 'Till 2')
 *   const { code, pair_url } = await pairingCode(suite, counterId)
 *   const device = await pairByCode(suite, code)          // a new context, on /counter
 *   await chooseCashier(device, 'Asha', '4826')           // 'Who is selling?' → keypad
 *   const kept = await pairOverApi(suite, counterId, 'Till 2')  // no screens: a credential
 *   await context.addInitScript(keepDevice, kept)         // …that a cold context starts with
 *
 * The demo merchant has two cashiers (Asha 4826, Ravi 7391), so its devices ask who is selling.
 */
import type { Locator, Page } from 'playwright-core'
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

/**
 * Settings → Counters → 'Pair a device', its dialog open: up to the code. A gateway with device
 * modes (decision 078) is asked `mode` first ('Till' unless said); an older one shows the code
 * at once. Returns the code.
 */
export async function showPairingCode(
  dialog: Locator,
  mode: 'till' | 'speaker' = 'till',
): Promise<string> {
  const code = dialog.getByTestId('pairing-code')
  const show = dialog.getByTestId('pairing-show-code')
  await code.or(show).waitFor()
  if (await show.isVisible()) {
    await dialog.getByTestId(`pairing-mode-${mode}`).check()
    await show.click()
  }
  await code.waitFor()
  return (await code.textContent()) ?? ''
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

/** A paired device's credential as its browser keeps it (lib/session/device-store.ts). */
export type DeviceCredential = {
  token: string
  counterId: string
  counterName: string
  businessName: string
}

/**
 * A device paired over the API, its cashier chosen by PIN: what a device that was set up earlier
 * keeps, for a context that opens the counter cold (write it with `keepDevice`).
 */
export async function pairOverApi(
  suite: E2ESuite,
  counterId: string,
  counterName: string,
  cashier = { name: 'Asha', pin: '4826' },
): Promise<DeviceCredential> {
  const { code } = await pairingCode(suite, counterId)
  const paired = await suite.apiData<{ device_token: string; business_name: string | null }>(
    '/counter/pair',
    { method: 'POST', body: JSON.stringify({ code }), headers: { Authorization: '' } },
  )
  const asDevice = { Authorization: `Bearer ${paired.device_token}` }
  const session = await suite.apiData<{ staff: { staff_id: string; name: string }[] }>(
    '/counter/session',
    { headers: asDevice },
  )
  const member = session.staff.find((s) => s.name === cashier.name)
  if (!member) throw new Error(`No cashier named ${cashier.name}`)
  await suite.apiData('/counter/cashier', {
    method: 'POST',
    body: JSON.stringify({ staff_id: member.staff_id, pin: cashier.pin }),
    headers: asDevice,
  })
  return {
    token: paired.device_token,
    counterId,
    counterName,
    businessName: paired.business_name ?? '',
  }
}

/** For `context.addInitScript(keepDevice, credential)`: the device's storage as it keeps it. */
export function keepDevice(device: DeviceCredential): void {
  localStorage.setItem('counterDevice', JSON.stringify({ device, ended: null }))
}
