import { describe, expect, it } from 'vitest'
import {
  COUNTER_MAX_AMOUNT,
  counterAmountReducer,
  formatTypedAmount,
  isChargeable,
  keyBelongsToFocus,
  keypadKeyFromKeyboard,
  typedAmount,
  type CounterKey,
} from '../../src/features/counter/counter-amount'

/** Presses keys in order from an empty keypad (or `from`). */
function press(keys: CounterKey[], from = ''): string {
  return keys.reduce(counterAmountReducer, from)
}

describe('counter keypad reducer', () => {
  it('appends digits and 00', () => {
    expect(press(['1', '2', '0'])).toBe('120')
    expect(press(['5', '00'])).toBe('500')
  })

  it('normalises leading zeros', () => {
    expect(press(['0'])).toBe('0')
    expect(press(['0', '0'])).toBe('0')
    expect(press(['00'])).toBe('0')
    expect(press(['0', '5'])).toBe('5')
    expect(press(['00', '7', '00'])).toBe('700')
  })

  it('takes one decimal point, starting with 0. on an empty keypad', () => {
    expect(press(['.'])).toBe('0.')
    expect(press(['.', '5'])).toBe('0.5')
    expect(press(['1', '.', '.', '5'])).toBe('1.5')
    expect(press(['0', '.', '0', '5'])).toBe('0.05')
  })

  it('allows at most 2 decimals, ignoring the key that would add a third', () => {
    expect(press(['1', '.', '2', '5', '9'])).toBe('1.25')
    expect(press(['1', '.', '5', '00'])).toBe('1.5')
    expect(press(['1', '.', '00'])).toBe('1.00')
    expect(press(['1', '.', '00', '0'])).toBe('1.00')
  })

  it('ignores a key that would go past ₹10,00,000', () => {
    const max = press(['1', '0', '0', '0', '0', '0', '0'])
    expect(typedAmount(max)).toBe(COUNTER_MAX_AMOUNT)
    expect(counterAmountReducer(max, '0')).toBe(max)
    expect(counterAmountReducer(max, '00')).toBe(max)
    expect(press(['.', '0', '1'], max)).toBe('1000000.0')
    expect(press(['9', '9', '9', '9', '9', '9', '9'])).toBe('999999')
    expect(counterAmountReducer('100000', '00')).toBe('100000')
  })

  it('deletes the last character and clears everything', () => {
    expect(counterAmountReducer('120', 'delete')).toBe('12')
    expect(counterAmountReducer('1.5', 'delete')).toBe('1.')
    expect(counterAmountReducer('1.', 'delete')).toBe('1')
    expect(counterAmountReducer('0.', 'delete')).toBe('')
    expect(counterAmountReducer('', 'delete')).toBe('')
    expect(counterAmountReducer('123.45', 'clear')).toBe('')
  })

  it('computes the amount exactly in paise and enforces the ₹1 minimum', () => {
    expect(typedAmount('')).toBe(0)
    expect(typedAmount('0.1')).toBe(0.1)
    expect(typedAmount('123456.5')).toBe(123456.5)
    expect(typedAmount('19.99')).toBe(19.99)
    expect(isChargeable('')).toBe(false)
    expect(isChargeable('0.99')).toBe(false)
    expect(isChargeable('1')).toBe(true)
    expect(isChargeable('1000000')).toBe(true)
  })

  it('shows what was typed in en-IN grouping', () => {
    expect(formatTypedAmount('')).toBe('₹0')
    expect(formatTypedAmount('123456.50')).toBe('₹1,23,456.50')
    expect(formatTypedAmount('1000000')).toBe('₹10,00,000')
    expect(formatTypedAmount('12.')).toBe('₹12.')
    expect(formatTypedAmount('0.5')).toBe('₹0.5')
  })
})

describe('counter keyboard', () => {
  it('maps the number row, the numpad, the point, Backspace, Escape and Enter', () => {
    expect(keypadKeyFromKeyboard({ key: '7', code: 'Digit7' })).toBe('7')
    expect(keypadKeyFromKeyboard({ key: '7', code: 'Numpad7' })).toBe('7')
    expect(keypadKeyFromKeyboard({ key: '.', code: 'Period' })).toBe('.')
    expect(keypadKeyFromKeyboard({ key: ',', code: 'NumpadDecimal' })).toBe('.')
    expect(keypadKeyFromKeyboard({ key: 'Delete', code: 'NumpadDecimal' })).toBe('.')
    expect(keypadKeyFromKeyboard({ key: 'Backspace' })).toBe('delete')
    expect(keypadKeyFromKeyboard({ key: 'Delete', code: 'Delete' })).toBe('delete')
    expect(keypadKeyFromKeyboard({ key: 'Escape' })).toBe('clear')
    expect(keypadKeyFromKeyboard({ key: 'Enter', code: 'NumpadEnter' })).toBe('charge')
  })

  it('leaves browser shortcuts and other keys alone', () => {
    expect(keypadKeyFromKeyboard({ key: '1', ctrlKey: true })).toBeNull()
    expect(keypadKeyFromKeyboard({ key: '1', metaKey: true })).toBeNull()
    expect(keypadKeyFromKeyboard({ key: '1', altKey: true })).toBeNull()
    expect(keypadKeyFromKeyboard({ key: 'a' })).toBeNull()
    expect(keypadKeyFromKeyboard({ key: 'Tab' })).toBeNull()
  })

  it('gives keys to a focused field, and Enter/Space to a focused button', () => {
    document.body.innerHTML =
      '<input id="i"><select id="s"></select><button id="b">1</button><div id="d"></div>'
    const byId = (id: string) => document.getElementById(id)
    expect(keyBelongsToFocus(byId('i'), '5')).toBe(true)
    expect(keyBelongsToFocus(byId('s'), 'Enter')).toBe(true)
    expect(keyBelongsToFocus(byId('b'), 'Enter')).toBe(true)
    expect(keyBelongsToFocus(byId('b'), ' ')).toBe(true)
    expect(keyBelongsToFocus(byId('b'), '5')).toBe(false)
    expect(keyBelongsToFocus(byId('d'), 'Enter')).toBe(false)
    expect(keyBelongsToFocus(document.body, 'Enter')).toBe(false)
    expect(keyBelongsToFocus(null, 'Enter')).toBe(false)
    document.body.innerHTML = ''
  })
})
