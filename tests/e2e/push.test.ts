/**
 * Decision 025 in Chromium against the production build and a real sandbox: the QR a UPI app would
 * scan (decoded from a screenshot by jsQR), and the status push — a paid payin reaches the
 * counter and the payment-link modal by the gateway's event stream; with the stream refused the
 * 5 s poll still delivers it; a dropped stream reconnects and catches up on what it missed.
 */
import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { adminRequest, signIn } from './support/browser'
import { chargeOnCounter } from './support/counter'
import { decodeQr, parseUpiIntent } from './support/qr'
import { quietFor } from './support/settle'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

/** Service workers blocked: the worker's own watcher must not be what delivers a status here. */
async function newContext(): Promise<BrowserContext> {
  return suite.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' })
}

async function openCounter(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await signIn(page, suite.url)
  // The sidebar's link, exactly: a sign-in page still on screen as the URL changes also has
  // 'Set up this device as a counter'.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Counter', exact: true })
    .click()
  await page.waitForURL((url) => url.pathname === '/counter')
  return page
}

/** Types the amount on the keypad, adds a note, charges; returns the new transaction id. */
async function charge(page: Page, digits: string, note?: string): Promise<string> {
  return (await chargeOnCounter(page, digits, { note })).id
}

async function createLink(page: Page, amount: string): Promise<string> {
  await page.goto(`${suite.url}/payments/create`)
  await page.getByLabel('Amount', { exact: false }).first().fill(amount)
  await page.getByLabel('Customer Name').fill('Asha Verma')
  await page.getByLabel('Customer Email').fill('asha@example.com')
  const created = page.waitForResponse(
    (r) => r.url().includes('/api/v1/payin/create') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create Payment Link' }).click()
  const body = (await (await created).json()) as { data: { transaction_id: string } }
  await page.getByRole('heading', { name: 'Waiting for Payment' }).waitFor()
  return body.data.transaction_id
}

async function pay(id: string): Promise<void> {
  const response = await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)
  expect(response.status).toBe(200)
}

/** Answers every status poll 'pending': only a push can tell the page about the payment. */
async function pollsSayPending(context: BrowserContext): Promise<void> {
  await context.route('**/api/v1/payin/status/**', (route) =>
    route.fulfill({ json: { success: true, data: { status: 'pending' } } }),
  )
}

const qrImage = (page: Page) => page.getByRole('img', { name: /QR code/ }).first()

describe('the QR a UPI app scans', () => {
  it('is the UPI intent in the payment-link modal, while the link field keeps the payment URL', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, suite.url)
    const id = await createLink(page, '250.5')
    const profile = await suite.apiData<{ upi_vpa: string; business_name: string }>(
      '/merchant/profile',
    )

    const intent = parseUpiIntent(await decodeQr(qrImage(page)))
    expect(intent).toMatchObject({
      pa: profile.upi_vpa,
      pn: profile.business_name,
      am: '250.50',
      cu: 'INR',
      tr: id,
    })
    expect(intent.tn).toBeTruthy()
    expect(intent.mc).toBeUndefined() // demo has no merchant category code
    expect(await page.getByRole('dialog').getByText(id, { exact: true }).count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Payment link' }).inputValue()).toBe(
      `${suite.url}/sandbox/pay/${id}`,
    )
    await context.close()
  })

  it('is the UPI intent on the counter, the note as tn', async () => {
    const context = await newContext()
    const page = await openCounter(context)
    const id = await charge(page, '120', 'Chai & samosa')
    const intent = parseUpiIntent(await decodeQr(qrImage(page)))
    expect(intent).toMatchObject({
      pa: 'acmestores@sandbox',
      pn: 'Acme Stores',
      am: '120.00',
      cu: 'INR',
      tr: id,
      tn: 'Chai & samosa',
    })
    await context.close()
  })
})

