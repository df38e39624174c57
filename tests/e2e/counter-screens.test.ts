/**
 * The counter on any screen (decision 064), in Chromium against the production build and a real
 * sandbox: a paired till's keypad and Charge in view without a scroll at 1280×800, 1024×768,
 * 800×1280 and 375×667 with a late-payment banner up, its transaction id whole on its line,
 * ₹10,00,000 whole at 375 px on the keypad and the QR, 'Charge ₹1,50,150.00?' asked once above
 * the owner's limit (and the limit set in Settings), the note's limit shown while typing, the
 * note in Payment Details, search by note, counter and cashier, and pairing over a device naming
 * the device that will stop.
 */
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { inr } from './support/api'
import { adminRequest } from './support/browser'
import { chargeButton, chargeOnCounter } from './support/counter'
import {
  addCounter,
  keepDevice,
  pairByCode,
  pairingCode,
  pairOverApi,
  type DeviceCredential,
} from './support/counter-device'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1280 },
  { width: 375, height: 667 },
] as const

/** A counter sale of the device, created over the API as its Charge would. */
async function deviceSale(device: DeviceCredential, amount: number): Promise<string> {
  const sale = await suite.apiData<{ transaction_id: string }>('/payin/create', {
    method: 'POST',
    headers: { Authorization: `Bearer ${device.token}` },
    body: JSON.stringify({
      order_id: `ORD-SCREENS-${Date.now()}`,
      amount,
      currency: 'INR',
      channel: 'counter',
    }),
  })
  return sale.transaction_id
}

/** Its QR ran out a minute ago, as the clock would have it: a payment now is a late payment. */
function runOut(id: string): void {
  const db = new Database(join(suite.sandbox.dataDir, 'sandbox.db'))
  db.pragma('busy_timeout = 5000')
  try {
    db.prepare('UPDATE payins SET expires_at = ? WHERE transaction_id = ?').run(
      Date.now() - 60_000,
      id,
    )
  } finally {
    db.close()
  }
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not on screen')
  return found
}

/** Whether an element's text is drawn on one line (one box), i.e. not broken mid-word. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
  })

/** Drawn whole: nothing cut off at its right edge, and inside the viewport. */
async function whole(page: Page, locator: Locator): Promise<void> {
  const fits = await locator.evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(fits, `${await locator.textContent()} is clipped`).toBe(true)
  const { x, width } = await box(locator)
  expect(x).toBeGreaterThanOrEqual(0)
  expect(x + width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
}

describe('the keypad and Charge on any screen', () => {
  it('stay in view without a scroll at four sizes, a late-payment banner up', async () => {
    const counterId = await addCounter(suite, 'Screens till')
    const device = await pairOverApi(suite, counterId, 'Screens till')
    const context = await suite.newContext({ viewport: SIZES[0] })
    await context.addInitScript(keepDevice, device)
    const page = await context.newPage()
    await page.goto(`${suite.url}/counter`)
    await chargeButton(page).waitFor()
    await page.getByText('Selling: Asha').waitFor()
    await page
      .getByRole('region', { name: 'This shift at this counter' })
      .getByText('Collected')
      .waitFor()
    // A ₹55 sale whose QR ran out is paid late: the banner comes up on the keypad.
    const late = await deviceSale(device, 55)
    runOut(late)
    expect((await adminRequest(suite.sandbox, 'POST', `payins/${late}/pay`)).status).toBe(200)
    const banner = page.getByTestId('late-payment')
    await banner.getByText(`Late payment received: ${inr.format(55)}`).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: '1', exact: true }).click()
    await page.getByRole('button', { name: '2', exact: true }).click()

    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      const where = `${size.width}×${size.height}`
      expect(await page.evaluate(() => window.scrollY), where).toBe(0)
      const charge = await box(page.getByRole('button', { name: `Charge ${inr.format(12)}` }))
      expect(charge.y + charge.height, `Charge at ${where}`).toBeLessThanOrEqual(size.height)
      const zero = await box(page.getByRole('button', { name: '0', exact: true }))
      expect(zero.y + zero.height, `keys at ${where}`).toBeLessThanOrEqual(size.height)
      // Keys a finger can hit: at least 40 px tall.
      expect(zero.height, `key height at ${where}`).toBeGreaterThanOrEqual(40)
      const shown = await box(banner.getByText('Late payment received', { exact: false }))
      expect(shown.y, `banner at ${where}`).toBeGreaterThanOrEqual(0)
      expect(shown.y + shown.height, `banner at ${where}`).toBeLessThanOrEqual(charge.y)
      // The transaction id is whole on its line, never broken mid-id.
      expect(await lineCount(banner.getByText(late, { exact: true })), `id at ${where}`).toBe(1)
      await whole(page, page.getByTestId('counter-amount'))
    }
    await context.close()
  })

  it('shows ₹10,00,000 whole at 375 px, on the keypad and on the QR, after asking once', async () => {
    const page = await suite.newPage({
      signIn: true,
      path: '/counter',
      viewport: { width: 375, height: 667 },
    })
    await chargeButton(page).waitFor()
    for (const key of '1000000') await page.getByRole('button', { name: key, exact: true }).click()
    await page.getByRole('button', { name: '.', exact: true }).click()
    for (const key of '00') await page.getByRole('button', { name: key, exact: true }).click()
    const display = page.getByTestId('counter-amount')
    expect(await display.textContent()).toBe('₹10,00,000.00')
    await whole(page, display)
    const charge = await box(chargeButton(page))
    expect(charge.y + charge.height).toBeLessThanOrEqual(667)

    let created = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/payin/create')) created++
    })
    await chargeButton(page).click()
    const ask = page.getByRole('dialog', { name: `Charge ${inr.format(1_000_000)}?` })
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Charge', exact: true }).click()
    const qr = page.getByRole('dialog', { name: `Amount to pay ${inr.format(1_000_000)}` })
    await qr.waitFor()
    expect(created).toBe(1)
    await whole(page, qr.getByRole('heading', { name: inr.format(1_000_000) }))
    await page.context().close()
  })
})

