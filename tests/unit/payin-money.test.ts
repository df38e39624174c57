import { describe, expect, it } from 'vitest'
import { payinMoney } from '../../src/features/payments/payin-money'
import { payinSchema } from '../../src/lib/lists/payin-list'

describe('payinMoney (decision 030)', () => {
  it('shows a USD payin in dollars with its rupee figure; fee and net in rupees', () => {
    const payin = payinSchema.parse({
      transaction_id: 'TXN1',
      amount: 100,
      currency: 'USD',
      amount_inr: 8300,
      fx_rate: 83,
      fee: 166,
      net_amount: 8134,
    })
    expect(payinMoney(payin)).toEqual({
      amount: '$100.00',
      inr: '₹8,300.00 at ₹83.00/USD',
      fee: '₹166.00',
      net: '₹8,134.00',
    })
  })

  it('shows an INR payin as before, with no second figure', () => {
    const payin = payinSchema.parse({
      transaction_id: 'TXN2',
      amount: 123456.5,
      currency: 'INR',
      amount_inr: 123456.5,
      fx_rate: 1,
      fee: 2469.13,
      net_amount: 120987.37,
    })
    expect(payinMoney(payin)).toEqual({
      amount: '₹1,23,456.50',
      inr: null,
      fee: '₹2,469.13',
      net: '₹1,20,987.37',
    })
  })

  it('guesses nothing when an older gateway sends no rupee figure', () => {
    const payin = payinSchema.parse({ transaction_id: 'TXN3', amount: 5, currency: 'USD' })
    expect(payinMoney(payin).inr).toBeNull()
    expect(payinMoney(payin).amount).toBe('$5.00')
  })
})
