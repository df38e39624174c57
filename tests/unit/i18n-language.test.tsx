/**
 * The portal's language (product.md, Languages; docs/decisions/056): where a device starts, that
 * a choice applies at once and is remembered, the document follows it, the formatters speak it,
 * plurals are right in both languages, and the gateway's English errors read in Hindi.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { LanguageSwitcher } from '../../src/components/language-switcher'
import { resultsFound } from '../../src/components/messages'
import { refundTags } from '../../src/components/payin-tags'
import { statusLabel } from '../../src/components/status-label'
import { feeTax } from '../../src/lib/fee-tax'
import { ApiError, errorMessage } from '../../src/lib/api-client'
import { formatDate, formatDateTime, formatINR } from '../../src/lib/format'
import {
  LANGUAGES,
  LANGUAGE_KEY,
  ensureAppTexts,
  getLanguage,
  initialLanguage,
  setLanguage,
  startI18n,
  t,
} from '../../src/lib/i18n'
import { voiceLanguage } from '../../src/lib/voice-language'

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
describe('the catalogue in two parts', () => {
  it("brings the signed-in screens' texts only when they are wanted, and keeps them", async () => {
    await setLanguage('hi')
    // /login's part is there; a list screen's text is not yet (it reads as the source).
    expect(t({ id: 'auth.signIn', message: 'Sign In' })).toBe('साइन इन करें')
    expect(t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('Clear filters')
    // So are the gateway's messages: sign-in's now, the screens' with their part.
    expect(errorMessage(httpError('Invalid username/email or password', 401), 'x')).toBe(
      'यूज़रनेम/ईमेल या पासवर्ड गलत है',
    )
    expect(errorMessage(httpError('Duplicate reference ID', 409), 'x')).toBe(
      'Duplicate reference ID',
    )
    await ensureAppTexts()
    expect(t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('फ़िल्टर हटाएँ')
    expect(errorMessage(httpError('Duplicate reference ID', 409), 'x')).toBe(
      'यह रेफ़रेंस ID पहले से इस्तेमाल हो चुकी है',
    )
    // Switching away and back needs no download: both parts are kept.
    await setLanguage('en')
    expect(ensureAppTexts()).toBeNull()
    await setLanguage('hi')
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
    // product.md keeps one English text for every count.
    expect([0, 1, 2].map((count) => t(resultsFound, { count }))).toEqual([
      '0 results found',
      '1 results found',
      '2 results found',
    ])
    await setLanguage('hi')
    await ensureAppTexts()
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
    await ensureAppTexts()
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
    await ensureAppTexts()
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
    const fresh = await import('../../src/lib/i18n')
    localStorage.setItem(fresh.LANGUAGE_KEY, 'hi')
    // app.tsx starts the language beside the router, whose signed-in layout asks at once.
    const starting = fresh.startI18n()
    const texts = fresh.ensureAppTexts()
    expect(texts).not.toBeNull()
    await Promise.all([starting, texts])
    expect(fresh.getLanguage()).toBe('hi')
    expect(fresh.t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('फ़िल्टर हटाएँ')
  })
})
