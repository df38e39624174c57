const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** product.md §9: INR, en-IN grouping, 2 decimals (₹1,23,456.78). Non-numbers render as ₹0.00. */
export function formatINR(value: unknown): string {
  const n = typeof value === 'string' ? Number(value) : value
  return inr.format(typeof n === 'number' && Number.isFinite(n) ? n : 0)
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
// Intl's short month is not one format everywhere (issue 15). The server uses the same list.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function dayMonthYear(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}`
}

/** One date format everywhere, in the merchant's local time: "22 Nov 2026, 14:05". */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '—'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  return `${dayMonthYear(date)}, ${formatTime(date)}`
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  // Not hour12: false, which en-IN turns into hour cycle h24: 00:30 would read 24:30.
  hourCycle: 'h23',
})

/** The local time of day, 24-hour ("14:05"): for lists that are all from one day. */
export function formatTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '—'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  const parts = Object.fromEntries(timeOfDay.formatToParts(date).map((p) => [p.type, p.value]))
  return `${parts.hour}:${parts.minute}`
}

/** YYYY-MM-DD of the merchant's local calendar day (not UTC: 00:30 IST is still "today"). */
export function localISODate(date: Date = new Date()): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

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
