/**
 * Bundle budgets (decision 023), measured in Chromium against the production build, so lazy chunks a
 * screen never requests do not count; each file gzip-compressed (level 9) as `npm run bench`
 * counts it. A budget fails when exceeded at all: no tolerance, since the figures are exact (the
 * gzip of the same build is the same bytes every run; only which lazy files a screen fetches could
 * vary, and each screen here waits for what it shows before counting):
 *   - /login: the JavaScript a first visit downloads, 125 KB;
 *   - /dashboard: JavaScript and CSS of /login plus what signing in and drawing the dashboard
 *     add (charts included), 300 KB;
 *   - /counter opened cold by a signed-in cashier (the home-screen shortcut: session stored,
 *     nothing cached): all its JavaScript and CSS until the keypad and today's strip are up,
 *     COUNTER_TOTAL_BUDGET_KB (decision 032: the counter must be instant on a budget phone), in
 *     English and in Hindi, and on a paired counter device (decision 049) with its cashier
 *     chosen, in both languages, the same budget;
 *   - /speaker opened cold on a paired Speaker (decision 079): its page, scripts and styles until
 *     its state light is green, SPEAKER_TOTAL_BUDGET_KB, in English and in Hindi.
 * The portal's files /login downloads, read from the scripts' source maps, must be exactly those
 * scripts/sign-in-files.js lists (ESLint keeps zod out of them).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { expandEntries, SIGN_IN_CODE, SIGN_IN_ROUTES } from '../../scripts/sign-in-files.js'
import { signIn } from './support/browser'
import { counterDrawn, signInToDashboardInHindi } from './support/first-screens'
import { quietFor } from './support/settle'
import { kb, noEventStream, recordDownloads, type Download } from './support/downloads'
import { addCounter, keepDevice, pairOverApi } from './support/counter-device'
import { setupE2ESuite } from './support/suite'
import { coldSpeakerDownload, pairSpeaker } from '../../scripts/bench-cold-size'

const LOGIN_JS_BUDGET_KB = 125
const DASHBOARD_TOTAL_BUDGET_KB = 300
const COUNTER_TOTAL_BUDGET_KB = 170
const SPEAKER_TOTAL_BUDGET_KB = 120
// No service worker: its precache would download every chunk of the app, not what a screen needs.
const suite = setupE2ESuite({ apiToken: true, contextDefaults: { serviceWorkers: 'block' } })

/**
 * The portal's own source files (repo-relative) that went into these scripts, from their source
 * maps: the build writes one beside each script without linking it (`sourcemap: 'hidden'`).
 */
async function sourceFilesOf(scripts: Download[]): Promise<string[]> {
  const files = new Set<string>()
  for (const { url } of scripts) {
    // Read from the build on disk: the sandbox does not serve source maps.
    const map = join(suite.sandbox.distDir, `${new URL(url).pathname}.map`)
    // The bundler's runtime chunk is its own code: it has no map.
    if (!existsSync(map)) continue
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }
    for (const source of sources ?? []) {
      // Relative to the map (`../../src/app.tsx`); a split route adds `?tsr-split=…`.
      const file = new URL(source, url).pathname.slice(1)
      if (file.startsWith('src/')) files.add(file)
    }
  }
  return [...files].sort()
}

/**
 * The parts of a catalogue among these downloads (scripts/i18n-plugins.ts, decision 062), read
 * from each file's source map: `src/locales/hi.po?part=counter` → 'hi:counter'.
 */
function catalogueParts(downloads: Download[]): string[] {
  const parts = downloads.flatMap(({ url }) => {
    const map = join(suite.sandbox.distDir, `${new URL(url).pathname}.map`)
    if (!existsSync(map)) return []
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }
    return (sources ?? []).flatMap((source) => {
      const part = /locales\/([a-z]+)\.po\?part=([a-z]+)$/.exec(source)
      return part ? [`${part[1]}:${part[2]}`] : []
    })
  })
  return parts.sort()
}

