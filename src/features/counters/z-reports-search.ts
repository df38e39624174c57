import type { SearchSchemaInput } from '@tanstack/react-router'

/** `outlet`: one outlet's Z-reports (decision 080). */
export type ZReportsSearch = { counter?: string; outlet?: string; page: number }

/**
 * /z-reports' search: one counter's Z-reports (`counter=CTR…`) or all, and the page. Hand-checked,
 * not zod: a route's validateSearch loads with the boot code (decision 023).
 */
export function validateZReportsSearch(
  search: { counter?: unknown; outlet?: unknown; page?: unknown } & SearchSchemaInput,
): ZReportsSearch {
  const page = Number(search.page ?? 1)
  const counter =
    typeof search.counter === 'string' && /^CTR[A-Za-z0-9_-]{1,40}$/.test(search.counter)
      ? search.counter
      : undefined
  const outlet =
    typeof search.outlet === 'string' && /^OUT[\w-]{1,40}$/.test(search.outlet)
      ? search.outlet
      : undefined
  return {
    ...(counter ? { counter } : {}),
    ...(outlet ? { outlet } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}
