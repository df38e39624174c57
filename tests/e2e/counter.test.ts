/**
 * The counter (/counter, decision 024) in Chromium against the production build and a real sandbox,
 * as a cashier uses it: the keypad by taps and by keyboard, charge → the customer pays → 'Payment
 * Received!' → next customer; declined, expired (Playwright's clock), cancelled; a late UPI
 * credit shown and announced, and one on a cancelled QR refunded (decision 050); the shift's
 * strip against the gateway's own figures.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { adminRequest, signIn } from './support/browser'
import { chargeButton, chargeOnCounter, recordSpeech, spoken, wakeLocks } from './support/counter'
import { inr } from './support/api'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Payin = {
  transaction_id: string
  status: string
  utr: string | null
  channel?: string
  paid_late?: boolean
  auto_refund?: boolean
  cancelled_by?: string | null
  customer_name: string | null
  customer_email: string | null
  amount: number
}
/** This counter's open shift, as GET /counter/shift/current (the X-report) counts it. */
type Shift = { success_amount: number; success_count: number; payments: Payin[] }

async function payinById(id: string): Promise<Payin> {
  const list = await suite.apiData<Payin[]>(`/payin/list?page=1&limit=5&search=${id}`)
  const row = list.find((p) => p.transaction_id === id)
  if (!row) throw new Error(`payin ${id} not in the list`)
  return row
}

async function openCounter(viewport = { width: 1280, height: 900 }, clock = false): Promise<Page> {
  const context = await suite.newContext({ viewport })
  await recordSpeech(context)
  const page = await context.newPage()
  if (clock) await page.clock.install()
  await signIn(page, suite.url)
  await page.goto(`${suite.url}/counter`)
  await chargeButton(page).waitFor()
  return page
}

/** The big amount display (an <output>, so a live region named by its 'Amount' label). */
const display = (page: Page) => page.getByRole('status', { name: 'Amount' })
const key = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

async function tap(page: Page, keys: string[]): Promise<void> {
  for (const name of keys) await key(page, name).click()
}

/** Charges what is typed; the request must carry the counter channel and no customer. */
async function charge(page: Page): Promise<string> {
  const { id, request } = await chargeOnCounter(page)
  expect(request.channel).toBe('counter')
  expect(request).not.toHaveProperty('customer_name')
  expect(request).not.toHaveProperty('customer_email')
  return id
}

async function admin(id: string, action: 'pay' | 'decline'): Promise<void> {
  const response = await adminRequest(suite.sandbox, 'POST', `payins/${id}/${action}`)
  expect(response.status).toBe(200)
}

describe('the keypad', () => {
  it('takes taps: en-IN amount, two decimals, delete and clear, ₹1 minimum', async () => {
    const page = await openCounter({ width: 375, height: 812 })
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)
    await page.getByText('Minimum amount is ₹1').waitFor()

    await tap(page, ['1', '2', '3', '4', '5', '6', '.', '5', '0'])
    await expect.poll(() => display(page).textContent()).toBe('₹1,23,456.50')
    await page.getByRole('button', { name: 'Charge ₹1,23,456.50' }).waitFor()
    // A third decimal is refused as it is typed.
    await key(page, '9').click()
    await key(page, '.').click()
    expect(await display(page).textContent()).toBe('₹1,23,456.50')

    await key(page, 'Delete').click()
    await expect.poll(() => display(page).textContent()).toBe('₹1,23,456.5')
    await key(page, 'Clear').click()
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)

    await tap(page, ['0', '.', '5'])
    expect(await chargeButton(page).isDisabled()).toBe(true)
    await tap(page, ['Clear', '1', '00'])
    await page.getByRole('button', { name: 'Charge ₹100.00' }).waitFor()
    await page.context().close()
  })

  it('takes a finger: the digit shows as it lands, and each tap counts once', async () => {
    const context = await suite.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await signIn(page, suite.url)
    await page.goto(`${suite.url}/counter`)
    await chargeButton(page).waitFor()

    // Real taps (touch events → pointer events and the browser's own click): once each.
    for (const name of ['1', '2', '0']) await key(page, name).tap()
    await expect.poll(() => display(page).textContent()).toBe('₹120')
    await page.getByRole('button', { name: 'Charge ₹120.00' }).waitFor()

    const centre = async (name: string) => {
      const box = await key(page, name).boundingBox()
      if (!box) throw new Error(`no key ${name}`)
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
    // The finger lands on 5 and stays down: the digit is already there (decision 038).
    const point = await centre('5')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await expect.poll(() => display(page).textContent()).toBe('₹1,205')
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    // Lifting it (the tap's click) adds nothing; the next tap still counts.
    await key(page, 'Delete').tap()
    await expect.poll(() => display(page).textContent()).toBe('₹120')

    // Two thumbs: 3 lands while 5 is still down (not the primary pointer: the browser sends no
    // click for it), then both lift; then a plain tap on 3. Each counts once.
    const five = { ...(await centre('5')), id: 1 }
    const three = { ...(await centre('3')), id: 2 }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [five] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [five, three] })
    await expect.poll(() => display(page).textContent()).toBe('₹12,053')
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await key(page, '3').tap()
    await expect.poll(() => display(page).textContent()).toBe('₹1,20,533')
    await context.close()
  })

  it('takes the keyboard: number row, numpad, Backspace, Escape, Enter; not while typing a note', async () => {
    const page = await openCounter()
    // Numpad keys with NumLock on: Playwright's Shift+NumpadN sends key 'N' from the numpad.
    await page.keyboard.press('Digit4')
    await page.keyboard.press('Shift+Numpad2')
    await page.keyboard.press('Digit0')
    await page.keyboard.press('Shift+NumpadDecimal')
    await page.keyboard.press('Shift+Numpad5')
    await page.getByRole('button', { name: 'Charge ₹420.50' }).waitFor()
    await page.keyboard.press('Backspace')
    await page.keyboard.press('Backspace')
    await page.getByRole('button', { name: 'Charge ₹420.00' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)

    await page.keyboard.type('99')
    await page.getByLabel('Note (optional)').fill('Table 4')
    await page.getByLabel('Note (optional)').press('5')
    expect(await page.getByLabel('Note (optional)').inputValue()).toBe('Table 45')
    await page.getByRole('button', { name: 'Charge ₹99.00' }).waitFor()

    // Enter charges from the keypad (focus outside the note).
    await page.getByRole('heading', { name: 'Counter' }).first().click()
    const created = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
    await page.keyboard.press('Enter')
    const body = (await (await created).json()) as { data: { transaction_id: string } }
    await page.getByText('Scan QR code with any UPI app to pay').first().waitFor()
    const payin = await payinById(body.data.transaction_id)
    expect(payin).toMatchObject({ amount: 99, channel: 'counter', status: 'pending' })
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.getByText('Payment cancelled: no money was taken').waitFor()
    await page.context().close()
  })
})

