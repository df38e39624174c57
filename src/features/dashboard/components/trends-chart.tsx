import { useRef } from 'react'
import { useElementWidth } from '../use-element-width'
import { useLanguage, useT } from '../../../lib/i18n/i18n'
import { CHART_HEIGHT, trendsLegend } from '../chart-options'
import * as m from '../messages'
import { trendsCardWidth, trendsDrawingFor } from '../trends-drawing'
import { ChartLegend } from './chart-legend'

/**
 * 'Transaction Trends': fixed sample data (product.md §2), drawn by echarts at build time
 * (scripts/vite-plugins.ts), so this card needs no chart code and shows with the page.
 */
export function TrendsChart({ onDrawn }: { onDrawn?: () => void }) {
  const t = useT()
  return (
    <section className="card" aria-labelledby="chart-trends-title">
      <h3 id="chart-trends-title" className="text-base font-semibold text-slate-900">
        {t(m.trendsTitle)}
      </h3>
      {/* product.md §2: the figures are a fixed sample; say so, so nobody reads them as their own. */}
      <p className="text-sm text-slate-600">{t(m.trendsSample)}</p>
      <TrendsDrawing onDrawn={onDrawn} />
      <ChartLegend
        items={trendsLegend({ payments: t(m.seriesPayments), payouts: t(m.seriesPayouts) })}
        label={t(m.series)}
      />
    </section>
  )
}

/**
 * The drawing that fits the card best. The first render picks it from the window's width (the
 * one the route's loader already started downloading), so the picture is in the screen's first
 * paint; once the card is laid out its measured width decides.
 */
function TrendsDrawing({ onDrawn }: { onDrawn?: () => void }) {
  const t = useT()
  const box = useRef<HTMLDivElement>(null)
  const measured = useElementWidth(box)
  const language = useLanguage()
  const image = trendsDrawingFor(measured || trendsCardWidth(window.innerWidth), language)
  return (
    <div
      ref={box}
      role="img"
      aria-label={t(m.trendsImage)}
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
