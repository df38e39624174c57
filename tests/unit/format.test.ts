import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatINR,
  formatMoney,
  formatTime,
  localISODate,
} from '../../src/lib/i18n/format'

describe('formatINR (product.md §9: INR, en-IN, 2 decimals)', () => {
  it('groups by lakh and crore', () => {
    expect(formatINR(123456.78)).toBe('₹1,23,456.78')
    expect(formatINR(12345678.9)).toBe('₹1,23,45,678.90')
    expect(formatINR(1000)).toBe('₹1,000.00')
  })

  it('always shows two decimals, rounding beyond them', () => {
    expect(formatINR(500)).toBe('₹500.00')
    expect(formatINR(0.5)).toBe('₹0.50')
    expect(formatINR(1.005)).toBe('₹1.01')
    expect(formatINR(99.999)).toBe('₹100.00')
  })

  it('reads numeric strings and renders junk as zero', () => {
    expect(formatINR('2500.5')).toBe('₹2,500.50')
    expect(formatINR(undefined)).toBe('₹0.00')
    expect(formatINR('abc')).toBe('₹0.00')
    expect(formatINR(Number.NaN)).toBe('₹0.00')
  })

  it("writes exactly what Intl's en-IN INR currency format writes, without Intl (decision 032)", () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    // A fixed-seed generator: the same values every run, so a failure can be reproduced.
    let seed = 20261124
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const values: number[] = [
      0,
      -0,
      1,
      -1,
      0.5,
      0.005,
      0.015,
      0.045,
      1.005,
      1.015,
      2.675,
      8.345,
      99.995,
      99.999,
      999.995,
      1000,
      99999.995,
      100000,
      1234567.891,
      12345678.9,
      1e12 + 0.125,
      123456789012345.67,
      -123456.785,
      -0.001,
      5e-7,
      -5e-7,
      1e20,
      Number.MAX_SAFE_INTEGER,
    ]
    for (let i = 0; i < 5000; i++) {
      const magnitude = 10 ** Math.floor(random() * 12)
      const value = Math.round(random() * magnitude * 1000) / 1000
      values.push(random() < 0.2 ? -value : value, Math.round(value * 100) / 100)
    }
    const differing = values
      .map((value) => ({ value, ours: formatINR(value), intl: intl.format(value) }))
      .filter((row) => row.ours !== row.intl)
    expect(differing.slice(0, 5)).toEqual([])
  })

  it('groups dollars in thousands, never by lakh; rupees keep lakh grouping', () => {
    expect(formatMoney(100000, 'USD')).toBe('$100,000.00')
    expect(formatMoney(123456.7, 'USD')).toBe('$123,456.70')
    expect(formatMoney(1234567.891, 'USD')).toBe('$1,234,567.89')
    expect(formatMoney(10, 'INR')).toBe('₹10.00')
    expect(formatMoney(123456.7, 'INR')).toBe('₹1,23,456.70')
  })
})

describe('dates', () => {
  it('uses one format everywhere', () => {
    const text = formatDateTime(new Date(2026, 10, 22, 14, 5))
    expect(text).toBe('22 Nov 2026, 14:05')
    expect(formatDateTime(new Date(2026, 10, 23, 0, 30))).toBe('23 Nov 2026, 00:30')
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('garbage')).toBe('—')
  })

  it("writes every month from one short list: 'Sep', never en-IN's 'Sept'", () => {
    expect(formatDateTime(new Date(2026, 8, 3, 9, 7))).toBe('3 Sep 2026, 09:07')
    expect(formatDate(new Date(2026, 8, 30))).toBe('30 Sep 2026')
    expect(formatDate('2026-09-01')).toBe('1 Sep 2026')
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(2026, m, 1)))
    expect(months.map((text) => text.split(' ')[1])).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ])
    expect(formatDate('not a date')).toBe('—')
  })

  it('gives the local calendar day as YYYY-MM-DD', () => {
    expect(localISODate(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05')
  })
})

describe("formatTime (the counter's list of today)", () => {
  it('shows the local time of day, 24-hour, and a dash for nonsense', () => {
    expect(formatTime(new Date(2026, 10, 23, 14, 5))).toBe('14:05')
    expect(formatTime(new Date(2026, 10, 23, 0, 30))).toBe('00:30')
    expect(formatTime('not a date')).toBe('—')
    expect(formatTime(undefined)).toBe('—')
  })
})
