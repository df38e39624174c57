/**
 * The portal in Hindi (product.md, Languages; docs/decisions/056), in Chromium against the
 * production build: the switch on /login takes effect at once, <html lang> follows, a validation
 * error and a toast read in Hindi, the signed-in shell, the payout screens and the API docs are
 * Hindi at 375 and 1280 px with nothing wider than the screen and axe clean, no English text of
 * the converted screens is left (the list comes from the English catalogue), and switching back
 * restores product.md's English exactly.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { audit, describeFindings, type Finding } from './support/axe'
import { api, type ApiTarget } from './support/api'
import { apiLogin, DEMO } from './support/browser'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite()

/** The converted screens' English, from the source catalogue (id → text). */
function catalogue(file: string): Map<string, string> {
  const text = readFileSync(join(__dirname, '../../src/locales', file), 'utf8')
  const entries = new Map<string, string>()
  for (const match of text.matchAll(/^msgid "([^"]+)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    entries.set(match[1]!, JSON.parse(`"${match[2]!}"`) as string)
  }
  return entries
}
const english = catalogue('en.po')
const hindi = catalogue('hi.po')
const CONVERTED = /^(auth|shell|nav|ui|list|payouts|docs|routes|app|dashboard|settings|counters)\./
/** Plain English texts of the converted screens that Hindi writes differently. */
const ENGLISH_TEXTS = new Set(
  [...english]
    .filter(([id, text]) => CONVERTED.test(id) && !/[{}]/.test(text) && hindi.get(id) !== text)
    .map(([, text]) => text),
)

