/**
 * A whole trading day at the owner's counter (decision 049), in Chromium against the production
 * build and a real sandbox: a reload mid-sale comes back to the same QR, a late payment behind six
 * later sales is caught, a customer who paid twice is flagged, a notice never keeps inviting a
 * second charge, offline is said before Charge and under a QR, Enter after a clicked key charges,
 * a session that ends under a QR says so and the sale comes back, and thirteen hours on the
 * page's clock pass without a sign-out.
 */
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { inr } from './support/api'
import { adminRequest, signIn } from './support/browser'
import { chargeButton, chargeOnCounter, recordSpeech, spoken } from './support/counter'
import { decodeQr, parseUpiIntent } from './support/qr'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()
const HOUR = 3_600_000

async function openCounter(options: { clock?: boolean; width?: number } = {}): Promise<Page> {
  const context = await suite.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  })
  await recordSpeech(context)
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  if (options.clock) await page.clock.install()
  await signIn(page, suite.url)
  await page.goto(`${suite.url}/counter`)
  await chargeButton(page).waitFor()
  // The shift's strip is up: late payments already there are history, not news.
  await page
    .getByRole('region', { name: 'This shift at this counter' })
    .getByText('Collected')
    .waitFor()
  return page
}

async function admin(id: string, action: 'pay' | 'decline' = 'pay'): Promise<void> {
  expect((await adminRequest(suite.sandbox, 'POST', `payins/${id}/${action}`)).status).toBe(200)
}

/** Charges `digits` from an empty keypad; returns the transaction id. */
async function charge(page: Page, digits: string): Promise<string> {
  await page.getByRole('button', { name: 'Clear' }).click()
  return (await chargeOnCounter(page, digits)).id
}

async function paidSale(page: Page, digits: string): Promise<string> {
  const id = await charge(page, digits)
  await admin(id)
  await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
  await page.getByRole('button', { name: 'Next customer' }).click()
  return id
}

/**
 * A sale whose QR runs out unpaid: the gateway's QR lives 3 s (the sale's own expires_at), so the
 * gateway, not only the page, has it expired, and a payment within its late window is a late
 * payment. (A cashier's cancel would make the gateway refund such a payment: decision 050.)
 */
async function expiredSale(page: Page, digits: string): Promise<string> {
  const create = '**/api/v1/payin/create'
  await page.route(create, (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>
    const expiresAt = new Date(Date.now() + 3_000).toISOString()
    return route.continue({
      postData: JSON.stringify({ ...body, metadata: { expires_at: expiresAt } }),
    })
  })
  const id = await charge(page, digits)
  await page.unroute(create)
  await page.getByText('QR expired: no payment was received').waitFor({ timeout: 15_000 })
  return id
}

/** The session's stored times, moved back as the passing of time would leave them. */
function withSessionDb<T>(
  page: Page,
  apply: (db: Database.Database, hash: string) => T,
): Promise<T> {
  return page
    .evaluate(() => localStorage.getItem('authToken') ?? '')
    .then((token) => {
      const db = new Database(join(suite.sandbox.dataDir, 'sandbox.db'))
      db.pragma('busy_timeout = 5000')
      try {
        return apply(db, createHash('sha256').update(token).digest('hex'))
      } finally {
        db.close()
      }
    })
}

const qr = (page: Page) => page.getByRole('img', { name: 'QR code of the payment link' })

describe('nothing lost', () => {
  it('comes back to the same QR and countdown after a reload, and announces the payment', async () => {
    const page = await openCounter()
    const id = await charge(page, '77')
    expect(parseUpiIntent(await decodeQr(qr(page))).tr).toBe(id)
    const dialog = page.getByRole('dialog', { name: `Amount to pay ${inr.format(77)}` })
    const timer = dialog.getByRole('timer')
    // Two seconds of the countdown gone, as the timer shows them ('mm:ss' compares as text).
    await expect
      .poll(async () => (await timer.textContent()) ?? '', { timeout: 10_000 })
      .toSatisfy((left) => left <= '02:58')
    const before = (await timer.textContent()) ?? ''
    await page.reload()
    await dialog.waitFor()
    expect(parseUpiIntent(await decodeQr(qr(page))).tr).toBe(id)
    // The countdown kept running from the charge, not from the reload.
    const left = (await timer.textContent()) ?? ''
    expect(left <= before, `${left} after the reload, ${before} before`).toBe(true)

    await admin(id)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await expect.poll(() => spoken(page)).toContain('Received 77 rupees')
    // Digits typed on the success screen start the next sale.
    await page.keyboard.type('9')
    await page.getByText('Payment Received!').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: `Charge ${inr.format(9)}` }).waitFor()
    await page.context().close()
  })

  it('catches a late payment behind six later sales (position 7)', async () => {
    const page = await openCounter()
    const late = await expiredSale(page, '55')
    for (const digits of ['11', '12', '13', '14', '15', '16']) await paidSale(page, digits)
    await admin(late)
    await page
      .getByRole('alert')
      .filter({ hasText: `Late payment received: ${inr.format(55)}` })
      .waitFor({ timeout: 20_000 })
    await expect.poll(() => spoken(page)).toContain('Late payment received, 55 rupees')
    const lates = page
      .getByRole('region', { name: 'This shift at this counter' })
      .getByRole('list', { name: 'Late payments' })
    await lates.getByText(inr.format(55)).waitFor()
    await page.context().close()
  })

  it("says 'Paid twice?' when the same amount was paid again after the sale that lands late", async () => {
    const page = await openCounter()
    const first = await expiredSale(page, '44')
    // The cashier charges the same customer again (the amount was kept) and they pay.
    await chargeButton(page).click()
    await page.getByText('Scan QR code with any UPI app to pay').first().waitFor()
    await page.getByRole('dialog', { name: `Amount to pay ${inr.format(44)}` }).waitFor()
    const secondId = parseUpiIntent(await decodeQr(qr(page))).tr ?? ''
    await admin(secondId)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Next customer' }).click()

    await admin(first)
    const banner = page
      .getByRole('alert')
      .filter({ hasText: `Late payment received: ${inr.format(44)}` })
    await banner
      .getByText('Paid twice? The customer may have paid twice')
      .waitFor({ timeout: 20_000 })
    await banner.getByText(/ask the owner, who can refund one of the two payments/).waitFor()
    await page.context().close()
  })

  it('turns the notice of a sale later paid into the late payment and stops inviting a second charge', async () => {
    const page = await openCounter()
    const id = await expiredSale(page, '33')
    await page.getByRole('button', { name: `Charge ${inr.format(33)}` }).waitFor()
    await admin(id)
    const notice = page
      .getByRole('alert')
      .filter({ hasText: `Late payment received: ${inr.format(33)}` })
    await notice
      .getByText('This sale was paid after its QR closed. Do not charge the customer again.')
      .waitFor({ timeout: 20_000 })
    expect(await page.getByText('QR expired: no payment was received').count()).toBe(0)
    expect(await page.getByText(/charge again when the customer is ready/).count()).toBe(0)
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)
    expect(await page.getByTestId('counter-amount').textContent()).toBe('₹0')
    await page.context().close()
  })
})