describe('a sale', () => {
  it('charges, waits for the gateway, shows Payment Received! and readies the next customer', async () => {
    const page = await openCounter({ width: 375, height: 812 })
    await tap(page, ['1', '2', '0'])
    // The screen stays awake while the counter is open (taken with the first tap).
    await expect.poll(() => wakeLocks(page)).toContain('screen')
    const id = await charge(page)
    const qr = page.getByRole('img', { name: 'QR code of the payment link' })
    await qr.waitFor()
    await page.getByText('₹120.00').first().waitFor()
    await page.getByRole('timer').waitFor()

    // Not paid yet: nothing but the waiting view.
    expect(await page.getByText('Payment Received!').count()).toBe(0)
    await admin(id, 'pay')
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    const payin = await payinById(id)
    expect(payin).toMatchObject({
      status: 'success',
      channel: 'counter',
      customer_name: null,
      customer_email: null,
    })
    await page.getByText(payin.utr?.slice(-4) ?? 'no utr', { exact: true }).waitFor()
    await expect.poll(() => spoken(page)).toContain('Received 120 rupees')

    await page.getByRole('button', { name: 'Next customer' }).click()
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)
    await page.context().close()
  })

  it('returns to the keypad on its own a few seconds after a payment', async () => {
    const page = await openCounter(undefined, true)
    await tap(page, ['3', '5'])
    const id = await charge(page)
    await admin(id, 'pay')
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.clock.fastForward(9_000)
    await page.getByText('Payment Received!').waitFor({ state: 'detached' })
    await expect.poll(() => chargeButton(page).isDisabled()).toBe(true)
    await page.context().close()
  })

  it('says so in plain words when the customer declines, keeping the amount', async () => {
    const page = await openCounter()
    await tap(page, ['2', '5', '0'])
    const id = await charge(page)
    await admin(id, 'decline')
    await page.getByText('Payment declined by the customer').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Charge ₹250.00' }).waitFor()
    expect(await page.getByText('Payment Received!').count()).toBe(0)
    await page.context().close()
  })

  it('expires when the countdown ends unpaid (Playwright clock)', async () => {
    const page = await openCounter(undefined, true)
    await tap(page, ['8', '0'])
    await charge(page)
    await page.clock.fastForward(181_000)
    await page.getByText('QR expired: no payment was received').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Charge ₹80.00' }).waitFor()
    await page.context().close()
  })

  it('cancels the payin on the gateway', async () => {
    const page = await openCounter()
    await tap(page, ['6', '5'])
    const id = await charge(page)
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.getByText('Payment cancelled: no money was taken').waitFor()
    expect((await payinById(id)).status).toBe('cancelled')
    await page.getByRole('button', { name: 'Charge ₹65.00' }).waitFor()
    await page.context().close()
  })
})

