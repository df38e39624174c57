import * as z from 'zod/mini'
import { apiRequest } from '../../lib/api-client'
import { count, envelope, money } from '../../lib/api-schemas'
import { parsePayinList, type Payin } from '../../lib/payin-list'

export const dashboardSummarySchema = z.object({
  payins: z.object({
    total_amount: z.catch(money, 0),
    total_net_amount: z.catch(money, 0),
    total_transactions: count,
    successful_transactions: count,
    pending_transactions: count,
    failed_transactions: count,
    success_rate: count,
  }),
  wallet: z.catch(z.object({ available_balance: z.catch(money, 0) }), { available_balance: 0 }),
})

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>

/** SPEC §7: the summary covers 2020-01-01 .. today (the merchant's local day). */
export const SUMMARY_FROM_DATE = '2020-01-01'

export async function fetchDashboardSummary(toDate: string): Promise<DashboardSummary> {
  const body = await apiRequest('/merchant/dashboard/summary', {
    query: { from_date: SUMMARY_FROM_DATE, to_date: toDate },
  })
  return envelope(dashboardSummarySchema).parse(body).data
}

/** SPEC §9: the dashboard shows the 5 newest payins. */
export const RECENT_PAYINS_LIMIT = 5

export async function fetchRecentPayins(): Promise<Payin[]> {
  const body = await apiRequest('/payin/list', {
    query: { page: 1, limit: RECENT_PAYINS_LIMIT },
  })
  return parsePayinList(body, RECENT_PAYINS_LIMIT).rows.slice(0, RECENT_PAYINS_LIMIT)
}
