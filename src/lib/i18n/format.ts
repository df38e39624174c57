import { languageMonthNames, localISODate } from './calendar'

/**
 * Rupees are written here, not by Intl.NumberFormat: the first Intl object a page makes loads the
 * engine's locale data, 40-60 ms of main thread on a desktop core and four times that on a
 * budget phone (docs/decisions/032), and every signed-in screen's first render shows
 * rupees. The output is Intl's en-IN INR currency format exactly (tests/unit/format.test.ts
 * compares the two over thousands of values): lakh grouping, two decimals rounded half away from
 * zero on the number's shortest decimal form, and a minus before the sign.
 */
const RUPEE = '₹'

/** '1234567' → '12,34,567': the last three digits, then pairs (lakh and crore). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${pairs},${digits.slice(-3)}`
}

/** |n| to two decimals as [whole, fraction] digit strings, or null past plain notation. */
function twoDecimals(n: number): [string, string] | null {
  const text = Math.abs(n).toString()
  if (/e/i.test(text)) return Math.abs(n) < 1 ? ['0', '00'] : null
  const [whole = '0', fraction = ''] = text.split('.')
  let scaled = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'))
  if ((fraction[2] ?? '0') >= '5') scaled += 1n
  const digits = scaled.toString().padStart(3, '0')
  return [digits.slice(0, -2), digits.slice(-2)]
}

let intlRupees: Intl.NumberFormat | undefined

/** product.md §9: INR, en-IN grouping, 2 decimals (₹1,23,456.78). Non-numbers render as ₹0.00. */
export function formatINR(value: unknown): string {
  const raw = typeof value === 'string' ? Number(value) : value
  const n = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0
  const parts = twoDecimals(n)
  if (!parts) {
    // Beyond 1e21 (never money): Intl's own output, whatever it costs.
    intlRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
    return intlRupees.format(n)
  }
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${RUPEE}${groupIndian(parts[0])}.${parts[1]}`
}

const currencyFormatters = new Map<string, Intl.NumberFormat>()

/**
 * Amount in a given currency (payins may be USD), 2 decimals. Lakh grouping is for rupees only:
 * dollars group in thousands ($100,000.00, never $1,00,000.00).
 */
export function formatMoney(value: unknown, currency = 'INR'): string {
  if (currency === 'INR') return formatINR(value)
  let formatter = currencyFormatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    currencyFormatters.set(currency, formatter)
  }
  const n = typeof value === 'string' ? Number(value) : value
  return formatter.format(typeof n === 'number' && Number.isFinite(n) ? n : 0)
}

// Month names from a fixed list: en-IN writes September as 'Sept' (and some engines 'Sep'), so
// Intl's short month is not one format everywhere. The server uses the same list.
// The source language's; other languages' come from their catalogue (format.months).
// eslint-disable-next-line lingui/no-unlocalized-strings -- see above
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
function dayMonthYear(date: Date): string {
  const names = languageMonthNames() ?? MONTHS
  return `${date.getDate()} ${names[date.getMonth()] ?? ''} ${date.getFullYear()}`
}

/** One date format everywhere, in the merchant's local time: "22 Nov 2026, 14:05". */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '—'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  return `${dayMonthYear(date)}, ${formatTime(date)}`
}

/** The local time of day, 24-hour ("14:05"): for lists that are all from one day. */
export function formatTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '—'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  // 24-hour, two digits each (00:30, never 24:30), written by hand for the reason formatINR is.
  const hh = String(date.getHours()).padStart(2, '0')
  const mm = String(date.getMinutes()).padStart(2, '0')
  return `${hh}:${mm}`
}

export { localISODate }

/**
 * A calendar day in the same style ("23 Nov 2026"). A bare YYYY-MM-DD is that day as written,
 * not UTC midnight shifted into the local zone.
 */
export function formatDate(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '—'
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  const date = day
    ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
    : value instanceof Date
      ? value
      : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  return dayMonthYear(date)
}

const IST_OFFSET_MS = 330 * 60_000
// The zone's name, as Indian apps write it in every language.
const IST = 'IST'

/**
 * The same format in IST whatever the device's zone ("22 Nov 2026, 14:05 IST"; in Hindi with
 * Hindi month names): a shift report is a record of the shop's day, read alike on the counter,
 * the owner's phone and in print.
 */
export function formatDateTimeIST(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '—'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  const ist = new Date(date.getTime() + IST_OFFSET_MS)
  const hh = String(ist.getUTCHours()).padStart(2, '0')
  const mm = String(ist.getUTCMinutes()).padStart(2, '0')
  const names = languageMonthNames() ?? MONTHS
  const day = `${ist.getUTCDate()} ${names[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`
  return `${day}, ${hh}:${mm} ${IST}`
}
