/**
 * The payment screens in Hindi (docs/i18n.md, decision 056): the total line's plural in both
 * languages, and Create Payment's and 'Refund payment''s messages read in the language of the
 * moment the form is checked, English again after switching back.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { PaymentTotals } from '../../src/features/payments/api'
import { totalLine } from '../../src/features/payments/components/payments-total'
import {
  EMPTY_CREATE_PAYMENT,
  validateCreatePayment,
} from '../../src/features/payments/create-payment-schema'
import { REFUND_FORM_MESSAGES, validateRefundForm } from '../../src/features/payments/refund-form'
import { setLanguage } from '../../src/lib/i18n/i18n'
import { paise } from '../../src/lib/money/paise'
import { signedInTexts } from './support/signed-in-texts'

const totals: PaymentTotals = {
  count: 1204,
  success_count: 812,
  success_amount: 123456.5,
  success_fee: 2469.13,
  success_net_amount: 120987.37,
}

async function hindi() {
  await setLanguage('hi')
  await signedInTexts()
}

afterEach(async () => {
  await setLanguage('en')
})

describe('the payments total line', () => {
  it('is singular for one payment and plural for more, in both languages', async () => {
    const one = { ...totals, count: 1, success_count: 1, success_amount: 500 }
    expect(totalLine(one, false)).toBe('Collected ₹500.00 from 1 successful of 1 payment')
    await hindi()
    expect(totalLine(one, false)).toBe('1 भुगतान में से 1 सफल, इनसे ₹500.00 मिले')
    expect(totalLine(totals, false)).toBe('1,204 भुगतानों में से 812 सफल, इनसे ₹1,23,456.50 मिले')
    expect(totalLine({ ...totals, count: 1234567, success_count: 100000 }, true)).toBe(
      '12,34,567 भुगतानों में से 1,00,000 सफल, इनसे ₹1,23,456.50 मिले · शुल्क ₹2,469.13 · कुल राशि ₹1,20,987.37',
    )
    await setLanguage('en')
    expect(totalLine(totals, true)).toBe(
      'Collected ₹1,23,456.50 from 812 successful of 1,204 payments · Fees ₹2,469.13 · Net ₹1,20,987.37',
    )
  })
})

describe('validation messages', () => {
  it("Create Payment's are Hindi when checked in Hindi, English after switching back", async () => {
    await hindi()
    const result = validateCreatePayment(EMPTY_CREATE_PAYMENT)
    expect(result.ok ? {} : result.errors).toEqual({
      amount: 'राशि डालें',
      customerName: 'ग्राहक का नाम डालें',
      customerEmail: 'ग्राहक का ईमेल डालें',
    })
    await setLanguage('en')
    const again = validateCreatePayment(EMPTY_CREATE_PAYMENT)
    expect(again.ok ? {} : again.errors.amount).toBe('Amount is required')
  })

  it("'Refund payment''s are Hindi when checked in Hindi", async () => {
    await hindi()
    expect(validateRefundForm({ amount: '', reason: '' }, paise(100_00))).toEqual({
      ok: false,
      errors: { amount: 'रिफ़ंड की राशि डालें' },
    })
    expect(validateRefundForm({ amount: '101', reason: '' }, paise(100_00))).toEqual({
      ok: false,
      errors: { amount: REFUND_FORM_MESSAGES.exceeds },
    })
    expect(REFUND_FORM_MESSAGES.exceeds).toBe('रिफ़ंड राशि रिफ़ंड हो सकने वाली राशि से ज़्यादा है')
    await setLanguage('en')
    expect(REFUND_FORM_MESSAGES.exceeds).toBe('Refund amount exceeds the refundable amount')
  })
})
