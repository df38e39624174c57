import { Link } from '@tanstack/react-router'
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { ApiError, apiRequest } from '../../../lib/http/api-client'
import { count, envelope, money } from '../../../lib/http/api-schemas'
import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { dashboardKeys } from '../queries'

const figuresSchema = z.looseObject({ total_amount: z.catch(money, 0), count })
const todaySchema = z.looseObject({
  counters: z.catch(
    z.array(z.extend(figuresSchema, { counter_id: z.string(), name: z.string() })),
    [],
  ),
  unassigned: z.catch(z.nullable(figuresSchema), null),
})
type CountersToday = z.infer<typeof todaySchema>

/** GET /merchant/counters/today; null on a gateway without counters (the card hides). */
async function fetchCountersToday(outlet?: string): Promise<CountersToday | null> {
  try {
    const body = await apiRequest('/merchant/counters/today', { query: { outlet_id: outlet } })
    return envelope(todaySchema).parse(body).data
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 405)) return null
    throw error
  }
}

const countersTodayQueryOptions = (outlet?: string) =>
  queryOptions({
    queryKey: [...dashboardKeys.all, 'counters-today', outlet ?? null],
    queryFn: () => fetchCountersToday(outlet),
  })

/**
 * 'Today by counter': each counter's successful payments of today (IST), so a shop with several
 * tills sees each one's takings (decision 049). Its own chunk, loaded after the dashboard's first
 * screen; nothing at all against a gateway without counters.
 */
export default function CountersTodayCard({ outlet }: { outlet?: string | undefined }) {
  const t = useT()
  const today = useQuery(countersTodayQueryOptions(outlet))
  const data = today.data
  if (!data || (data.counters.length === 0 && !data.unassigned?.count)) return null
  const rows = [
    ...data.counters.map((c) => ({ key: c.counter_id, ...c })),
    ...(data.unassigned?.count
      ? [{ key: 'unassigned', counter_id: null, name: t(m.withoutCounter), ...data.unassigned }]
      : []),
  ]
  return (
    <section aria-labelledby="counters-today-title" className="card space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="counters-today-title" className="text-lg font-semibold text-slate-900">
          {t(m.todayByCounter)}
        </h3>
        <Link to="/z-reports" search={{ page: 1 }} className="text-sm font-medium text-brand-700">
          {t(m.zReports)}
        </Link>
      </div>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
            <span className="min-w-32 flex-1 font-medium text-slate-900">{row.name}</span>
            <span className="text-sm text-slate-600 tabular-nums">
              {t(m.paymentCount, { count: row.count })}
            </span>
            <span className="w-32 text-right font-semibold text-slate-900 tabular-nums">
              {formatINR(row.total_amount)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
