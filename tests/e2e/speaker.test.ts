/**
 * The Speaker (product.md §2.22, decisions 078, 079) in Chromium against the production build:
 * paired with a Speaker code it opens /speaker, says a standing-QR payment within a second with
 * the counter's words, sums up what it missed offline, never says a payment twice (not after a
 * reload either), a second Speaker of the counter says it too, in Hindi; axe at 375 and 1280 in
 * English and Hindi. Speech is stubbed at the boundary: window.speechSynthesis records what it is
 * asked to say.
 */
import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { adminRequest } from './support/browser'
import { audit, describeFindings, type Finding } from './support/axe'
import { addCounter, type DeviceCredential } from './support/counter-device'
import { setupE2ESuite, type E2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

type Spoken = { text: string; lang: string; at: number }

/** Init script: speech recorded instead of spoken (a headless browser has no voice). */
function recordSpeech(): void {
  const spoken: Spoken[] = []
  ;(window as unknown as { __spoken: Spoken[] }).__spoken = spoken
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak(utterance: SpeechSynthesisUtterance) {
        if (utterance.text)
          spoken.push({ text: utterance.text, lang: utterance.lang, at: Date.now() })
      },
      cancel() {},
      getVoices: () => [],
    },
  })
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken)

/** A Speaker code for the counter, made by the owner through the API. */
async function speakerCode(counterId: string): Promise<string> {
  const pairing = await suite.apiData<{ code: string; mode: string }>(
    `/merchant/counters/${counterId}/pairing-code`,
    { method: 'POST', body: JSON.stringify({ mode: 'speaker' }) },
  )
  expect(pairing.mode).toBe('speaker')
  return pairing.code
}

/** A Speaker paired over the API: the credential its browser keeps. */
async function speakerOverApi(s: E2ESuite, counterId: string, name: string) {
  const paired = await s.apiData<{ device_token: string; business_name: string | null }>(
    '/counter/pair',
    {
      method: 'POST',
      body: JSON.stringify({ code: await speakerCode(counterId) }),
      headers: { Authorization: '' },
    },
  )
  return {
    token: paired.device_token,
    counterId,
    counterName: name,
    businessName: paired.business_name ?? '',
    mode: 'speaker',
  } satisfies DeviceCredential & { mode: string }
}

/** Init script: the Speaker's storage as it keeps it, written once per tab (not again after it forgets it). */
function keepSpeaker(device: DeviceCredential & { mode: string }): void {
  if (sessionStorage.getItem('speakerKept')) return
  sessionStorage.setItem('speakerKept', '1')
  localStorage.setItem('counterDevice', JSON.stringify({ device, ended: null }))
}

async function payQr(counterId: string, amount: number, payerName = 'Meera Shah') {
  const response = await adminRequest(suite.sandbox, 'POST', 'qr-payments', {
    counter_id: counterId,
    amount,
    payer_name: payerName,
  })
  expect(response.status).toBe(200)
}

async function soundOn(page: Page, name = 'Tap to turn on sound') {
  const button = page.getByRole('button', { name })
  if (await button.isVisible()) await button.click()
}

const light = (page: Page) => page.getByTestId('speaker-light')

