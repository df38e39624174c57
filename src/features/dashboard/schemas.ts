import * as z from 'zod/mini'
import { count, envelope, money, optionalText } from '../../lib/http/api-schemas'
import { parsePayinList, type Payin } from '../../lib/lists/payin-list'

/*
 * The dashboard's response schemas, apart from its calls (api.ts): the dashboard is the screen of
 * every cold start, so its requests leave from the boot code while this module (and zod) loads
 * in parallel (docs/decisions/023).
 */
/** One part of 'Today': all payins of the IST day, or one channel's (docs/api-contract.md). */
const dayFigures = z.object({
  total_amount: z.catch(money, 0),
  total_transactions: count,
  successful_transactions: count,
  success_rate: z.catch(count, 0),
  // Additive: refunds made today and what is left (a gateway without them shows collected only).
  refunded_amount: z.catch(z.optional(money), undefined),
  net_of_refunds: z.catch(z.optional(z.number()), undefined),
})

const todaySchema = z.object({
  ...dayFigures.shape,
  date: optionalText,
  channels: z.object({ counter: dayFigures, link: dayFigures }),
})

export type DayFigures = z.infer<typeof dayFigures>
export type DashboardToday = z.infer<typeof todaySchema>

const dashboardSummarySchema = z.object({
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
  // Refunds made in the range (decision 050); absent on a gateway without refunds.
  refunds: z.catch(
    z.optional(z.object({ refunded_amount: z.catch(money, 0), pending_amount: z.catch(money, 0) })),
    undefined,
  ),
  // Additive: a gateway without it (or with an unreadable one) leaves the 'Today' card out.
  today: z.catch(z.optional(todaySchema), undefined),
})

export type DashboardSummary = z.infer<typeof dashboardSummarySchema>

export function parseDashboardSummary(body: unknown): DashboardSummary {
  return envelope(dashboardSummarySchema).parse(body).data
}

export function parseRecentPayins(body: unknown, limit: number): Payin[] {
  return parsePayinList(body, limit).rows.slice(0, limit)
}
