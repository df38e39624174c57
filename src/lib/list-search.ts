import * as z from 'zod'

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * URL search params of a filtered, paginated list (payments, payouts). Bad values in a shared
 * or hand-edited URL fall back to defaults instead of breaking the screen.
 */
export const listSearchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  status: z.string().trim().max(32).optional().catch(undefined),
  search: z.string().max(200).optional().catch(undefined),
  dateFrom: z.string().regex(isoDate).optional().catch(undefined),
  dateTo: z.string().regex(isoDate).optional().catch(undefined),
})

export type ListSearch = z.infer<typeof listSearchSchema>
export type ListFilters = Omit<ListSearch, 'page'>

export function hasActiveFilters(search: ListFilters): boolean {
  return Boolean(search.status || search.search?.trim() || search.dateFrom || search.dateTo)
}

/** SPEC §7: page and limit always; status, dateFrom, dateTo and search only when non-empty. */
export function listQueryParams(
  search: ListSearch,
  limit: number,
): Record<string, string | number> {
  const params: Record<string, string | number> = { page: search.page, limit }
  if (search.status) params.status = search.status
  if (search.dateFrom) params.dateFrom = search.dateFrom
  if (search.dateTo) params.dateTo = search.dateTo
  const text = search.search?.trim()
  if (text) params.search = text
  return params
}
