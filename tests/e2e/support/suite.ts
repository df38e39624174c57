/**
 * One e2e file's setup: its own sandbox, a browser and (if asked) the demo merchant's API token,
 * started in beforeAll and stopped in afterAll.
 *
 *   import { setupE2ESuite } from './support/suite'
 *
 *   const suite = setupE2ESuite({ apiToken: true })   // at the top level of the test file
 *
 *   it('…', async () => {
 *     const page = await suite.newPage({ signIn: true, path: '/wallet' })
 *     const balance = await suite.apiData<Balance>('/wallet/balance')
 *     await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)
 *   })
 *
 * setupE2ESuite(options?): E2ESuite — registers the hooks; call it once, at the top level, before
 * the file's own beforeAll (hooks run in the order they are registered, so a file's own
 * beforeAll can use the suite; its own afterAll runs before the suite's).
 *   options.sandboxEnv: extra environment for the sandbox (startSandbox's `env`, applied last).
 *   options.browser: 'playwright' (default) launchBrowser(); 'own' a Chromium we start ourselves
 *     (startOwnChromium in ./browser: pages can really be frozen; its one default context is
 *     suite.browser.contexts()[0]).
 *   options.apiToken: sign in over the API (apiLogin, demo) in beforeAll; suite.token is then set.
 *   options.contextDefaults: options every suite.newContext / suite.newPage context starts from,
 *     e.g. { serviceWorkers: 'block' }.
 * Every context it opens records a Playwright trace, kept only when a test fails (./traces).
 * E2ESuite (getters throw when read before beforeAll has set them):
 *   sandbox, url (sandbox.url), browser, token (only with apiToken);
 *   api<T>(path, init?) / apiData<T>(path, init?): ./api's helpers with this sandbox and token;
 *   newContext(options?): browser.newContext({ ...contextDefaults, ...options });
 *   signedInState(): the demo merchant's stored session, signed in through the form in a
 *     throwaway context: `newContext({ storageState })` then starts cold but signed in;
 *   storedSession(): signedInState(), taken once per file (the first call signs in) and kept;
 *   newPage(options?): a page in a new context (viewport 1280×900 unless contextDefaults or
 *     options give one) that logs page errors to the console; options.signIn: true (demo) or
 *     { username, password } signs in through the form; options.storedSession: true starts the
 *     context with storedSession() instead: signed in as demo without the form, and without
 *     the dashboard a form sign-in lands on (for tests of what comes after signing in, in files
 *     none of whose tests sign that session out); options.path is then opened
 *     (`${url}${path}`). The other options are the context's. Close it with
 *     page.context().close() as usual.
 */
import { afterAll, beforeAll } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { api, apiData } from './api'
import { apiLogin, launchBrowser, signIn, startOwnChromium } from './browser'
import { startSandbox, type Sandbox } from './sandbox'
import { traceFailures } from './traces'

export type E2ESuiteOptions = {
  sandboxEnv?: Record<string, string>
  browser?: 'playwright' | 'own'
  apiToken?: boolean
  contextDefaults?: BrowserContextOptions
}

export type NewPageOptions = BrowserContextOptions & {
  signIn?: boolean | { username: string; password: string }
  storedSession?: boolean
  path?: string
}

export type E2ESuite = {
  readonly sandbox: Sandbox
  readonly url: string
  readonly browser: Browser
  readonly token: string
  api<T>(path: string, init?: RequestInit): Promise<T>
  apiData<T>(path: string, init?: RequestInit): Promise<T>
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>
  newPage(options?: NewPageOptions): Promise<Page>
  signedInState(): Promise<StoredSession>
  storedSession(): Promise<StoredSession>
}

/** What a context keeps of a sign-in: its localStorage session (no cached data, no HTTP cache). */
export type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(
      `${what} is not ready: read it in a test or hook, after setupE2ESuite's beforeAll`,
    )
  }
  return value
}

export function setupE2ESuite(options: E2ESuiteOptions = {}): E2ESuite {
  let sandbox: Sandbox | undefined
  let browser: Browser | undefined
  let stopBrowser: (() => Promise<void>) | undefined
  let token: string | undefined
  let stored: Promise<StoredSession> | undefined
  const traces = traceFailures()

  beforeAll(async () => {
    sandbox = await startSandbox({ env: options.sandboxEnv })
    if (options.browser === 'own') {
      const chrome = await startOwnChromium()
      browser = chrome.browser
      stopBrowser = chrome.stop
      const shared = browser.contexts()[0]
      if (shared) await traces.track(shared)
    } else {
      const launched = await launchBrowser()
      browser = launched
      stopBrowser = () => launched.close()
    }
    if (options.apiToken) token = await apiLogin(sandbox)
  })

  afterAll(async () => {
    try {
      await stopBrowser?.()
    } finally {
      await sandbox?.stop()
    }
  })

  const openContext = async (contextOptions: BrowserContextOptions) => {
    const context = await suite.browser.newContext(contextOptions)
    await traces.track(context)
    return context
  }

  const suite: E2ESuite = {
    get sandbox() {
      return ready(sandbox, 'suite.sandbox')
    },
    get url() {
      return ready(sandbox, 'suite.url').url
    },
    get browser() {
      return ready(browser, 'suite.browser')
    },
    get token() {
      if (!options.apiToken) throw new Error('suite.token needs setupE2ESuite({ apiToken: true })')
      return ready(token, 'suite.token')
    },
    api: <T>(path: string, init?: RequestInit) =>
      api<T>({ url: suite.url, token: suite.token }, path, init),
    apiData: <T>(path: string, init?: RequestInit) =>
      apiData<T>({ url: suite.url, token: suite.token }, path, init),
    newContext: (contextOptions = {}) =>
      openContext({ ...options.contextDefaults, ...contextOptions }),
    newPage: async ({ signIn: credentials, storedSession, path, ...contextOptions } = {}) => {
      const context = await openContext({
        viewport: { width: 1280, height: 900 },
        ...options.contextDefaults,
        ...(storedSession ? { storageState: await suite.storedSession() } : {}),
        ...contextOptions,
      })
      const page = await context.newPage()
      page.on('pageerror', (error) => console.error('page error:', error.message))
      if (credentials === true) await signIn(page, suite.url)
      else if (credentials) {
        await signIn(page, suite.url, credentials.username, credentials.password)
      }
      if (path !== undefined) await page.goto(`${suite.url}${path}`)
      return page
    },
    signedInState: async () => {
      const signedIn = await suite.newContext()
      try {
        await signIn(await signedIn.newPage(), suite.url)
        return await signedIn.storageState()
      } finally {
        await signedIn.close()
      }
    },
    storedSession: () => {
      stored ??= suite.signedInState()
      // A failed sign-in is not kept: the next test tries again and reports its own error.
      stored.catch(() => (stored = undefined))
      return stored
    },
  }
  return suite
}
