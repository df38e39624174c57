/**
 * End-to-end harness: headless Debian Chromium through playwright-core, and small sandbox helpers.
 *
 *   import { launchBrowser, signIn, adminRequest, apiLogin, launchPersistent } from './support/browser'
 *
 * launchBrowser(): Promise<Browser>
 *   CHROME_PATH or /usr/bin/chromium, headless, with CHROME_ARGS (no sandbox/GPU/QUIC, no
 *   background networking). Use one browser per file (setupE2ESuite in ./suite launches it) and a
 *   fresh context per test (suite.newContext() / suite.newPage()).
 * launchPersistent(dir: string): Promise<BrowserContext>
 *   A persistent profile in `dir` with service workers allowed (for PWA / service-worker tests).
 * startOwnChromium(args = CHROME_ARGS): Promise<OwnChromium>
 *   A Chromium we start ourselves (not Playwright's launcher) on a fresh profile, attached over
 *   CDP with `noDefaults`: Playwright's focus emulation keeps a page visible, so a page frozen
 *   with `Page.setWebLifecycleState` would not stop its timers (decision 022). Its debugging port
 *   also lets Lighthouse attach (the benches). One default context: browser.contexts()[0].
 * signIn(page, baseURL, username = 'demo', password = 'Demo@1234'): Promise<void>
 *   Opens /login, fills 'Username or Email' and 'Password' by label, clicks the 'Sign In' button and
 *   waits until the URL is /dashboard.
 * adminRequest(sandbox, method, path, body?): Promise<Response>
 *   Calls /sandbox/admin/<path> with the X-Admin-Token header; `path` may be 'payins/ID/pay' or
 *   '/sandbox/admin/payins/ID/pay'. Returns the raw Response (assert on status/json yourself).
 * apiLogin(sandbox, username = 'demo', password = 'Demo@1234'): Promise<string>
 *   Signs in over the API and returns the bearer token (throws on failure).
 * DEMO / NORATES: the seeded merchants' credentials.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import type { Sandbox } from './sandbox'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const DEMO = { username: 'demo', password: 'Demo@1234', businessName: 'Acme Stores' }
export const NORATES = { username: 'norates', password: 'Demo@1234', businessName: 'Kirana Mart' }

/** Headless Chromium; `args` defaults to the suite's flags (the bench passes its own). */
export function launchBrowser(args: readonly string[] = CHROME_ARGS): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, headless: true, args: [...args] })
}

/** The same with a profile kept in `dir` (service workers and caches survive a reload). */
export function launchPersistent(
  dir: string,
  args: readonly string[] = CHROME_ARGS,
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROME_PATH,
    headless: true,
    serviceWorkers: 'allow',
    args: [...args],
  })
}

export type OwnChromium = { port: number; wsUrl: string; browser: Browser; stop(): Promise<void> }

export async function startOwnChromium(
  args: readonly string[] = CHROME_ARGS,
): Promise<OwnChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'mp-chrome-'))
  const child = spawn(
    CHROME_PATH,
    [
      '--headless',
      ...args,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 20_000)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited (${code}):\n${output}`))
    })
  })
  const browser = await chromium.connectOverCDP(wsUrl, { noDefaults: true })
  return {
    port: Number(new URL(wsUrl).port),
    wsUrl,
    browser,
    async stop() {
      await browser.close().catch(() => undefined)
      child.kill('SIGKILL')
      await exited
      // Chromium's helper processes can still be writing into the profile for a moment after
      // the browser process is gone (ENOTEMPTY): retried, and a profile that still will not go
      // is left in the temp folder rather than failing the run that used it.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      } catch (error) {
        console.warn(`Chromium profile ${profile} left behind: ${String(error)}`)
      }
    },
  }
}

export async function signIn(
  page: Page,
  baseURL: string,
  username = DEMO.username,
  password = DEMO.password,
): Promise<void> {
  await page.goto(`${baseURL}/login`)
  await page.getByLabel('Username or Email').fill(username)
  // exact: the show/hide toggle is labelled 'Show password'.
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
}

export function adminRequest(
  sandbox: Pick<Sandbox, 'url' | 'adminToken'>,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const relative = path.replace(/^\/?(sandbox\/admin\/)?/, '')
  const headers: Record<string, string> = { 'X-Admin-Token': sandbox.adminToken }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  return fetch(`${sandbox.url}/sandbox/admin/${relative}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export async function apiLogin(
  sandbox: Pick<Sandbox, 'url'>,
  username = DEMO.username,
  password = DEMO.password,
): Promise<string> {
  const response = await fetch(`${sandbox.url}/api/v1/merchant/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: username, password }),
  })
  const body = (await response.json().catch(() => null)) as {
    success?: boolean
    data?: { token?: string }
    error?: { message?: string }
  } | null
  const token = body?.data?.token
  if (!response.ok || !body?.success || !token) {
    throw new Error(
      `apiLogin(${username}) failed: HTTP ${response.status} ${body?.error?.message ?? ''}`.trim(),
    )
  }
  return token
}
