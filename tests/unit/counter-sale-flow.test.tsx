import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { readCounterRecord, rememberOpenSale } from '../../src/lib/counter-support/counter-store'
import { clearSession, setSession } from '../../src/lib/session/session-store'
import {
  amount,
  chargeButton,
  noShifts,
  noTodayStrip,
  payinCreation,
  renderCounter,
  stubSpeech,
} from './support/counter-helpers'
import { api, notFound, setupMswServer } from './support/msw-server'
import { flushEffects } from './support/flush-effects'
import { stubServiceWorker } from './support/service-worker-stub'

/**
 * The counter's whole-day rules on one screen: a sale resumed after a reload, Enter after a
 * clicked key, digits typed on the success screen, offline before Charge, the notification
 * prompt only from its button.
 */
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }))

// A gateway without shifts or the "today" endpoint: the counter still works.
const server = setupMswServer(noShifts(), noTodayStrip())
let sales = payinCreation()
let status = 'pending'
let spoken: string[] = []

beforeEach(() => {
  sales = payinCreation()
  status = 'pending'
  spoken = stubSpeech()
  server.use(
    sales.handler,
    http.get(api('/payin/status/:id'), () =>
      HttpResponse.json({ success: true, data: { status, utr: '412345679012' } }),
    ),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a sale that outlives the page', () => {
  it('comes back after a reload with the same QR and countdown, and its result is announced', async () => {
    const scope = `test:${crypto.randomUUID()}`
    const createdAt = Date.now() - 60_000
    await rememberOpenSale(scope, {
      transactionId: 'TXN44',
      amount: 44,
      paymentUrl: 'http://localhost/sandbox/pay/TXN44',
      upiIntent: 'upi://pay?tr=TXN44',
      deadline: createdAt + 180_000,
      createdAt,
    })
    renderCounter(scope)
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Amount to pay ₹44.00' },
      // The first IndexedDB open of the test run can take a moment.
      { timeout: 5_000 },
    )
    // The countdown runs from the kept deadline: about two minutes left, not three.
    expect(dialog.querySelector('[role=timer]')?.textContent).toMatch(/0[12]:\d\d/)
    expect(sales.amounts).toEqual([])

    status = 'success'
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await screen.findByRole('dialog', { name: 'Payment Received!' })
    // The words load with the first announcement (lib/counter-support/voice-words.ts).
    await vi.waitFor(() => expect(spoken).toContain('Received 44 rupees'))
    // Shown: no longer open on the device.
    await vi.waitFor(async () => expect((await readCounterRecord(scope)).openSale).toBeNull())
  })
})

describe('keys', () => {
  it('charges on Enter after a clicked key, without typing that key again', async () => {
    renderCounter()
    const five = screen.getByRole('button', { name: '5' })
    fireEvent.click(five, { detail: 1 })
    five.focus()
    fireEvent.keyDown(five, { key: 'Enter' })
    expect(amount()).toBe('₹5')
    await screen.findByRole('dialog', { name: 'Amount to pay ₹5.00' })
    expect(sales.amounts).toHaveLength(1)
  })

  it('starts the next sale with a digit typed on the success screen', async () => {
    status = 'success'
    renderCounter()
    fireEvent.click(screen.getByRole('button', { name: '9' }))
    fireEvent.click(chargeButton())
    const success = await screen.findByRole('dialog', { name: 'Payment Received!' })
    // The screen's effects have run (in a browser, long before a cashier's next key).
    await flushEffects()
    fireEvent.keyDown(success, { key: '7' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(amount()).toBe('₹7')
  })

  it('asks for notifications only from its button, never on a key press', async () => {
    const requestPermission = vi.fn(() => Promise.resolve('granted'))
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
    )
    renderCounter()
    fireEvent.click(screen.getByRole('button', { name: '1' }))
    fireEvent.keyDown(document.body, { key: '2' })
    // Both keys were taken, and what they set off has run.
    expect(amount()).toBe('₹12')
    await flushEffects()
    expect(requestPermission).not.toHaveBeenCalled()
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on payment alerts' }))
    expect(requestPermission).toHaveBeenCalledTimes(1)
  })
})

describe('offline', () => {
  it('says it cannot take payments before Charge is pressed, and Charge waits for the connection', async () => {
    let online = false
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    renderCounter()
    fireEvent.click(screen.getByRole('button', { name: '8' }))
    expect(screen.getByRole('alert').textContent).toBe(
      "No connection — payments can't be taken right now",
    )
    expect(chargeButton().disabled).toBe(true)
    fireEvent.keyDown(document.body, { key: 'Enter' })
    expect(sales.amounts).toEqual([])

    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByText(/No connection/)).toBeNull()
    expect(chargeButton().disabled).toBe(false)
  })

  it('says the connection is lost while a QR is up, then shows the payment when it is back', async () => {
    let online = true
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
    renderCounter()
    fireEvent.click(screen.getByRole('button', { name: '6' }))
    fireEvent.click(chargeButton())
    await screen.findByRole('dialog', { name: 'Amount to pay ₹6.00' })
    online = false
    await act(async () => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(
      screen.getByText('Connection lost — the payment will show when the connection is back'),
    ).toBeTruthy()
    expect(screen.queryByText(/This screen updates by itself/)).toBeNull()

    status = 'success'
    online = true
    await act(async () => {
      window.dispatchEvent(new Event('online'))
    })
    await screen.findByRole('dialog', { name: 'Payment Received!' })
    expect(spoken).toContain('Received 6 rupees')
  })
})

describe("the worker's watch of a sale", () => {
  it("words a lapsed sale as the counter's QR, not a payment link", async () => {
    const worker = stubServiceWorker()
    // The watch carries the signed-in owner's token; without one nothing is asked of the worker.
    setSession('tok_counter_watch_0123', { id: 1 })
    // A signed-in page also opens the live event stream: a gateway without one here.
    server.use(http.get(api('/merchant/events'), notFound))
    try {
      renderCounter()
      fireEvent.click(screen.getByRole('button', { name: '9' }))
      fireEvent.click(chargeButton())
      await screen.findByRole('dialog', { name: 'Amount to pay ₹9.00' })
      await vi.waitFor(() =>
        expect(worker.lastWatch()?.notices).toMatchObject({
          expired: { title: 'Counter QR expired', body: '₹9.00 was not paid in time.' },
          success: { title: '₹9.00 received' },
        }),
      )
    } finally {
      cleanup()
      clearSession()
      worker.restore()
    }
  })
})