/** Each file's name and gzip size, largest first: where to look when a budget is missed. */
const listed = (downloads: Download[]) =>
  [...downloads]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((d) => `  ${(d.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(d.url).pathname}`)
    .join('\n')

it(`keeps /login JS within ${LOGIN_JS_BUDGET_KB} KB and /dashboard JS + CSS within ${DASHBOARD_TOTAL_BUDGET_KB} KB gzip`, async () => {
  const context = await suite.newContext()
  const page = await context.newPage()
  const recorder = recordDownloads(page, suite.url)

  await page.goto(`${suite.url}/login`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  await recorder.settled()
  const login = recorder.downloads()

  await noEventStream(page)
  await signIn(page, suite.url)
  await page.getByRole('img', { name: 'Sample weekday payments and payouts' }).waitFor()
  await page.locator('[data-testid=chart-status] canvas').first().waitFor()
  await page.waitForLoadState('networkidle')
  await recorder.settled()
  await context.close()

  const loginJs = kb(login.filter((d) => d.type === 'script'))
  const dashboard = recorder.downloads()
  const dashboardTotal = kb(dashboard)
  console.log(
    `/login JS ${loginJs.toFixed(1)} KB gzip (${login.length} files); ` +
      `/dashboard JS + CSS ${dashboardTotal.toFixed(1)} KB gzip (${dashboard.length} files)\n` +
      listed(dashboard),
  )
  expect(login.some((d) => d.type === 'script')).toBe(true)
  expect(loginJs).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB)
  // The list ESLint and the build use is what /login really downloads: nothing more, nothing less.
  const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
  expect(await sourceFilesOf(login.filter((d) => d.type === 'script'))).toEqual(
    expandEntries(repoRoot, [...SIGN_IN_CODE, ...SIGN_IN_ROUTES]).sort(),
  )
  // The charts must be among the dashboard's downloads, or the total would flatter the build.
  expect(dashboard.some((d) => /status-chart-/.test(d.url))).toBe(true)
  expect(dashboardTotal).toBeLessThanOrEqual(DASHBOARD_TOTAL_BUDGET_KB)
})

it(`keeps /login JS in Hindi within ${LOGIN_JS_BUDGET_KB} KB gzip: only the first and sign-in parts of its catalogue`, async () => {
  // A new device whose browser prefers Hindi (docs/decisions/056).
  const context = await suite.newContext({ locale: 'hi-IN' })
  const page = await context.newPage()
  const recorder = recordDownloads(page, suite.url)
  await page.goto(`${suite.url}/login`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).waitFor()
  await recorder.settled()
  await context.close()
  const login = recorder.downloads().filter((d) => d.type === 'script')
  const catalogue = login.filter((d) => /\/hi-[^/]*\.js$/.test(d.url))
  console.log(
    `/login JS in Hindi ${kb(login).toFixed(1)} KB gzip (${login.length} files; ` +
      `catalogue ${kb(catalogue).toFixed(1)} KB)`,
  )
  // The first part and the sign-in page's only: the signed-in screens' texts come after signing
  // in, the gateway's with its first refusal (decision 062).
  expect(catalogueParts(login)).toEqual(['hi:auth', 'hi:boot'])
  expect(kb(login)).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB)
})

