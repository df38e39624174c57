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
import { adminRequest, apiLogin, DEMO, signIn } from './support/browser'
import { recordSpeech, spoken } from './support/counter'
import { addCounter, pairingCode, showPairingCode } from './support/counter-device'
import { setupE2ESuite } from './support/suite'

const suite = setupE2ESuite({ apiToken: true })

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
const CONVERTED =
  /^(auth|shell|nav|ui|list|payouts|docs|routes|app|wallet|settlements|reports|payments|dashboard|settings|counters|counter|paymentLink)\./
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

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('the wallet, settlements and reports in Hindi at $label width', ({ label, width, height }) => {
  it('shows the wallet, the top-up modal, settlements, reports and an invoice in Hindi', async () => {
    const page = await suite.newPage({ signIn: true, viewport: { width, height } })
    const findings: Finding[] = []
    // The device's choice, as the switcher leaves it; the next load starts in Hindi.
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))

    // The wallet: its balances, the gateway's 'Daily' and movement words, both tabs, a toast.
    await page.goto(`${suite.url}/wallet`)
    await page.getByRole('heading', { level: 2, name: 'वॉलेट' }).waitFor()
    await page.getByTestId('wallet-transaction-row').first().waitFor()
    await page.getByText('रोज़', { exact: true }).waitFor()
    await checkScreen(page, `${label} /wallet`, findings)
    await page.getByRole('combobox', { name: 'बैलेंस' }).selectOption('pending')
    await page.getByTestId('wallet-transaction-row').first().waitFor()
    await checkScreen(page, `${label} /wallet pending balance`, findings)
    await page.getByRole('tab', { name: /टॉप-अप अनुरोध/ }).click()
    await page.getByTestId('topup-row').first().waitFor()
    await checkScreen(page, `${label} /wallet top-ups`, findings)
    await page.getByRole('button', { name: 'रीफ़्रेश करें' }).click()
    await page.locator('[data-sonner-toast]').getByText('वॉलेट रीफ़्रेश हो गया').waitFor()
    // Dismissed, so no toast is caught mid-fade by a later contrast check.
    await page.locator('[data-sonner-toast] [data-close-button]').click()
    await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' })

    // 'Request Wallet Top-up' with its validation message.
    await page.getByRole('button', { name: 'वॉलेट टॉप-अप' }).click()
    const topup = page.getByRole('dialog', { name: 'वॉलेट टॉप-अप का अनुरोध' })
    await topup.getByRole('button', { name: 'अनुरोध भेजें' }).click()
    await topup.getByText('सभी ज़रूरी जानकारी भरें').waitFor()
    await checkScreen(page, `${label} top-up (error)`, findings)
    await topup.getByRole('button', { name: 'रद्द करें' }).click()

    // Settlements and one settlement's payments.
    await page.getByRole('link', { name: 'सेटलमेंट देखें' }).click()
    await page.getByRole('heading', { level: 2, name: 'सेटलमेंट', exact: true }).waitFor()
    await page.getByTestId('settlement-row').first().waitFor()
    await checkScreen(page, `${label} /wallet/settlements`, findings)
    await page.getByTestId('settlement-row').first().getByRole('link').click()
    await page.getByTestId('settlement-event-row').first().waitFor()
    await page.getByText('जमा हुई कुल राशि', { exact: true }).waitFor()
    await checkScreen(page, `${label} settlement`, findings)

    // Reports, with a validation message, the tax invoices and the books export.
    await page.goto(`${suite.url}/reports`)
    await page.getByRole('heading', { level: 2, name: 'रिपोर्ट' }).waitFor()
    const view = page.getByRole('button', { name: /^INV\S+ देखें$/ }).first()
    await view.waitFor()
    await page.getByLabel(/^इस तारीख़ से/).fill('')
    await page.getByRole('button', { name: 'रिपोर्ट डाउनलोड करें' }).click()
    await page.getByText('तारीख़ चुनें', { exact: true }).waitFor()
    await checkScreen(page, `${label} /reports (error)`, findings)
    await view.click()
    const invoice = page.getByRole('dialog', { name: /^टैक्स इनवॉइस INV/ })
    await invoice.getByText('टैक्स योग्य राशि', { exact: true }).first().waitFor()
    await checkScreen(page, `${label} invoice dialog`, findings)
    await invoice.getByRole('button', { name: 'बंद करें' }).click()

    // Back to English: the same screen's product.md texts at once.
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'en'))
    await page.reload()
    await page.getByRole('heading', { name: 'Tax Invoices' }).waitFor()
    await page.getByRole('heading', { name: 'Books Export' }).waitFor()
    await page.getByText('All amounts are in INR', { exact: true }).waitFor()

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
])('payments in Hindi at $label width', ({ label, width, height }) => {
  it('shows the payments list, Payment Details, a refund, the Refunds list and Create Payment in Hindi', async () => {
    const page = await suite.newPage({ viewport: { width, height }, signIn: true })
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
    const findings: Finding[] = []

    // The list, its filters and the total line over every page of them.
    await page.goto(`${suite.url}/payments?status=success`)
    await page.getByTestId('payment-row').first().waitFor()
    await page.getByRole('heading', { level: 2, name: 'भुगतान' }).waitFor()
    await page
      .getByTestId('payments-total')
      .getByText(/भुगतानों में से .+ सफल, इनसे ₹/)
      .waitFor()
    await page.getByLabel('चैनल').waitFor()
    await checkScreen(page, `${label} /payments`, findings)
    if (label === 'phone') {
      // The first payment starts within a small phone's first screen (667 px), filters and
      // total line above it, in Hindi's longer words.
      const first = await page.getByTestId('payment-row').first().boundingBox()
      expect(first?.y ?? Infinity).toBeLessThan(667)
    }

    // Payment Details with its refunds.
    await page
      .getByRole('button', { name: /^भुगतान देखें: / })
      .first()
      .click()
    const details = page.getByRole('dialog', { name: 'भुगतान का ब्योरा' })
    await details.getByText('ग्राहक का नाम', { exact: true }).waitFor()
    await details
      .getByTestId('refund-summary')
      .getByText(/ रिफ़ंड हो गया/)
      .waitFor()
    await checkScreen(page, `${label} Payment Details`, findings)

    // 'Refund payment': a validation error, the confirmation, then the toast.
    await details.getByRole('button', { name: 'रिफ़ंड करें', exact: true }).click()
    const refund = page.getByRole('dialog', { name: 'भुगतान रिफ़ंड करें' })
    await refund.getByLabel('रिफ़ंड राशि (INR)').fill('abc')
    await refund.getByRole('button', { name: 'रिफ़ंड जाँच लें' }).click()
    await refund.getByText('सही राशि डालें').waitFor()
    await checkScreen(page, `${label} Refund payment (error)`, findings)
    await refund.getByLabel('रिफ़ंड राशि (INR)').fill('1')
    await refund.getByLabel('कारण (ज़रूरी नहीं)').fill('साइज़ बदलना')
    await refund.getByRole('button', { name: 'रिफ़ंड जाँच लें' }).click()
    await refund.getByText('ग्राहक को ₹1.00 रिफ़ंड करें?').waitFor()
    await checkScreen(page, `${label} Refund payment (confirm)`, findings)
    await refund.getByRole('button', { name: 'रिफ़ंड पक्का करें' }).click()
    await page.locator('[data-sonner-toast]').getByText('रिफ़ंड का अनुरोध भेज दिया गया').waitFor()
    await refund.waitFor({ state: 'detached' })
    await details
      .getByRole('list', { name: 'रिफ़ंड का इतिहास' })
      .getByText('अनुरोध किया गया')
      .first()
      .waitFor()
    await checkScreen(page, `${label} Payment Details (refund history)`, findings)
    await details.getByRole('button', { name: 'बंद करें' }).click()

    // The Refunds tab and its list.
    await page
      .getByRole('navigation', { name: 'भुगतान और रिफ़ंड' })
      .getByRole('link', { name: 'रिफ़ंड' })
      .click()
    await page.waitForURL((url) => url.pathname === '/payments/refunds')
    await page.getByTestId('refund-row').first().waitFor()
    await page.getByRole('heading', { level: 2, name: 'रिफ़ंड' }).waitFor()
    await checkScreen(page, `${label} /payments/refunds`, findings)

    // Create Payment, with its validation.
    await page.goto(`${suite.url}/payments/create`)
    await page.getByRole('button', { name: 'भुगतान लिंक बनाएँ' }).click()
    await page.getByText('राशि डालें').waitFor()
    await page.getByText('ग्राहक का ईमेल डालें').waitFor()
    await checkScreen(page, `${label} /payments/create (errors)`, findings)

    await page.context().close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})

it("keeps a paired counter's own language apart from the owner's portal, its screens following it", async () => {
  const counterId = await addCounter(suite, 'Hindi till')
  const { code } = await pairingCode(suite, counterId)
  const context = await suite.newContext({
    locale: 'en-IN',
    viewport: { width: 1280, height: 900 },
  })
  const page = await context.newPage()
  // Hindi chosen on /login, where 'Set up this device as a counter' is.
  await page.goto(`${suite.url}/login`)
  await page.getByLabel('Language').selectOption('hi')
  await page.getByRole('link', { name: 'इस डिवाइस को काउंटर के रूप में सेट करें' }).click()
  await page.getByLabel('पेयरिंग कोड').fill(code)
  await page.getByRole('button', { name: 'काउंटर सेट करें' }).click()
  await page.waitForURL((url) => url.pathname === '/counter')

  // The device keeps the language on screen as its own: 'Who is selling?' and the keypad in Hindi.
  await page.getByRole('heading', { name: 'कौन बेच रहा है?' }).waitFor()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi')
  await page.getByRole('button', { name: 'Asha', exact: true }).click()
  await page.getByLabel('Asha का PIN').fill('4826')
  await page.getByRole('button', { name: 'बिक्री शुरू करें' }).click()
  await page.getByText('बेच रहे हैं: Asha').waitFor()
  expect(await page.getByLabel('घोषणा की भाषा').inputValue()).toBe('hi')
  // The shift report (shared with the owner's Z-report pages) speaks it too.
  await page.getByRole('button', { name: 'यह शिफ़्ट अब तक' }).click()
  const report = page.getByRole('dialog', { name: 'यह शिफ़्ट अब तक' })
  await report.getByText('सफल भुगतान').waitFor()
  await report.getByText('कैशियर के अनुसार', { exact: true }).first().waitFor()
  await report.getByRole('button', { name: 'बंद करें' }).click()

  // 'Announce in' is the counter's choice: English for this device, remembered apart from the
  // portal's Hindi; a reload keeps it.
  await page.getByLabel('घोषणा की भाषा').selectOption('en')
  await page.getByLabel('Announce in').waitFor()
  await page.getByText('Selling: Asha').waitFor()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
  const stored = () =>
    page.evaluate(() => [
      localStorage.getItem('counterLanguage'),
      localStorage.getItem('portalLanguage'),
    ])
  expect(await stored()).toEqual(['en', 'hi'])
  await page.reload()
  await page.getByLabel('Announce in').waitFor()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')

  // The paired device's menu offers the language too (it has no account menu).
  await page.getByRole('complementary').getByLabel('Language').selectOption('hi')
  await page.getByLabel('घोषणा की भाषा').waitFor()
  expect(await stored()).toEqual(['hi', 'hi'])
  await context.close()
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
    await showPairingCode(pairing)
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

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('the counter in Hindi at $label width', ({ label, width, height }) => {
  it('pairs, asks who is selling, sells end to end and closes the shift, all in Hindi', async () => {
    const counterId = await addCounter(suite, `Hindi sale ${label}`)
    const { code } = await pairingCode(suite, counterId)
    const context = await suite.newContext({ viewport: { width, height } })
    await recordSpeech(context)
    // 'Share' copies the report here (no share sheet), which says so in a toast.
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }),
    )
    const page = await context.newPage()
    const findings: Finding[] = []

    // Hindi chosen on /login, then the owner's pairing link: the device keeps the choice.
    await page.goto(`${suite.url}/login`)
    await page.getByLabel('Language').selectOption('hi')
    await page.getByRole('heading', { name: 'मर्चेंट पोर्टल' }).waitFor()
    await page.goto(`${suite.url}/counter/pair`)
    await page.getByRole('heading', { name: 'इस डिवाइस को काउंटर के रूप में सेट करें' }).waitFor()
    // A validation error in Hindi.
    await page.getByRole('button', { name: 'काउंटर सेट करें' }).click()
    await page.getByText('पेयरिंग कोड डालें', { exact: true }).waitFor()
    await checkScreen(page, `${label} /counter/pair (error)`, findings)
    await page.getByLabel('पेयरिंग कोड').fill(code)
    await page.getByRole('button', { name: 'काउंटर सेट करें' }).click()
    await page.waitForURL((url) => url.pathname === '/counter')

    // 'Who is selling?', a wrong PIN (the gateway's words in Hindi), then the right one.
    await page.getByRole('heading', { name: 'कौन बेच रहा है?' }).waitFor()
    await checkScreen(page, `${label} Who is selling?`, findings)
    await page.getByRole('button', { name: 'Asha', exact: true }).click()
    await page.getByLabel('Asha का PIN').fill('0000')
    await page.getByRole('button', { name: 'बिक्री शुरू करें' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: /^ग़लत PIN/ })
      .waitFor()
    await page
      .getByText(/^\d कोशिशें? बाकी, फिर यह कैशियर इस डिवाइस पर 5 मिनट के लिए लॉक हो जाएगा।$/)
      .waitFor()
    await checkScreen(page, `${label} wrong PIN`, findings)
    await page.getByLabel('Asha का PIN').fill('4826')
    await page.getByRole('button', { name: 'बिक्री शुरू करें' }).click()
    await page.getByText('बेच रहे हैं: Asha').waitFor()
    await page.getByRole('region', { name: 'इस काउंटर की यह शिफ़्ट' }).waitFor()
    await page.getByText('न्यूनतम राशि ₹1 है').waitFor()
    await checkScreen(page, `${label} keypad`, findings)

    // The sale: an amount, its QR, paid through the sandbox, 'Payment Received!' in Hindi.
    for (const key of '120') await page.getByRole('button', { name: key, exact: true }).click()
    const created = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
    await page.getByRole('button', { name: '₹120.00 का भुगतान लें' }).click()
    const body = (await (await created).json()) as { data: { transaction_id: string } }
    const qr = page.getByRole('dialog', { name: 'भुगतान की राशि ₹120.00' })
    await qr.getByText('किसी भी UPI ऐप से QR कोड स्कैन करके भुगतान करें').waitFor()
    await qr.getByRole('timer', { name: /^बचा समय \d+:\d{2}$/ }).waitFor()
    await checkScreen(page, `${label} QR`, findings)
    const paid = await adminRequest(suite.sandbox, 'POST', `payins/${body.data.transaction_id}/pay`)
    expect(paid.status).toBe(200)
    const success = page.getByRole('dialog', { name: 'भुगतान प्राप्त हुआ!' })
    await success.getByText('कीपैड 8 सेकंड में अपने आप लौट आएगा।').waitFor()
    await checkScreen(page, `${label} Payment Received`, findings)
    await expect.poll(() => spoken(page)).toContain('120 रुपये प्राप्त हुए')
    await success.getByRole('button', { name: 'अगला ग्राहक' }).click()
    await page.getByTestId('counter-today-row').first().waitFor()
    await page.getByText('1 भुगतान', { exact: true }).waitFor()

    // The shift so far, then closing it into its Z-report.
    await page.getByRole('button', { name: 'यह शिफ़्ट अब तक' }).click()
    const x = page.getByRole('dialog', { name: 'यह शिफ़्ट अब तक' })
    await x.getByText('सफल भुगतान', { exact: true }).waitFor()
    await checkScreen(page, `${label} This shift so far`, findings)
    await x.getByRole('button', { name: 'बंद करें' }).click()
    await page.getByRole('button', { name: 'शिफ़्ट बंद करें' }).click()
    const confirm = page.getByRole('dialog', { name: 'यह शिफ़्ट बंद करें?' })
    await confirm.getByText('इसकी Z-रिपोर्ट अंतिम होगी, और अगली शिफ़्ट शून्य से शुरू होगी।').waitFor()
    await checkScreen(page, `${label} Close this shift?`, findings)
    await confirm.getByRole('button', { name: 'शिफ़्ट बंद करें' }).click()
    const z = page.getByRole('dialog', { name: /^Z-रिपोर्ट #\d+$/ })
    await z.getByRole('button', { name: 'हो गया' }).waitFor()
    await checkScreen(page, `${label} Z-report`, findings)
    // A toast in Hindi.
    await z.getByRole('button', { name: 'शेयर करें' }).click()
    await page.locator('[data-sonner-toast]').getByText('रिपोर्ट कॉपी हो गई').waitFor()
    await z.getByRole('button', { name: 'हो गया' }).click()
    await page.getByRole('heading', { name: 'कौन बेच रहा है?' }).waitFor()

    // Removed by the owner: the gateway's words and the way back, in Hindi.
    await suite.apiData(`/merchant/counters/${counterId}/revoke`, { method: 'POST', body: '{}' })
    await page.reload()
    await page.getByRole('heading', { name: 'मालिक ने यह काउंटर हटा दिया है' }).waitFor()
    await page.getByRole('button', { name: 'इस डिवाइस को फिर से सेट करें' }).waitFor()
    await checkScreen(page, `${label} counter removed`, findings)

    await context.close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})

describe.each([
  { label: 'desktop', width: 1280, height: 900 },
  { label: 'phone', width: 375, height: 812 },
])('the payment-link modal in Hindi at $label width', ({ label, width, height }) => {
  it('shows a USD link, a link payable past its countdown and a decline in Hindi', async () => {
    // The shop is in India: Expires At is typed in IST. Playwright's clock runs the countdown out.
    const context = await suite.newContext({
      viewport: { width, height },
      timezoneId: 'Asia/Kolkata',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    const page = await context.newPage()
    await page.clock.install()
    await signIn(page, suite.url)
    await page.evaluate(() => localStorage.setItem('portalLanguage', 'hi'))
    const findings: Finding[] = []
    const create = async (amount: string, fields: { currency?: 'USD'; expiresAt?: string }) => {
      await page.goto(`${suite.url}/payments/create`)
      await page.getByLabel('राशि', { exact: false }).first().fill(amount)
      if (fields.currency) await page.getByLabel('मुद्रा').selectOption(fields.currency)
      await page.getByLabel('ग्राहक का नाम').fill('Meera Iyer')
      await page.getByLabel('ग्राहक का ईमेल').fill('meera@example.com')
      if (fields.expiresAt) await page.getByLabel('कब तक मान्य').fill(fields.expiresAt)
      const response = page.waitForResponse((r) => r.url().includes('/api/v1/payin/create'))
      await page.getByRole('button', { name: 'भुगतान लिंक बनाएँ' }).click()
      const body = (await (await response).json()) as { data: { transaction_id: string } }
      const dialog = page.getByRole('dialog', { name: 'भुगतान की प्रतीक्षा है' })
      await dialog.getByRole('img', { name: 'भुगतान लिंक का QR कोड' }).waitFor()
      return { id: body.data.transaction_id, dialog }
    }
    const dismissToasts = async () => {
      for (const toast of await page.locator('[data-sonner-toast]').all()) {
        await toast.hover()
        await toast.locator('[data-close-button]').click()
      }
      await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' })
    }

    // A USD link: paid by opening it, in rupees at its rate; a toast in Hindi.
    const usd = await create('100', { currency: 'USD' })
    await usd.dialog
      .getByText('ग्राहक लिंक खोलकर ₹8,300.00 का भुगतान करता है (₹83.00 प्रति $1.00 की दर से)।')
      .waitFor()
    await usd.dialog.getByText('भुगतान लिंक खोलने के लिए QR कोड स्कैन करें').waitFor()
    await usd.dialog.getByRole('timer', { name: /^बचा समय \d\d:\d\d$/ }).waitFor()
    await usd.dialog.getByRole('switch', { name: 'काउंटर मोड' }).waitFor()
    await dismissToasts()
    await usd.dialog.getByRole('button', { name: 'भुगतान लिंक कॉपी करें' }).click()
    await page.locator('[data-sonner-toast]').getByText('भुगतान लिंक कॉपी हो गया!').waitFor()
    await checkScreen(page, `${label} payment link (USD)`, findings)
    await dismissToasts()
    await usd.dialog.getByRole('button', { name: 'बंद करें' }).last().click()
    await usd.dialog.waitFor({ state: 'detached' })

    // A link whose Expires At (tomorrow, 18:00 IST) is later than the countdown.
    const ist = new Date(Date.now() + 330 * 60_000 + 24 * 3_600_000)
    const day = `${ist.getUTCFullYear()}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${String(ist.getUTCDate()).padStart(2, '0')}`
    const later = await create('90', { expiresAt: `${day}T18:00` })
    await later.dialog.getByText(/^इस लिंक से .+ 18:00 IST तक भुगतान किया जा सकता है।$/).waitFor()
    await checkScreen(page, `${label} payment link (later expiry)`, findings)
    await page.clock.fastForward(185_000)
    await later.dialog
      .getByText(/^उलटी गिनती ख़त्म हो गई है, पर इस लिंक से अब भी .+ तक भुगतान किया जा सकता है।/)
      .waitFor({ timeout: 10_000 })
    await checkScreen(page, `${label} payment link (after the countdown)`, findings)
    await later.dialog.getByRole('button', { name: 'बंद करें' }).last().click()
    await later.dialog.waitFor({ state: 'detached' })

    // The customer declines: one outcome, in Hindi.
    const declined = await create('45', {})
    const answer = await adminRequest(suite.sandbox, 'POST', `payins/${declined.id}/decline`)
    expect(answer.ok).toBe(true)
    const outcome = page.getByRole('dialog', { name: 'भुगतान अस्वीकार हुआ' })
    await outcome.getByText('ग्राहक ने भुगतान अस्वीकार कर दिया।').waitFor({ timeout: 10_000 })
    await outcome.getByRole('button', { name: 'नया लिंक बनाएँ' }).waitFor()
    await checkScreen(page, `${label} payment link (declined)`, findings)

    await context.close()
    expect(findings, describeFindings(findings)).toEqual([])
  })
})
