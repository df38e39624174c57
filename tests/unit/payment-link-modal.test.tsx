import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import {
  PaymentLinkModal,
  type PaymentLink,
} from '../../src/features/payment-link/components/payment-link-modal'
import { PAYMENT_WINDOW_MS } from '../../src/lib/payment-watch/payment-status-machine'
import { advance, settle, setupStatusPolls, statusIs, T0 } from './support/payment-link-polls'
import { renderWithQuery } from './support/render'

// The QR is drawn by the browser's canvas, which jsdom lacks; its picture is not under test here.
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }))

const status = setupStatusPolls()
const { polls } = status

const payment: PaymentLink = {
  transactionId: 'TXN1',
  orderId: 'ORD1',
  amount: 500,
  currency: 'INR',
  paymentUrl: 'http://localhost/sandbox/pay/TXN1',
  deadline: T0 + PAYMENT_WINDOW_MS,
}

function renderModal(onClose = vi.fn()) {
  renderWithQuery(<PaymentLinkModal payment={payment} onClose={onClose} />)
  return onClose
}

const timer = () => screen.getByRole('timer').textContent

describe('payment link modal', () => {
  it('polls at once, shows the amount, QR text, link and ids while waiting', async () => {
    renderModal()
    await settle()
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    expect(screen.getByText('₹500.00')).toBeTruthy()
    expect(screen.getByText('Scan QR code with any UPI app to pay')).toBeTruthy()
    expect((screen.getByLabelText('Payment link') as HTMLInputElement).value).toBe(
      payment.paymentUrl,
    )
    expect(screen.getByText('TXN1')).toBeTruthy()
    expect(screen.getByText('ORD1')).toBeTruthy()
    expect(timer()).toBe('03:00')
    expect(polls).toHaveLength(1)
  })

  it('counts down from the absolute deadline, right at once after a 60 s freeze', async () => {
    renderModal()
    await settle()
    await advance(10_000)
    expect(timer()).toBe('02:50')

    // The tab is frozen: a minute passes on the wall clock while no timer fires.
    act(() => vi.setSystemTime(Date.now() + 60_000))
    expect(timer()).toBe('02:50')

    // The first tick after the freeze shows the true time, not 02:49.
    await advance(1_000)
    expect(timer()).toBe('01:49')
  })

  it('catches up immediately when the page becomes visible again', async () => {
    renderModal()
    await settle()
    act(() => vi.setSystemTime(Date.now() + 60_000))
    const before = polls.length
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await settle()
    expect(timer()).toBe('02:00')
    expect(polls.length).toBe(before + 1)
  })

  it('turns the countdown red under 60 s', async () => {
    renderModal()
    await settle()
    await advance(120_000)
    expect(screen.getByRole('timer').className).not.toContain('text-red-600')
    await advance(1_000)
    expect(timer()).toBe('00:59')
    expect(screen.getByRole('timer').className).toContain('text-red-600')
  })

  it('polls every 5 s and shows the success view when the status is success', async () => {
    renderModal()
    await settle()
    await advance(5_000)
    expect(polls).toHaveLength(2)
    status.answer = statusIs('success')
    await advance(5_000)
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy()
    expect(screen.getByText('Payment Received!')).toBeTruthy()
    expect(screen.getByText('Transaction completed successfully')).toBeTruthy()
    // Terminal: no more polls, no more ticks.
    const count = polls.length
    await advance(30_000)
    expect(polls).toHaveLength(count)
  })

  it('shows one outcome when the payment is declined: no expired text beside it', async () => {
    status.answer = statusIs('failed')
    const onClose = renderModal()
    await settle()
    expect(screen.getByRole('heading', { name: 'Payment Declined' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'The customer declined the payment.Create new linkClose',
    )
    expect(screen.queryByText('Payment Link Expired')).toBeNull()
    expect(screen.queryByText(/has expired/)).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Payment Expired' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Create new link' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('keeps the expired texts, and says nothing about a decline, when the link lapsed', async () => {
    status.answer = statusIs('cancelled')
    renderModal()
    await settle()
    expect(screen.getByRole('heading', { name: 'Payment Expired' })).toBeTruthy()
    expect(screen.getByText('Payment Link Expired')).toBeTruthy()
    expect(
      screen.getByText('The payment link has expired. Please create a new payment link.'),
    ).toBeTruthy()
    expect(screen.queryByText('The customer declined the payment.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create new link' })).toBeNull()
  })

  it('asks once more at zero, then expires; a payment at second 179 still wins', async () => {
    renderModal()
    await settle()
    await advance(175_000)
    status.answer = statusIs('success')
    // The interval poll at 180 s and the final poll both see the late payment.
    await advance(5_000)
    expect(screen.getByText('Payment Received!')).toBeTruthy()
  })

  it('expires after the final poll at the deadline still says pending', async () => {
    renderModal()
    await settle()
    await advance(180_000)
    expect(screen.getByText('Payment Link Expired')).toBeTruthy()
    expect(polls.some((at) => at >= payment.deadline)).toBe(true)
  })

  it('never shows a failed poll as expiry; it logs and retries', async () => {
    status.answer = () =>
      HttpResponse.json({ success: false, error: { message: 'down' } }, { status: 503 })
    renderModal()
    await settle()
    for (let i = 0; i < 12; i++) await advance(5_000)
    expect(screen.getByRole('heading', { name: 'Waiting for Payment' })).toBeTruthy()
    expect(polls).toHaveLength(13)
    expect(console.warn).toHaveBeenCalled()
    status.answer = statusIs('success')
    await advance(5_000)
    expect(screen.getByText('Payment Received!')).toBeTruthy()
  })

  it('closes from the success view', async () => {
    status.answer = statusIs('completed')
    const onClose = renderModal()
    await settle()
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
