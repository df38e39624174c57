import { describe, expect, it } from 'vitest'
import {
  collectLatePayments,
  detectLatePayments,
  isPaidLate,
} from '../../src/features/counter/counter-late'
import { counterText } from '../../src/features/counter/counter-text'

const late = (id: string) => ({ transaction_id: id, status: 'success', paid_late: true })
const onTime = (id: string) => ({ transaction_id: id, status: 'success', paid_late: false })

describe('late payment detection', () => {
  it('only counts a success that the gateway marks paid late', () => {
    expect(isPaidLate(late('A'))).toBe(true)
    expect(isPaidLate(onTime('A'))).toBe(false)
    expect(isPaidLate({ transaction_id: 'A', status: 'cancelled', paid_late: true })).toBe(false)
    expect(isPaidLate({ transaction_id: 'A', status: 'success' })).toBe(false)
  })

  it('announces nothing that was already there at the first load', () => {
    const first = detectLatePayments([late('A'), onTime('B')], null)
    expect(first.fresh).toEqual([])
    expect([...first.seen]).toEqual(['A'])
  })

  it('announces each new late payment once', () => {
    const first = detectLatePayments([late('A')], null)
    const second = detectLatePayments([late('C'), onTime('B'), late('A')], first.seen)
    expect(second.fresh.map((p) => p.transaction_id)).toEqual(['C'])
    const third = detectLatePayments([late('C'), late('A')], second.seen)
    expect(third.fresh).toEqual([])
  })

  it('announces a payment that turns late after it was first seen cancelled', () => {
    const cancelled = { transaction_id: 'D', status: 'cancelled', paid_late: false }
    const first = detectLatePayments([cancelled], null)
    expect(detectLatePayments([late('D')], first.seen).fresh).toEqual([late('D')])
  })

  it('never changes the set it is given', () => {
    const seen = new Set(['A'])
    detectLatePayments([late('B')], seen)
    expect([...seen]).toEqual(['A'])
  })
})

describe('counter words', () => {
  it('speaks English by default and Hindi when chosen, the product texts staying English', () => {
    const en = counterText('en')
    const hi = counterText('hi')
    expect(en.charge(120)).toBe('Charge ₹120.00')
    expect(en.nextCustomer).toBe('Next customer')
    expect(en.declined).toBe('Payment declined by the customer')
    expect(en.expired).toBe('QR expired: no payment was received')
    expect(en.lateReceived(120)).toBe('Late payment received: ₹120.00')
    expect(en.scanHindi).toBeNull()
    expect(en.receivedHindi).toBeNull()
    expect(hi.charge(120)).toBe('₹120.00 का भुगतान लें')
    expect(hi.nextCustomer).toBe('अगला ग्राहक')
    expect(hi.receivedHindi).toBe('भुगतान प्राप्त हुआ!')
    expect(hi.scanHindi).toContain('UPI')
    expect(hi.paymentsCount(3)).toBe('3 भुगतान')
    expect(en.paymentsCount(1)).toBe('1 payment')
    expect(en.paymentsCount(3)).toBe('3 payments')
  })
})

describe('every late payment of the counter', () => {
  const T = Date.parse('2026-11-23T08:00:00.000Z')
  const own = (
    id: string,
    amount: number,
    minute: number,
    outcome: 'open' | 'paid' | 'unpaid',
  ) => ({
    transactionId: id,
    amount,
    createdAt: T + minute * 60_000,
    deadline: T + minute * 60_000 + 180_000,
    outcome,
  })
  const row = (id: string, amount: number, minute: number, status: string, paidLate = false) => ({
    transaction_id: id,
    amount,
    status,
    paid_late: paidLate,
    created_at: new Date(T + minute * 60_000).toISOString(),
    utr: status === 'success' ? `4123456${id}` : null,
  })

  it('finds an own unpaid sale paid late at position 7, beyond a list of the latest five', () => {
    // ₹55 cancelled, then six more sales; the gateway's "today" holds only the latest five.
    const sales = [
      own('S1', 55, 0, 'unpaid'),
      ...[1, 2, 3, 4, 5, 6].map((m) => own(`S${m + 1}`, 10 + m, m, 'paid')),
    ]
    const latestFive = [7, 6, 5, 4, 3].map((n) => row(`S${n}`, 9 + n, n - 1, 'success'))
    expect(collectLatePayments({ rows: latestFive, ownSales: sales })).toEqual([])
    // Its status, asked again because it ended unpaid on this device, says success.
    const status = row('S1', 55, 0, 'success', true)
    const lates = collectLatePayments({ rows: [...latestFive, status], ownSales: sales })
    expect(lates).toEqual([
      expect.objectContaining({ transactionId: 'S1', amount: 55, paidTwice: false }),
    ])
  })

  it("counts a success of this device's unpaid sale as late even without the flag", () => {
    const lates = collectLatePayments({
      rows: [row('A', 5, 0, 'success')],
      ownSales: [own('A', 5, 0, 'unpaid')],
    })
    expect(lates.map((l) => l.transactionId)).toEqual(['A'])
  })

  it('says paid twice when the same amount was paid in a sale charged after it', () => {
    const sales = [own('A', 55, 0, 'unpaid'), own('B', 55, 2, 'paid'), own('C', 20, 3, 'paid')]
    const [a] = collectLatePayments({ rows: [row('A', 55, 0, 'success', true)], ownSales: sales })
    expect(a?.paidTwice).toBe(true)
    // A payment of that amount charged before it is not a second payment of this sale.
    const before = [own('Z', 55, -5, 'paid'), own('A', 55, 0, 'unpaid')]
    const [b] = collectLatePayments({ rows: [row('A', 55, 0, 'success', true)], ownSales: before })
    expect(b?.paidTwice).toBe(false)
    // Found by the gateway's lists too (another device of the counter took the second one).
    const [c] = collectLatePayments({
      rows: [row('A', 55, 0, 'success', true), row('X', 55, 4, 'success')],
      ownSales: [],
    })
    expect(c?.paidTwice).toBe(true)
  })

  it("takes the X-report's own 'also paid' finding", () => {
    const [a] = collectLatePayments({
      rows: [{ ...row('A', 55, 0, 'success', true), also_paid: 'TXN9' }],
      ownSales: [],
    })
    expect(a?.paidTwice).toBe(true)
  })

  it('leaves out the sale on screen and sales this device showed as paid', () => {
    const rows = [row('A', 5, 0, 'success', true), row('B', 6, 1, 'success', true)]
    const lates = collectLatePayments({
      rows,
      ownSales: [own('A', 5, 0, 'open'), own('B', 6, 1, 'paid')],
    })
    expect(lates).toEqual([])
  })

  it('lists each once, newest first, from however many sources', () => {
    const lates = collectLatePayments({
      rows: [
        row('A', 5, 0, 'success', true),
        row('B', 6, 3, 'success', true),
        row('A', 5, 0, 'success', true),
        row('C', 7, 4, 'cancelled'),
      ],
      ownSales: [],
    })
    expect(lates.map((l) => l.transactionId)).toEqual(['B', 'A'])
  })
})
