import { apiRequest } from '../../lib/http/api-client'
import type { Payin } from '../../lib/lists/payin-list'
import type { DashboardSummary } from './schemas'

export type { DashboardSummary }

/** product.md §7: the summary covers 2020-01-01 .. today (the merchant's local day). */
export const SUMMARY_FROM_DATE = '2020-01-01'

/** product.md §9: the dashboard shows the 5 newest payins. */
export const RECENT_PAYINS_LIMIT = 5

// The schemas load beside the request rather than before it (see schemas.ts).
const schemas = () => import('./schemas')

/** `outlet`: one outlet's figures (decision 080); undefined, the whole business's. */
export async function fetchDashboardSummary(
  toDate: string,
  outlet?: string,
): Promise<DashboardSummary> {
  const [body, { parseDashboardSummary }] = await Promise.all([
    apiRequest('/merchant/dashboard/summary', {
      query: { from_date: SUMMARY_FROM_DATE, to_date: toDate, outlet_id: outlet },
    }),
    schemas(),
  ])
  return parseDashboardSummary(body)
}

export async function fetchRecentPayins(outlet?: string): Promise<Payin[]> {
  const [body, { parseRecentPayins }] = await Promise.all([
    apiRequest('/payin/list', {
      query: { page: 1, limit: RECENT_PAYINS_LIMIT, outlet_id: outlet },
    }),
    schemas(),
  ])
  return parseRecentPayins(body, RECENT_PAYINS_LIMIT)
}
