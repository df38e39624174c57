import { useT } from '../../../lib/i18n/i18n'
import { CHART_HEIGHT } from '../chart-options'
import * as m from '../messages'

/**
 * 'Transaction Status' with no transactions: a pie of three zeros draws three equal thirds,
 * which reads as data. Same card and height as the chart, so nothing jumps.
 */
export function StatusEmpty() {
  const t = useT()
  return (
    <section className="card" aria-labelledby="chart-status-title">
      <h3 id="chart-status-title" className="text-base font-semibold text-slate-900">
        {t(m.statusTitle)}
      </h3>
      <div
        data-testid="chart-status-empty"
        className="flex items-center justify-center text-center text-slate-600"
        style={{ height: CHART_HEIGHT }}
      >
        <p>{t(m.noTransactions)}</p>
      </div>
    </section>
  )
}
