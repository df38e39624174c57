/**
 * The tabs of one browser share one event stream (docs/decisions/046), in Chromium against the
 * production build: several counters open in one signed-in context make ONE request to
 * /merchant/events, the leader relays a payment to every tab, and closing the leader hands the
 * stream to another tab, which goes on delivering. Every status poll is answered 'pending' and
 * service workers are blocked, so only the push can show a payment.
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { adminRequest } from './support/browser'
import { chargeOnCounter } from './support/counter'
import { quietFor } from './support/settle'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

const isStream = (request: Request) => new URL(request.url()).pathname === '/api/v1/merchant/events'

async function pay(id: string): Promise<void> {
  const response = await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)
  expect(response.status).toBe(200)
}

const received = (page: Page) => page.getByText('Payment Received!').waitFor({ timeout: 3_000 })

describe('tabs of one browser', () => {
  it('share one stream, reach every tab with a payment, and hand over when the leader closes', async () => {
    // Signed in already: a sign-in's dashboard would open a stream of its own before the first
    // tab goes to /counter, and whether it did depended on how fast the tab moved on.
    const context = await suite.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
      storageState: await suite.signedInState(),
    })
    await context.route('**/api/v1/payin/status/**', (route) =>
      route.fulfill({ json: { success: true, data: { status: 'pending' } } }),
    )
    // The clock brings the counter back to its keypad after a sale when the test says so.
    await context.clock.install()
    const streams: Page[] = []
    context.on('request', (request) => {
      if (isStream(request)) streams.push(request.frame().page())
    })

    const first = await context.newPage()
    const pages = [first, await context.newPage(), await context.newPage()]
    for (const page of pages) {
      await page.goto(`${suite.url}/counter`)
      await page.getByTestId('counter-amount').waitFor()
    }
    await expect.poll(() => streams.length).toBe(1)
    const leader = streams[0] as Page
    // Every tab is listening; none opens a stream of its own.
    await quietFor(pages[2] ?? first, 1_000)
    expect(streams).toHaveLength(1)

    // A sale on each counter: each tab hears its payment, the followers through the leader.
    const sales = []
    for (const [i, page] of pages.entries()) {
      // The cashier looks at the tab they sell on. (A tab behind others draws no frames:
      // each click there waited a second or two for one.)
      await page.bringToFront()
      sales.push(await chargeOnCounter(page, `${i + 1}5`))
    }
    for (const sale of sales) await pay(sale.id)
    for (const page of pages) await received(page)
    expect(streams).toHaveLength(1)

    // The leader's tab closes: another tab takes the stream over at once.
    await leader.close()
    const rest = pages.filter((page) => page !== leader)
    await expect.poll(() => streams.length, { timeout: 3_000 }).toBe(2)
    expect(rest).toContain(streams[1])

    // And the push goes on reaching every remaining tab.
    await context.clock.fastForward(9_000)
    const next = []
    for (const page of rest) {
      await page.bringToFront()
      await page.getByText('Payment Received!').waitFor({ state: 'detached' })
      next.push(await chargeOnCounter(page, '42'))
    }
    for (const sale of next) await pay(sale.id)
    for (const page of rest) await received(page)
    expect(streams).toHaveLength(2)
    await context.close()
  })
})