describe('a second look before a large charge', () => {
  it("asks 'Charge ₹1,50,150.00?' once when a kept ₹150 meets a re-typed 150, and nothing is charged on 'Change amount'", async () => {
    const page = await suite.newPage({ signIn: true, path: '/counter' })
    await chargeButton(page).waitFor()
    const { id } = await chargeOnCounter(page, '150')
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.getByText('Payment cancelled: no money was taken').waitFor()
    expect(id).toBeTruthy()
    // The amount is kept for charging again; the cashier types 150 over it.
    for (const key of '150') await page.getByRole('button', { name: key, exact: true }).click()
    let created = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/payin/create')) created++
    })
    await page.getByRole('button', { name: `Charge ${inr.format(150150)}` }).click()
    const ask = page.getByRole('dialog', { name: `Charge ${inr.format(150150)}?` })
    await ask.waitFor()
    await ask.getByText(`This is more than ${inr.format(50000)}.`, { exact: false }).waitFor()
    // Enter lands on 'Change amount', never on a charge.
    await page.keyboard.press('Enter')
    await ask.waitFor({ state: 'detached' })
    expect(created).toBe(0)
    expect(await page.getByTestId('counter-amount').textContent()).toBe('₹1,50,150')
    // Back to ₹150: below the limit, Charge charges at once.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('button', { name: `Charge ${inr.format(150)}` }).click()
    await page.getByText('Scan QR code with any UPI app to pay').first().waitFor()
    expect(created).toBe(1)
    await page.context().close()
  })

  it("takes the owner's limit from Settings → Counters; search finds the sale by counter and cashier", async () => {
    const counterId = await addCounter(suite, 'Limit till')
    const owner = await suite.newPage({ signIn: true, path: '/settings' })
    const row = owner.getByTestId('counter-row').filter({ hasText: 'Limit till' })
    const field = row.getByLabel('Ask before charging above (₹)')
    expect(await field.inputValue()).toBe('50000')
    await field.fill('abc')
    await row.getByRole('button', { name: 'Save limit' }).click()
    await row.getByText('Enter an amount from ₹1 to ₹10,00,000').waitFor()
    await field.fill('100')
    await row.getByRole('button', { name: 'Save limit' }).click()
    await owner.getByText('Limit saved').waitFor()
    await owner.context().close()

    const device = await pairOverApi(suite, counterId, 'Limit till')
    const context = await suite.newContext({ viewport: { width: 1280, height: 800 } })
    await context.addInitScript(keepDevice, device)
    const page = await context.newPage()
    await page.goto(`${suite.url}/counter`)
    await page.getByText('Selling: Asha').waitFor()
    for (const key of '101') await page.getByRole('button', { name: key, exact: true }).click()
    await chargeButton(page).click()
    const ask = page.getByRole('dialog', { name: `Charge ${inr.format(101)}?` })
    await ask.getByRole('button', { name: 'Charge', exact: true }).click()
    await page.getByRole('dialog', { name: `Amount to pay ${inr.format(101)}` }).waitFor()
    await context.close()

    // The owner finds that sale by its counter's and its cashier's names.
    const list = await suite.newPage({ signIn: true, path: '/payments' })
    await list.getByLabel('Search').fill('limit asha')
    await list.getByText('1 result found').waitFor()
    await list
      .getByTestId('payment-row')
      .filter({ hasText: inr.format(101) })
      .waitFor()
    await list.context().close()
  })
})

