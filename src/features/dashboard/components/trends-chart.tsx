import { useRef } from 'react'
import { useElementWidth } from '../../../lib/use-element-width'
import { CHART_HEIGHT, TRENDS_LEGEND } from '../chart-options'
import { trendsCardWidth, trendsDrawingFor } from '../trends-drawing'
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

/**
 * The drawing that fits the card best. The first render picks it from the window's width (the
 * one the route's loader already started downloading), so the picture is in the screen's first
 * paint; once the card is laid out its measured width decides.
 */
function TrendsDrawing({ onDrawn }: { onDrawn?: () => void }) {
  const box = useRef<HTMLDivElement>(null)
  const measured = useElementWidth(box)
  const image = trendsDrawingFor(measured || trendsCardWidth(window.innerWidth))
  return (
    <div
      ref={box}
      role="img"
      aria-label="Sample weekday payments and payouts"
      data-testid="chart-trends"
      className="flex justify-center"
      style={{ height: CHART_HEIGHT }}
    >
      {image && (
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
