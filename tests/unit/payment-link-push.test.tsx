import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  PaymentLinkModal,
  type PaymentLink,
} from '../../src/features/payment-link/components/payment-link-modal'
import { subscribePayinEvents } from '../../src/lib/payment-watch/live-events'
import { PAYMENT_WINDOW_MS } from '../../src/lib/payment-watch/payment-status-machine'
import { setSession } from '../../src/lib/session/session-store'
import { openEventStreams } from './support/event-stream'
import { api, setupMswServer } from './support/msw-server'
import { flushEffects, settleQueries } from './support/flush-effects'
import { renderWithQuery } from './support/render'

/**
 * The payment-link modal's live additions (decision 025): the QR encodes the UPI intent (the link field keeps the
 * payment URL), 'Share' beside the link, and a pushed status reaching the screen before any poll.
 */
const drawn = vi.hoisted(() => [] as string[])
vi.mock('qrcode', () => ({
  toDataURL: (value: string) => {
    // Like the real library, refuse what a QR code cannot hold.
    if (value.length > 2_000) return Promise.reject(new Error('The amount of data is too big'))
    drawn.push(value)
    return Promise.resolve('data:image/png;base64,AA==')
  },
}))
const toasts = vi.hoisted(() => [] as string[])
vi.mock('../../src/lib/toast/toast', () => ({
  toast: { success: (text: string) => toasts.push(text) },
}))

const server = setupMswServer()
const INTENT = 'upi://pay?pa=acmestores%40sandbox&pn=Acme%20Stores&am=500.00&cu=INR&tr=TXN1'

const payment: PaymentLink = {
  transactionId: 'TXN1',
  orderId: 'ORD1',
  amount: 500,
  currency: 'INR',
  paymentUrl: 'http://localhost/sandbox/pay/TXN1',
  upiIntent: INTENT,
  deadline: Date.now() + PAYMENT_WINDOW_MS,
}

let polls = 0
beforeEach(() => {
  drawn.length = 0
  toasts.length = 0
  polls = 0
  server.use(
    http.get(api('/payin/status/:id'), () => {
      polls += 1
      return HttpResponse.json({ success: true, data: { status: 'pending', amount: 500 } })
    }),
  )
})
let unwatch = (): void => undefined
afterEach(() => {
  unwatch()
  vi.restoreAllMocks()
})

function renderModal(link: PaymentLink = payment) {
  return renderWithQuery(<PaymentLinkModal payment={link} onClose={() => undefined} />)
}

/** The QR code was drawn, and whatever the modal does after that has run too. */
async function drawnOnce() {
  await waitFor(() => expect(drawn).not.toHaveLength(0))
  await flushEffects()
}

/**
 * Counts what the page's live stream hands its listeners: the modal's own listener is called in
 * the same turn, so once a count moves, the modal has had that event too.
 */
function watchStream() {
  const seen = { resyncs: 0, payins: 0 }
  unwatch = subscribePayinEvents({
    onResync: () => (seen.resyncs += 1),
    onPayin: () => (seen.payins += 1),
  })
  return seen
}

describe('payment link modal: UPI intent, share, push', () => {
  it('draws the UPI intent and keeps the payment URL in the link field', async () => {
    renderModal()
    await drawnOnce()
    expect(drawn).toEqual([INTENT])
    expect((screen.getByLabelText('Payment link') as HTMLInputElement).value).toBe(
      payment.paymentUrl,
    )
  })

  it('draws the payment URL when the gateway sends no intent', async () => {
    renderModal({ ...payment, upiIntent: null })
    await drawnOnce()
    expect(drawn).toEqual([payment.paymentUrl])
  })

  it('draws the payment URL when the intent is too long for a QR code', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderModal({ ...payment, upiIntent: `${INTENT}&tn=${'%E0%A4%95'.repeat(300)}` })
    await drawnOnce()
    expect(drawn).toEqual([payment.paymentUrl])
    expect(screen.getByRole('img', { name: 'QR code of the payment link' })).toBeTruthy()
  })

  it('shares the link with the Web Share API, and copies it where there is none', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    renderModal()
    await drawnOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ text: 'Pay ₹500.00', url: payment.paymentUrl }),
    )
    await flushEffects()
    expect(toasts).toEqual([])

    Reflect.deleteProperty(navigator, 'share')
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(toasts).toEqual(['Payment link copied!']))
    expect(writeText).toHaveBeenCalledWith(payment.paymentUrl)
  })

  it('shows a pushed success at once, without waiting for a poll', async () => {
    setSession('tok_push_modal_0123456789', { id: 1 })
    const streams = openEventStreams(server)
    const push = (text: string) => streams.at(-1)?.push(text)
    const seen = watchStream()
    const { client } = renderModal()
    await waitFor(() => expect(seen.resyncs).toBe(1))
    await settleQueries(client)
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    // The first poll and the resync on 'ready' have run; no later poll is due for 5 s.
    const before = polls
    push(`event: payin\ndata: ${JSON.stringify({ transaction_id: 'TXN9', status: 'success' })}\n\n`)
    await waitFor(() => expect(seen.payins).toBe(1))
    await flushEffects()
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    push(
      `event: payin\ndata: ${JSON.stringify({ transaction_id: 'TXN1', status: 'success', utr: '123456789012' })}\n\n`,
    )
    await waitFor(() => expect(seen.payins).toBe(2))
    await flushEffects()
    expect(screen.getByText('Payment Received!')).toBeTruthy()
    expect(polls).toBe(before)
  })
})