describe('the note', () => {
  it('shows its limit while typing and refuses more out loud; Payment Details shows it, search finds it', async () => {
    const page = await suite.newPage({ signIn: true, path: '/counter' })
    await chargeButton(page).waitFor()
    const note = page.getByLabel('Note (optional)')
    await note.fill('Two samosas')
    expect(await page.getByTestId('note-count').textContent()).toBe('11/50')
    const long = 'Table 4: two masala dosa, one filter coffee, one lassi'
    expect(long.length).toBeGreaterThan(50)
    await note.fill(long)
    expect(await note.inputValue()).toBe(long.slice(0, 50))
    expect(await page.getByTestId('note-count').textContent()).toBe('50/50')
    await page
      .getByRole('alert')
      .filter({ hasText: 'The note takes at most 50 characters' })
      .waitFor()
    expect(await note.getAttribute('aria-invalid')).toBe('true')
    await note.fill('Two samosas')
    const { id } = await chargeOnCounter(page, '12')
    expect((await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)).status).toBe(200)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.goto(`${suite.url}/payments?search=${id}`)
    await page.getByRole('button', { name: new RegExp(`^View payment ${id}`) }).click()
    const details = page.getByRole('dialog', { name: 'Payment Details' })
    await details.getByText('Note', { exact: true }).waitFor()
    await details.getByText('Two samosas', { exact: true }).waitFor()
    await details.getByRole('button', { name: 'Close' }).click()
    // The payments search finds it by a word of its note.
    await page.goto(`${suite.url}/payments`)
    await page.getByLabel('Search').fill('samosas')
    await page.getByText('1 result found').waitFor()
    await page.getByTestId('payment-row').filter({ hasText: id }).waitFor()
    await page.context().close()
  })
})

describe('pairing over a device', () => {
  it('asks first in Settings → Counters, naming the device that will stop', async () => {
    const counterId = await addCounter(suite, 'Swap till')
    const first = await pairByCode(suite, (await pairingCode(suite, counterId)).code)
    await first.getByRole('heading', { name: 'Who is selling?' }).waitFor()
    const owner = await suite.newPage({ signIn: true, path: '/settings' })
    const row = owner.getByTestId('counter-row').filter({ hasText: 'Swap till' })
    await row.getByText('Device: Chrome on Linux, paired', { exact: false }).waitFor()
    const asked: string[] = []
    owner.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await row.getByRole('button', { name: 'Pair a device' }).click()
    // Decision 078: the dialog asks 'Till' or 'Speaker' first; only a Till replaces the device.
    const pairing = owner.getByRole('dialog', { name: 'Pair a device: Swap till' })
    await pairing.getByRole('radio', { name: 'Till', exact: true }).check()
    await pairing.getByRole('button', { name: 'Show pairing code' }).click()
    await expect.poll(() => asked.length).toBe(1)
    expect(asked[0]).toMatch(
      /^Swap till already has a device: Chrome on Linux, paired .+\. It stops taking payments as soon as a new device uses the code\. Pair another device\?$/,
    )
    // Kept: no code was made.
    expect(await pairing.getByTestId('pairing-code').count()).toBe(0)
    owner.once('dialog', (dialog) => void dialog.accept())
    await pairing.getByRole('button', { name: 'Show pairing code' }).click()
    await pairing.getByTestId('pairing-code').waitFor()
    // A Speaker asks nothing: the Till stays.
    await pairing.getByRole('button', { name: 'Close' }).click()
    await row.getByRole('button', { name: 'Pair a device' }).click()
    await pairing.getByRole('radio', { name: 'Speaker', exact: true }).check()
    await pairing.getByRole('button', { name: 'Show pairing code' }).click()
    await pairing.getByText('This code pairs a Speaker.').waitFor()
    expect(asked).toHaveLength(1)
    await owner.context().close()
    await first.context().close()
  })
})
