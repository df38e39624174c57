import { describe, expect, it, vi } from 'vitest'
import {
  clearSession,
  getSession,
  MERCHANT_KEY,
  restoreSession,
  setSession,
  showsRates,
  subscribeSession,
  TOKEN_KEY,
} from '../../src/lib/session/session-store'

const merchant = {
  id: 1,
  username: 'demo',
  business_name: 'Acme Stores',
  email: 'demo@example.com',
  show_rates_to_merchant: 1,
}

function store(token: string | null, merchantData: string | null) {
  if (token !== null) localStorage.setItem(TOKEN_KEY, token)
  if (merchantData !== null) localStorage.setItem(MERCHANT_KEY, merchantData)
}

function expectCleared() {
  expect(getSession()).toBeNull()
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
  expect(localStorage.getItem(MERCHANT_KEY)).toBeNull()
}

describe('session restore on start (product.md §4)', () => {
  it('restores when both authToken and merchantData exist', () => {
    store('tok-1', JSON.stringify(merchant))
    expect(restoreSession()).toEqual({ token: 'tok-1', merchant, user: null })
    expect(getSession()).toEqual({ token: 'tok-1', merchant, user: null })
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1')
  })

  it('keeps merchant fields it does not know about', () => {
    store('tok-1', JSON.stringify({ ...merchant, phone: '+91 98765 43210' }))
    expect(restoreSession()?.merchant).toMatchObject({ phone: '+91 98765 43210' })
  })

  it('clears a token without merchant data', () => {
    store('tok-1', null)
    expect(restoreSession()).toBeNull()
    expectCleared()
  })

  it('clears merchant data without a token', () => {
    store(null, JSON.stringify(merchant))
    expect(restoreSession()).toBeNull()
    expectCleared()
  })

  it('clears corrupt merchant JSON instead of crashing', () => {
    store('tok-1', '{"business_name": "Acme')
    expect(restoreSession()).toBeNull()
    expectCleared()
  })

  it('clears merchant data that is JSON but not a merchant record', () => {
    store('tok-1', '"just a string"')
    expect(restoreSession()).toBeNull()
    expectCleared()
  })

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a numeric business name', '{"business_name": 7}'],
    ['an object id', '{"id": {"x": 1}}'],
    ['a text rates flag', '{"show_rates_to_merchant": "no"}'],
  ])('clears a merchant record with %s', (_case, raw) => {
    store('tok-1', raw)
    expect(restoreSession()).toBeNull()
    expectCleared()
  })

  it('accepts null for the optional text fields and the rates flag', () => {
    store('tok-1', '{"id": "m1", "name": null, "email": null, "show_rates_to_merchant": null}')
    expect(restoreSession()?.merchant).toEqual({
      id: 'm1',
      name: null,
      email: null,
      show_rates_to_merchant: null,
    })
  })

  it('starts signed out with nothing stored', () => {
    expect(restoreSession()).toBeNull()
    expectCleared()
  })
})

describe('session changes', () => {
  it('sign-in saves both keys, sign-out clears both, and subscribers hear each change', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    setSession('tok-2', merchant)
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-2')
    expect(JSON.parse(localStorage.getItem(MERCHANT_KEY) ?? 'null')).toEqual(merchant)
    clearSession()
    expectCleared()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('shows rates unless show_rates_to_merchant is 0 or false (product.md §6)', () => {
    expect(showsRates({ show_rates_to_merchant: 1 })).toBe(true)
    expect(showsRates({})).toBe(true)
    expect(showsRates(null)).toBe(true)
    expect(showsRates({ show_rates_to_merchant: 0 })).toBe(false)
    expect(showsRates({ show_rates_to_merchant: false })).toBe(false)
  })
})
