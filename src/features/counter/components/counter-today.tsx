import { memo } from 'react'
import { PaidLateTag, RefundTag } from '../../../components/payin-tags'
import { StatusBadge } from '../../../components/status-badge'
import { formatINR, formatTime } from '../../../lib/i18n/format'
import { payinTone } from '../../../lib/ui/status'
import type { CounterFigures } from '../api'
import { isPaidLate, refundedAfter } from '../counter-late'
import { lateRefundText } from '../counter-words'
import type { LatePayment } from '../counter-state'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import * as ui from '../../../components/messages'

type Props = {
  data: CounterFigures | null | undefined
  failed: boolean
  /** Every late payment known to this counter (announced or not), newest first. */
  lates: readonly LatePayment[]
}

/**
 * This counter's shift (or, on a gateway without shifts, 'Today at this counter'): collected
 * total and count (successful payments, late ones included), the latest charges of any status,
 * and every late payment. Hidden against a gateway without either. Memoised: a keypad press
 * re-renders the counter page, and this list has nothing to do with it (decision 038: a press must
 * show its digit within 50 ms on a budget phone).
 */
export const CounterToday = memo(function CounterToday({ data, failed, lates }: Props) {
  const t = useT()
  if (data === null) return null
  const shift = data?.source === 'shift'
  return (
    <section className="card space-y-4" aria-labelledby="counter-today-title">
      <h3 id="counter-today-title" className="text-base font-semibold text-slate-900">
        {shift ? t(m.shiftHeading) : t(m.todayHeading)}
      </h3>
      {!data ? (
        <p className="text-sm text-slate-600">{failed ? t(m.todayFailed) : t(ui.loading)}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-emerald-50 px-3 py-2">
              <dt className="text-sm text-emerald-900">{t(m.collected)}</dt>
              <dd className="text-xl font-bold break-words text-emerald-950 tabular-nums sm:text-2xl">
                {formatINR(data.total_amount)}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-sm text-slate-700">{t(m.paymentsLabel)}</dt>
              <dd className="text-xl font-bold text-slate-950 tabular-nums sm:text-2xl">
                {t(m.paymentsCount, { count: data.count })}
              </dd>
            </div>
          </dl>
          {lates.length > 0 && <LateList lates={lates} />}
          {data.payments.length === 0 ? (
            <p className="text-sm text-slate-600">
              {shift ? t(m.noPaymentsShift) : t(m.noPaymentsToday)}
            </p>
          ) : (
            <ul
              className="divide-y divide-slate-100"
              aria-label={shift ? t(m.latestPayments) : t(m.lastPayments)}
            >
              {data.payments.slice(0, shift ? 10 : 5).map((payment) => (
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
                  {isPaidLate(payment) && <PaidLateTag label={t(m.paidLate)} />}
                  {refundedAfter(payment) && <RefundTag label={t(m.refundedTag)} />}
                  <span className="ml-auto font-mono text-xs text-slate-600">
                    {payment.utr ? t(m.utrTail, { tail: payment.utr.slice(-4) }) : ''}
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

/** Every late payment of the shift, however many sales came after it (decision 049). */
function LateList({ lates }: { lates: readonly LatePayment[] }) {
  const t = useT()
  return (
    <ul
      aria-label={t(m.lateHeading)}
      className="divide-y divide-amber-200 rounded-lg border border-amber-200 bg-amber-50 px-3"
    >
      {lates.map((late) => (
        <li
          key={late.transactionId}
          data-testid="counter-late-row"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm text-amber-950"
        >
          <span className="min-w-24 font-semibold tabular-nums">{formatINR(late.amount)}</span>
          <time dateTime={late.createdAt ?? undefined} className="tabular-nums">
            {formatTime(late.createdAt)}
          </time>
          {late.refunded ? (
            <RefundTag label={t(m.refundedTag)} />
          ) : (
            <PaidLateTag label={t(m.paidLate)} />
          )}
          {late.refund ? (
            <span className="font-semibold" data-testid="late-refund">
              {lateRefundText(late.refund)}
            </span>
          ) : (
            late.paidTwice && <span className="font-semibold">{t(m.paidTwice)}</span>
          )}
          <span className="ml-auto font-mono text-xs">
            {late.utr ? t(m.utrTail, { tail: late.utr.slice(-4) }) : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}
