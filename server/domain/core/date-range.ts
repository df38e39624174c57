import { AppError } from '../../errors'
import { DAY_MS, istDate, istDayStart } from './time'

export type Range = { from: number | null; to: number | null }

// The merchant reads these messages (the portal shows a 400's text), so they name the dates in
// plain words rather than by query parameter.
const LABELS = ['start date', 'end date'] as const

/**
 * Inclusive IST calendar days → [from, to) in epoch ms. Either end may be open. Bad dates and
 * reversed ranges are client mistakes (400) rather than silently empty results. The third
 * argument (the parameters' names) is accepted for older callers; messages no longer use it.
 */
export function dayRange(
  fromDate: string | undefined,
  toDate: string | undefined,
  _names?: readonly [string, string],
): Range {
  const parse = (value: string | undefined, label: string): number | null => {
    if (value === undefined || value === '') return null
    const start = istDayStart(value)
    if (start === null) {
      throw new AppError(400, `The ${label} must be a real date written as YYYY-MM-DD`)
    }
    return start
  }
  const from = parse(fromDate, LABELS[0])
  const toStart = parse(toDate, LABELS[1])
  if (from !== null && toStart !== null && from > toStart) {
    throw new AppError(400, 'The start date must be on or before the end date')
  }
  return { from, to: toStart === null ? null : toStart + DAY_MS }
}

export function today(): string {
  return istDate(Date.now())
}
