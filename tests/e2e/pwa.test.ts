/**
 * The progressive web app in a real Chromium against the production build served by the sandbox:
 * service worker and precache, offline cold start from the persisted query cache, the background
 * payin watcher across a real page freeze and its notification with no window open, sign-out
 * wipes, installability and counter mode.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { adminRequest, signIn } from './support/browser'
import { recordSpeech, spoken, wakeLocks } from './support/counter'
import { quietFor } from './support/settle'
import { setupE2ESuite } from './support/suite'
import {
  closeNotifications,
  createPayment,
  idbKeys,
  persistedQueryKeys,
  portalWorker,
  precachedUrls,
  setWorkerPollInterval,
  shownNotifications,
  waitForActivatedWorker,
} from './support/pwa'

// Our own Chromium (not Playwright's launcher), so a page can really be frozen.
const suite = setupE2ESuite({ browser: 'own' })
let context: BrowserContext

beforeAll(() => {
  const first = suite.browser.contexts()[0]
  if (!first) throw new Error('connectOverCDP gave no default context')
  context = first
})

async function freshPage(): Promise<Page> {
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 900 })
  return page
}

/** A page of the shared context, signed in through the form unless an earlier test already was. */
async function signedInPage(): Promise<Page> {
  const page = await freshPage()
  await page.goto(`${suite.url}/manifest.webmanifest`)
  if (!(await page.evaluate(() => localStorage.getItem('authToken')))) {
    await signIn(page, suite.url)
  }
  return page
}

describe('service worker and offline cache', () => {
  it('activates, precaches the shell and the docs screen, and never an API response', async () => {
    const page = await freshPage()
    await signIn(page, suite.url)
    await waitForActivatedWorker(page)
    await expect
      .poll(() => precachedUrls(page), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^\/assets\/api-docs-[\w-]+\.js$/))
    const urls = await precachedUrls(page)
    expect(urls).toContain('/index.html')
    expect(urls).toContain('/manifest.webmanifest')
    expect(urls.filter((u) => u.startsWith('/api/'))).toEqual([])
    await page.close()
  })

  it("precaches the source language's trends drawings only, and keeps another language's once shown", async () => {
    const page = await signedInPage()
    await waitForActivatedWorker(page)
    await expect
      .poll(() => precachedUrls(page), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^\/assets\/trends-\d+-[\w-]+\.svg$/))
    // An English device does not download the Hindi drawings (decision 059).
    expect((await precachedUrls(page)).filter((u) => u.startsWith('/assets/trends-hi-'))).toEqual(
      [],
    )
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
    try {
      await page.goto(`${suite.url}/dashboard`)
      const drawing = page.locator('img[src^="/assets/trends-hi-"]')
      await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
      const src = (await drawing.getAttribute('src')) ?? ''
      await expect.poll(() => precachedUrls(page)).toContain(src)
    } finally {
      await page.evaluate(() => localStorage.setItem('portalLanguage', 'en'))
    }
    await page.close()
  })

  it('shows the cached dashboard offline after a reload, with the offline banner', async () => {
    const page = await freshPage()
    await page.goto(`${suite.url}/dashboard`)
    const totalCard = page.getByText('Total Payin Amount').locator('..')
    await expect.poll(() => totalCard.textContent()).toMatch(/₹[\d,]+\.\d\d/)
    const onlineFigure = (await totalCard.textContent()) ?? ''
    // The throttled persister (1 s) has written the dashboard's figures.
    await expect
      .poll(() => persistedQueryKeys(page), { timeout: 5_000 })
      .toContainEqual(expect.stringMatching(/^\["dashboard","summary"/))

    await context.setOffline(true)
    try {
      await page.reload()
      await page.getByText(/You are offline — showing data saved at/).waitFor()
      expect(await page.getByText('Total Payin Amount').locator('..').textContent()).toBe(
        onlineFigure,
      )

      // /api-docs is precached: it renders with no network at all.
      await page.goto(`${suite.url}/api-docs`)
      await page
        .getByRole('heading', { name: /API Documentation/ })
        .first()
        .waitFor()
    } finally {
      await context.setOffline(false)
    }
    await page.close()
  })

  it('refuses a money action offline with a clear message and sends nothing', async () => {
    const page = await freshPage()
    await page.goto(`${suite.url}/payments/create`)
    await page.getByRole('button', { name: 'Create Payment Link' }).waitFor()
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/payin/create')) sent.push(request.url())
    })
    await context.setOffline(true)
    try {
      await page.getByLabel('Amount', { exact: false }).first().fill('250')
      await page.getByLabel('Customer Name').fill('Offline Test')
      await page.getByLabel('Customer Email').fill('offline@example.com')
      await page.getByRole('button', { name: 'Create Payment Link' }).click()
      await page
        .getByText('You are offline. This action needs a connection and was not sent.')
        .first()
        .waitFor()
    } finally {
      await context.setOffline(false)
    }
    expect(sent).toEqual([])
    await page.close()
  })
})