describe('offline and keys', () => {
  it('says it cannot take payments before Charge, and under a QR that the payment will show', async () => {
    const page = await openCounter({ width: 375 })
    await page.getByRole('button', { name: '2' }).click()
    await page.getByRole('button', { name: '5' }).click()
    await page.context().setOffline(true)
    await page.getByText("No connection — payments can't be taken right now").waitFor()
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)
    await page.context().setOffline(false)
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(false)

    const { id } = await chargeOnCounter(page)
    await page.context().setOffline(true)
    await page
      .getByText('Connection lost — the payment will show when the connection is back')
      .waitFor()
    expect(await page.getByText('This screen updates by itself', { exact: false }).count()).toBe(0)
    await admin(id)
    await page.context().setOffline(false)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await expect.poll(() => spoken(page)).toContain('Received 25 rupees')
    await page.context().close()
  })

  it('charges on Enter after a clicked key, without typing that key again', async () => {
    const page = await openCounter()
    await page.getByRole('button', { name: '5', exact: true }).click()
    const created = page.waitForRequest((r) => r.url().includes('/api/v1/payin/create'))
    await page.keyboard.press('Enter')
    expect((await created).postDataJSON()).toMatchObject({ amount: 5 })
    await page.getByRole('dialog', { name: `Amount to pay ${inr.format(5)}` }).waitFor()
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.context().close()
  })
})

describe('sessions', () => {
  it('says what happened when the session ends under a QR, and the sale comes back after signing in', async () => {
    const page = await openCounter()
    const id = await charge(page, '66')
    await withSessionDb(page, (db, hash) =>
      db.prepare('UPDATE sessions SET expires_at = 0 WHERE token_hash = ?').run(hash),
    )
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 })
    await page
      .getByText('Your session ended while a payment was on screen.', { exact: false })
      .waitFor()
    await page.getByLabel('Username or Email').fill('demo')
    await page.getByLabel('Password', { exact: true }).fill('Demo@1234')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/counter')
    await page.getByRole('dialog', { name: `Amount to pay ${inr.format(66)}` }).waitFor()
    await admin(id)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.context().close()
  })

  it('keeps the owner signed in through a 13-hour day (page clock), selling at its end', async () => {
    const page = await openCounter({ clock: true })
    for (let hour = 1; hour <= 13; hour++) {
      // An hour passes for the gateway (the session's stored times move back) and for the page.
      await withSessionDb(page, (db, hash) =>
        db
          .prepare(
            'UPDATE sessions SET expires_at = expires_at - ?, created_at = created_at - ? WHERE token_hash = ?',
          )
          .run(HOUR, HOUR, hash),
      )
      const refreshed = page.waitForResponse((r) =>
        r.url().includes('/api/v1/counter/shift/current'),
      )
      await page.clock.fastForward('01:00:00')
      expect((await refreshed).status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe('/counter')
    }
    const left = await withSessionDb(page, (db, hash) => {
      const row = db
        .prepare('SELECT created_at, expires_at FROM sessions WHERE token_hash = ?')
        .get(hash) as { created_at: number; expires_at: number }
      return row
    })
    // Signed in 13 hours ago, and still 11+ hours to go: the session slid with use.
    expect(Date.now() - left.created_at).toBeGreaterThan(13 * HOUR - 60_000)
    expect(left.expires_at - Date.now()).toBeGreaterThan(11 * HOUR)
    const id = await charge(page, '13')
    await admin(id)
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    expect(new URL(page.url()).pathname).toBe('/counter')
    await page.context().close()
  })
})
