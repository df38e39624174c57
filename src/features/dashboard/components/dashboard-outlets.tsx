import { Link } from '@tanstack/react-router'
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../../../lib/http/api-client'
import { count, envelope, money } from '../../../lib/http/api-schemas'
import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { OutletsView } from '../../../lib/outlets/use-outlets'
import * as m from '../outlet-messages'
import { dashboardKeys } from '../queries'

/*
 * The dashboard's outlets (decision 080): the choice of 'All outlets' or one, and with all of them
 * 'Today by outlet'. One lazy chunk, which the dashboard loads only for a business with a second
 * open outlet.
 */

const outletTodaySchema = z.object({
  outlet_id: z.nullish(z.string()),
  outlet_name: z.nullish(z.string()),
  collected: z.catch(money, 0),
  refunded: z.catch(money, 0),
  net: z.catch(money, 0),
  count,
  success_count: count,
  success_rate: z.catch(z.number(), 0),
  best_hour: z.catch(z.nullable(z.object({ hour: z.number(), amount: money })), null),
  counters_open: count,
})
type OutletToday = z.infer<typeof outletTodaySchema>

const todaySchema = z.object({
  date: z.catch(z.string(), ''),
  outlets: z.array(outletTodaySchema),
  unassigned: z.catch(z.nullable(outletTodaySchema), null),
})

/** GET /merchant/outlets/today: every open outlet's day; `unassigned`, links that name none. */
async function fetchOutletsToday() {
  return envelope(todaySchema).parse(await apiRequest('/merchant/outlets/today')).data
}

// Under the dashboard's key: the payment events that re-read the dashboard re-read this too.
const outletsTodayQueryOptions = () =>
  queryOptions({ queryKey: [...dashboardKeys.all, 'outlets-today'], queryFn: fetchOutletsToday })

type ChoiceProps = {
  outlets: OutletsView
  value: string | undefined
  onChange: (outlet: string | undefined) => void
}

/** 'All outlets' or one open outlet (the page goes back to all when its choice closes). */
export function OutletChoice({ outlets, value, onChange }: ChoiceProps) {
  const t = useT()
  const known = outlets.open.some((outlet) => outlet.outlet_id === value)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="dashboard-outlet" className="text-sm font-medium text-slate-700">
        {t(m.outlet)}
      </label>
      <select
        id="dashboard-outlet"
        className="input w-auto min-w-40"
        value={known ? value : ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{t(m.allOutlets)}</option>
        {outlets.open.map((outlet) => (
          <option key={outlet.outlet_id} value={outlet.outlet_id}>
            {outlet.name}
          </option>
        ))}
      </select>
    </div>
  )
}

const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`
const NUM = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'

/** 'Today by outlet': collected, refunded, net, count, success rate, best hour, counters open. */
export function OutletsToday({ today }: { today: string }) {
  const t = useT()
  const data = useQuery(outletsTodayQueryOptions())
  if (data.isError) {
    return <p className="card text-sm text-red-700">{t(m.outletsTodayFailed)}</p>
  }
  if (!data.data) return null
  const rows: Array<OutletToday & { key: string; name: string; filter: string }> = [
    ...data.data.outlets.map((row) => ({
      ...row,
      key: row.outlet_id ?? '',
      name: row.outlet_name ?? '',
      filter: row.outlet_id ?? '',
    })),
    ...(data.data.unassigned && data.data.unassigned.count > 0
      ? [{ ...data.data.unassigned, key: 'none', name: t(m.noOutlet), filter: 'none' }]
      : []),
  ]
  return (
    <div className="card space-y-3">
      <h3 id="outlets-today-title" className="text-lg font-semibold text-slate-900">
        {t(m.todayByOutlet)}
      </h3>
      {/* A wide table scrolls inside its card on a phone rather than widening the page. */}
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="outlets-today-title"
      >
        <table className="w-full text-sm">
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {t(m.colOutlet)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colCollected)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colRefunded)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colNet)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colCount)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colSuccessRate)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colBestHour)}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t(m.colCountersOpen)}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.key} data-testid="outlet-today-row" data-outlet={row.filter}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <Link
                    to="/payments"
                    search={{ page: 1, outlet: row.filter, dateFrom: today, dateTo: today }}
                    className="text-brand-700 hover:text-brand-800"
                    aria-label={t(m.viewOutletPayments, { name: row.name })}
                  >
                    {row.name}
                  </Link>
                </th>
                <td className={NUM} data-testid="outlet-collected">
                  {formatINR(row.collected)}
                </td>
                <td className={NUM}>{formatINR(row.refunded)}</td>
                <td className={NUM}>{formatINR(row.net)}</td>
                <td className={NUM} data-testid="outlet-count">
                  {row.count}
                </td>
                <td className={NUM}>{row.success_rate.toFixed(1)}%</td>
                <td className={NUM}>
                  {row.best_hour
                    ? t(m.bestHour, {
                        from: hh(row.best_hour.hour),
                        to: hh(row.best_hour.hour + 1),
                        amount: formatINR(row.best_hour.amount),
                      })
                    : '—'}
                </td>
                <td className={NUM}>{row.counters_open}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
