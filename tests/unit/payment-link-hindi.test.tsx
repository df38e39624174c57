/**
 * The payment-link modal in Hindi (docs/i18n.md, decision 056): its texts and its notes of what
 * will happen follow the device's language at once, English again after switching back; and the
 * watch it asks of the service worker carries the notifications' words in that language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  PaymentLinkModal,
  type PaymentLink,
} from '../../src/features/payment-link/components/payment-link-modal'
import { setLanguage } from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'
import { PAYMENT_WINDOW_MS } from '../../src/lib/payment-watch/payment-status-machine'
import { setSession } from '../../src/lib/session/session-store'
import { api, mswServer } from './support/msw-server'
import { settle, setupStatusPolls, statusIs, T0 } from './support/payment-link-polls'
import { renderWithQuery } from './support/render'
import { stubServiceWorker, type ServiceWorkerStub } from './support/service-worker-stub'

vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }))

const status = setupStatusPolls()

// 24 Nov 2026, 18:00 IST.
const LATER = '2026-11-24T12:30:00.000Z'
const usd: PaymentLink = {
  transactionId: 'TXN1',
  orderId: 'ORD1',
  amount: 100,
  currency: 'USD',
  paymentUrl: 'http://localhost/sandbox/pay/TXN1',
  deadline: T0 + PAYMENT_WINDOW_MS,
  payableUntil: { at: Date.parse(LATER), expiresAt: LATER },
  amountInr: 8300,
  fxRate: 83,
}

/** The device's language, with the signed-in screens' part of its catalogue, as once signed in. */
async function switchTo(language: string) {
  await act(async () => {
    await signedInTexts()
    await setLanguage(language)
  })
  await settle()
}

/** A service worker that controls the page: what the page asked of it. */
let worker: ServiceWorkerStub
beforeEach(() => {
  worker = stubServiceWorker()
})
afterEach(() => {
  // Unmounted first: the modal's watch says 'unwatch' to the worker as it goes.
  cleanup()
  worker.restore()
})
const lastWatch = () => worker.lastWatch()

describe('the payment-link modal in Hindi', () => {
  it('shows the waiting link and its notes in Hindi, and English again after switching back', async () => {
    renderWithQuery(<PaymentLinkModal payment={usd} onClose={vi.fn()} />)
    await settle()
    await switchTo('hi')
    expect(screen.getByRole('heading', { name: 'भुगतान की प्रतीक्षा है' })).toBeTruthy()
    expect(screen.getByText('भुगतान की राशि')).toBeTruthy()
    expect(
      screen.getByText('ग्राहक लिंक खोलकर ₹8,300.00 का भुगतान करता है (₹83.00 प्रति $1.00 की दर से)।'),
    ).toBeTruthy()
    expect(
      screen.getByText('इस लिंक से 24 नवंबर 2026, 18:00 IST तक भुगतान किया जा सकता है।'),
    ).toBeTruthy()
    expect(screen.getByText('भुगतान लिंक खोलने के लिए QR कोड स्कैन करें')).toBeTruthy()
    expect(screen.getByRole('timer', { name: 'बचा समय 03:00' })).toBeTruthy()
    expect(screen.getByRole('switch', { name: 'काउंटर मोड' })).toBeTruthy()
    expect(screen.getByLabelText('घोषणा की भाषा')).toBeTruthy()

    await switchTo('en')
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    expect(
      screen.getByText('The customer opens the link and pays ₹8,300.00 (at ₹83.00 per $1.00).'),
    ).toBeTruthy()
    expect(screen.getByText('This link can be paid until 24 Nov 2026, 18:00 IST.')).toBeTruthy()
  })

  it('says a decline in Hindi: one outcome, no expired text', async () => {
    status.answer = statusIs('failed')
    await switchTo('hi')
    renderWithQuery(<PaymentLinkModal payment={usd} onClose={vi.fn()} />)
    await settle()
    expect(screen.getByRole('heading', { name: 'भुगतान अस्वीकार हुआ' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'ग्राहक ने भुगतान अस्वीकार कर दिया।नया लिंक बनाएँबंद करें',
    )
  })
})

describe("the worker's watch of a link", () => {
  it('carries its notifications in dollars, worded again when the language changes', async () => {
    setSession('tok_notices_0123456789', { id: 1 })
    // A gateway without the event stream: the poll and the worker are what watch.
    mswServer.use(
      http.get(api('/merchant/events'), () =>
        HttpResponse.json({ success: false, error: { message: 'Not found' } }, { status: 404 }),
      ),
    )
    renderWithQuery(<PaymentLinkModal payment={usd} onClose={vi.fn()} />)
    await settle()
    expect(lastWatch()?.notices).toMatchObject({
      lang: 'en',
      success: { title: '$100.00 received', body: 'The customer paid ₹8,300.00.' },
      declined: { title: 'Payment declined' },
    })

    await switchTo('hi')
    expect(lastWatch()).toMatchObject({ transactionId: 'TXN1', deadline: Date.parse(LATER) })
    expect(lastWatch()?.notices).toMatchObject({
      lang: 'hi',
      success: { title: '$100.00 का भुगतान प्राप्त हुआ', body: 'ग्राहक ने ₹8,300.00 का भुगतान किया।' },
      declined: { title: 'भुगतान अस्वीकार हुआ' },
      expired: { body: '$100.00 का भुगतान समय पर नहीं हुआ।' },
    })
  })
})
