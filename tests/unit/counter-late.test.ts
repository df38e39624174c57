import { describe, expect, it } from 'vitest'
import {
  collectLatePayments,
  detectLatePayments,
  isPaidLate,
} from '../../src/features/counter/counter-late'
import { lateRefundText } from '../../src/features/counter/counter-words'
import { autoRefundedText } from '../../src/features/counter/sale-words'
import * as m from '../../src/features/counter/messages'
import * as sale from '../../src/features/counter/sale-messages'
import * as shift from '../../src/features/counter/shift-messages'
import { formatINR } from '../../src/lib/i18n/format'
import { setLanguage, t } from '../../src/lib/i18n/i18n'
import { signedInTexts } from './support/signed-in-texts'

/** Hindi on screen, with the signed-in screens' texts (the counter's are among them). */
async function inHindi() {
  await setLanguage('hi')
  await signedInTexts()
}

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
  it('are English by default and Hindi when chosen, product texts included', async () => {
    expect(t(m.charge, { amount: formatINR(120) })).toBe('Charge ₹120.00')
    expect(t(sale.nextCustomer)).toBe('Next customer')
    expect(t(sale.declined)).toBe('Payment declined by the customer')
    expect(t(sale.expired)).toBe('QR expired: no payment was received')
    expect(t(m.lateReceived, { amount: formatINR(120) })).toBe('Late payment received: ₹120.00')
    expect(t(sale.scan)).toBe('Scan QR code with any UPI app to pay')
    expect(t(m.paymentsCount, { count: 1 })).toBe('1 payment')
    expect(t(m.paymentsCount, { count: 3 })).toBe('3 payments')
    expect(t(shift.attemptsLeft, { count: 1, minutes: 15 })).toBe(
      '1 try left, then this cashier is locked on this device for 15 minutes.',
    )
    await inHindi()
    expect(t(m.charge, { amount: formatINR(120) })).toBe('₹120.00 का भुगतान लें')
    expect(t(sale.nextCustomer)).toBe('अगला ग्राहक')
    expect(t(sale.scan)).toBe('किसी भी UPI ऐप से QR कोड स्कैन करके भुगतान करें')
    expect(t(m.minimum)).toBe('न्यूनतम राशि ₹1 है')
    expect(t(m.paymentsCount, { count: 3 })).toBe('3 भुगतान')
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

  it('finds a payment the gateway refunded automatically, however many sales came after it', () => {
    const refunded = (id: string, amount: number, minute: number, by: string) => ({
      ...row(id, amount, minute, 'cancelled', true),
      utr: `4123456${id}`,
      auto_refund: true,
      cancelled_by: by,
    })
    // The cancelled ₹77 lands after ten more sales: the X-report lists it apart from the latest.
    const sales = [
      own('A', 77, 0, 'unpaid'),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((m) => own(`S${m}`, 77, m, 'paid')),
    ]
    const lates = collectLatePayments({
      rows: [refunded('A', 77, 0, 'merchant'), refunded('L', 78, -40, 'expiry')],
      ownSales: sales,
    })
    expect(lates).toEqual([
      expect.objectContaining({ transactionId: 'A', amount: 77, refunded: 'cancelled' }),
      expect.objectContaining({ transactionId: 'L', amount: 78, refunded: 'expired' }),
    ])
    // The money went back: later sales of the same amount are no second payment of it.
    expect(lates.every((l) => !l.paidTwice)).toBe(true)
    // A cancelled payin that received nothing is no news; nor is a late payment kept.
    const none = collectLatePayments({
      rows: [
        row('B', 5, 1, 'cancelled', false),
        { ...refunded('C', 5, 2, 'merchant'), auto_refund: false },
      ],
      ownSales: [],
    })
    expect(none).toEqual([])
    const kept = collectLatePayments({ rows: [row('D', 5, 0, 'success', true)], ownSales: [] })
    expect(kept[0]).not.toHaveProperty('refunded')
  })

  it('words an automatic refund as the counter shows amounts, in English and Hindi', async () => {
    expect(autoRefundedText(77, 'cancelled')).toBe(
      '₹77.00 paid after the QR was cancelled — refunded to the customer automatically',
    )
    expect(autoRefundedText(78, 'expired')).toBe(
      '₹78.00 paid after the QR expired — refunded to the customer automatically',
    )
    // 'Paid twice?' still sends the cashier to the owner, who refunds.
    expect(t(sale.paidTwiceHelp)).toContain('ask the owner')
    await inHindi()
    expect(autoRefundedText(77, 'cancelled')).toBe(
      'QR रद्द होने के बाद ₹77.00 चुकाए गए — ग्राहक को अपने-आप रिफ़ंड हो गया',
    )
    expect(autoRefundedText(1, 'expired')).toBe(
      'QR की समय-सीमा समाप्त होने के बाद ₹1.00 चुकाया गया — ग्राहक को अपने-आप रिफ़ंड हो गया',
    )
    expect(t(sale.paidTwiceHelp)).toContain('मालिक से कहें')
  })

  it("takes the X-report's own 'also paid' finding", () => {
    const [a] = collectLatePayments({
      rows: [{ ...row('A', 55, 0, 'success', true), also_paid: 'TXN9' }],
      ownSales: [],
    })
    expect(a?.paidTwice).toBe(true)
  })

  it('says a late payment was refunded, with its UTR, and never asks for a refund again', () => {
    const paidTwice = { ...row('A', 44, 0, 'success', true), also_paid: 'TXN9' }
    const refunded = { ...paidTwice, refunded_amount: 44, refund_utr: '998877665544' }
    const [a] = collectLatePayments({ rows: [refunded], ownSales: [] })
    expect(a).toMatchObject({
      paidTwice: false,
      refund: { amount: 44, utr: '998877665544', pending: false },
    })
    // The X-report's UTR survives a second source of the same payment that lacks it.
    const [b] = collectLatePayments({
      rows: [refunded, { ...row('A', 44, 0, 'success', true), refunded_amount: 44 }],
      ownSales: [],
    })
    expect(b?.refund?.utr).toBe('998877665544')
    const [c] = collectLatePayments({
      rows: [{ ...paidTwice, refund_pending_amount: 44 }],
      ownSales: [],
    })
    expect(c).toMatchObject({ paidTwice: false, refund: { amount: 44, pending: true } })
    expect(lateRefundText({ amount: 44, utr: '998877665544', pending: false })).toBe(
      `Refunded ${formatINR(44)} · UTR 998877665544`,
    )
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
