import { useState } from 'react'
import { hasActiveFilters, type ListFilters } from './list-search'

/**
 * The '{n} results found' figure for the filters on screen, or undefined when there is none to
 * claim. A list keeps its previous rows (placeholder data) while the next page loads: paging keeps
 * the filters' total, but a new filter's first page must not show the old filter's total (nor 0).
 */
export function useResultCount(
  filters: ListFilters,
  totalCount: number | undefined,
  isPlaceholder: boolean,
): number | undefined {
  const key = JSON.stringify([filters.status, filters.search, filters.dateFrom, filters.dateTo])
  const [settled, setSettled] = useState<{ key: string; count: number } | null>(null)
  if (!isPlaceholder && totalCount !== undefined) {
    if (settled?.key !== key || settled.count !== totalCount) setSettled({ key, count: totalCount })
  }
  if (!hasActiveFilters(filters)) return undefined
  if (!isPlaceholder) return totalCount
  return settled?.key === key ? settled.count : undefined
}
