import { describe, expect, it } from 'vitest'
import {
  amountText,
  counterReducer,
  initialCounterState,
  type CounterEvent,
  type CounterState,
  type LatePayment,
  type OpenSale,
} from '../../src/features/counter/counter-state'

/** The counter page's one reducer: every rule of the screen, without a screen. */
const sale = (id: string, amount: number): OpenSale => ({
  transactionId: id,
  amount,
  paymentUrl: `http://localhost/sandbox/pay/${id}`,
  upiIntent: null,
  deadline: 1_000_000,
  createdAt: 820_000,
})
const late = (id: string, amount: number, paidTwice = false): LatePayment => ({
  transactionId: id,
  amount,
  createdAt: null,
  paidTwice,
})

const run = (events: CounterEvent[], state: CounterState = initialCounterState) =>
  events.reduce(counterReducer, state)
const keys = (...typed: string[]): CounterEvent[] =>
  typed.map((key) => ({ type: 'key', key }) as CounterEvent)

describe('counter reducer', () => {
  it('types on the keypad, not under the QR', () => {
    const typed = run(keys('4', '4'))
    expect(typed.typed).toBe('44')
    const onQr = run([{ type: 'charged', sale: sale('A', 44) }], typed)
    expect(run(keys('9'), onQr).typed).toBe('44')
  })

  it('is busy from Charge until the QR or the refusal, and cannot be charged twice meanwhile', () => {
    const charging = run([...keys('5'), { type: 'charging' }])
    expect(charging.charging).toBe(true)
    expect(counterReducer(charging, { type: 'charging' })).toBe(charging)
    expect(run([{ type: 'chargeFailed' }], charging).charging).toBe(false)
    const up = run([{ type: 'charged', sale: sale('A', 5) }], charging)
    expect(up).toMatchObject({ charging: false, view: { kind: 'qr' } })
  })

  it('shows the success screen only for the sale on screen', () => {
    const up = run([...keys('1', '2', '0'), { type: 'charged', sale: sale('A', 120) }])
    expect(run([{ type: 'paid', sale: sale('B', 120), utr: 'x', at: 1 }], up)).toBe(up)
    const paid = run([{ type: 'paid', sale: sale('A', 120), utr: '412345679012', at: 5 }], up)
    expect(paid.view).toEqual({ kind: 'success', sale: sale('A', 120), utr: '412345679012', at: 5 })
  })

  it('keeps the amount after an unpaid end and says why; typing clears the notice', () => {
    const up = run([...keys('5', '5'), { type: 'charged', sale: sale('A', 55) }])
    const ended = run([{ type: 'unpaid', sale: sale('A', 55), end: 'cancelled' }], up)
    expect(ended.view.kind).toBe('keypad')
    expect(ended.typed).toBe('55')
    expect(ended.notice).toEqual({ kind: 'cancelled', transactionId: 'A', amount: 55 })
    expect(ended.focusToken).toBe(up.focusToken + 1)
    expect(run(keys('delete'), ended).notice).toBeNull()
  })

  it('turns the notice of a sale later paid into a late payment and takes back "charge again"', () => {
    const ended = run([
      ...keys('4', '4'),
      { type: 'charged', sale: sale('A', 44) },
      { type: 'unpaid', sale: sale('A', 44), end: 'expired' },
    ])
    const paidLate = run([{ type: 'late', payment: late('A', 44) }], ended)
    expect(paidLate.notice).toEqual({
      kind: 'paidLate',
      transactionId: 'A',
      amount: 44,
      paidTwice: false,
    })
    // The ₹44 kept for a second charge is gone: Charge is disabled, nothing invites it.
    expect(paidLate.typed).toBe('')
    // Not repeated as a banner beside the notice.
    expect(paidLate.lates).toEqual([])
    // A different amount typed meanwhile is the cashier's next sale: it stays.
    const typedOther = run([...keys('clear', '9', '9')], ended)
    expect(run([{ type: 'late', payment: late('A', 44) }], typedOther).typed).toBe('99')
  })

  it('turns a cancelled notice into the automatic refund, keeping the amount to charge again', () => {
    const ended = run([
      ...keys('7', '7'),
      { type: 'charged', sale: sale('A', 77) },
      { type: 'unpaid', sale: sale('A', 77), end: 'cancelled' },
    ])
    const refunded: LatePayment = { ...late('A', 77), refunded: 'cancelled' }
    const after = run([{ type: 'late', payment: refunded }], ended)
    expect(after.notice).toEqual({
      kind: 'autoRefunded',
      transactionId: 'A',
      amount: 77,
      after: 'cancelled',
    })
    // Nothing was kept: the ₹77 stays typed, and no banner repeats the notice.
    expect(after.typed).toBe('77')
    expect(after.lates).toEqual([])
    // It stays over new typing, like a late payment's notice, until dismissed or a new charge.
    const typed = run(keys('clear', '5'), after)
    expect(typed.notice?.kind).toBe('autoRefunded')
    expect(run([{ type: 'dismissLate', transactionId: 'A' }], typed).notice).toBeNull()
    expect(run([{ type: 'charging' }], typed).notice).toBeNull()
    // An older sale's automatic refund is a banner like a late payment's.
    const banner = run([{ type: 'late', payment: { ...late('B', 20), refunded: 'expired' } }])
    expect(banner.lates).toEqual([
      expect.objectContaining({ transactionId: 'B', refunded: 'expired' }),
    ])
  })

  it('lists a late payment of an older sale as a banner, once, newest first, until dismissed', () => {
    const one = run([{ type: 'late', payment: late('A', 55) }])
    const two = run([{ type: 'late', payment: late('B', 20) }], one)
    expect(two.lates.map((l) => l.transactionId)).toEqual(['B', 'A'])
    // Found later to be paid twice: the same banner, updated.
    const twice = run([{ type: 'late', payment: late('A', 55, true) }], two)
    expect(twice.lates.map((l) => [l.transactionId, l.paidTwice])).toEqual([
      ['A', true],
      ['B', false],
    ])
    expect(run([{ type: 'dismissLate', transactionId: 'A' }], twice).lates).toHaveLength(1)
  })

  it('ignores a late report for the sale still on screen (its own status shows it)', () => {
    const up = run([{ type: 'charged', sale: sale('A', 10) }])
    expect(run([{ type: 'late', payment: late('A', 10) }], up)).toBe(up)
  })

  it('starts the next sale with a digit typed on the success screen', () => {
    const paid = run([
      ...keys('3', '0'),
      { type: 'note', note: 'Table 2' },
      { type: 'charged', sale: sale('A', 30) },
      { type: 'paid', sale: sale('A', 30), utr: null, at: 1 },
    ])
    const next = run([{ type: 'nextCustomer', key: '7' }], paid)
    expect(next).toMatchObject({ typed: '7', note: '', view: { kind: 'keypad' } })
    expect(run([{ type: 'nextCustomer' }], paid).typed).toBe('')
  })

  it('resumes a kept sale only over an idle keypad, with its amount typed', () => {
    const resumed = run([{ type: 'resumed', sale: sale('A', 12.5) }])
    expect(resumed.view).toEqual({ kind: 'qr', sale: sale('A', 12.5) })
    expect(resumed.typed).toBe('12.5')
    const other = run([{ type: 'charged', sale: sale('B', 1) }])
    expect(run([{ type: 'resumed', sale: sale('A', 12.5) }], other)).toBe(other)
  })

  it('writes amounts back as the keypad types them', () => {
    expect(amountText(120)).toBe('120')
    expect(amountText(99.5)).toBe('99.5')
    expect(amountText(12.05)).toBe('12.05')
    expect(amountText(0.1 + 0.2)).toBe('0.3')
  })
})
