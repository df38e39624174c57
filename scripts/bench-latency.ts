/**
 * Section 4 of `npm run bench`: how soon a paid payin reaches the screen.
 * - push (decision 025): on the counter and in the payment-link modal, with the gateway's event stream and
 *   with the stream refused (404, so the page falls back to the 5 s poll of product.md §9), BENCH_PAYMENTS
 *   payments each (default 20), each paid at a random point of the poll cycle; p50 and p95;
 * - after a real freeze/resume of the page (the service worker's watcher): resume → shown.
 * Latency = the page's own Date.now() when 'Payment Received!' entered the DOM − the time the
 * sandbox admin was asked to pay (same machine clock).
 */
import type { BrowserContext, Page } from 'playwright-core'
import { adminRequest, launchBrowser, signIn } from '../tests/e2e/support/browser'
import { chargeButton, chargeOnCounter } from '../tests/e2e/support/counter'
import type { Sandbox } from '../tests/e2e/support/sandbox'
import { BENCH_CHROME_ARGS, startChrome } from './bench-chrome'
import { createPayment, waitForActivatedWorker } from '../tests/e2e/support/pwa'
import { closeModal, receivedAt, watchForReceived } from './bench-payments'
import { record, RUNS } from './bench-report'

const PAYMENTS = Math.max(1, Number(process.env.BENCH_PAYMENTS ?? 20))

/** Nearest-rank percentile (p95 of 20 samples is the 19th smallest). */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

type Surface = 'counter' | 'modal'
type Mode = 'stream' | 'stream refused'

/** Charges on the counter's keypad (the page is on /counter) and returns the transaction id. */
async function charge(page: Page, rupees: number): Promise<string> {
  await page.getByRole('button', { name: 'Clear' }).click()
  return (await chargeOnCounter(page, String(rupees))).id
}

async function open(context: BrowserContext, sandbox: Sandbox, surface: Surface): Promise<Page> {
  const page = await context.newPage()
  await signIn(page, sandbox.url)
  await page.goto(`${sandbox.url}/${surface === 'counter' ? 'counter' : 'payments/create'}`)
  return page
}

async function pushRun(sandbox: Sandbox, surface: Surface, mode: Mode): Promise<number[]> {
  const browser = await launchBrowser(BENCH_CHROME_ARGS)
  const samples: number[] = []
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    if (mode === 'stream refused') {
      await context.route('**/api/v1/merchant/events', (route) =>
        route.fulfill({ status: 404, json: { success: false, error: { message: 'Not found' } } }),
      )
    }
    const page = await open(context, sandbox, surface)
    for (let i = 0; i < PAYMENTS; i++) {
      const amount = 100 + i
      const id =
        surface === 'counter'
          ? await charge(page, amount)
          : await createPayment(page, String(amount))
      await watchForReceived(page)
      // Pay at a random point of the page's poll cycle, as a customer would.
      await page.waitForTimeout(Math.floor(Math.random() * 5000))
      const paidAt = Date.now()
      const paid = await adminRequest(sandbox, 'POST', `payins/${id}/pay`)
      if (!paid.ok) throw new Error(`admin pay: HTTP ${paid.status}`)
      samples.push((await receivedAt(page)) - paidAt)
      if (surface === 'counter') {
        await page.getByRole('button', { name: 'Next customer' }).click()
        await chargeButton(page).waitFor()
      } else {
        await closeModal(page)
      }
    }
  } finally {
    await browser.close()
  }
  return samples
}

async function pushRows(sandbox: Sandbox): Promise<void> {
  for (const surface of ['counter', 'modal'] as const) {
    for (const mode of ['stream', 'stream refused'] as const) {
      const ms = await pushRun(sandbox, surface, mode)
      const s = ms.map((v) => v / 1000)
      const label = `${surface}, ${mode}: paid → Payment Received!`
      record({
        section: 'latency',
        metric: `${label} p50`,
        runs: s,
        unit: 's',
        target: mode === 'stream' ? { op: '<=', value: 0.3 } : undefined,
      })
      record({
        section: 'latency',
        metric: `${label} p95`,
        runs: [percentile(s, 95)],
        unit: 's',
        target: { op: '<=', value: mode === 'stream' ? 1 : 5.5 },
        note: `n=${s.length}`,
      })
    }
  }
}

async function resumeRows(sandbox: Sandbox): Promise<void> {
  const resumed: number[] = []
  const chrome = await startChrome()
  try {
    const context = chrome.browser.contexts()[0]
    if (!context) throw new Error('no default context')
    const setup = await context.newPage()
    await signIn(setup, sandbox.url)
    await setup.goto(`${sandbox.url}/payments/create`)
    await waitForActivatedWorker(setup)
    await setup.close()
    // A fresh tab per run: a page that was frozen and resumed may render no further frames in
    // headless Chromium, and the next run's clicks would wait for them.
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage()
      await page.bringToFront()
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`${sandbox.url}/payments/create`)
      await page.getByRole('button', { name: 'Create Payment Link' }).waitFor()
      const cdp = await context.newCDPSession(page)
      const id = await createPayment(page, String(200 + i))
      await watchForReceived(page)
      await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
      const paid = await adminRequest(sandbox, 'POST', `payins/${id}/pay`)
      if (!paid.ok) throw new Error(`admin pay: HTTP ${paid.status}`)
      // Frozen longer than one poll interval: the page itself could not have seen it.
      await new Promise((r) => setTimeout(r, 6500))
      const resumeAt = Date.now()
      await cdp.send('Page.setWebLifecycleState', { state: 'active' })
      resumed.push((await receivedAt(page)) - resumeAt)
      await cdp.detach()
      await page.close()
    }
  } finally {
    await chrome.stop()
  }
  record({
    section: 'latency',
    metric: 'after freeze/resume: resume → Payment Received!',
    runs: resumed.map((ms) => ms / 1000),
    unit: 's',
    target: { op: '<=', value: 1 },
  })
}

export async function latencySection(sandbox: Sandbox): Promise<void> {
  console.error(`4. status latency (${PAYMENTS} payments per surface and mode)…`)
  await pushRows(sandbox)
  await resumeRows(sandbox)
}
