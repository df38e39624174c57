import type { Context } from 'hono'

export type Pagination = {
  page: number
  limit: number
  totalCount: number
  total: number
  totalPages: number
}

export function ok(c: Context, data: unknown, status: 200 | 201 = 200) {
  return c.json({ success: true, data }, status)
}

export function okPage(c: Context, data: unknown, pagination: Pagination) {
  return c.json({ success: true, data, meta: { pagination } })
}

export function fail(
  c: Context,
  status: number,
  message: string,
  details?: Record<string, string | number>,
) {
  return c.json({ success: false, error: { ...details, message } }, status as 400)
}
