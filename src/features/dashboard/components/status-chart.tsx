// Loaded lazily by the dashboard only: echarts is the heaviest dependency of the portal.
// The ESM core entry plus explicit registration keeps it to what the status pie uses; the
// CommonJS `lib/core` path broke the production build (React error #130) while unit tests passed.
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { dispose, getInstanceByDom, init, use as register } from 'echarts/core'
import { PieChart } from 'echarts/charts'
import { CanvasRenderer } from 'echarts/renderers'
import { CHART_HEIGHT, statusLegend, statusOption, type StatusCounts } from '../chart-options'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'
import { ChartLegend } from './chart-legend'

// No legend or tooltip component: the legend is HTML (ChartLegend), see chart-options.ts.
register([PieChart, CanvasRenderer])

// What echarts-for-react calls (init, getInstanceByDom, dispose). Handing it the whole
// `echarts/core` namespace kept every export of it in this chunk, used or not: the API's
// helpers, graphic, time and format namespaces, axes and scales (decision 059).
const echarts = { init, getInstanceByDom, dispose }

/** 'Transaction Status': the live pie of the summary's counts. */
export function StatusChart({ counts }: { counts: StatusCounts }) {
  const t = useT()
  const names = {
    success: t(m.statusSuccess),
    pending: t(m.statusPending),
    failed: t(m.statusFailed),
  }
  return (
    <section className="card" aria-labelledby="chart-status-title">
      <h3 id="chart-status-title" className="text-base font-semibold text-slate-900">
        {t(m.statusTitle)}
      </h3>
      <ReactEChartsCore
        echarts={echarts}
        option={statusOption(counts, names)}
        style={{ height: CHART_HEIGHT, width: '100%' }}
        role="img"
        aria-label={t(m.statusImage, counts)}
        data-testid="chart-status"
      />
      <ChartLegend items={statusLegend(counts, names)} label={t(m.statusLegend)} />
    </section>
  )
}
