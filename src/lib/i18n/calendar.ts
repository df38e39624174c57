/*
 * Calendar helpers that load with every page (the dashboard's loader asks for today's date in
 * the boot code), apart from lib/i18n/format.ts, which only the signed-in screens need.
 */

/** YYYY-MM-DD of the merchant's local calendar day (not UTC: 00:30 IST is still "today"). */
export function localISODate(date: Date = new Date()): string {
  const y = date.getFullYear()
  const m = String(date.getMonth() + 1).padStart(2, '0')
  const d = String(date.getDate()).padStart(2, '0')
  return `${y}-${m}-${d}`
}

let monthNames: readonly string[] | null = null

/**
 * The month names of the portal's language (Hindi 'नवंबर'), from its catalogue: lib/i18n/i18n.ts sets
 * them when the language changes, null for English (format.ts has the source's). Kept here rather
 * than asked of Intl, for the reason format.ts writes rupees by hand (decision 032).
 */
export function setMonthNames(names: readonly string[] | null): void {
  monthNames = names?.length === 12 ? names : null
}

export function languageMonthNames(): readonly string[] | null {
  return monthNames
}
