/**
 * `npm run bench`, section size: what a cold /counter downloads (decision 032's 170 KB gzip), as
 * tests/e2e/budget.test.ts measures it: the owner's counter opened from the home screen (session
 * stored, nothing cached, no service worker), every script and stylesheet until the keypad and
 * today's strip are up and a second passes with none arriving, each file gzip -9.
 */
import { gzipSync } from 'node:zlib'
import type { Browser, BrowserContext } from 'playwright-core'
import { signIn } from '../tests/e2e/support/browser'
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
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const kind = response.request().resourceType()
    if (!response.url().startsWith(sandbox.url) || (kind !== 'script' && kind !== 'stylesheet'))
      return
    if (sizes.has(response.url())) return
    sizes.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    )
  })
  const words = SCREEN[language]
  await page.goto(`${sandbox.url}/counter`)
  await page.getByRole('group', { name: words.keypad }).waitFor()
  await page.getByRole('region', { name: words.strip }).getByText(words.collected).waitFor()
  await quietFor(page, 1000, {
    requests: (request) => ['script', 'stylesheet'].includes(request.resourceType()),
  })
  const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0)
  await context.close()
  return { bytes, files: sizes.size }
}
