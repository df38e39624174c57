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
import type { Browser, BrowserContext } from 'playwright-core'
import { signIn } from '../tests/e2e/support/browser'
import { kb, noEventStream, recordDownloads } from '../tests/e2e/support/downloads'
import {
  counterDrawn,
  signInToDashboardInHindi,
  type ScreenLanguage,
} from '../tests/e2e/support/first-screens'
import type { Sandbox } from '../tests/e2e/support/sandbox'
import { quietFor } from '../tests/e2e/support/settle'

type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>

export async function storedSession(browser: Browser, sandbox: Sandbox): Promise<StoredSession> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, sandbox.url)
  const state = await context.storageState()
  await context.close()
  return state
}

/** A cold /counter's scripts and stylesheets: their gzip KB, and how many files. */
export async function coldCounterDownload(
  browser: Browser,
  sandbox: Sandbox,
  session: StoredSession,
  language: ScreenLanguage,
): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: session,
    viewport: { width: 412, height: 823 },
  })
  await context.addInitScript((code) => localStorage.setItem('portalLanguage', code), language)
  const page = await context.newPage()
  const recorder = recordDownloads(page, sandbox.url)
  await page.goto(`${sandbox.url}/counter`)
  await counterDrawn(page, language)
  await quietFor(page, 1000, {
    requests: (request) => ['script', 'stylesheet'].includes(request.resourceType()),
  })
  await recorder.settled()
  await context.close()
  const downloads = recorder.downloads()
  return { kb: kb(downloads), files: downloads.length }
}

/** /login, signing in and the dashboard in Hindi: their gzip KB, and how many files. */
export async function hindiDashboardDownload(
  browser: Browser,
  sandbox: Sandbox,
): Promise<{ kb: number; files: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'hi-IN' })
  const page = await context.newPage()
  await noEventStream(page)
  const recorder = recordDownloads(page, sandbox.url)
  await signInToDashboardInHindi(page, sandbox.url)
  await page.waitForLoadState('networkidle')
  await recorder.settled()
  await context.close()
  const downloads = recorder.downloads()
  return { kb: kb(downloads), files: downloads.length }
}
