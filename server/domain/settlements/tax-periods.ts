import { IST_OFFSET_MS } from '../core/time'

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

/** The last IST day of a month: '2026-10' → '2026-10-31'. */
export function periodLastDay(period: string): string {
  const [y, m] = period.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, m ?? 1, 0)).toISOString().slice(0, 10)
}

/** Days from one IST date 'YYYY-MM-DD' to a later one. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/**
 * A month's document's date (decision 063): the day it is issued when that is within 30 days of
 * the month's end (CGST rule 47; the daily worker issues on the 1st), else — a document issued
 * late, such as a month before the gateway first started — the month's last day, the date of the
 * supply it is for, so it never carries a date months after its period.
 */
export function documentDate(period: string, issuedOn: string): string {
  const last = periodLastDay(period)
  return daysBetween(last, issuedOn) <= 30 ? issuedOn : last
}
