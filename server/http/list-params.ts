import type { Context } from 'hono'
import type { AppEnv } from '../deps'
import { dayRange } from '../domain/core/date-range'
import type { ListFilters } from '../domain/search/list-query'
import { AppError } from '../errors'
import type { Pagination } from './respond'

export const MAX_PAGE_SIZE = 100

// Labels, not parameter names: the portal shows a 400's message to the merchant.
function positiveInt(value: string | undefined, label: string, fallback: number): number {
  if (value === undefined || value === '') return fallback
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
    throw new AppError(400, `The ${label} must be a whole number from 1 up`)
  }
  return Number(value)
}

/**
 * page (from 1), limit (default 20, capped at 100), status (one of the list's statuses), a date
 * range (inclusive IST days) and search text, shared by every list call. The public API's
 * from_date/to_date names are mapped by the surface adapter before this runs.
 */
export function listFilters(
  c: Context<AppEnv>,
  statuses: readonly string[] | null,
  dates: { from?: string; to?: string; names: [string, string] },
): ListFilters {
  const query = c.req.query()
  const page = positiveInt(query.page, 'page number', 1)
  const limit = Math.min(positiveInt(query.limit, 'page size', 20), MAX_PAGE_SIZE)
  const status = query.status?.trim() || undefined
  if (status && statuses && !statuses.includes(status)) {
    throw new AppError(400, `The status filter must be one of: ${statuses.join(', ')}`)
  }
  if (status && status.length > 40) throw new AppError(400, 'The status filter is too long')
  const search = query.search?.trim() || undefined
  if (search && search.length > 100)
    throw new AppError(400, 'Search text must be at most 100 characters')
  const range = dayRange(dates.from, dates.to)
  return { page, limit, status, search, from: range.from, to: range.to }
}

export function pagination(filters: ListFilters, totalCount: number): Pagination {
  return {
    page: filters.page,
    limit: filters.limit,
    totalCount,
    total: totalCount,
    totalPages: Math.ceil(totalCount / filters.limit),
  }
}

/** The channel filter of a list that has one (payins: link, counter, qr); none when empty. */
export function listChannel(c: Context<AppEnv>, channels: readonly string[]): string | undefined {
  const channel = c.req.query('channel')?.trim() || undefined
  if (channel && !channels.includes(channel)) {
    throw new AppError(400, `The channel filter must be one of: ${channels.join(', ')}`)
  }
  return channel
}