describe('the Speaker', () => {
  it('pairs, announces within a second, sums up what it missed offline, and never repeats', async () => {
    const name = 'Speaker e2e'
    const counterId = await addCounter(suite, name)
    const context: BrowserContext = await suite.newContext({
      viewport: { width: 412, height: 823 },
    })
    await context.addInitScript(recordSpeech)
    const page = await context.newPage()
    page.on('pageerror', (error) => console.error('speaker page error:', error.message))

    // /speaker without a credential goes to /counter (to pair).
    await page.goto(`${suite.url}/speaker`)
    await page.waitForURL((url) => url.pathname !== '/speaker')

    await page.goto(`${suite.url}/counter/pair?code=${await speakerCode(counterId)}`)
    await page.getByRole('button', { name: 'Set up counter' }).click()
    await page.waitForURL((url) => url.pathname === '/speaker')
    await page.getByRole('heading', { name }).waitFor()
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')
    await expect.poll(() => light(page).textContent()).toBe('Connected')
    await soundOn(page)

    // A standing-QR payment: said within a second, with the counter's words.
    const paidAt = Date.now()
    await payQr(counterId, 50)
    await expect.poll(() => spoken(page), { timeout: 5_000 }).toHaveLength(1)
    const [first] = await spoken(page)
    expect(first?.text).toBe('Received 50 rupees')
    expect((first?.at ?? Infinity) - paidAt).toBeLessThanOrEqual(1_000)
    await page.getByTestId('speaker-last').getByText('₹50.00').waitFor()
    await page.getByTestId('speaker-last').getByText('Meera Shah').waitFor()

    // Offline: the light goes red; three payments meanwhile; back online, one summary.
    await context.setOffline(true)
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('false')
    await expect
      .poll(() => light(page).textContent())
      .toBe('Not connected — payments are not being announced')
    await payQr(counterId, 50)
    await payQr(counterId, 120)
    await payQr(counterId, 75)
    await context.setOffline(false)
    await expect.poll(() => spoken(page), { timeout: 15_000 }).toHaveLength(2)
    expect((await spoken(page))[1]?.text).toBe('3 payments while offline: ₹50, ₹120, ₹75')
    await page.getByRole('status').getByText('3 payments while offline').waitFor()
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')

    // A reload says nothing again.
    await page.reload()
    await page.getByRole('heading', { name }).waitFor()
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')
    await soundOn(page)
    await page.getByTestId('speaker-last').getByText('₹75.00').waitFor()
    await page.waitForTimeout(1_500)
    expect(await spoken(page)).toEqual([])

    // /counter on a Speaker leads back here.
    await page.goto(`${suite.url}/counter`)
    await page.waitForURL((url) => url.pathname === '/speaker')
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')
    await soundOn(page)

    // A second Speaker of the counter, in Hindi: both say the next payment.
    const credential = await speakerOverApi(suite, counterId, name)
    const hindi = await suite.newContext({ viewport: { width: 1280, height: 900 } })
    await hindi.addInitScript(recordSpeech)
    await hindi.addInitScript(keepSpeaker, credential)
    await hindi.addInitScript(() => localStorage.setItem('counterLanguage', 'hi'))
    const second = await hindi.newPage()
    await second.goto(`${suite.url}/speaker`)
    await expect.poll(() => light(second).textContent()).toBe('जुड़ा हुआ है')
    await soundOn(second, 'आवाज़ चालू करने के लिए टैप करें')
    await page.waitForTimeout(500)
    // What was paid before it was set up is listed, not said.
    expect(await spoken(second)).toEqual([])
    await payQr(counterId, 50)
    await expect
      .poll(async () => (await spoken(second)).map((s) => s.text))
      .toEqual(['50 रुपये प्राप्त हुए'])
    expect((await spoken(second))[0]?.lang).toBe('hi-IN')
    await expect
      .poll(async () => (await spoken(page)).map((s) => s.text))
      .toEqual(['Received 50 rupees'])
    await hindi.close()
    await context.close()
  })
})

