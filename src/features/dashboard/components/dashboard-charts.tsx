// Loaded lazily by the dashboard only: echarts is the heaviest dependency of the portal.
// The ESM core entry plus explicit registration keeps it to what these two charts use;
// the CommonJS `lib/core` path broke the production build (TOOLCHAIN.md).
import ReactEChartsCore from 'echarts-for-react/esm/core'
import * as echarts from 'echarts/core'
import { LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { CanvasRenderer } from 'echarts/renderers'
import { statusOption, trendsOption, type StatusCounts } from '../chart-options'

echarts.use([LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer])

/** SPEC §9: charts are 300 high. */
export const CHART_HEIGHT = 300

type Props = { counts: StatusCounts }

export function DashboardCharts({ counts }: Props) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card" aria-labelledby="chart-trends-title">
        <h3 id="chart-trends-title" className="text-base font-semibold text-slate-900">
          Transaction Trends
        </h3>
        <ReactEChartsCore
          echarts={echarts}
          option={trendsOption()}
          style={{ height: CHART_HEIGHT, width: '100%' }}
          role="img"
          aria-label="Sample weekday payments and payouts"
          data-testid="chart-trends"
        />
      </section>
      <section className="card" aria-labelledby="chart-status-title">
        <h3 id="chart-status-title" className="text-base font-semibold text-slate-900">
          Transaction Status
        </h3>
        <ReactEChartsCore
          echarts={echarts}
          option={statusOption(counts)}
          style={{ height: CHART_HEIGHT, width: '100%' }}
          role="img"
          aria-label={`Success ${counts.success}, Pending ${counts.pending}, Failed ${counts.failed}`}
          data-testid="chart-status"
        />
      </section>
    </div>
  )
}