describe('background payin watcher', () => {
  it('shows the payment the moment a frozen page resumes, from the worker', async () => {
    const page = await freshPage()
    await page.goto(`${suite.url}/payments/create`)
    await waitForActivatedWorker(page)
    const transactionId = await createPayment(page, '500')

    // A second page hears the worker's broadcasts: proof the worker saw the payment.
    const listener = await freshPage()
    await listener.goto(`${suite.url}/dashboard`)
    await listener.evaluate((id) => {
      const w = window as Window & { __seen?: string }
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: string; transactionId?: string; status?: string }
        if (data.type === 'payin-status' && data.transactionId === id) w.__seen = data.status
      })
    }, transactionId)

    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' })
    expect((await adminRequest(suite.sandbox, 'POST', `payins/${transactionId}/pay`)).ok).toBe(true)
    await listener.waitForFunction(
      () => (window as Window & { __seen?: string }).__seen === 'success',
      undefined,
      {
        timeout: 15_000,
      },
    )

    const resumedAt = Date.now()
    await cdp.send('Page.setWebLifecycleState', { state: 'active' })
    await page.getByText('Payment Received!').waitFor({ timeout: 5_000 })
    const latency = Date.now() - resumedAt
    expect(latency).toBeLessThanOrEqual(1_000)
    await listener.close()
    await page.close()
  })
})

describe("the worker's notification", () => {
  it('says a decline is a decline, in the language of the page that asked, with no window open', async () => {
    const page = await signedInPage()
    await context.grantPermissions(['notifications'], { origin: suite.url })
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
    try {
      await page.goto(`${suite.url}/payments/create`)
      await waitForActivatedWorker(page)
      await page.getByLabel('राशि', { exact: false }).first().fill('320')
      await page.getByLabel('ग्राहक का नाम').fill('Asha Verma')
      await page.getByLabel('ग्राहक का ईमेल').fill('asha@example.com')
      const created = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
      await page.getByRole('button', { name: 'भुगतान लिंक बनाएँ' }).click()
      const body = (await (await created).json()) as { data: { transaction_id: string } }
      await page.getByRole('heading', { name: 'भुगतान की प्रतीक्षा है' }).waitFor()

      // The page goes (no window of the portal is left), the worker keeps watching; the
      // customer declines.
      await setWorkerPollInterval(page, 250)
      await page.close()
      const declined = await adminRequest(
        suite.sandbox,
        'POST',
        `payins/${body.data.transaction_id}/decline`,
      )
      expect(declined.ok).toBe(true)
      const worker = portalWorker(context, suite.url)
      await expect
        .poll(() => shownNotifications(worker), { timeout: 10_000 })
        .toEqual([
          {
            title: 'भुगतान अस्वीकार हुआ',
            body: 'ग्राहक ने ₹320.00 का भुगतान अस्वीकार कर दिया।',
            lang: 'hi',
          },
        ])
      await closeNotifications(worker)
    } finally {
      // The shared context's later tests: English, the worker's usual poll.
      const reset = await freshPage()
      await reset.goto(`${suite.url}/manifest.webmanifest`)
      await reset.evaluate(() => localStorage.setItem('portalLanguage', 'en'))
      await setWorkerPollInterval(reset, 5_000)
      await reset.close()
    }
  })
})

describe("the worker's notifications of two payments", () => {
  it('keeps one notification per payment when two end with no window open', async () => {
    await context.grantPermissions(['notifications'], { origin: suite.url })
    const pages = [await signedInPage(), await signedInPage()]
    const ids: string[] = []
    for (const [i, page] of pages.entries()) {
      // A tab in the background draws no frames, and a click waits for one.
      await page.bringToFront()
      await page.goto(`${suite.url}/payments/create`)
      await waitForActivatedWorker(page)
      ids.push(await createPayment(page, i === 0 ? '410' : '520'))
    }
    await setWorkerPollInterval(pages[0] as Page, 250)
    for (const page of pages) await page.close()
    for (const id of ids)
      expect((await adminRequest(suite.sandbox, 'POST', `payins/${id}/pay`)).ok).toBe(true)
    const worker = portalWorker(context, suite.url)
    const titles = async () => (await shownNotifications(worker)).map(({ title }) => title).sort()
    try {
      await expect
        .poll(titles, { timeout: 10_000 })
        .toEqual(['₹410.00 received', '₹520.00 received'])
    } finally {
      await closeNotifications(worker)
      const reset = await freshPage()
      await reset.goto(`${suite.url}/manifest.webmanifest`)
      await setWorkerPollInterval(reset, 5_000)
      await reset.close()
    }
  })
})