describe('after the sale', () => {
  it('records, shows and announces a payment that lands after the QR expired', async () => {
    const page = await openCounter()
    // The gateway's QR lives 3 s instead of its usual minutes (the sale's own expires_at), so the
    // gateway, not only the page, has it expired: a late payment is one the gateway calls late.
    await page.route('**/api/v1/payin/create', (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      const expiresAt = new Date(Date.now() + 3_000).toISOString()
      return route.continue({
        postData: JSON.stringify({ ...body, metadata: { expires_at: expiresAt } }),
      })
    })
    await tap(page, ['1', '4', '0'])
    const id = await charge(page)
    await page.getByText('QR expired: no payment was received').waitFor({ timeout: 15_000 })
    await expect
      .poll(async () => (await payinById(id)).status, { timeout: 10_000 })
      .toBe('cancelled')

    // The customer had already scanned: the bank's credit arrives late. It is never lost.
    await admin(id, 'pay')
    expect(await payinById(id)).toMatchObject({ status: 'success', paid_late: true })
    await page
      .getByRole('alert')
      .filter({ hasText: `Late payment received: ${inr.format(140)}` })
      .waitFor({ timeout: 20_000 })
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringMatching(/late/i))
    const strip = page.getByRole('region', { name: 'This shift at this counter' })
    await strip.getByText('Paid late').first().waitFor()

    await page.goto(`${suite.url}/payments`)
    await page.getByLabel('Search').fill(id)
    await page.getByTestId('payment-row').filter({ hasText: id }).getByText('Paid late').waitFor()
    await page.context().close()
  })

  it('refunds, never keeps, a payment that lands after the cashier cancelled the QR, and says so', async () => {
    const page = await openCounter()
    await tap(page, ['1', '4', '5'])
    const id = await charge(page)
    await page.getByRole('button', { name: 'Cancel payment' }).click()
    await page.getByText('Payment cancelled: no money was taken').waitFor()

    // Decision 050: the payment is recorded on the cancelled payin and sent back at once.
    await admin(id, 'pay')
    expect(await payinById(id)).toMatchObject({
      status: 'cancelled',
      paid_late: true,
      auto_refund: true,
      cancelled_by: 'merchant',
    })
    // The counter says so, on screen in place of 'Payment cancelled' and aloud; the amount stays
    // typed (nothing was kept), and it is no late payment.
    const words = `${inr.format(145)} paid after the QR was cancelled — refunded to the customer automatically`
    await page.getByRole('alert').filter({ hasText: words }).waitFor({ timeout: 20_000 })
    expect(await page.getByText('Payment cancelled: no money was taken').count()).toBe(0)
    await expect
      .poll(() => spoken(page))
      .toContain(
        '145 rupees paid after the QR was cancelled, refunded to the customer automatically',
      )
    await page.getByRole('button', { name: 'Charge ₹145.00' }).waitFor()
    const strip = page.getByRole('region', { name: 'This shift at this counter' })
    await strip
      .getByTestId('counter-late-row')
      .filter({ hasText: inr.format(145) })
      .getByText('Refunded automatically')
      .waitFor()
    expect(await page.getByText(/Late payment received/).count()).toBe(0)
    expect(await spoken(page)).not.toContainEqual(expect.stringMatching(/late/i))

    const list = await suite.newPage({ signIn: true, path: '/payments' })
    await list.getByLabel('Search').fill(id)
    await list
      .getByTestId('payment-row')
      .filter({ hasText: id })
      .getByText(/^(Automatic refund pending|Refunded automatically)$/)
      .waitFor()
    await list.context().close()
    await page.context().close()
  })

  it("shows this shift's total, count and latest payments as the gateway counts them, live", async () => {
    const page = await openCounter()
    const strip = page.getByRole('region', { name: 'This shift at this counter' })
    await tap(page, ['2', '1'])
    const id = await charge(page)
    await admin(id, 'pay')
    await page.getByText('Payment Received!').waitFor({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Next customer' }).click()

    // The owner's own counter ('Owner') and its open shift, as the gateway counts them.
    const shift = await suite.apiData<Shift>('/counter/shift/current')
    expect(shift.payments[0]?.transaction_id).toBe(id)
    await strip.getByText(inr.format(shift.success_amount), { exact: true }).waitFor()
    await strip
      .getByText(shift.success_count === 1 ? '1 payment' : `${shift.success_count} payments`, {
        exact: true,
      })
      .waitFor()
    const latest = strip.getByRole('list', { name: 'Latest payments' })
    await expect
      .poll(() => latest.getByRole('listitem').count())
      .toBe(Math.min(10, shift.payments.length))
    await latest.getByRole('listitem').first().getByText(inr.format(21)).waitFor()
    await page.context().close()
  })
})
