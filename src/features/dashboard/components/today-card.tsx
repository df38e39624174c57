import { Link } from '@tanstack/react-router'
import CalendarDays from 'lucide-react/icons/calendar-days'
import { formatDate, formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import type { DashboardToday, DayFigures } from '../schemas'

/**
 * 'Today' (product.md §2.4, as built): the IST day's collected amount, the refunds made that day
 * and what is left of it, successful payments and success rate, then the same split into counter sales and payment links, beside the lifetime
 * cards. Its figures are the payments list filtered to the day, where its link leads. Rendered
 * only when the gateway sends them; the dashboard refreshes them on every pushed payin change.
 */
export function TodayCard({ today }: { today: DashboardToday }) {
  const t = useT()
  const day = today.date ?? undefined
  return (
    <section className="card" aria-labelledby="today-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="today-title" className="flex items-center gap-2 text-base font-semibold">
          <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
          {t(m.today)}
        </h3>
        {day && (
          <p className="text-sm text-slate-600">{t(m.todayDate, { day: formatDate(day) })}</p>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Figure label={t(m.collected)} wide>
          {formatINR(today.total_amount)}
        </Figure>
        {today.refunded_amount !== undefined && today.net_of_refunds !== undefined && (
          <>
            <Figure label={t(m.todayRefunded)}>{formatINR(today.refunded_amount)}</Figure>
            <Figure label={t(m.todayNet)}>{formatINR(today.net_of_refunds)}</Figure>
          </>
        )}
        <Figure label={t(m.payments)}>{today.successful_transactions}</Figure>
        <Figure label={t(m.successRate)}>{`${today.success_rate.toFixed(1)}%`}</Figure>
      </dl>
      <dl
        className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2"
        aria-label={t(m.todayByChannel)}
      >
        <Split label={t(m.counter)} figures={today.channels.counter} />
        <Split label={t(m.paymentLinks)} figures={today.channels.link} />
      </dl>
      {day && (
        <Link
          to="/payments"
          search={{ page: 1, dateFrom: day, dateTo: day }}
          className="mt-3 inline-block text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {t(m.viewTodaysPayments)}
        </Link>
      )}
    </section>
  )
}

function Figure({
  label,
  wide,
  children,
}: {
  label: string
  wide?: boolean
  children: string | number
}) {
  return (
    <div className={`rounded-lg bg-slate-50 px-3 py-2 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold break-words text-slate-900 tabular-nums">{children}</dd>
    </div>
  )
}

function Split({ label, figures }: { label: string; figures: DayFigures }) {
  const t = useT()
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1 sm:block sm:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">
        {t(m.amountAndCount, {
          amount: formatINR(figures.total_amount),
          count: figures.successful_transactions,
        })}
      </dd>
    </div>
  )
}
