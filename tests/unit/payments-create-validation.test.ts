import { describe, expect, it } from 'vitest'
import {
  EMPTY_CREATE_PAYMENT,
  toCreatePayinRequest,
  validateCreatePayment,
  type CreatePaymentValues,
} from '../../src/features/payments/create-payment-schema'

const valid: CreatePaymentValues = {
  ...EMPTY_CREATE_PAYMENT,
  amount: '500',
  customerName: 'Asha Verma',
  customerEmail: 'asha@example.com',
}

function errorsFor(values: Partial<CreatePaymentValues>) {
  const result = validateCreatePayment({ ...valid, ...values })
  return result.ok ? {} : result.errors
}

describe('Create Payment validation (product.md §5 messages)', () => {
  it('accepts a minimal valid form', () => {
    expect(validateCreatePayment(valid).ok).toBe(true)
  })

  it('reports every required field of an empty form, with the exact texts', () => {
    const result = validateCreatePayment(EMPTY_CREATE_PAYMENT)
    expect(result.ok).toBe(false)
    expect(result.ok ? {} : result.errors).toEqual({
      amount: 'Amount is required',
      customerName: 'Customer name is required',
      customerEmail: 'Customer email is required',
    })
  })

  it('checks the minimum amount of ₹1', () => {
    expect(errorsFor({ amount: '0.99' }).amount).toBe('Minimum amount is ₹1')
    expect(errorsFor({ amount: '0' }).amount).toBe('Minimum amount is ₹1')
    expect(errorsFor({ amount: '-5' }).amount).toBe('Minimum amount is ₹1')
    expect(errorsFor({ amount: '1' }).amount).toBeUndefined()
    expect(errorsFor({ amount: '1.50' }).amount).toBeUndefined()
    expect(errorsFor({ amount: '   ' }).amount).toBe('Amount is required')
  })

  it('checks the email with a simple something@something pattern', () => {
    expect(errorsFor({ customerEmail: 'asha' }).customerEmail).toBe('Invalid email address')
    expect(errorsFor({ customerEmail: 'asha@' }).customerEmail).toBe('Invalid email address')
    expect(errorsFor({ customerEmail: 'a b@c' }).customerEmail).toBe('Invalid email address')
    expect(errorsFor({ customerEmail: 'a@b' }).customerEmail).toBeUndefined()
  })

  it('treats blank names as missing', () => {
    expect(errorsFor({ customerName: '   ' }).customerName).toBe('Customer name is required')
  })
})

describe('payin creation request (product.md §3)', () => {
  it('builds order_id, a numeric amount and metadata; callback_url only when given', () => {
    const result = validateCreatePayment({
      ...valid,
      amount: '1234.50',
      currency: 'USD',
      description: 'Table 4',
      customerPhone: '9876543210',
      webhookUrl: 'https://shop.example/hook',
    })
    if (!result.ok) throw new Error('expected valid')
    const request = toCreatePayinRequest(result.data, 1_790_000_000_000)
    expect(request).toEqual({
      order_id: 'ORD1790000000000',
      amount: 1234.5,
      currency: 'USD',
      customer_name: 'Asha Verma',
      customer_email: 'asha@example.com',
      customer_phone: '9876543210',
      metadata: { description: 'Table 4', webhook_url: 'https://shop.example/hook' },
    })
    expect(request).not.toHaveProperty('callback_url')
  })

  it('takes callback_url from the redirect URL and sends expires_at as ISO time', () => {
    const result = validateCreatePayment({
      ...valid,
      redirectUrl: 'https://shop.example/thanks',
      expiresAt: '2026-11-23T18:30',
    })
    if (!result.ok) throw new Error('expected valid')
    const request = toCreatePayinRequest(result.data, 1)
    expect(request.callback_url).toBe('https://shop.example/thanks')
    expect(request.metadata.expires_at).toBe(new Date('2026-11-23T18:30').toISOString())
  })
})
