import { memo } from 'react'
import { PaidLateTag } from '../../../components/payin-tags'
import { StatusBadge } from '../../../components/status-badge'
import { formatINR, formatTime } from '../../../lib/format'
import { payinTone } from '../../../lib/status'
import type { CounterToday as CounterTodayData } from '../api'
import { isPaidLate } from '../counter-late'
import type { CounterText } from '../counter-text'

type Props = {
  data: CounterTodayData | null | undefined
  failed: boolean
  text: CounterText
}

/**
 * 'Today at this counter': the day's collected total and count (successful payments, late ones
 * included) and the last five charges of any status. Hidden against a gateway without it.
 * Memoised: a keypad press re-renders the counter page, and this list has nothing to do with it
 * (issue 16: a press must show its digit within 50 ms on a budget phone).
 */
export const CounterToday = memo(function CounterToday({ data, failed, text }: Props) {
  if (data === null) return null
  return (
    <section className="card space-y-4" aria-labelledby="counter-today-title">
      <h3 id="counter-today-title" className="text-base font-semibold text-slate-900">
        {text.todayHeading}
      </h3>
      {!data ? (
        <p className="text-sm text-slate-600">{failed ? text.todayFailed : 'Loading...'}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-emerald-50 px-3 py-2">
              <dt className="text-sm text-emerald-900">{text.collected}</dt>
              <dd className="text-xl font-bold break-words text-emerald-950 tabular-nums sm:text-2xl">
                {formatINR(data.total_amount)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-sm text-slate-700">{text.paymentsLabel}</dt>
              <dd className="text-xl font-bold text-slate-950 tabular-nums sm:text-2xl">
                {text.paymentsCount(data.count)}
              </dd>
            </div>
          </dl>
          {data.payments.length === 0 ? (
            <p className="text-sm text-slate-600">{text.noPaymentsToday}</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label={text.lastPayments}>
              {data.payments.slice(0, 5).map((payment) => (
                <li
                  key={payment.transaction_id}
                  data-testid="counter-today-row"
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                >
                  <span className="min-w-24 font-semibold text-slate-900 tabular-nums">
                    {formatINR(payment.amount)}
                  </span>
                  <time
                    dateTime={payment.created_at ?? undefined}
                    className="text-slate-600 tabular-nums"
                  >
                    {formatTime(payment.created_at)}
                  </time>
                  <StatusBadge status={payment.status} tone={payinTone(payment.status)} />
                  {isPaidLate(payment) && <PaidLateTag label={text.paidLate} />}
                  <span className="ml-auto font-mono text-xs text-slate-600">
                    {payment.utr ? text.utrTail(payment.utr.slice(-4)) : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
})
