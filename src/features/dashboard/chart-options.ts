/**
 * ECharts options for the dashboard, kept free of echarts imports so they can be unit tested and
 * so only the lazily loaded chart chunk pulls in the library.
 */

/** SPEC §2: the trends chart shows fixed sample weekday data; it is not live. */
export const SAMPLE_TRENDS = [
  { day: 'Mon', payments: 4000, payouts: 2400 },
  { day: 'Tue', payments: 3000, payouts: 1398 },
  { day: 'Wed', payments: 2000, payouts: 9800 },
  { day: 'Thu', payments: 2780, payouts: 3908 },
  { day: 'Fri', payments: 1890, payouts: 4800 },
  { day: 'Sat', payments: 2390, payouts: 3800 },
  { day: 'Sun', payments: 3490, payouts: 4300 },
] as const

/** SPEC §9 status colours. */
export const STATUS_COLORS = { success: '#10B981', pending: '#F59E0B', failed: '#EF4444' } as const
const PAYMENTS_COLOR = '#4F46E5'

export function trendsOption() {
  return {
    color: [PAYMENTS_COLOR, STATUS_COLORS.success],
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    // Drawn on the canvas: the HTML tooltip carries inline style attributes the CSP refuses.
    tooltip: { trigger: 'axis', renderMode: 'richText' },
    legend: { bottom: 0 },
    xAxis: { type: 'category', boundaryGap: false, data: SAMPLE_TRENDS.map((d) => d.day) },
    yAxis: { type: 'value' },
    series: [
      {
        name: 'Payments',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.25 },
        data: SAMPLE_TRENDS.map((d) => d.payments),
      },
      {
        name: 'Payouts',
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.25 },
        data: SAMPLE_TRENDS.map((d) => d.payouts),
      },
    ],
  }
}

export type StatusCounts = { success: number; pending: number; failed: number }

export function statusOption(counts: StatusCounts) {
  return {
    tooltip: { trigger: 'item', renderMode: 'richText' },
    legend: { bottom: 0 },
    series: [
      {
        name: 'Transaction Status',
        type: 'pie',
        radius: ['40%', '70%'],
        center: ['50%', '45%'],
        label: { show: false },
        data: [
          { name: 'Success', value: counts.success, itemStyle: { color: STATUS_COLORS.success } },
          { name: 'Pending', value: counts.pending, itemStyle: { color: STATUS_COLORS.pending } },
          { name: 'Failed', value: counts.failed, itemStyle: { color: STATUS_COLORS.failed } },
        ],
      },
    ],
  }
}
