import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import {
  amount,
  chargeButton,
  noShifts,
  noTodayStrip,
  press,
  renderCounter,
  stubSpeech,
  tap,
} from './support/counter-helpers'
import { api, setupMswServer } from './support/msw-server'
import { flushEffects } from './support/flush-effects'

/**
 * The counter screen (decision 024) against msw: keypad by taps and keys, the charge request, the
 * full-screen QR, cancel, success → next customer, declined. The "today" strip, late payments
 * and Hindi are in counter-today.test.tsx.
 */
const drawn = vi.hoisted(() => [] as string[])
vi.mock('qrcode', () => ({
  toDataURL: (value: string) => {
    drawn.push(value)
    return Promise.resolve('data:image/png;base64,AA==')
  },
}))

// A gateway without shifts or the "today" endpoint: the counter still works.
const server = setupMswServer(noShifts(), noTodayStrip())
const INTENT = 'upi://pay?pa=acmestores%40sandbox&pn=Acme%20Stores&am=120.00&cu=INR&tr=TXN7'

let created: Record<string, unknown>[] = []
let cancels: string[] = []
let status = 'pending'
let cancelAnswer: () => Response = () =>
  HttpResponse.json({ success: true, data: { transaction_id: 'TXN7', status: 'cancelled' } })

beforeEach(() => {
  drawn.length = 0
  created = []
  cancels = []
  status = 'pending'
  server.use(
    http.post(api('/payin/create'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      created.push(body)
      return HttpResponse.json({
        success: true,
        data: {
          transaction_id: 'TXN7',
          order_id: body.order_id,
          amount: body.amount,
          currency: 'INR',
          status: 'pending',
          payment_url: 'http://localhost/sandbox/pay/TXN7',
          upi_intent: INTENT,
          channel: 'counter',
          expires_at: new Date(Date.now() + 180_000).toISOString(),
        },
      })
    }),
    http.get(api('/payin/status/:id'), () =>
      HttpResponse.json({
        success: true,
        data: { transaction_id: 'TXN7', status, amount: 120, utr: '412345679012' },
      }),
    ),
    http.post(api('/payin/cancel/:id'), ({ params }) => {
      cancels.push(String(params.id))
      return cancelAnswer()
    }),
  )
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

async function chargeAndWait() {
  fireEvent.click(chargeButton())
  return screen.findByRole('dialog', { name: /Amount to pay/ })
}

describe('counter keypad', () => {
  it('types by taps: en-IN amount, ₹1 minimum, delete and clear', () => {
    renderCounter()
    expect(amount()).toBe('₹0')
    expect(chargeButton().disabled).toBe(true)
    expect(screen.getByText('Minimum amount is ₹1')).toBeTruthy()

    tap('1', '2', '3', '4', '5', '6', '.', '5', '0', '9')
    expect(amount()).toBe('₹1,23,456.50')
    expect(chargeButton().textContent).toBe('Charge ₹1,23,456.50')
    expect(chargeButton().disabled).toBe(false)
    expect(screen.queryByText('Minimum amount is ₹1')).toBeNull()

    tap('Delete')
    expect(amount()).toBe('₹1,23,456.5')
    tap('Clear', '0', '.', '5')
    expect(amount()).toBe('₹0.5')
    expect(chargeButton().disabled).toBe(true)
    tap('Clear', '1', '00')
    expect(chargeButton().textContent).toBe('Charge ₹100.00')
  })

  it("a finger registers a key as it lands, and the tap's click does not count it again", () => {
    renderCounter()
    const key = (name: string) => screen.getByRole('button', { name })
    const touch = { pointerType: 'touch', isPrimary: true, button: 0 }
    // A tap: the digit is on screen at pointerdown, before the finger lifts.
    for (const name of ['1', '2', '0']) {
      fireEvent.pointerDown(key(name), touch)
      expect(amount()).toBe({ '1': '₹1', '2': '₹12', '0': '₹120' }[name])
      fireEvent.pointerUp(key(name), touch)
      fireEvent.click(key(name), { detail: 1 })
    }
    expect(amount()).toBe('₹120')
    // Keyboard and assistive technology click with detail 0: always counted, even on the key
    // a finger pressed last.
    fireEvent.click(key('0'), { detail: 0 })
    expect(amount()).toBe('₹1,200')
    // A touch taken over by a scroll (pointercancel, no click) counted once, and leaves nothing
    // behind that would swallow the next click.
    fireEvent.pointerDown(key('5'), touch)
    fireEvent.pointerCancel(key('5'), touch)
    fireEvent.click(key('5'), { detail: 1 })
    expect(amount()).toBe('₹1,20,055')
    // A mouse keeps ordinary button behaviour: nothing on press, the key on click.
    tap('Clear')
    fireEvent.pointerDown(key('7'), { pointerType: 'mouse', isPrimary: true, button: 0 })
    expect(amount()).toBe('₹0')
    fireEvent.click(key('7'), { detail: 1 })
    expect(amount()).toBe('₹7')
  })

  it('counts a second finger that lands while the first is still down (two thumbs)', () => {
    renderCounter()
    const key = (name: string) => screen.getByRole('button', { name })
    const first = { pointerType: 'touch', isPrimary: true, button: 0 }
    const second = { pointerType: 'touch', isPrimary: false, button: 0 }
    fireEvent.pointerDown(key('1'), first)
    fireEvent.pointerDown(key('2'), second)
    expect(amount()).toBe('₹12')
    // The second finger's touch is taken over by a scroll: the first finger's click, when it
    // comes, is still the one already counted.
    fireEvent.pointerCancel(key('2'), second)
    fireEvent.click(key('1'), { detail: 1 })
    expect(amount()).toBe('₹12')
    // The browser sends no click for a second finger; a later tap of that key counts once.
    fireEvent.pointerDown(key('2'), first)
    fireEvent.click(key('2'), { detail: 1 })
    expect(amount()).toBe('₹122')
  })

  it('shows the first digit before it sets up sound, which then follows in a task of its own', () => {
    vi.useFakeTimers()
    const made: string[] = []
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          made.push(amount() ?? '')
        }
        resume() {
          return Promise.resolve()
        }
        close() {
          return Promise.resolve()
        }
      },
    )
    renderCounter()
    fireEvent.pointerDown(screen.getByRole('button', { name: '4' }), {
      pointerType: 'touch',
      isPrimary: true,
      button: 0,
    })
    // The press's own task drew the digit and made no audio context (decision 042: creating one cost
    // up to 37 ms of a throttled phone's main thread, in front of the counter's first digit).
    expect(amount()).toBe('₹4')
    expect(made).toEqual([])
    act(() => vi.runOnlyPendingTimers())
    expect(made).toEqual(['₹4'])
    // Armed once: later presses make no other.
    tap('2')
    act(() => vi.runOnlyPendingTimers())
    expect(made).toHaveLength(1)
  })

  it('names every key by its digit or function, big enough for a thumb', () => {
    renderCounter()
    const keypad = screen.getByRole('group', { name: 'Keypad' })
    const names = within(keypad)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent)
    expect(names).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '00',
      '0',
      '.',
      'Delete',
      'Clear',
    ])
    // At least 40 px each; they grow into the height the screen leaves (measured in Chromium:
    // tests/e2e/counter-screens.test.ts).
    for (const button of within(keypad).getAllByRole('button')) {
      expect(button.className).toContain('min-h-10')
    }
  })

  it('types by keyboard: number row, numpad, point, Backspace, Escape', () => {
    renderCounter()
    press('4', { code: 'Digit4' })
    press('2', { code: 'Numpad2' })
    press('0')
    press('.', { code: 'NumpadDecimal' })
    press('5', { code: 'Numpad5' })
    expect(amount()).toBe('₹420.5')
    press('Backspace')
    press('Backspace')
    expect(chargeButton().textContent).toBe('Charge ₹420.00')
    press(',', { code: 'NumpadDecimal' })
    press('2')
    press('5')
    expect(amount()).toBe('₹420.25')
    press('Escape')
    expect(amount()).toBe('₹0')
    // Browser shortcuts are not the keypad's.
    press('5', { ctrlKey: true })
    expect(amount()).toBe('₹0')
  })

  it('leaves keys typed into the note alone, and Enter there does not charge', () => {
    renderCounter()
    press('9')
    press('9')
    const note = screen.getByLabelText('Note (optional)')
    press('5', {}, note)
    press('Backspace', {}, note)
    press('Enter', {}, note)
    press('Escape', {}, note)
    expect(amount()).toBe('₹99')
    expect(created).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the note', () => {
  it('counts to 50 while typing and refuses more out loud, keeping the first 50', () => {
    renderCounter()
    const note = screen.getByLabelText<HTMLInputElement>('Note (optional)')
    fireEvent.change(note, { target: { value: 'Chai' } })
    expect(screen.getByTestId('note-count').textContent).toBe('4/50')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.change(note, { target: { value: 'x'.repeat(51) } })
    expect(note.value).toBe('x'.repeat(50))
    expect(screen.getByTestId('note-count').textContent).toBe('50/50')
    expect(screen.getByRole('alert').textContent).toBe('The note takes at most 50 characters')
    expect(note.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(note, { target: { value: 'x'.repeat(49) } })
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('counter charge', () => {
  it('charges with Enter: channel counter, no customer details, the note as description', async () => {
    renderCounter()
    tap('1', '2', '0')
    fireEvent.change(screen.getByLabelText('Note (optional)'), {
      target: { value: 'Chai & samosa' },
    })
    press('Enter')
    const dialog = await screen.findByRole('dialog', { name: 'Amount to pay ₹120.00' })
    expect(created).toHaveLength(1)
    const body = created[0]!
    expect(body).toMatchObject({
      amount: 120,
      currency: 'INR',
      channel: 'counter',
      metadata: { description: 'Chai & samosa' },
    })
    expect(String(body.order_id)).toMatch(/^ORD\d+$/)
    expect(body).not.toHaveProperty('customer_name')
    expect(body).not.toHaveProperty('customer_email')

    expect(within(dialog).getByRole('heading', { name: '₹120.00' })).toBeTruthy()
    expect(within(dialog).getByText('Scan QR code with any UPI app to pay')).toBeTruthy()
    expect(within(dialog).getByRole('timer').textContent).toMatch(/0[23]:\d\d/)
    await within(dialog).findByRole('img', { name: 'QR code of the payment link' })
    expect(drawn).toEqual([INTENT])
    // Focus is on the amount, not one Enter away from cancelling.
    expect(document.activeElement?.textContent).toBe('₹120.00')
  })

  it('sends no description without a note, and cannot charge twice', async () => {
    renderCounter()
    tap('5', '0')
    fireEvent.click(chargeButton())
    const busy = screen.getByRole('button', { name: 'Creating QR...' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    fireEvent.click(busy)
    press('Enter')
    await screen.findByRole('dialog')
    expect(created).toHaveLength(1)
    expect(created[0]!.metadata).toEqual({})
  })

  it('shows the gateway’s refusal and keeps the amount', async () => {
    server.use(
      http.post(api('/payin/create'), () =>
        HttpResponse.json(
          { success: false, error: { message: 'Amount must be at most 1000000' } },
          { status: 400 },
        ),
      ),
    )
    renderCounter()
    tap('7', '5')
    fireEvent.click(chargeButton())
    expect((await screen.findByRole('alert')).textContent).toBe('Amount must be at most 1000000')
    expect(chargeButton().textContent).toBe('Charge ₹75.00')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancels on the gateway, then says so on the keypad with the amount kept', async () => {
    renderCounter()
    tap('6', '5')
    const dialog = await chargeAndWait()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }))
    expect(
      (await screen.findByText('Payment cancelled: no money was taken')).closest('[role=alert]'),
    ).toBeTruthy()
    expect(cancels).toEqual(['TXN7'])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(chargeButton().textContent).toBe('Charge ₹65.00')
    expect(document.activeElement).toBe(screen.getByTestId('counter-amount'))
  })

  it('lets the status decide when the cancel is refused because the customer just paid', async () => {
    cancelAnswer = () => {
      status = 'success'
      return HttpResponse.json(
        { success: false, error: { message: 'Only pending payins can be cancelled' } },
        { status: 400 },
      )
    }
    renderCounter()
    tap('6', '5')
    const dialog = await chargeAndWait()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel payment' }))
    expect(await screen.findByText('Payment Received!')).toBeTruthy()
    expect(screen.queryByText('Payment cancelled: no money was taken')).toBeNull()
  })

  it('shows Payment Received! only from the gateway, then the next customer gets an empty keypad', async () => {
    const spoken = stubSpeech()
    renderCounter()
    tap('1', '2', '0')
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'Tea' } })
    await chargeAndWait()
    expect(screen.queryByText('Payment Received!')).toBeNull()

    status = 'success'
    press('Enter') // The keypad is not listening while the QR is up.
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const success = await screen.findByRole('dialog', { name: 'Payment Received!' })
    expect(within(success).getByText('₹120.00')).toBeTruthy()
    expect(within(success).getByText('9012')).toBeTruthy()
    expect(within(success).getByText(/UTR ending/)).toBeTruthy()
    expect(within(success).getByText(/comes back by itself in 8 seconds/)).toBeTruthy()
    // The voice's words are a lazy file: under load they may land after the dialog.
    await waitFor(() => expect(spoken).toContain('Received 120 rupees'))
    const next = within(success).getByRole('button', { name: 'Next customer' })
    expect(document.activeElement).toBe(next)
    expect(created).toHaveLength(1)

    fireEvent.click(next)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(amount()).toBe('₹0')
    expect(chargeButton().disabled).toBe(true)
    expect((screen.getByLabelText('Note (optional)') as HTMLInputElement).value).toBe('')
    vi.unstubAllGlobals()
  })

  it('returns to the keypad by itself 8 s after a payment', async () => {
    // Fake timeouts that still run with the wall clock, so msw and React keep working.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    status = 'success'
    renderCounter()
    tap('3', '5')
    fireEvent.click(chargeButton())
    await screen.findByText('Payment Received!')
    // Let the success view's effects run (its 8 s timer starts there) before moving the clock.
    await flushEffects()
    act(() => {
      vi.advanceTimersByTime(7_000)
    })
    expect(screen.getByText('Payment Received!')).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(1_500)
    })
    expect(screen.queryByText('Payment Received!')).toBeNull()
    expect(amount()).toBe('₹0')
  })

  it('says a decline in plain words and keeps the amount for another try', async () => {
    status = 'failed'
    renderCounter()
    tap('2', '5', '0')
    fireEvent.click(chargeButton())
    expect(await screen.findByText('Payment declined by the customer')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('Payment Received!')).toBeNull()
    expect(chargeButton().textContent).toBe('Charge ₹250.00')
  })

  it('calls a link the gateway cancelled on its own an expiry, not a cancel', async () => {
    status = 'cancelled'
    renderCounter()
    tap('8', '0')
    fireEvent.click(chargeButton())
    expect(await screen.findByText('QR expired: no payment was received')).toBeTruthy()
    expect(cancels).toEqual([])
  })
})
