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

/** A Speaker's credential as its browser keeps it (src/features/speaker/speaker-mark.ts reads it). */
export type SpeakerCredential = {
  token: string
  counterId: string
  counterName: string
  businessName: string
  mode: 'speaker'
}

/**
 * A new Speaker of the demo merchant's counter `name` (created here), paired over the API with a
 * Speaker code (decision 078): what a phone set up earlier keeps.
 */
export async function pairSpeaker(
  sandbox: Pick<Sandbox, 'url'>,
  ownerToken: string,
  name: string,
): Promise<SpeakerCredential> {
  const call = async <T>(path: string, body: unknown, token: string | null): Promise<T> => {
    const response = await fetch(`${sandbox.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return ((await response.json()) as { data: T }).data
  }
  const counter = await call<{ counter_id: string }>('/merchant/counters', { name }, ownerToken)
  const { code } = await call<{ code: string }>(
    `/merchant/counters/${counter.counter_id}/pairing-code`,
    { mode: 'speaker' },
    ownerToken,
  )
  const paired = await call<{ device_token: string; business_name: string | null }>(
    '/counter/pair',
    { code },
    null,
  )
  return {
    token: paired.device_token,
    counterId: counter.counter_id,
    counterName: name,
    businessName: paired.business_name ?? '',
    mode: 'speaker',
  }
}

/** For `context.addInitScript(keepSpeaker, credential)`: the Speaker's storage as it keeps it. */
export function keepSpeaker(device: SpeakerCredential): void {
  if (!localStorage.getItem('counterDevice')) {
    localStorage.setItem('counterDevice', JSON.stringify({ device, ended: null }))
  }
}

/**
 * A cold /speaker on a paired Speaker (decision 079's 120 KB): its page, scripts and stylesheets,
 * each gzip -9, until the state light is green and a second passes with none arriving.
 */
export async function coldSpeakerDownload(
  browser: Browser,
  sandbox: Pick<Sandbox, 'url'>,
  device: SpeakerCredential,
  language: ScreenLanguage,
): Promise<{ kb: number; files: number; page: number }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  })
  await context.addInitScript(keepSpeaker, device)
  await context.addInitScript((code) => localStorage.setItem('counterLanguage', code), language)
  const page = await context.newPage()
  const recorder = recordDownloads(page, sandbox.url)
  let html = 0
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'document') return
    void response.body().then(
      (body) => (html = gzipSync(body, { level: 9 }).length),
      () => undefined,
    )
  })
  await page.goto(`${sandbox.url}/speaker`)
  await page.locator('[data-testid=speaker-light][data-live=true]').waitFor()
  await quietFor(page, 1000, {
    requests: (request) => ['script', 'stylesheet'].includes(request.resourceType()),
  })
  await recorder.settled()
  await context.close()
  const downloads = recorder.downloads()
  return { kb: kb(downloads) + html / 1024, files: downloads.length + 1, page: html / 1024 }
}
