import { useRef } from 'react'
import { TRENDS_CHART_IMAGES } from 'virtual:trends-chart'
import { useElementWidth } from '../../../lib/use-element-width'
import { CHART_HEIGHT, TRENDS_LEGEND } from '../chart-options'
import { ChartLegend } from './chart-legend'

/**
 * 'Transaction Trends': fixed sample data (product.md §2), drawn by echarts at build time
 * (scripts/vite-plugins.ts), so this card needs no chart code and shows with the page.
 */
export function TrendsChart({ onDrawn }: { onDrawn?: () => void }) {
  return (
    <section className="card" aria-labelledby="chart-trends-title">
      <h3 id="chart-trends-title" className="text-base font-semibold text-slate-900">
        Transaction Trends
      </h3>
      {/* product.md §2: the figures are a fixed sample; say so, so nobody reads them as their own. */}
      <p className="text-sm text-slate-600">Sample data, not live figures</p>
      <TrendsDrawing onDrawn={onDrawn} />
      <ChartLegend items={TRENDS_LEGEND} label="Series" />
    </section>
  )
}

/** The drawing that fits the card best: the widest not wider than the card. */
function TrendsDrawing({ onDrawn }: { onDrawn?: () => void }) {
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
        <img
          src={image.src}
          width={image.width}
          height={CHART_HEIGHT}
          alt=""
          onLoad={onDrawn}
          onError={onDrawn}
        />
      )}
    </div>
  )
}
