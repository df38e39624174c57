import { AppError } from '../errors'
import { DAY_MS, istDate, istDayStart } from './time'

export type Range = { from: number | null; to: number | null }

/**
 * Inclusive IST calendar days → [from, to) in epoch ms. Either end may be open. Bad dates and
 * reversed ranges are client mistakes (400) rather than silently empty results.
 */
export function dayRange(
  fromDate: string | undefined,
  toDate: string | undefined,
  names: [string, string] = ['dateFrom', 'dateTo'],
): Range {
  const parse = (value: string | undefined, name: string): number | null => {
    if (value === undefined || value === '') return null
    const start = istDayStart(value)
    if (start === null) throw new AppError(400, `Invalid ${name}: use a YYYY-MM-DD date`)
    return start
  }
  const from = parse(fromDate, names[0])
  const toStart = parse(toDate, names[1])
  if (from !== null && toStart !== null && from > toStart) {
    throw new AppError(400, `${names[0]} must be on or before ${names[1]}`)
  }
  return { from, to: toStart === null ? null : toStart + DAY_MS }
}

export function today(): string {
  return istDate(Date.now())
}