it(`keeps /dashboard JS + CSS in Hindi within ${DASHBOARD_TOTAL_BUDGET_KB} KB gzip: only the parts of the catalogue it shows`, async () => {
  // A new device whose browser prefers Hindi: /login, signing in, the dashboard drawn.
  const context = await suite.newContext({ locale: 'hi-IN' })
  const page = await context.newPage()
  const recorder = recordDownloads(page, suite.url)
  await noEventStream(page)
  await signInToDashboardInHindi(page, suite.url)
  await page.waitForLoadState('networkidle')
  await recorder.settled()
  await context.close()
  const dashboard = recorder.downloads()
  console.log(
    `/dashboard in Hindi JS + CSS ${kb(dashboard).toFixed(1)} KB gzip (${dashboard.length} files)\n` +
      listed(dashboard),
  )
  // The sign-in page's, the layout's, the signed-in person's (their role in the user menu) and
  // the dashboard's texts: not every screen's (decision 062).
  expect(catalogueParts(dashboard)).toEqual([
    'hi:auth',
    'hi:boot',
    'hi:counter',
    'hi:dashboard',
    'hi:people',
  ])
  expect(kb(dashboard)).toBeLessThanOrEqual(DASHBOARD_TOTAL_BUDGET_KB)
})

it('on a phone, fetches the pie chart code only when the pie is scrolled near', async () => {
  const context = await suite.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.clock.install()
  const chartRequests: string[] = []
  page.on('request', (request) => {
    if (/status-chart-/.test(request.url())) chartRequests.push(request.url())
  })
  await noEventStream(page)
  await signIn(page, suite.url)
  const trends = page.getByRole('img', { name: 'Sample weekday payments and payouts' })
  await expect
    .poll(() => trends.locator('img').evaluate((img: HTMLImageElement) => img.complete))
    .toBe(true)
  // Past the 2 s fallback too: still below the fold, so still not fetched.
  await page.clock.runFor(5000)
  await page.waitForLoadState('networkidle')
  expect(chartRequests).toEqual([])
  expect(await page.getByRole('region', { name: 'Transaction Status' }).count()).toBe(0)

  await page.getByRole('region', { name: 'Recent Transactions' }).scrollIntoViewIfNeeded()
  await page.locator('[data-testid=chart-status] canvas').first().waitFor()
  expect(chartRequests).toHaveLength(1)
  await context.close()
})

/**
 * What a cold /counter downloads in `context` (an empty cache): every script and stylesheet until
 * `shown` resolves and then a second with none requested or still arriving (not 'networkidle':
 * the gateway's event stream stays open), so what the screen fetches lazily after its first
 * render is counted too. Closes the context.
 */
async function coldCounter(
  context: BrowserContext,
  shown: (page: Page) => Promise<void>,
): Promise<Download[]> {
  const page = await context.newPage()
  const recorder = recordDownloads(page, suite.url)
  await page.goto(`${suite.url}/counter`)
  await shown(page)
  await quietFor(page, 1000, {
    requests: (request) => ['script', 'stylesheet'].includes(request.resourceType()),
  })
  await recorder.settled()
  await context.close()
  const counter = recorder.downloads()
  expect(counter.some((d) => /\/counter-[^/]*\.js$/.test(d.url))).toBe(true)
  expect(counter.some((d) => d.type === 'stylesheet')).toBe(true)
  return counter
}

const COUNTER_PHONE = { width: 412, height: 823 }

const LANGUAGES = [
  { language: 'English', code: 'en' },
  { language: 'Hindi', code: 'hi' },
] as const

it.each(LANGUAGES)(
  `keeps a cold /counter in $language within ${COUNTER_TOTAL_BUDGET_KB} KB of JS + CSS gzip`,
  async ({ language, code }) => {
    // Sign in once for the stored session, then open the counter in a context with an empty cache,
    // in the language chosen on this device.
    const storageState = await suite.signedInState()
    const context = await suite.newContext({ storageState, viewport: COUNTER_PHONE })
    await context.addInitScript((choice) => localStorage.setItem('portalLanguage', choice), code)
    const counter = await coldCounter(context, (page) => counterDrawn(page, code))
    const total = kb(counter)
    const catalogue = counter.filter((d) => /\/hi-[^/]*\.js$/.test(d.url))
    console.log(
      `/counter in ${language} JS + CSS ${total.toFixed(1)} KB gzip (${counter.length} files; ` +
        `catalogue ${kb(catalogue).toFixed(1)} KB)\n${listed(counter)}`,
    )
    // The sign-in part and the counter's: not the other screens', the shifts' or the gateway's
    // (docs/decisions/059, 062); and not the sale's screen, which loads as the amount is typed.
    expect(catalogueParts(counter)).toEqual(code === 'hi' ? ['hi:boot', 'hi:counter'] : [])
    expect(counter.some((d) => /\/counter-sale-screen-[^/]*\.js$/.test(d.url))).toBe(false)
    expect(total).toBeLessThanOrEqual(COUNTER_TOTAL_BUDGET_KB)
  },
)

