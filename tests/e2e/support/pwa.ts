/**
 * PWA test helpers, shared with the benches: the service worker (activated, its precache, its
 * poll, its notifications), the persisted query cache in IndexedDB, and a payment link made
 * through the form.
 * The Chromium whose pages can really be frozen is startOwnChromium in ./support/browser.
 */
import type { BrowserContext, Page, Worker } from 'playwright-core'

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

/** The entries idb-keyval holds (its default database 'keyval-store', store 'keyval'). */
async function idbEntries(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(
    () =>
      new Promise<[string, unknown][]>((resolve) => {
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
          const store = db.transaction('keyval').objectStore('keyval')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () => {
            db.close()
            resolve(keys.result.map((key, i) => [String(key), values.result[i]]))
          }
          values.onerror = () => resolve([])
        }
      }),
  )
}

/** Keys idb-keyval holds. */
export async function idbKeys(page: Page): Promise<string[]> {
  return (await idbEntries(page)).map(([key]) => key)
}

/**
 * The query keys (as JSON) of the merchant's persisted query cache: what a cold start restores.
 * The persister writes it at most once a second; a test polls this instead of waiting a second.
 */
export async function persistedQueryKeys(page: Page): Promise<string[]> {
  const caches = (await idbEntries(page)).filter(([key]) =>
    key.startsWith('merchant-portal-cache:'),
  )
  return caches.flatMap(([, value]) => {
    const saved = JSON.parse(String(value)) as {
      clientState?: { queries?: { queryKey: unknown }[] }
    }
    return (saved.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey))
  })
}

/**
 * Sets how often the service worker's watches poll (5 s, the page's own poll, unless told) and
 * has each one check at once: a test that a stopped watch stays stopped then needs a second, not
 * three 5 s intervals. Posted as the portal's pages post to the worker (src/lib/payment-watch/sw-protocol.ts).
 */
export async function setWorkerPollInterval(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (interval) => {
    const registration = await navigator.serviceWorker.ready
    registration.active?.postMessage({ type: 'poll-interval', ms: interval })
  }, ms)
}

/**
 * Fills Create Payment (the page is on /payments/create) and returns the new payin's id from the
 * gateway's own response once the modal is waiting.
 */
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
  await page.getByText('Waiting for Payment').first().waitFor()
  return id
}

/** The portal's running service worker in a browser context (a page of the portal started it). */
export function portalWorker(context: BrowserContext, url: string): Worker {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(url))
  if (!worker) throw new Error('no service worker of the portal')
  return worker
}

/**
 * The notifications the worker shows now, asked of the worker itself: a window opened to look
 * would be on screen, and the worker would tell it instead of notifying.
 */
export function shownNotifications(
  worker: Worker,
): Promise<{ title: string; body: string; lang: string }[]> {
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration }
    const notes = await scope.registration.getNotifications()
    return notes.map(({ title, body, lang }) => ({ title, body, lang }))
  })
}

/** Closes every notification the worker shows (the shared context's later tests start clean). */
export async function closeNotifications(worker: Worker): Promise<void> {
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration }
    for (const note of await scope.registration.getNotifications()) note.close()
  })
}
