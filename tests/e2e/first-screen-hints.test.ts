/**
 * The first screen's code announced with the page (decision 071), in Chromium against the
 * production build: a device that has started the portal before keeps a cookie saying who it
 * starts as and in which language; the gateway then sends, with the page, a `Link:
 * rel=modulepreload` header naming the chunks that screen imports. The header must name only files
 * the screen loads anyway (a wrong hint is a wasted download on a phone's data), and nothing may
 * be downloaded twice. Without the cookie, or signed out, a protected screen announces nothing.
 */
import { expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { DEMO } from './support/browser'
import { counterDrawn } from './support/first-screens'
import { quietFor } from './support/settle'
import { setupE2ESuite, type StoredSession } from './support/suite'

// No service worker: a cold start, every chunk from the network.
const suite = setupE2ESuite({ contextDefaults: { serviceWorkers: 'block' } })

type ColdStart = { announced: string[]; scripts: string[] }

const announcedIn = (link: string | undefined): string[] =>
  [...(link ?? '').matchAll(/<([^>]+)>;\s*rel=modulepreload/g)].map((m) => m[1] ?? '')

/** Opens `path` in a fresh context and lists what its page announced and every script fetched. */
async function coldStart(
  state: StoredSession,
  path: string,
  drawn: (page: Page) => Promise<void>,
): Promise<ColdStart> {
  const context = await suite.newContext({ storageState: state })
  try {
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js'))
        scripts.push(new URL(request.url()).pathname)
    })
    const response = await page.goto(`${suite.url}${path}`)
    await drawn(page)
    await quietFor(page, 1000, { requests: (request) => request.url().endsWith('.js') })
    return { announced: announcedIn(response?.headers().link), scripts }
  } finally {
    await context.close()
  }
}

const withoutHint = (state: StoredSession): StoredSession => ({
  ...state,
  cookies: state.cookies.filter((cookie) => cookie.name !== 'first-screen'),
})

async function hintOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'first-screen')?.value
}

it("a returning owner's cold counter names its code with the page: only files it loads anyway, each fetched once", async () => {
  const state = await suite.signedInState()
  expect(state.cookies.find((cookie) => cookie.name === 'first-screen')?.value).toBe('s')
  const drawn = (page: Page) => counterDrawn(page, 'en')

  const plain = await coldStart(withoutHint(state), '/counter', drawn)
  expect(plain.announced).toEqual([])

  const hinted = await coldStart(state, '/counter', drawn)
  expect(hinted.announced.some((file) => /\/assets\/counter-[^/]+\.js$/.test(file))).toBe(true)
  expect(hinted.announced.some((file) => /\/assets\/query-persistence-[^/]+\.js$/.test(file))).toBe(
    true,
  )
  // Nothing the screen would not have loaded without the hint…
  expect(hinted.announced.filter((file) => !plain.scripts.includes(file))).toEqual([])
  // …and nothing twice: the modulepreload is the download the import then uses.
  expect(hinted.scripts.filter((file, i) => hinted.scripts.indexOf(file) !== i)).toEqual([])
  expect(new Set(hinted.scripts)).toEqual(new Set(plain.scripts))
})

it('names the texts of the language the device chose, and signing out forgets the hint', async () => {
  const context = await suite.newContext()
  const page = await context.newPage()
  await page.goto(`${suite.url}/login`)
  await page.getByLabel('Language').selectOption('hi')
  // Nobody is signed in yet: nothing to announce.
  expect(await hintOf(context)).toBeUndefined()
  await page.getByLabel('यूज़रनेम या ईमेल').fill(DEMO.username)
  await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
  await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor()
  await expect.poll(() => hintOf(context)).toBe('s.hi')

  // A cold dashboard in Hindi: its code and the Hindi texts it shows, each loaded anyway.
  const state = await context.storageState()
  const drawn = (p: Page) => p.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor()
  const plain = await coldStart(withoutHint(state), '/dashboard', drawn)
  const hinted = await coldStart(state, '/dashboard', drawn)
  expect(hinted.announced.some((file) => /\/assets\/hi-[^/]+\.js$/.test(file))).toBe(true)
  expect(hinted.announced.filter((file) => !plain.scripts.includes(file))).toEqual([])
  expect(hinted.scripts.filter((file, i) => hinted.scripts.indexOf(file) !== i)).toEqual([])

  await page.getByRole('button', { name: DEMO.businessName }).click()
  await page.locator('#user-menu').getByRole('button', { name: 'साइन आउट करें' }).click()
  await page.waitForURL((url) => url.pathname === '/login')
  expect(await hintOf(context)).toBeUndefined()
  // Signed out, a protected screen announces nothing (it will send the visitor to /login).
  const response = await page.goto(`${suite.url}/dashboard`)
  expect(response?.headers().link).toBeUndefined()
  await context.close()
})