describe('the Speaker offline', () => {
  it('opens from the service worker, red, and turns green when the network is back', async () => {
    const name = 'Speaker offline'
    const counterId = await addCounter(suite, name)
    const context = await suite.newContext({ serviceWorkers: 'allow' })
    await context.addInitScript(keepSpeaker, await speakerOverApi(suite, counterId, name))
    const page = await context.newPage()
    await page.goto(`${suite.url}/speaker`)
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')
    // The worker (registered by the page) controls it; the page kept itself and its files in the
    // worker's cache (they are not precached: no other device downloads them).
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    })
    // Kept for an offline start by this Speaker only: none of its files is in the precache,
    // which every till and phone downloads.
    const kept = () =>
      page.evaluate(async () => {
        const urls: string[] = []
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            urls.push(`${name} ${new URL(request.url).pathname}`)
          }
        }
        return urls
      })
    await expect.poll(async () => (await kept()).includes('speaker-page /speaker')).toBe(true)
    const cached = await kept()
    expect(
      cached.some((entry) => /^speaker-page \/assets\/speaker-speaker-.*\.js$/.test(entry)),
    ).toBe(true)
    expect(
      cached.filter((entry) => entry.startsWith('workbox-precache') && entry.includes('speaker')),
    ).toEqual([])
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name }).waitFor()
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('false')
    await context.setOffline(false)
    await expect.poll(() => light(page).getAttribute('data-live'), { timeout: 15_000 }).toBe('true')
    await context.close()
  })
})

describe('a removed Speaker', () => {
  it('says why, and leads to pairing again', async () => {
    const name = 'Speaker removed'
    const counterId = await addCounter(suite, name)
    const context = await suite.newContext()
    await context.addInitScript(keepSpeaker, await speakerOverApi(suite, counterId, name))
    const page = await context.newPage()
    await page.goto(`${suite.url}/speaker`)
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')
    const counters =
      await suite.apiData<{ counter_id: string; devices: { device_id: string; mode: string }[] }[]>(
        '/merchant/counters',
      )
    const speaker = counters
      .find((counter) => counter.counter_id === counterId)
      ?.devices.find((device) => device.mode === 'speaker')
    expect(speaker).toBeDefined()
    await suite.apiData(`/merchant/counters/${counterId}/devices/${speaker?.device_id}/revoke`, {
      method: 'POST',
      body: '{}',
    })
    await page.getByRole('heading', { name: 'This Speaker is switched off' }).waitFor({
      timeout: 15_000,
    })
    await page.getByText('This counter was removed by the owner').waitFor()
    // A reload says the same.
    await page.reload()
    await page.getByRole('heading', { name: 'This Speaker is switched off' }).waitFor()
    await page.getByRole('link', { name: 'Set up this device again' }).click()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/counter/pair')
    await page.getByRole('heading', { name: 'Set up this device as a counter' }).waitFor()
    await context.close()
  })
})

describe.each([375, 1280])('at %i px', (width) => {
  it.each([
    { language: 'en', tap: 'Tap to turn on sound' },
    { language: 'hi', tap: 'आवाज़ चालू करने के लिए टैप करें' },
  ])('the Speaker in $language is axe-clean', async ({ language, tap }) => {
    const name = `Speaker a11y ${width} ${language}`
    const counterId = await addCounter(suite, name)
    const credential = await speakerOverApi(suite, counterId, name)
    const context = await suite.newContext({
      viewport: { width, height: width < 640 ? 812 : 900 },
    })
    await context.addInitScript(recordSpeech)
    await context.addInitScript(keepSpeaker, credential)
    await context.addInitScript((code) => localStorage.setItem('counterLanguage', code), language)
    const page = await context.newPage()
    await page.goto(`${suite.url}/speaker`)
    await expect.poll(() => light(page).getAttribute('data-live')).toBe('true')
    const findings: Finding[] = []
    findings.push(...(await audit(page, `/speaker, no payments, ${language} @${width}`)))
    await payQr(counterId, 1234.5, 'Lakshmi Narayanan Subramanian')
    await page.getByTestId('speaker-last').getByText('₹1,234.50').waitFor()
    findings.push(...(await audit(page, `/speaker, a payment, ${language} @${width}`)))
    await page.getByRole('button', { name: tap }).click()
    // Nothing wider than the screen.
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 30) ?? ''}`),
    )
    expect(wider).toEqual([])
    expect(findings, describeFindings(findings)).toEqual([])
    await context.close()
  })
})