describe('installability', () => {
  it('has a manifest Chrome accepts, with the fields the home screen needs', async () => {
    const page = await freshPage()
    await page.goto(`${suite.url}/login`)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    expect(installabilityErrors).toEqual([])
    const response = await page.request.get(`${suite.url}/manifest.webmanifest`)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await response.json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: 'Merchant Portal',
      start_url: '/dashboard?source=pwa',
      scope: '/',
      display: 'standalone',
    })
    const icons = manifest.icons as { sizes: string; purpose: string }[]
    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) {
        expect(icons).toContainEqual(expect.objectContaining({ sizes: size, purpose }))
      }
    }
    const shortcuts = manifest.shortcuts as { name: string; url: string }[]
    expect(shortcuts.map((s) => s.url)).toEqual(['/payments/create', '/payments', '/counter'])
    // The tab's icon is a 48 px PNG: an SVG favicon is drawn as a document of its own on the
    // page's main thread during the first load (decision 039).
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href')
    const iconResponse = await page.request.get(`${suite.url}${favicon ?? ''}`)
    expect(iconResponse.status()).toBe(200)
    expect(iconResponse.headers()['content-type']).toBe('image/png')
    const drawn = await page.evaluate(async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      return [image.naturalWidth, image.naturalHeight]
    }, favicon ?? '')
    expect(drawn).toEqual([48, 48])
    await page.close()
  })
})

describe('counter mode', () => {
  it('holds a screen wake lock and speaks the amount when the payment lands', async () => {
    const page = await freshPage()
    await recordSpeech(page)
    await page.goto(`${suite.url}/payments/create`)
    const transactionId = await createPayment(page, '750')
    await page.getByRole('switch', { name: /Counter mode/ }).click()
    await expect.poll(() => wakeLocks(page)).toContain('screen')
    expect((await adminRequest(suite.sandbox, 'POST', `payins/${transactionId}/pay`)).ok).toBe(true)
    await page.getByText('Payment Received!').waitFor({ timeout: 15_000 })
    await expect.poll(() => spoken(page)).toContainEqual(expect.stringContaining('750'))
    await page.close()
  })
})

describe('sign-out and 401 wipe the device', () => {
  it('on a 401 leaves no merchant data in storage, the cache or the worker', async () => {
    const page = await signedInPage()
    await page.goto(`${suite.url}/payments/create`)
    await waitForActivatedWorker(page)
    const transactionId = await createPayment(page, '700')
    // The persister writes the cache shortly after it changes: wait for it rather than a fixed time.
    await expect
      .poll(async () => (await idbKeys(page)).some((k) => k.startsWith('merchant-portal-cache:')))
      .toBe(true)

    // Another tab hears what the worker broadcasts about this payment: while it watches (with
    // the merchant's token in its memory) a 'payin-status' arrives every poll.
    const listener = await freshPage()
    await listener.goto(`${suite.url}/api-docs`)
    await listener.evaluate((id) => {
      const w = window as Window & { __heard?: number[] }
      w.__heard = []
      navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as { type?: string; transactionId?: string }
        if (data.type === 'payin-status' && data.transactionId === id) w.__heard?.push(Date.now())
      })
    }, transactionId)
    const heard = () =>
      listener.evaluate(() => (window as Window & { __heard?: number[] }).__heard ?? [])
    await expect.poll(async () => (await heard()).length, { timeout: 15_000 }).toBeGreaterThan(0)

    // The page's next status poll is refused as unauthorized. The session stays valid on the
    // server, so a worker that kept its token would go on polling and broadcasting.
    await page.route('**/api/v1/payin/status/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: { message: 'Session expired' } }),
      }),
    )
    await page.waitForURL(/\/login/, { timeout: 15_000 })
    const wipedAt = Date.now()

    expect(
      await page.evaluate(() => [
        localStorage.getItem('authToken'),
        localStorage.getItem('merchantData'),
      ]),
    ).toEqual([null, null])
    expect((await idbKeys(page)).filter((k) => k.startsWith('merchant-portal-cache:'))).toEqual([])
    // Nothing more about the payment, though the worker now polls every 250 ms, and any watch
    // still alive checks at once. (Both the modal's 'unwatch' as it closes and the wipe's
    // 'forget' stop it; a worker ignoring both fails here.)
    await setWorkerPollInterval(listener, 250)
    try {
      await quietFor(listener, 1_500)
      expect((await heard()).filter((at) => at > wipedAt + 500)).toEqual([])
    } finally {
      await setWorkerPollInterval(listener, 5_000)
    }
    await listener.close()
    await page.close()
  })

  it('leaves no merchant data and sends other tabs to /login', async () => {
    const page = await signedInPage()
    await page.goto(`${suite.url}/dashboard`)
    await page.getByText('Total Payin Amount').waitFor()
    // The persister writes the cache shortly after it changes: wait for it rather than a fixed time.
    await expect
      .poll(async () => (await idbKeys(page)).some((k) => k.startsWith('merchant-portal-cache:')))
      .toBe(true)

    const other = await freshPage()
    await other.goto(`${suite.url}/dashboard`)
    await other.getByText('Total Payin Amount').waitFor()

    // A real (not emulated) Chromium renders only the front tab: bring the first one back.
    await page.bringToFront()
    await page.getByRole('button', { name: 'Acme Stores' }).click()
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(/\/login/)
    await other.waitForURL(/\/login/, { timeout: 10_000 })

    expect((await idbKeys(page)).filter((k) => k.startsWith('merchant-portal-cache:'))).toEqual([])
    const stored = await page.evaluate(() => [
      localStorage.getItem('authToken'),
      localStorage.getItem('merchantData'),
    ])
    expect(stored).toEqual([null, null])
    await other.close()
    await page.close()
  })
})
