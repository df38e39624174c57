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
import { adminRequest, DEMO } from './support/browser'
import { recordSpeech, spoken } from './support/counter'
import { addCounter, pairingCode } from './support/counter-device'
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
const CONVERTED = /^(auth|shell|nav|ui|list|payouts|docs|routes|app|counter)\./
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
])('the counter in Hindi at $label width', ({ label, width, height }) => {
  it('pairs, asks who is selling, sells end to end and closes the shift, all in Hindi', async () => {
    const counterId = await addCounter(suite, `Till ${label}`)
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
    await page.getByText(/^\d कोशिश बाकी, फिर यह कैशियर 5 मिनट के लिए लॉक हो जाएगा।$/).waitFor()
    await checkScreen(page, `${label} wrong PIN`, findings)
    await page.getByLabel('Asha का PIN').fill('1234')
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
