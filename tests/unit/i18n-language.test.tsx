/**
 * The portal's language (product.md, Languages; docs/decisions/056): where a device starts, that
 * a choice applies at once and is remembered, the document follows it, the formatters speak it,
 * plurals are right in both languages, and the gateway's English errors read in Hindi.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { LanguageSwitcher } from '../../src/components/language-switcher'
import { resultsFound } from '../../src/components/lists/list-messages'
import { refundTags } from '../../src/components/payin-tags'
import { statusLabel } from '../../src/components/status-label'
import { feeTax } from '../../src/lib/money/fee-tax'
import { ApiError, errorMessage } from '../../src/lib/http/api-client'
import { formatDate, formatDateTime, formatINR } from '../../src/lib/i18n/format'
import { endDevice, forgetDevice, setDevice } from '../../src/lib/session/device-store'
import {
  COUNTER_LANGUAGE_KEY,
  ensureTexts,
  gatewayText,
  getLanguage,
  getLanguageOwner,
  initialLanguage,
  LANGUAGE_KEY,
  LANGUAGES,
  setLanguage,
  startI18n,
  t,
  useT,
} from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'
import { followLanguageOwner, languageOwner } from '../../src/lib/i18n/language-owner'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import { saveCounterLanguage } from '../../src/lib/counter-support/counter-mode'
import { voiceLanguage } from '../../src/lib/counter-support/voice-language'

afterEach(() => {
  vi.restoreAllMocks()
})

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

function httpError(message: string, status = 400): ApiError {
  return new ApiError(message, status, 'http', { success: false, error: { message } })
}

// First in the file: the module keeps what it has loaded, and this starts from nothing.
describe('the catalogue in parts', () => {
  it("brings the signed-in screens' texts only when they are wanted, and keeps them", async () => {
    await setLanguage('hi')
    // The first part is there; a list screen's text is not yet (it reads as the source), nor
    // the sign-in page's (its route asks for it).
    expect(t({ id: 'boot.language', message: 'Language' })).toBe('भाषा')
    expect(t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('Clear filters')
    expect(t({ id: 'auth.signIn', message: 'Sign In' })).toBe('Sign In')
    await ensureTexts('auth')
    expect(t({ id: 'auth.signIn', message: 'Sign In' })).toBe('साइन इन करें')
    // Nor the gateway's refusals: they come with the first one (lib/http/api-client.ts).
    expect(errorMessage(httpError('Duplicate reference ID', 409), 'x')).toBe(
      'Duplicate reference ID',
    )
    // A screen already showing a text of a later part renders again when that part arrives,
    // though the language itself did not change.
    function ClearFilters() {
      const tr = useT()
      return <p>{tr({ id: 'list.clearFilters', message: 'Clear filters' })}</p>
    }
    render(<ClearFilters />)
    expect(screen.getByText('Clear filters')).toBeTruthy()
    await signedInTexts()
    expect(t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('फ़िल्टर हटाएँ')
    await waitFor(() => expect(screen.getByText('फ़िल्टर हटाएँ')).toBeTruthy())
    // Every signed-in screen's texts include the gateway's: sign-in's and the screens' alike.
    expect(errorMessage(httpError('Duplicate reference ID', 409), 'x')).toBe(
      'यह रेफ़रेंस ID पहले से इस्तेमाल हो चुकी है',
    )
    expect(errorMessage(httpError('Invalid username/email or password', 401), 'x')).toBe(
      'यूज़रनेम/ईमेल या पासवर्ड गलत है',
    )
    // Switching away and back needs no download: every part is kept.
    await setLanguage('en')
    expect(signedInTexts()).toBeNull()
    await setLanguage('hi')
    expect(signedInTexts()).toBeNull()
    expect(ensureTexts('auth')).toBeNull()
    expect(t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('फ़िल्टर हटाएँ')
  })
})

describe('the language a device starts in', () => {
  it('is the first of the browser languages the portal has', () => {
    browserLanguages(['hi-IN', 'en-IN'])
    expect(initialLanguage()).toBe('hi')
    browserLanguages(['fr-FR', 'en-GB'])
    expect(initialLanguage()).toBe('en')
    browserLanguages(['ta-IN'])
    expect(initialLanguage()).toBe('en')
  })

  it('is the choice remembered on the device, over the browser', () => {
    browserLanguages(['hi-IN'])
    localStorage.setItem(LANGUAGE_KEY, 'en')
    expect(initialLanguage()).toBe('en')
    localStorage.setItem(LANGUAGE_KEY, 'xx')
    expect(initialLanguage()).toBe('hi')
  })

  it("keeps a counter's earlier Hindi announcements", () => {
    browserLanguages(['en-IN'])
    localStorage.setItem('counterModeLanguage', 'hi')
    expect(initialLanguage()).toBe('hi')
  })

  it('starts in it before the first render, html lang and title included', async () => {
    browserLanguages(['hi-IN'])
    await startI18n()
    expect(getLanguage()).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(document.title).toBe('मर्चेंट पोर्टल')
  })
})

describe('the switcher', () => {
  it("offers 'English' and 'हिन्दी', each in its own script and language", () => {
    expect(LANGUAGES.map((language) => language.name)).toEqual(['English', 'हिन्दी'])
    render(<LanguageSwitcher id="test-language" />)
    const hindi = screen.getByRole('option', { name: 'हिन्दी' })
    expect(hindi.getAttribute('lang')).toBe('hi')
  })

  it('switches at once, remembers the choice and switches back', async () => {
    render(<LanguageSwitcher id="test-language" />)
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'hi' } })
    await screen.findByLabelText('भाषा')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(document.title).toBe('मर्चेंट पोर्टल')
    expect(voiceLanguage()).toBe('hi')

    fireEvent.change(screen.getByLabelText('भाषा'), { target: { value: 'en' } })
    // English is the source: no catalogue to wait for.
    expect(screen.getByLabelText('Language')).toBeTruthy()
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(document.title).toBe('Merchant Portal')
    expect(voiceLanguage()).toBe('en')
  })
})

describe("one choice per device: the owner's portal, or a paired counter's own", () => {
  const DEVICE = {
    token: 'ctd_test',
    counterId: 'CTR1',
    counterName: 'Front desk',
    businessName: 'Acme Stores',
  }
  const MERCHANT = { id: 'M1', business_name: 'Acme Stores', email: 'a@b.co' }

  it('follows the credentials: a paired (or removed) counter is the counter, else the portal', () => {
    expect(languageOwner()).toBe('portal')
    setDevice(DEVICE)
    expect(languageOwner()).toBe('counter')
    endDevice('This counter was removed by the owner')
    expect(languageOwner()).toBe('counter')
    forgetDevice()
    expect(languageOwner()).toBe('portal')
    setSession('token', MERCHANT)
    expect(languageOwner()).toBe('portal')
    clearSession()
  })

  it('keeps the language on screen when a device is paired, then remembers its own apart', async () => {
    const stop = followLanguageOwner()
    // Chosen on /login (the portal's choice), then the device is set up as a counter.
    await setLanguage('hi')
    setDevice(DEVICE)
    expect(getLanguageOwner()).toBe('counter')
    expect(getLanguage()).toBe('hi')
    expect(localStorage.getItem(COUNTER_LANGUAGE_KEY)).toBe('hi')

    // The cashier switches the counter to English ('Announce in'): the counter's choice only.
    saveCounterLanguage('en')
    expect(getLanguage()).toBe('en')
    expect(voiceLanguage()).toBe('en')
    expect(localStorage.getItem(COUNTER_LANGUAGE_KEY)).toBe('en')
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi')

    // Removed by the owner: still the counter's screen, still its language.
    endDevice('This counter was removed by the owner')
    expect(getLanguage()).toBe('en')

    // Set up no more ('Sign in as the owner instead'): the portal's own choice comes back.
    forgetDevice()
    await vi.waitFor(() => expect(getLanguage()).toBe('hi'))
    expect(getLanguageOwner()).toBe('portal')
    expect(document.documentElement.lang).toBe('hi')

    // Paired again: the counter's remembered English, not the portal's Hindi.
    setDevice(DEVICE)
    expect(getLanguage()).toBe('en')
    forgetDevice()
    stop()
  })

  it("starts a paired counter in its own choice, else its old voice choice, else the portal's", () => {
    browserLanguages(['en-IN'])
    localStorage.setItem(LANGUAGE_KEY, 'hi')
    expect(initialLanguage('portal')).toBe('hi')
    expect(initialLanguage('counter')).toBe('hi')
    localStorage.setItem('counterModeLanguage', 'en')
    expect(initialLanguage('counter')).toBe('en')
    // The old voice key's English was the default, not a choice, for the portal.
    expect(initialLanguage('portal')).toBe('hi')
    localStorage.setItem(COUNTER_LANGUAGE_KEY, 'hi')
    localStorage.setItem(LANGUAGE_KEY, 'en')
    expect(initialLanguage('counter')).toBe('hi')
    expect(initialLanguage('portal')).toBe('en')
  })

  it('boots a paired counter in its own language', async () => {
    browserLanguages(['en-IN'])
    localStorage.setItem(LANGUAGE_KEY, 'en')
    localStorage.setItem(COUNTER_LANGUAGE_KEY, 'hi')
    await startI18n('counter')
    expect(getLanguage()).toBe('hi')
    expect(voiceLanguage()).toBe('hi')
    await startI18n('portal')
    expect(getLanguage()).toBe('en')
  })
})

describe('formatting in Hindi', () => {
  it('keeps money in Latin digits with Indian grouping', async () => {
    await setLanguage('hi')
    expect(formatINR(123456.5)).toBe('₹1,23,456.50')
    expect(formatINR(-1234567)).toBe('-₹12,34,567.00')
  })

  it('writes dates with Hindi month names, and English ones back in English', async () => {
    const at = new Date(2026, 10, 22, 14, 5)
    await setLanguage('hi')
    expect(formatDateTime(at)).toBe('22 नवंबर 2026, 14:05')
    expect(formatDate('2026-09-03')).toBe('3 सितंबर 2026')
    await setLanguage('en')
    expect(formatDateTime(at)).toBe('22 Nov 2026, 14:05')
    expect(formatDate('2026-09-03')).toBe('3 Sep 2026')
  })

  it('gets plurals right in both languages', async () => {
    // English says '1 result found' (product.md records the change from the specification).
    expect([0, 1, 2].map((count) => t(resultsFound, { count }))).toEqual([
      '0 results found',
      '1 result found',
      '2 results found',
    ])
    await setLanguage('hi')
    await signedInTexts()
    expect([0, 1, 2, 21].map((count) => t(resultsFound, { count }))).toEqual([
      'कोई नतीजा नहीं मिला',
      '1 नतीजा मिला',
      '2 नतीजे मिले',
      '21 नतीजे मिले',
    ])
  })
})

describe("the gateway's messages", () => {
  it('are shown as sent in English', () => {
    expect(errorMessage(httpError('Invalid username/email or password', 401), 'x')).toBe(
      'Invalid username/email or password',
    )
  })

  it('read in Hindi when the gateway is known to send them, with their numbers', async () => {
    await setLanguage('hi')
    expect(errorMessage(httpError('Invalid username/email or password', 401), 'x')).toBe(
      'यूज़रनेम/ईमेल या पासवर्ड गलत है',
    )
    expect(errorMessage(httpError('Duplicate reference ID', 409), 'x')).toBe(
      'यह रेफ़रेंस ID पहले से इस्तेमाल हो चुकी है',
    )
    expect(errorMessage(httpError('You can save at most 20 beneficiaries'), 'x')).toBe(
      'आप ज़्यादा से ज़्यादा 20 लाभार्थी सेव कर सकते हैं',
    )
    // An unknown message is still shown, as the gateway wrote it.
    expect(errorMessage(httpError('Something new'), 'x')).toBe('Something new')
  })

  it("falls back to the screen's own text in the current language", async () => {
    await setLanguage('hi')
    await signedInTexts()
    const offline = new ApiError('', 0, 'network')
    expect(errorMessage(offline, t({ id: 'payouts.initiateFailed' }))).toBe('पेआउट शुरू नहीं हो सका')
  })
})

describe('refunds and GST in Hindi', () => {
  it("tags a payin's refunds, names the GST row and the refund status in the language", async () => {
    const partial = { refund_status: 'partial', refund_pending_amount: 5 }
    const automatic = { auto_refund: true, refund_status: 'none' }
    await setLanguage('en')
    expect(refundTags(partial).map((tag) => tag.text)).toEqual([
      'Partially refunded',
      'Refund pending',
    ])
    expect(feeTax(20, 3.05, 'igst')?.gstLabel).toBe('GST (IGST 18%)')
    await setLanguage('hi')
    await signedInTexts()
    expect(refundTags(partial).map((tag) => tag.text)).toEqual(['आंशिक रिफ़ंड', 'रिफ़ंड लंबित'])
    expect(refundTags(automatic)).toEqual([{ text: 'अपने-आप रिफ़ंड विफल', alert: true }])
    // GST and its kinds stay as written; the charge and the GST keep Latin digits.
    expect(feeTax(20, 3.05, 'cgst_sgst')).toEqual({
      charge: '₹16.95',
      gst: '₹3.05',
      gstLabel: 'GST (CGST 9% + SGST 9%)',
    })
    expect(statusLabel('processed')).toBe('प्रोसेस हो गया')
  })

  it("reads the gateway's refund, settlement and GSTIN refusals in Hindi", async () => {
    await setLanguage('hi')
    expect(errorMessage(httpError('Insufficient wallet balance for this refund'), 'x')).toBe(
      'इस रिफ़ंड के लिए वॉलेट में पर्याप्त बैलेंस नहीं है',
    )
    expect(errorMessage(httpError('Settlement not found', 404), 'x')).toBe('सेटलमेंट नहीं मिला')
    expect(errorMessage(httpError('GSTIN check character is wrong'), 'x')).toBe(
      'GSTIN का आख़िरी (जाँच) अक्षर ग़लत है',
    )
  })

  it("reads the gateway's counter, cashier and pairing refusals in Hindi", async () => {
    await setLanguage('hi')
    await signedInTexts()
    expect(gatewayText('This counter was removed by the owner')).toBe('मालिक ने यह काउंटर हटा दिया है')
    expect(errorMessage(httpError('Wrong PIN'), 'x')).toBe('ग़लत PIN')
    expect(
      errorMessage(httpError('This pairing code is not valid. Ask the owner for a new one.'), 'x'),
    ).toBe('यह पेयरिंग कोड सही नहीं है। मालिक से नया कोड लें।')
    await setLanguage('en')
    expect(gatewayText('This counter was removed by the owner')).toBe(
      'This counter was removed by the owner',
    )
  })
})

describe('a catalogue that cannot load', () => {
  it('leaves the language as it was', async () => {
    await expect(setLanguage('xx')).rejects.toThrow()
    expect(getLanguage()).toBe('en')
    await waitFor(() => expect(document.documentElement.lang).toBe('en'))
  })
})

describe('a signed-in screen opened straight in Hindi', () => {
  it("has its texts when it asks for them while the device's language is still starting", async () => {
    // A fresh module: the one above has loaded both parts already.
    vi.resetModules()
    const fresh = await import('../../src/lib/i18n/i18n')
    localStorage.setItem(fresh.LANGUAGE_KEY, 'hi')
    // app.tsx starts the language beside the router, whose signed-in layout asks at once.
    const starting = fresh.startI18n()
    const texts = fresh.ensureTexts('counter', 'screens', 'payments')
    expect(texts).not.toBeNull()
    await Promise.all([starting, texts])
    expect(fresh.getLanguage()).toBe('hi')
    expect(fresh.t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('फ़िल्टर हटाएँ')
  })

  it("reads the wallet's movements and the banks' failure reasons in Hindi, names kept", async () => {
    await setLanguage('hi')
    await signedInTexts()
    const hindi = [
      ['Payout to Vendor One on hold', 'Vendor One को पेआउट होल्ड पर'],
      ['Payout to Vendor One completed', 'Vendor One को पेआउट पूरा हुआ'],
      ['Payout to Vendor One', 'Vendor One को पेआउट'],
      ['Settlement of 1 payment to available balance', '1 भुगतान का सेटलमेंट उपलब्ध बैलेंस में'],
      ['Settlement of 26 payments to available balance', '26 भुगतानों का सेटलमेंट उपलब्ध बैलेंस में'],
      ['Refund of TXN123 to Priya Sharma', 'TXN123 का रिफ़ंड Priya Sharma को'],
      ['Refund of TXN123 failed: amount returned', 'TXN123 का रिफ़ंड विफल: राशि वापस आई'],
      ['Automatic refund of TXN123', 'TXN123 का अपने-आप रिफ़ंड'],
      ['Wallet top-up via NEFT approved', 'NEFT से वॉलेट टॉप-अप स्वीकृत'],
      ['Payin from Priya Sharma (paid late)', 'Priya Sharma से भुगतान (देर से भुगतान)'],
      ['Counter payin', 'काउंटर भुगतान'],
      [
        'Beneficiary bank rejected the transfer (sandbox test account)',
        'पाने वाले के बैंक ने ट्रांसफ़र अस्वीकार किया (सैंडबॉक्स टेस्ट खाता)',
      ],
      ["The customer's bank did not accept the refund", 'ग्राहक के बैंक ने रिफ़ंड स्वीकार नहीं किया'],
    ]
    for (const [english, translated] of hindi) expect(gatewayText(english ?? '')).toBe(translated)
    // Anything else the gateway writes stays as written.
    expect(gatewayText('Something new')).toBe('Something new')
    await setLanguage('en')
    expect(gatewayText('Payout to Vendor One')).toBe('Payout to Vendor One')
  })
})
