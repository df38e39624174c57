import { CHART_HEIGHT } from '../chart-options'

/**
 * 'Transaction Status' with no transactions: a pie of three zeros draws three equal thirds,
 * which reads as data. Same card and height as the chart, so nothing jumps.
 */
export function StatusEmpty() {
  return (
    <section className="card" aria-labelledby="chart-status-title">
      <h3 id="chart-status-title" className="text-base font-semibold text-slate-900">
        Transaction Status
      </h3>
      <div
        data-testid="chart-status-empty"
        className="flex items-center justify-center text-center text-slate-600"
        style={{ height: CHART_HEIGHT }}
      >
        <p>No transactions yet</p>
      </div>
    </section>
  )
}
