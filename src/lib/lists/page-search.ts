/** `?page=N` of a paged screen without filters: a whole number from 1; absent means page 1. */
export function pageSearch(raw: Record<string, unknown>): { page?: number } {
  const page = Number(raw.page)
  return Number.isInteger(page) && page > 1 ? { page } : {}
}
