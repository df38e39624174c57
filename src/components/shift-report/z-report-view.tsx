import type { ZReport } from '../../lib/counter-support/z-report'
import { formatDateTimeIST, formatINR } from '../../lib/i18n/format'
import { reportTitle, type ZReportText } from './z-report-text'

type Props = {
  report: ZReport
  text: ZReportText
  /** The heading's id, for a dialog or page to be named by it. */
  titleId: string
  business?: string | null
  /** False inside a modal whose own title already names the report. */
  showTitle?: boolean
}

/**
 * A shift report: the Z-report of a closed shift, or the X-report ('This shift so far') of the
 * open one. Shared by the counter and the owner's Z-report screens. Laid out as one column of
 * label/value rows, so it prints the same on a 58 mm or 80 mm receipt roll as on A4
 * (styles.css, `.shift-report` under print).
 */
export function ZReportView({ report, text, titleId, business, showTitle = true }: Props) {
  const rows: Array<[string, string]> = [
    [text.counter, report.counter.name],
    [text.opened, formatDateTimeIST(report.opened_at)],
    [text.closed, report.closed_at ? formatDateTimeIST(report.closed_at) : text.stillOpen],
    ...(report.closed_by ? ([[text.closedBy, report.closed_by]] as Array<[string, string]>) : []),
  ]
  const counts: Array<[string, number]> = [
    [text.late, report.late_count],
    [text.declined, report.declined_count],
    [text.expired, report.expired_count],
    [text.cancelled, report.cancelled_count],
    ...(report.pending_count
      ? ([[text.pending, report.pending_count]] as Array<[string, number]>)
      : []),
  ]
  return (
    <article className="shift-report space-y-4" aria-labelledby={titleId}>
      {showTitle && (
        <header>
          <h2 id={titleId} className="text-2xl font-bold text-slate-950">
            {reportTitle(report, text)}
          </h2>
          {business && <p className="text-sm text-slate-600">{business}</p>}
        </header>
      )}
      <dl className="report-rows grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      </dl>
      <div className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-950">
        <p className="text-sm">{text.successful}</p>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-lg font-semibold tabular-nums" data-testid="report-success-count">
            {report.success_count}
          </span>
          <span className="text-2xl font-bold tabular-nums" data-testid="report-success-amount">
            {formatINR(report.success_amount)}
          </span>
        </p>
      </div>
      <dl className="report-rows grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {counts.map(([label, value]) => (
          <Row key={label} label={label} value={String(value)} />
        ))}
        {report.refund_count > 0 && (
          <Row
            label={text.refunds}
            value={`${report.refund_count} · ${formatINR(report.refund_amount)}`}
          />
        )}
        {/* Read now, apart from the figures as closed, which never change (decision 064). */}
        {report.refunds_after_close && report.refunds_after_close.count > 0 && (
          <Row
            label={`${text.refundsAfterClose}`}
            value={`${report.refunds_after_close.count} · ${formatINR(report.refunds_after_close.amount)}`}
          />
        )}
      </dl>
      {report.late_entries.length > 0 && <LateEntries report={report} text={text} />}
      <section aria-label={text.byCashier}>
        <h3 className="mb-1 text-sm font-semibold text-slate-900">{text.byCashier}</h3>
        <ul className="divide-y divide-slate-100 text-sm">
          {report.cashiers.map((cashier, i) => (
            <li
              key={`${cashier.name ?? ''}-${i}`}
              className="flex flex-wrap justify-between gap-x-3 py-1.5"
            >
              <span className="font-medium text-slate-900">{cashier.name || text.noCashier}</span>
              <span className="text-slate-700 tabular-nums">
                {text.payments(cashier.count)} · {formatINR(cashier.total_amount)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}

/** Every payment that came after its QR closed, kept or sent back, with what was refunded. */
function LateEntries({ report, text }: { report: ZReport; text: ZReportText }) {
  return (
    <section aria-label={text.lateSection}>
      <h3 className="mb-1 text-sm font-semibold text-slate-900">{text.lateSection}</h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {report.late_entries.map((entry) => (
          <li key={entry.transaction_id} className="py-1.5" data-testid="report-late-entry">
            <p className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-slate-900">{text.lateKind(entry)}</span>
              <span className="font-semibold tabular-nums">{formatINR(entry.amount)}</span>
            </p>
            <p className="font-mono text-xs break-all text-slate-600">{entry.transaction_id}</p>
            {entry.note && <p className="text-slate-700">{text.note(entry.note)}</p>}
            {entry.refunds.map((refund) => (
              <p key={refund.refund_id} className="text-slate-800">
                {text.refund(refund)}
                {refund.after_close && (
                  <span className="ml-1 rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">
                    {text.afterClose}
                  </span>
                )}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900 tabular-nums">{value}</dd>
    </>
  )
}
