/**
 * The service worker's notifications (docs/architecture.md, the worker's watch): the page words
 * them in the device's language and sends them with the watch (lib/payment-watch/sale/payment-notices.ts); the
 * worker picks the one its gateway status ends with (src/sw/notices.ts), and says it in English
 * when a page sent none. A decline is announced as a decline, a USD link in dollars.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'
import { paymentNotices } from '../../src/lib/payment-watch/sale/payment-notices'
import { parsePageToWorker, type WatchNotices } from '../../src/lib/payment-watch/sw-protocol'
import { noticeFor, noticeKind } from '../../src/sw/notices'

const INR = { amount: 500, currency: 'INR' }
const USD = { amount: 100, currency: 'USD', amountInr: 8300 }

async function hindi() {
  await setLanguage('hi')
  await signedInTexts()
}

afterEach(async () => {
  await setLanguage('en')
})

/** What the worker shows when a watch of these notices ends with the gateway's `status`. */
function shown(notices: WatchNotices | undefined, status: string) {
  const kind = noticeKind(status)
  return kind && noticeFor(kind, notices)
}

/** The notices as the worker receives them: posted (structured clone), then parsed. */
function received(notices: WatchNotices): WatchNotices | undefined {
  const message = parsePageToWorker(
    structuredClone({
      type: 'watch',
      transactionId: 'TXN1',
      deadline: 1,
      token: 'token',
      apiBase: '/api/v1',
      notices,
    }),
  )
  return message?.type === 'watch' ? message.notices : undefined
}

describe('the notifications a page sends with its watch', () => {
  it("call a counter's lapsed sale its QR, not a payment link, in both languages", async () => {
    const counter = { amount: 500, currency: 'INR', channel: 'counter' as const }
    expect(shown(received(paymentNotices(counter)), 'cancelled')).toEqual({
      title: 'Counter QR expired',
      body: '₹500.00 was not paid in time.',
      lang: 'en',
    })
    expect(shown(received(paymentNotices(counter)), 'success')).toEqual({
      title: '₹500.00 received',
      lang: 'en',
    })
    await hindi()
    expect(shown(received(paymentNotices(counter)), 'cancelled')?.title).toBe(
      'काउंटर QR की समय-सीमा समाप्त',
    )
  })

  it('say success, decline and expiry in English, with the rupees of an INR link', () => {
    const notices = received(paymentNotices(INR))
    expect(shown(notices, 'success')).toEqual({ title: '₹500.00 received', lang: 'en' })
    expect(shown(notices, 'failed')).toEqual({
      title: 'Payment declined',
      body: 'The customer declined the payment of ₹500.00.',
      lang: 'en',
    })
    expect(shown(notices, 'cancelled')).toEqual({
      title: 'Payment link expired',
      body: '₹500.00 was not paid in time.',
      lang: 'en',
    })
  })

  it('say them in Hindi on a Hindi device', async () => {
    await hindi()
    const notices = received(paymentNotices(INR))
    expect(shown(notices, 'completed')).toEqual({
      title: '₹500.00 का भुगतान प्राप्त हुआ',
      lang: 'hi',
    })
    expect(shown(notices, 'failed')).toEqual({
      title: 'भुगतान अस्वीकार हुआ',
      body: 'ग्राहक ने ₹500.00 का भुगतान अस्वीकार कर दिया।',
      lang: 'hi',
    })
    expect(shown(notices, 'expired')).toEqual({
      title: 'भुगतान लिंक की समय-सीमा समाप्त',
      body: '₹500.00 का भुगतान समय पर नहीं हुआ।',
      lang: 'hi',
    })
  })

  it('announce a USD link in dollars, with the rupees its customer paid', async () => {
    const english = received(paymentNotices(USD))
    expect(shown(english, 'success')).toEqual({
      title: '$100.00 received',
      body: 'The customer paid ₹8,300.00.',
      lang: 'en',
    })
    expect(shown(english, 'failed')?.body).toBe('The customer declined the payment of $100.00.')
    expect(shown(english, 'cancelled')?.body).toBe('$100.00 was not paid in time.')

    await hindi()
    const inHindi = received(paymentNotices(USD))
    expect(shown(inHindi, 'success')).toEqual({
      title: '$100.00 का भुगतान प्राप्त हुआ',
      body: 'ग्राहक ने ₹8,300.00 का भुगतान किया।',
      lang: 'hi',
    })
    expect(shown(inHindi, 'failed')?.body).toBe('ग्राहक ने $100.00 का भुगतान अस्वीकार कर दिया।')
  })

  it('invent no rupees for a USD link whose rupee figure the gateway did not give', () => {
    const notices = paymentNotices({ amount: 100, currency: 'USD', amountInr: null })
    expect(notices.success).toEqual({ title: '$100.00 received' })
    expect(JSON.stringify(notices)).not.toContain('₹')
  })
})

describe("the worker's choice of notification", () => {
  it('announces a decline as a decline and a lapsed or cancelled link as expired', () => {
    expect(noticeKind('success')).toBe('success')
    expect(noticeKind('completed')).toBe('success')
    expect(noticeKind('failed')).toBe('declined')
    expect(noticeKind('cancelled')).toBe('expired')
    expect(noticeKind('expired')).toBe('expired')
    expect(noticeKind('pending')).toBeNull()
    expect(noticeKind('something-new')).toBeNull()
  })

  it('says it in English, with no amount, when the page sent no words', () => {
    const message = parsePageToWorker({
      type: 'watch',
      transactionId: 'TXN1',
      deadline: 1,
      token: 'token',
      apiBase: '/api/v1',
    })
    const notices = message?.type === 'watch' ? message.notices : 'not a watch'
    expect(notices).toBeUndefined()
    expect(shown(undefined, 'success')).toEqual({ title: 'Payment received', lang: 'en' })
    expect(shown(undefined, 'failed')).toEqual({
      title: 'Payment declined',
      body: 'The customer declined the payment.',
      lang: 'en',
    })
    expect(shown(undefined, 'cancelled')).toEqual({ title: 'Payment link expired', lang: 'en' })
  })
})
