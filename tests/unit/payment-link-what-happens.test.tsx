import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import {
  PaymentLinkModal,
  type PaymentLink,
} from '../../src/features/payment-link/components/payment-link-modal'
import { PAYMENT_WINDOW_MS } from '../../src/lib/payment-watch/payment-status-machine'
import { advance, settle, setupStatusPolls, statusIs, T0 } from './support/payment-link-polls'
import { renderWithQuery } from './support/render'

/*
 * The payment-link modal says what will happen (decision 058): a USD link is paid by opening it,
 * in rupees at its rate; a link whose own expiry is later than the countdown says until when it
 * can be paid, stays payable after the countdown and still announces its payment.
 */

// jsdom has no canvas: the QR's picture is not under test, what it encodes is.
const drawn: string[] = []
vi.mock('qrcode', () => ({
  toDataURL: (text: string) => {
    drawn.push(text)
    return Promise.resolve('data:image/png;base64,AA==')
  },
}))

// 24 Nov 2026, 18:00 IST.
const LATER = '2026-11-24T12:30:00.000Z'

const status = setupStatusPolls()
const { polls } = status
beforeEach(() => {
  drawn.length = 0
})

const inr: PaymentLink = {
  transactionId: 'TXN1',
  orderId: 'ORD1',
  amount: 500,
  currency: 'INR',
  paymentUrl: 'http://localhost/sandbox/pay/TXN1',
  upiIntent: 'upi://pay?pa=acme@sandbox&am=500.00&cu=INR&tr=TXN1',
  deadline: T0 + PAYMENT_WINDOW_MS,
}
const usd: PaymentLink = {
  ...inr,
  amount: 100,
  currency: 'USD',
  upiIntent: null,
  amountInr: 8300,
  fxRate: 83,
}
const later: PaymentLink = {
  ...inr,
  payableUntil: { at: Date.parse(LATER), expiresAt: LATER },
}

const dialogText = () => screen.getByRole('dialog', { hidden: true }).textContent ?? ''

describe('a USD link', () => {
  it('says the customer opens the link and pays the rupees at the rate; no UPI wording', async () => {
    renderWithQuery(<PaymentLinkModal payment={usd} onClose={vi.fn()} />)
    await settle()
    expect(screen.getByText('$100.00')).toBeTruthy()
    expect(
      screen.getByText('The customer opens the link and pays ₹8,300.00 (at ₹83.00 per $1.00).'),
    ).toBeTruthy()
    expect(screen.getByText('Scan QR code to open the payment link')).toBeTruthy()
    expect(dialogText()).not.toMatch(/UPI/)
    // The QR is the link itself.
    expect(drawn).toEqual([usd.paymentUrl])
  })

  it('without the gateway’s rupee figure it still says how, and invents no amount', async () => {
    renderWithQuery(
      <PaymentLinkModal
        payment={{ ...usd, amountInr: undefined, fxRate: undefined }}
        onClose={vi.fn()}
      />,
    )
    await settle()
    expect(screen.getByText('The customer opens the link to pay.')).toBeTruthy()
    expect(dialogText()).not.toMatch(/₹/)
  })

  it('keeps the specification’s text and the UPI intent for an INR link', async () => {
    renderWithQuery(<PaymentLinkModal payment={inr} onClose={vi.fn()} />)
    await settle()
    expect(screen.getByText('Scan QR code with any UPI app to pay')).toBeTruthy()
    expect(screen.queryByText(/opens the link/)).toBeNull()
    expect(screen.queryByText(/can be paid until/)).toBeNull()
    expect(drawn[0]).toBe(inr.upiIntent)
  })
})

describe('a link whose own expiry is later than the countdown', () => {
  it('says until when it can be paid, then that it still can after the countdown', async () => {
    renderWithQuery(<PaymentLinkModal payment={later} onClose={vi.fn()} />)
    await settle()
    expect(screen.getByRole('timer').textContent).toBe('03:00')
    expect(screen.getByText('This link can be paid until 24 Nov 2026, 18:00 IST.')).toBeTruthy()

    await advance(PAYMENT_WINDOW_MS + 1_000)
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    expect(
      screen.getByText(
        'The countdown has ended, but this link can still be paid until 24 Nov 2026, 18:00 IST. Its payment will appear in Payments.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByText('Payment Link Expired')).toBeNull()
    expect(screen.getByText('Scan QR code with any UPI app to pay')).toBeTruthy()
  })

  it('asks every 30 s after the countdown, and announces a payment that arrives then', async () => {
    renderWithQuery(<PaymentLinkModal payment={later} onClose={vi.fn()} />)
    await settle()
    await advance(PAYMENT_WINDOW_MS + 1_000)
    const before = polls.length
    for (let i = 0; i < 6; i++) await advance(5_000)
    expect(polls.length).toBe(before + 1)

    status.answer = statusIs('success')
    await advance(30_000)
    expect(screen.getByText('Payment Received!')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy()
  })

  it('ends with the expired texts when its own expiry passes unpaid', async () => {
    const soon = new Date(T0 + 10 * 60_000).toISOString()
    renderWithQuery(
      <PaymentLinkModal
        payment={{ ...inr, payableUntil: { at: Date.parse(soon), expiresAt: soon } }}
        onClose={vi.fn()}
      />,
    )
    await settle()
    await advance(9 * 60_000)
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    await advance(60_000)
    expect(screen.getByText('Payment Link Expired')).toBeTruthy()
    expect(
      screen.getByText('The payment link has expired. Please create a new payment link.'),
    ).toBeTruthy()
  })

  it('a decline after the countdown is one outcome too', async () => {
    renderWithQuery(<PaymentLinkModal payment={later} onClose={vi.fn()} />)
    await settle()
    await advance(PAYMENT_WINDOW_MS + 1_000)
    status.answer = statusIs('failed')
    await advance(30_000)
    expect(screen.getByRole('heading', { name: 'Payment Declined' })).toBeTruthy()
    expect(screen.getByText('The customer declined the payment.')).toBeTruthy()
    expect(screen.queryByText(/can still be paid/)).toBeNull()
    expect(screen.queryByText('Payment Link Expired')).toBeNull()
  })
})
