import type { SearchSchemaInput } from '@tanstack/react-router'

export type ZReportsSearch = { counter?: string; page: number }

/**
 * /z-reports' search: one counter's Z-reports (`counter=CTR…`) or all, and the page. Hand-checked,
 * not zod: a route's validateSearch loads with the boot code (decision 023).
 */
export function validateZReportsSearch(
  search: { counter?: unknown; page?: unknown } & SearchSchemaInput,
): ZReportsSearch {
  const page = Number(search.page ?? 1)
  const counter =
    typeof search.counter === 'string' && /^CTR[A-Za-z0-9_-]{1,40}$/.test(search.counter)
      ? search.counter
      : undefined
  return { ...(counter ? { counter } : {}), page: Number.isInteger(page) && page >= 1 ? page : 1 }
}
