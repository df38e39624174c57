/**
 * `npm run bench`, section size, the downloads tests/e2e/budget.test.ts holds to their budgets
 * that scripts/bench.ts's English first visit does not cover (no service worker, nothing cached,
 * each file gzip -9):
 *   - a cold /counter (decision 032's 170 KB): the owner's counter opened from the home screen
 *     (session stored), every script and stylesheet until the keypad and today's strip are up
 *     and a second passes with none arriving, in English and Hindi;
 *   - /dashboard in Hindi (300 KB): a new device whose browser prefers Hindi, from /login through
 *     signing in to the dashboard drawn, charts included.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { DEMO, signIn } from '../tests/e2e/support/browser'
import type { Sandbox } from '../tests/e2e/support/sandbox'
import { quietFor } from '../tests/e2e/support/settle'

type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>

/** The words a cold counter waits for, in each language the bench measures. */
const SCREEN = {
  en: { keypad: 'Keypad', strip: /at this counter$/, collected: 'Collected' },
  hi: { keypad: 'कीपैड', strip: /इस काउंटर/, collected: 'प्राप्त राशि' },
} as const
export type CounterLanguage = keyof typeof SCREEN

export async function storedSession(browser: Browser, sandbox: Sandbox): Promise<StoredSession> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, sandbox.url)
  const state = await context.storageState()
  await context.close()
  return state
}

/** Each script and stylesheet of the origin a page downloads, once, with its gzip size. */
function recordSizes(page: Page, origin: string) {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    if (!response.url().startsWith(origin) || (kind !== 'script' && kind !== 'stylesheet')) return
    if (sizes.has(response.url())) return
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  return async () => ({
    bytes: (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0),
    files: sizes.size,
  })
}

/** The gzip bytes of a cold /counter's scripts and stylesheets, and how many files. */
export async function coldCounterDownload(
  browser: Browser,
  sandbox: Sandbox,
  session: StoredSession,
  language: CounterLanguage,
): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: session,
    viewport: { width: 412, height: 823 },
  })
  await context.addInitScript((code) => localStorage.setItem('portalLanguage', code), language)
  const page = await context.newPage()
  const total = recordSizes(page, sandbox.url)
  const words = SCREEN[language]
  await page.goto(`${sandbox.url}/counter`)
  await page.getByRole('group', { name: words.keypad }).waitFor()
  await page.getByRole('region', { name: words.strip }).getByText(words.collected).waitFor()
  await quietFor(page, 1000, {
    requests: (request) => ['script', 'stylesheet'].includes(request.resourceType()),
  })
  const download = await total()
  await context.close()
  return download
}

/** The gzip bytes of /login, signing in and the dashboard in Hindi, and how many files. */
export async function hindiDashboardDownload(
  browser: Browser,
  sandbox: Sandbox,
): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'hi-IN' })
  const page = await context.newPage()
  // The dashboard's event stream stays open and downloads no code: a gateway without it.
  await page.route('**/api/v1/merchant/events', (route) => route.fulfill({ status: 404 }))
  const total = recordSizes(page, sandbox.url)
  await page.goto(`${sandbox.url}/login`)
  await page.getByLabel('यूज़रनेम या ईमेल').fill(DEMO.username)
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
  await page.getByRole('img', { name: 'हफ़्ते के दिनों के नमूना भुगतान और पेआउट' }).waitFor()
  await page.locator('[data-testid=chart-status] canvas').first().waitFor()
  await page.waitForLoadState('networkidle')
  const download = await total()
  await context.close()
  return download
}
