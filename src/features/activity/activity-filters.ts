/** Settings → Activity's filters, as its URL keeps them (routes/_authed/settings_.activity.tsx). */
export type ActivitySearch = {
  person?: string
  action?: string
  target?: string
  from?: string
  to?: string
  /** The page: the next_cursor of the page before it; absent for the newest. */
  cursor?: string
}
export type ActivityFilters = Omit<ActivitySearch, 'cursor'>

/** The kind of thing an id names, read from its prefix (the gateway's public ids: TXN…, POUT…). */
const KIND_BY_PREFIX: readonly (readonly [string, string])[] = [
  ['TXN', 'payin'],
  ['RFD', 'refund'],
  ['POUT', 'payout'],
  ['CTR', 'counter'],
  ['STF', 'cashier'],
]

/**
 * The gateway's `target` filter is a kind and an id (`payout:POUT123`); the merchant types only
 * the id. An id of no known kind goes as typed, so `kind:id` still works by hand.
 */
export function targetParam(id: string): string {
  const trimmed = id.trim()
  const kind = KIND_BY_PREFIX.find(([prefix]) => trimmed.startsWith(prefix))?.[1]
  return kind && !trimmed.includes(':') ? `${kind}:${trimmed}` : trimmed
}

/** The list call's query: the filters that are set, the target as the gateway takes it. */
export function activityQuery(filters: ActivityFilters): Record<string, string> {
  const query: Record<string, string> = {}
  if (filters.person) query.person = filters.person
  if (filters.action) query.action = filters.action
  if (filters.target?.trim()) query.target = targetParam(filters.target)
  if (filters.from) query.from = filters.from
  if (filters.to) query.to = filters.to
  return query
}