it.each(LANGUAGES)(
  `keeps a cold /counter on a paired counter device in $language within ${COUNTER_TOTAL_BUDGET_KB} KB of JS + CSS gzip`,
  async ({ language, code }) => {
    // A till set up earlier, its cashier chosen: the device's credential is all its browser
    // keeps (lib/session/device-store.ts), with its own language (docs/decisions/049, 056), and its first
    // screen is the keypad.
    const name = `Till budget ${code}`
    const device = await pairOverApi(suite, await addCounter(suite, name), name)
    const context = await suite.newContext({ viewport: COUNTER_PHONE })
    await context.addInitScript(keepDevice, device)
    await context.addInitScript((choice) => localStorage.setItem('counterLanguage', choice), code)
    const counter = await coldCounter(context, (page) => counterDrawn(page, code, 'Asha'))
    const total = kb(counter)
    console.log(
      `/counter on a paired device in ${language} JS + CSS ${total.toFixed(1)} KB gzip (${counter.length} files)\n${listed(counter)}`,
    )
    expect(catalogueParts(counter)).toEqual(code === 'hi' ? ['hi:boot', 'hi:counter'] : [])
    expect(total).toBeLessThanOrEqual(COUNTER_TOTAL_BUDGET_KB)
  },
)

it("fetches a cold counter's sale screen while the amount is typed, and sells with it", async () => {
  const storageState = await suite.signedInState()
  const context = await suite.newContext({ storageState, viewport: COUNTER_PHONE })
  const page = await context.newPage()
  const saleScreen: string[] = []
  page.on('request', (request) => {
    if (/\/counter-sale-screen-[^/]*\.js$/.test(request.url())) saleScreen.push(request.url())
  })
  await page.goto(`${suite.url}/counter`)
  const keypad = page.getByRole('group', { name: 'Keypad' })
  await keypad.waitFor()
  await quietFor(page, 1000, {
    requests: (request) => ['script', 'stylesheet'].includes(request.resourceType()),
  })
  expect(saleScreen).toEqual([])

  // The first key asks for it (decision 062); Charge then shows the customer's QR.
  await keypad.getByRole('button', { name: '5', exact: true }).click()
  await expect.poll(() => saleScreen.length).toBe(1)
  await keypad.getByRole('button', { name: '0', exact: true }).click()
  await page.getByRole('button', { name: 'Charge ₹50.00' }).click()
  await page.getByRole('dialog', { name: 'Amount to pay ₹50.00' }).waitFor()
  await context.close()
})

it.each(LANGUAGES)(
  `keeps a cold /speaker on a paired Speaker in $language within ${SPEAKER_TOTAL_BUDGET_KB} KB of HTML, JS and CSS gzip`,
  async ({ language, code }) => {
    const device = await pairSpeaker(suite.sandbox, suite.token, `Speaker budget ${code}`)
    const speaker = await coldSpeakerDownload(suite.browser, suite.sandbox, device, code)
    console.log(
      `/speaker on a paired Speaker in ${language}: ${speaker.kb.toFixed(1)} KB gzip ` +
        `(${speaker.files} files; page ${speaker.page.toFixed(1)} KB)`,
    )
    expect(speaker.kb).toBeLessThanOrEqual(SPEAKER_TOTAL_BUDGET_KB)
  },
)