describe('status push', () => {
  it('brings a payment to the counter and the modal by the stream, with every poll saying pending', async () => {
    const context = await newContext()
    await pollsSayPending(context)
    const page = await openCounter(context)
    const id = await charge(page, '75')
    await pay(id)
    await page.getByText('Payment Received!').waitFor({ timeout: 2_000 })

    // The same signed-in context: the second page starts on the create form.
    const modalPage = await context.newPage()
    const linkId = await createLink(modalPage, '80')
    await pay(linkId)
    await modalPage.getByText('Payment Received!').waitFor({ timeout: 2_000 })
    await context.close()
  })

  it('asks for the stream at low priority, behind the screen’s own data', async () => {
    const context = await newContext()
    const page = await context.newPage()
    await signIn(page, suite.url)
    const cdp = await context.newCDPSession(page)
    const priorities = new Map<string, string>()
    cdp.on('Network.requestWillBeSent', (event) => {
      const path = new URL(event.request.url).pathname
      if (path.startsWith('/api/v1/')) priorities.set(path, event.request.initialPriority)
    })
    await cdp.send('Network.enable')
    await page.goto(`${suite.url}/counter`)
    await page.getByTestId('counter-amount').waitFor()
    await expect.poll(() => priorities.get('/api/v1/merchant/events')).toBe('Low')
    // The screen's own data (this counter's shift) keeps its ordinary priority.
    expect(priorities.get('/api/v1/counter/shift/current')).toBe('High')
    await context.close()
  })

  it('still delivers by the 5 s poll when the stream is refused', async () => {
    const context = await newContext()
    let streamRequests = 0
    await context.route('**/api/v1/merchant/events', (route) => {
      // The counter page's own asks: the dashboard that sign-in opens asks once too, or not, as
      // its stream starts before or after the next page is loaded.
      if (new URL(route.request().frame().url()).pathname === '/counter') streamRequests += 1
      return route.fulfill({
        status: 404,
        json: { success: false, error: { message: 'Not found' } },
      })
    })
    const page = await context.newPage()
    await page.clock.install()
    await signIn(page, suite.url)
    await page.goto(`${suite.url}/counter`)
    const id = await charge(page, '60')
    await pay(id)
    // No stream: nothing arrives until the next poll, which the clock brings at once.
    await quietFor(page, 300)
    expect(await page.getByText('Payment Received!').count()).toBe(0)
    await page.clock.fastForward(5_000)
    await page.getByText('Payment Received!').waitFor({ timeout: 3_000 })
    // A 404 means "no stream here": the page does not keep asking.
    expect(streamRequests).toBe(1)
    await context.close()
  })

  it('reconnects after the stream drops and catches up on a payment made meanwhile', async () => {
    const context = await newContext()
    let streams = 0
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    let releasedAt = 0
    // The first stream drops at once; the reconnect is held until the payment was made.
    await context.route('**/api/v1/merchant/events', async (route: Route) => {
      streams += 1
      if (streams === 1) {
        return route.fulfill({
          status: 200,
          headers: { 'Content-Type': 'text/event-stream' },
          body: 'retry: 3000\nevent: ready\ndata: {}\n\n',
        })
      }
      await released
      return route.continue()
    })
    // Until the reconnect, the poll cannot see the payment either.
    const statusAsked: number[] = []
    await context.route('**/api/v1/payin/status/**', (route) => {
      if (!releasedAt)
        return route.fulfill({ json: { success: true, data: { status: 'pending' } } })
      statusAsked.push(Date.now())
      return route.continue()
    })
    const page = await openCounter(context)
    const id = await charge(page, '45')
    await expect.poll(() => streams, { timeout: 5_000 }).toBeGreaterThanOrEqual(2)
    await pay(id)
    await quietFor(page, 500)
    expect(await page.getByText('Payment Received!').count()).toBe(0)

    releasedAt = Date.now()
    release()
    await page.getByText('Payment Received!').waitFor({ timeout: 3_000 })
    // Caught up by the reconnect's re-read, not by waiting for the next 5 s poll.
    expect((statusAsked[0] ?? Infinity) - releasedAt).toBeLessThan(1_000)
    await context.close()
  })
})
