// Loaded lazily by the dashboard only: echarts is the heaviest dependency of the portal.
// The ESM core entry plus explicit registration keeps it to what the status pie uses; the
// CommonJS `lib/core` path broke the production build (TOOLCHAIN.md).
import { useRef } from 'react'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import * as echarts from 'echarts/core'
import { PieChart } from 'echarts/charts'
import { CanvasRenderer } from 'echarts/renderers'
import { TRENDS_CHART_IMAGES } from 'virtual:trends-chart'
import { useElementWidth } from '../../../lib/use-element-width'
import {
  statusLegend,
  statusOption,
  TRENDS_CHART_HEIGHT,
  TRENDS_LEGEND,
  type LegendItem,
  type StatusCounts,
} from '../chart-options'

// Only the live pie is drawn here; 'Transaction Trends' (fixed sample data) is drawn by echarts
// at build time. No legend or tooltip component: the legends are HTML (ChartLegend).
echarts.use([PieChart, CanvasRenderer])

/** SPEC §9: charts are 300 high. */
export const CHART_HEIGHT = TRENDS_CHART_HEIGHT

type Props = { counts: StatusCounts }

export function DashboardCharts({ counts }: Props) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section className="card" aria-labelledby="chart-trends-title">
        <h3 id="chart-trends-title" className="text-base font-semibold text-slate-900">
          Transaction Trends
        </h3>
        <TrendsChart />
        <ChartLegend items={TRENDS_LEGEND} label="Series" />
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
        <ChartLegend items={statusLegend(counts)} label="Transactions by status" />
      </section>
    </div>
  )
}

/** The build-time drawing that fits the card best: the widest not wider than the card. */
function TrendsChart() {
  const box = useRef<HTMLDivElement>(null)
  const width = useElementWidth(box)
  const image =
    TRENDS_CHART_IMAGES.findLast((candidate) => candidate.width <= width) ?? TRENDS_CHART_IMAGES[0]
  return (
    <div
      ref={box}
      role="img"
      aria-label="Sample weekday payments and payouts"
      data-testid="chart-trends"
      className="flex justify-center"
      style={{ height: CHART_HEIGHT }}
    >
      {/* Nothing loads until the card's width is known, so only one drawing is downloaded. */}
      {width > 0 && image && (
        <img src={image.src} width={image.width} height={CHART_HEIGHT} alt="" decoding="async" />
      )}
    </div>
  )
}

function ChartLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5 text-slate-700">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm"
            style={{ backgroundColor: item.color }}
          />
          {item.name}
          {item.value !== undefined && (
            <span className="font-semibold text-slate-900 tabular-nums">{item.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
