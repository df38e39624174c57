/**
 * PWA test helpers: a real Chromium started by us (not by Playwright's launcher) so pages can be
 * frozen for real (Playwright's focus emulation keeps a page visible, so `Page.setWebLifecycleState` frozen
 * would not stop its timers: we attach with `connectOverCDP(url, { noDefaults: true })` instead),
 * plus service-worker and IndexedDB probes. Decision 022 describes the freeze.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROME_ARGS, CHROME_PATH } from './support/browser'

export type OwnChromium = { browser: Browser; stop: () => Promise<void> }

export async function startOwnChromium(): Promise<OwnChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'mp-chrome-'))
  const child: ChildProcess = spawn(
    CHROME_PATH,
    [
      '--headless',
      ...CHROME_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const wsUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 20_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)))
  })
  const browser = await chromium.connectOverCDP(wsUrl, { noDefaults: true })
  return {
    browser,
    stop: async () => {
      await browser.close().catch(() => undefined)
      child.kill('SIGKILL')
      await new Promise((r) => setTimeout(r, 200))
      // Chromium's helper processes can still be writing into the profile for a moment after
      // the browser process is gone (ENOTEMPTY): retry instead of failing the suite in cleanup.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
}

/** navigator.serviceWorker.ready can resolve while 'activating': wait for 'activated'. */
export async function waitForActivatedWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.active?.state === 'activated' && !!navigator.serviceWorker.controller
    },
    undefined,
    { timeout: 30_000, polling: 250 },
  )
}

export async function precachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
}

/** Keys idb-keyval holds (its default database 'keyval-store', store 'keyval'). */
export async function idbKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve([])
        open.onupgradeneeded = () => open.result.createObjectStore('keyval')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('keyval')) {
            db.close()
            resolve([])
            return
          }
          const request = db.transaction('keyval').objectStore('keyval').getAllKeys()
          request.onsuccess = () => {
            db.close()
            resolve(request.result.map(String))
          }
          request.onerror = () => resolve([])
        }
      }),
  )
}

/** Fills Create Payment and returns the new payin's id from the gateway's own response. */
export async function createPayment(page: Page, amount: string): Promise<string> {
  await page.getByLabel('Amount', { exact: false }).first().fill(amount)
  await page.getByLabel('Customer Name').fill('Asha Verma')
  await page.getByLabel('Customer Email').fill('asha@example.com')
  const responsePromise = page.waitForResponse(
    (r) => r.url().includes('/api/v1/payin/create') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create Payment Link' }).click()
  const body = (await (await responsePromise).json()) as { data?: { transaction_id?: string } }
  const id = body.data?.transaction_id
  if (!id) throw new Error(`payin/create returned no transaction_id: ${JSON.stringify(body)}`)
  await page.getByText('Waiting for Payment').waitFor()
  return id
}
