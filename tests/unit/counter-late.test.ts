import { describe, expect, it } from 'vitest'
import { detectLatePayments, isPaidLate } from '../../src/features/counter/counter-late'
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
