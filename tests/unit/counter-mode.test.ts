import { describe, expect, it, vi } from 'vitest'
import {
  CounterModeController,
  loadCounterLanguage,
  saveCounterLanguage,
} from '../../src/lib/counter-support/counter-mode'
import {
  announcementText,
  lateAnnouncementText,
  refundAnnouncementText,
  spokenAmount,
} from '../../src/lib/counter-support/voice-words'
import { setLanguage } from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'
import {
  holdUpdates,
  onUpdatesReleased,
  updatesHeld,
} from '../../src/lib/payment-watch/update-gate'

/** Hindi on screen, with the signed-in screens' texts (the voice's words are among them). */
async function inHindi() {
  await setLanguage('hi')
  await signedInTexts()
}

describe('counter mode announcement', () => {
  it('speaks whole rupees, and paise only when present', async () => {
    expect(announcementText(500, 'en')).toBe('Received 500 rupees')
    expect(announcementText(149.5, 'en')).toBe('Received 149 rupees 50 paise')
    await inHindi()
    expect(announcementText(500, 'hi')).toBe('500 रुपये प्राप्त हुए')
    expect(announcementText(149.5, 'hi')).toBe('149 रुपये 50 पैसे प्राप्त हुए')
  })

  it('gets singular and plural right in English and Hindi', async () => {
    expect(announcementText(1, 'en')).toBe('Received 1 rupee')
    expect(announcementText(2, 'en')).toBe('Received 2 rupees')
    expect(announcementText(1.01, 'en')).toBe('Received 1 rupee 1 paisa')
    expect(announcementText(1.5, 'en')).toBe('Received 1 rupee 50 paise')
    expect(announcementText(0.5, 'en')).toBe('Received 50 paise')
    expect(lateAnnouncementText(1, 'en')).toBe('Late payment received, 1 rupee')
    expect(spokenAmount(21, 'en')).toBe('21 rupees')
    await inHindi()
    expect(announcementText(1, 'hi')).toBe('1 रुपया प्राप्त हुआ')
    expect(announcementText(2, 'hi')).toBe('2 रुपये प्राप्त हुए')
    expect(announcementText(1.01, 'hi')).toBe('1 रुपया 1 पैसा प्राप्त हुए')
    expect(announcementText(0.01, 'hi')).toBe('1 पैसा प्राप्त हुआ')
    expect(lateAnnouncementText(1, 'hi')).toBe('देर से भुगतान प्राप्त हुआ, 1 रुपया')
    expect(spokenAmount(0.29 + 0.01, 'hi')).toBe('30 पैसे')
  })

  it('words a late payment differently, in both languages', async () => {
    expect(lateAnnouncementText(120, 'en')).toBe('Late payment received, 120 rupees')
    expect(lateAnnouncementText(120.25, 'en')).toBe('Late payment received, 120 rupees 25 paise')
    await inHindi()
    expect(lateAnnouncementText(120, 'hi')).toBe('देर से भुगतान प्राप्त हुआ, 120 रुपये')
  })

  it('says a payment went back to the customer, singular and plural right', async () => {
    expect(refundAnnouncementText(77, 'cancelled', 'en')).toBe(
      '77 rupees paid after the QR was cancelled, refunded to the customer automatically',
    )
    expect(refundAnnouncementText(1, 'expired', 'en')).toBe(
      '1 rupee paid after the QR expired, refunded to the customer automatically',
    )
    await inHindi()
    expect(refundAnnouncementText(77, 'cancelled', 'hi')).toBe(
      'QR रद्द होने के बाद 77 रुपये चुकाए गए, ग्राहक को अपने-आप रिफ़ंड हो गया',
    )
    expect(refundAnnouncementText(1, 'expired', 'hi')).toBe(
      'QR की समय-सीमा समाप्त होने के बाद 1 रुपया चुकाया गया, ग्राहक को अपने-आप रिफ़ंड हो गया',
    )
  })

  it('speaks English, the source, when asked for a language that is not on screen', async () => {
    // The voice follows the screen; words in any other language are the code's English.
    expect(announcementText(500, 'hi')).toBe('Received 500 rupees')
    await inHindi()
    expect(announcementText(500, 'en')).toBe('Received 500 rupees')
  })

  it('speaks the words in the voice of their language', async () => {
    const spoken: SpeechSynthesisUtterance[] = []
    const speech = { speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance) }
    vi.stubGlobal('speechSynthesis', speech)
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = ''
        constructor(public text: string) {}
      },
    )
    try {
      const controller = new CounterModeController()
      await inHindi()
      controller.announce(2, 'hi')
      // The words load with the first announcement (voice-words.ts), then are said.
      await vi.waitFor(() => expect(spoken).toHaveLength(1))
      // A voice asked for Hindi on an English screen speaks English, in an English voice.
      await setLanguage('en')
      controller.announce(2, 'hi')
      await vi.waitFor(() => expect(spoken).toHaveLength(2))
      expect(spoken.map(({ text, lang }) => [text, lang])).toEqual([
        ['2 रुपये प्राप्त हुए', 'hi-IN'],
        ['Received 2 rupees', 'en-IN'],
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("follows the portal's language on the device, and choosing it chooses the portal's", async () => {
    expect(loadCounterLanguage()).toBe('en')
    saveCounterLanguage('hi')
    // The Hindi catalogue loads first; then the portal and the voice are Hindi, remembered.
    await vi.waitFor(() => expect(loadCounterLanguage()).toBe('hi'))
    expect(document.documentElement.lang).toBe('hi')
    expect(localStorage.getItem('portalLanguage')).toBe('hi')
  })
})

describe('update gate', () => {
  it('holds the update prompt until every holder releases', () => {
    const released: number[] = []
    const stop = onUpdatesReleased(() => released.push(1))
    const a = holdUpdates()
    const b = holdUpdates()
    a()
    a()
    expect(updatesHeld()).toBe(true)
    expect(released).toEqual([])
    b()
    expect(updatesHeld()).toBe(false)
    expect(released).toEqual([1])
    stop()
  })
})