/** Every visible text node's text, trimmed. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const parent = node.parentElement
      if (!text || !parent) continue
      const style = getComputedStyle(parent)
      const box = parent.getBoundingClientRect()
      if (style.visibility === 'hidden' || style.display === 'none' || box.width === 0) continue
      if (parent.closest('.sr-only, [aria-hidden="true"], pre, code, option')) continue
      texts.push(text)
    }
    return texts
  })
}

it('takes the English it looks for from the source catalogue', () => {
  expect(ENGLISH_TEXTS.size).toBeGreaterThan(150)
  expect(ENGLISH_TEXTS).toContain('Initiate Payout')
})

async function expectNoEnglishLeft(page: Page, where: string): Promise<void> {
  const left = (await visibleTexts(page)).filter((text) => ENGLISH_TEXTS.has(text))
  expect(left, `${where}: English still shown`).toEqual([])
}

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }))
  expect(scrollWidth, `${where}: ${scrollWidth} px of content in ${width} px`).toBeLessThanOrEqual(
    width,
  )
}

async function checkScreen(page: Page, where: string, findings: Finding[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
  await expectNoOverflow(page, where)
  await expectNoEnglishLeft(page, where)
  findings.push(...(await audit(page, where)))
}

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('in Hindi at $label width', ({ label, width, height }) => {
  it('switches on /login at once, signs in, and shows the shell, payouts and API docs in Hindi', async () => {
    const page = await suite.newPage({ viewport: { width, height } })
    const findings: Finding[] = []
    await page.goto(`${suite.url}/login`)
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')

    // The choice applies without a reload: the same document, now Hindi.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await page.getByLabel('Language').selectOption('hi')
    await page.getByRole('heading', { name: 'मर्चेंट पोर्टल' }).waitFor()
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
    expect(await page.title()).toBe('मर्चेंट पोर्टल')
    await checkScreen(page, `${label} /login`, findings)

    // A validation error, inline and as a toast.
    await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
    await page.getByRole('alert').getByText('यूज़रनेम/ईमेल और पासवर्ड दोनों भरें').waitFor()
    await page.locator('[data-sonner-toast]').getByText('यूज़रनेम/ईमेल और पासवर्ड दोनों भरें').waitFor()
    await checkScreen(page, `${label} /login (error)`, findings)

    await page.getByLabel('यूज़रनेम या ईमेल').fill(DEMO.username)
    await page.getByLabel('पासवर्ड', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click()
    await page.locator('[data-sonner-toast]').getByText('लॉगिन हो गया!').waitFor()
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' }).waitFor()

    // The payouts list, its filters and a row's details.
    await page.goto(`${suite.url}/payouts`)
    await page.getByTestId('payout-row').first().waitFor()
    await page.getByRole('heading', { level: 1, name: 'पेआउट' }).waitFor()
    await page.getByLabel('स्थिति').waitFor()
    await checkScreen(page, `${label} /payouts`, findings)
    await page
      .getByRole('button', { name: /^पेआउट .+ देखें$/ })
      .first()
      .click()
    const details = page.getByRole('dialog', { name: 'पेआउट का ब्योरा' })
    await details.getByText('लाभार्थी का नाम', { exact: true }).waitFor()
    await checkScreen(page, `${label} Payout Details`, findings)
    await details.getByRole('button', { name: 'बंद करें' }).click()

    // Create Payout, with its validation.
    await page.goto(`${suite.url}/payouts/create`)
    await page.getByRole('button', { name: 'पेआउट शुरू करें' }).click()
    await page.getByText('रेफ़रेंस ID डालें').waitFor()
    await checkScreen(page, `${label} /payouts/create (errors)`, findings)

    // The API documentation's prose (its code samples stay as they are).
    await page.goto(`${suite.url}/api-docs`)
    await page.getByRole('heading', { level: 2, name: 'API दस्तावेज़' }).waitFor()
    await page.getByText(/^सहायता के लिए संपर्क:/).waitFor()
    await checkScreen(page, `${label} /api-docs`, findings)

    // The menus: the drawer on a phone, the user menu with the language choice.
    if (width < 1024) {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click()
      await page.getByRole('navigation', { name: 'मुख्य' }).getByText('वॉलेट').waitFor()
      findings.push(...(await audit(page, `${label} menu drawer`)))
      await page.getByRole('button', { name: 'मेन्यू बंद करें' }).click()
    }
    await page.getByRole('button', { name: /Acme Stores|खाता मेन्यू/ }).click()
    const menu = page.locator('#user-menu')
    await menu.getByRole('button', { name: 'साइन आउट करें' }).waitFor()
    await checkScreen(page, `${label} user menu`, findings)

    // Back to English: product.md's texts exactly, at once.
    await menu.getByLabel('भाषा').selectOption('en')
    await menu.getByRole('button', { name: 'Sign Out', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await page.title()).toBe('Merchant Portal')
    await page.getByRole('heading', { level: 2, name: 'API Documentation' }).waitFor()
    await page.getByText(/^Support contact:/).waitFor()
    await page.getByRole('heading', { level: 1, name: 'API Docs' }).waitFor()

    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})

it('remembers the choice on the device and starts a new device from the browser language', async () => {
  const hindiBrowser = await suite.newContext({ locale: 'hi-IN' })
  const page = await hindiBrowser.newPage()
  await page.goto(`${suite.url}/login`)
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).waitFor()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
  await page.getByLabel('भाषा').selectOption('en')
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  // A reload keeps the device's choice over the browser's language.
  await page.reload()
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor()
  expect(await page.evaluate(() => localStorage.getItem('portalLanguage'))).toBe('en')
  await hindiBrowser.close()
})

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('the dashboard and settings in Hindi at $label width', ({ label, width, height }) => {
  it('shows Settings (profile, API keys, webhooks and their log, counters, cashiers, lock), the pairing dialog, the Z-reports and the dashboard in Hindi', async () => {
    // A closed shift of the owner's counter, so the Z-reports have one to show.
    const owner: ApiTarget = { url: suite.url, token: await apiLogin(suite.sandbox) }
    const post = (path: string, body: unknown) =>
      api(owner, path, { method: 'POST', body: JSON.stringify(body) })
    await post('/payin/create', { channel: 'counter', amount: 10, order_id: `HI-${label}` })
    await post('/counter/shift/close', {})

    const page = await suite.newPage({ signIn: true, viewport: { width, height } })
    const findings: Finding[] = []
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
    await page.goto(`${suite.url}/settings`)
    await page.getByRole('heading', { level: 2, name: 'सेटिंग्स' }).waitFor()
    await page.getByRole('heading', { name: 'बिज़नेस प्रोफ़ाइल' }).waitFor()
    await page.getByRole('heading', { name: 'वेबहुक डिलीवरी' }).waitFor()
    const counters = page.getByRole('region', { name: 'काउंटर', exact: true })
    await counters.getByTestId('counter-row').filter({ hasText: 'Front desk' }).waitFor()
    await page.getByRole('region', { name: 'कैशियर' }).getByText('Asha').waitFor()
    await checkScreen(page, `${label} /settings`, findings)

    // A validation error and a toast, in Hindi.
    const lock = page.getByRole('region', { name: 'काउंटर लॉक' })
    await lock.getByLabel('इतने मिनट खाली रहने पर लॉक करें').fill('500')
    await lock.getByRole('button', { name: 'लॉक का समय सेव करें' }).click()
    await lock.getByText('लॉक का समय 0 से 120 तक के पूरे मिनट होना चाहिए').waitFor()
    await counters.getByLabel('काउंटर का नाम').fill(`Till ${label}`)
    await counters.getByRole('button', { name: 'काउंटर जोड़ें' }).click()
    await page.locator('[data-sonner-toast]').getByText('काउंटर जुड़ गया').waitFor()
    await counters
      .getByTestId('counter-row')
      .filter({ hasText: `Till ${label}` })
      .waitFor()
    await checkScreen(page, `${label} /settings (error, toast)`, findings)

    // A cashier's PIN being reset, and the pairing dialog.
    await page
      .getByRole('region', { name: 'कैशियर' })
      .getByRole('button', { name: 'PIN बदलें' })
      .first()
      .click()
    await page.getByLabel('Asha का नया PIN').waitFor()
    await checkScreen(page, `${label} /settings (reset PIN)`, findings)
    await counters
      .getByTestId('counter-row')
      .filter({ hasText: `Till ${label}` })
      .getByRole('button', { name: 'डिवाइस जोड़ें' })
      .click()
    const pairing = page.getByRole('dialog', { name: `डिवाइस जोड़ें: Till ${label}` })
    await pairing.getByTestId('pairing-code').waitFor()
    await pairing.getByRole('img', { name: 'पेयरिंग पते का QR कोड' }).waitFor()
    await checkScreen(page, `${label} Pair a device`, findings)
    await pairing.getByRole('button', { name: 'बंद करें' }).click()

    // The Z-reports and one of them.
    await page.goto(`${suite.url}/z-reports`)
    await page.getByRole('heading', { level: 2, name: 'Z-रिपोर्ट' }).waitFor()
    const report = page.getByRole('link', { name: /^Z-रिपोर्ट #\d+ · / }).first()
    await report.waitFor()
    await checkScreen(page, `${label} /z-reports`, findings)
    await report.click()
    await page.getByRole('button', { name: 'CSV डाउनलोड करें' }).waitFor()
    await page.getByRole('link', { name: 'सभी Z-रिपोर्ट' }).waitFor()
    await checkScreen(page, `${label} /z-reports/$shiftId`, findings)

    // The dashboard: cards, Today, the charts (the trends drawing with Hindi weekdays), the
    // recent transactions, the quick actions and Today by counter.
    await page.goto(`${suite.url}/dashboard`)
    await page.getByRole('heading', { level: 2, name: 'डैशबोर्ड' }).waitFor()
    await page.getByRole('region', { name: 'कुल भुगतान राशि' }).waitFor()
    await page.getByRole('heading', { name: 'हाल के ट्रांज़ैक्शन' }).waitFor()
    await page.getByRole('navigation', { name: 'शॉर्टकट' }).waitFor()
    await page.getByRole('region', { name: 'आज, काउंटर के अनुसार' }).waitFor()
    const trends = page.getByRole('img', { name: 'हफ़्ते के दिनों के नमूना भुगतान और पेआउट' })
    await expect
      .poll(() => trends.locator('img').getAttribute('src'))
      .toMatch(/\/assets\/trends-hi-\d+-/)
    // The pie loads once near the viewport (below the fold on a phone).
    await page.getByRole('heading', { name: 'हाल के ट्रांज़ैक्शन' }).scrollIntoViewIfNeeded()
    await page.getByRole('img', { name: /^सफल \d+, लंबित \d+, विफल \d+$/ }).waitFor()
    await page.getByRole('list', { name: 'स्थिति के अनुसार ट्रांज़ैक्शन' }).waitFor()
    await checkScreen(page, `${label} /dashboard`, findings)

    // Back to English: the dashboard's texts and drawing as before, at once.
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'en'))
    await page.reload()
    await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor()
    await page.getByRole('region', { name: 'Today by counter' }).waitFor()
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Sample weekday payments and payouts' })
          .locator('img')
          .getAttribute('src'),
      )
      .toMatch(/\/assets\/trends-\d+-/)

    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})
