/**
 * ECharts options for the dashboard, kept free of echarts imports so they can be unit tested and
 * so only the lazily loaded chart chunk pulls in the library.
 */

/**
 * product.md §2: the trends chart shows fixed sample weekday data (Monday to Sunday); it is not
 * live. The weekdays' names are a text of the catalogue (dashboard.trendsDays), drawn into the
 * chart at build time once per language (scripts/vite-plugins.ts).
 */
export const SAMPLE_TRENDS = [
  { payments: 4000, payouts: 2400 },
  { payments: 3000, payouts: 1398 },
  { payments: 2000, payouts: 9800 },
  { payments: 2780, payouts: 3908 },
  { payments: 1890, payouts: 4800 },
  { payments: 2390, payouts: 3800 },
  { payments: 3490, payouts: 4300 },
] as const

/** product.md §9 status colours. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- colours, not texts
export const STATUS_COLORS = { success: '#10B981', pending: '#F59E0B', failed: '#EF4444' } as const
// eslint-disable-next-line lingui/no-unlocalized-strings -- a colour, not a text
const PAYMENTS_COLOR = '#4F46E5'

/** One entry of the HTML legend under a chart: the name as text, so colour is never the only cue. */
export type LegendItem = { name: string; color: string; value?: number }

/** The trends chart's legend, with its series' names in the screen's language. */
export function trendsLegend(names: { payments: string; payouts: string }): LegendItem[] {
  return [
    { name: names.payments, color: PAYMENTS_COLOR },
    { name: names.payouts, color: STATUS_COLORS.success },
  ]
}
const TRENDS_COLORS = [PAYMENTS_COLOR, STATUS_COLORS.success]

/**
 * The trends chart is drawn at build time in these widths (scripts/vite-plugins.ts); a screen
 * shows the widest that fits its card, so the labels keep their size on every screen.
 */
export const TRENDS_CHART_WIDTHS = [240, 280, 330, 380, 440, 500, 560, 640, 720, 800, 880] as const
/** product.md §9: charts are 300 high. */
export const CHART_HEIGHT = 300

/*
 * The charts draw the data only: legends (with the values) are HTML beside them, and there is no
 * tooltip and no entry animation. That keeps echarts' legend, tooltip and axis-pointer components
 * (about a third of the chart code) and ~100 ms of animation frames off a phone's first load
 * (docs/decisions/023).
 */
/** The trends chart, its weekdays labelled `days` (Monday first). Series names are not drawn. */
export function trendsOption(days: readonly string[]) {
  return {
    animation: false,
    color: TRENDS_COLORS,
    grid: { left: 8, right: 16, top: 16, bottom: 8 },
    xAxis: { type: 'category', boundaryGap: false, data: SAMPLE_TRENDS.map((_, i) => days[i]) },
    yAxis: { type: 'value' },
    series: [
      {
        name: 'payments',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.25 },
        data: SAMPLE_TRENDS.map((d) => d.payments),
      },
      {
        name: 'payouts',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.25 },
        data: SAMPLE_TRENDS.map((d) => d.payouts),
      },
    ],
  }
}

export type StatusCounts = { success: number; pending: number; failed: number }

export type StatusNames = Record<keyof StatusCounts, string>

/** The status legend, its names in the screen's language. */
export function statusLegend(counts: StatusCounts, names: StatusNames): LegendItem[] {
  return [
    { name: names.success, color: STATUS_COLORS.success, value: counts.success },
    { name: names.pending, color: STATUS_COLORS.pending, value: counts.pending },
    { name: names.failed, color: STATUS_COLORS.failed, value: counts.failed },
  ]
}

export function statusOption(counts: StatusCounts, names: StatusNames) {
  return {
    animation: false,
    series: [
      {
        name: 'status',
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '50%'],
        label: { show: false },
        // Hovering enlarges nothing: there is no tooltip to go with it.
        emphasis: { disabled: true },
        data: statusLegend(counts, names).map(({ name, value, color }) => ({
          name,
          value,
          itemStyle: { color },
        })),
      },
    ],
  }
}
