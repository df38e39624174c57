import { IST_OFFSET_MS } from './time'

/*
 * Calendar months in IST ('YYYY-MM') and India's financial year (April to March), for the
 * monthly tax invoices (decision 054).
 */

export function periodOf(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 7)
}

export function periodStart(period: string): number {
  const [y, m] = period.split('-').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, 1) - IST_OFFSET_MS
}

export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number)
  const next = new Date(Date.UTC(y ?? 1970, m ?? 1, 1))
  return next.toISOString().slice(0, 7)
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

export function periodLabel(period: string): string {
  const [y, m] = period.split('-').map(Number)
  return `${MONTH_NAMES[(m ?? 1) - 1] ?? ''} ${y ?? ''}`
}

/** The financial year of an IST date 'YYYY-MM-DD': '2026-27' from April 2026 to March 2027. */
export function financialYear(date: string): string {
  const [y, m] = date.split('-').map(Number)
  const start = (m ?? 1) >= 4 ? (y ?? 2000) : (y ?? 2000) - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
