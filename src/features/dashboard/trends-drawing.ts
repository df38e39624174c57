import { TRENDS_CHART_IMAGES } from 'virtual:trends-chart'
import { getLanguage, SOURCE_LANGUAGE } from '../../lib/i18n/i18n'

type TrendsDrawing = { width: number; src: string }

/**
 * The drawings of a language: its weekday names are drawn in (scripts/vite-plugins.ts, one set
 * per catalogue that names them), else the source language's.
 */
function drawingsOf(language: string): readonly TrendsDrawing[] {
  return TRENDS_CHART_IMAGES[language] ?? TRENDS_CHART_IMAGES[SOURCE_LANGUAGE] ?? []
}

/**
 * The width the 'Transaction Trends' card gives its drawing at a viewport width, from the layout's
 * own classes: the sidebar (`lg:pl-64`), main (`max-w-7xl`, `p-4 sm:p-6`), the charts row
 * (`lg:grid-cols-2 gap-4`) and the card (`p-5`, 1 px border). Only a first guess, made before
 * anything is laid out: the card measures itself once it is, and a wrong guess (a classic
 * scrollbar, a changed class) costs one more small download, never a wrong picture.
 */
export function trendsCardWidth(viewport: number): number {
  const lg = viewport >= 1024
  const padding = viewport >= 640 ? 24 : 16
  const main = Math.min(viewport - (lg ? 256 : 0), 1280) - 2 * padding
  const column = lg ? (main - 16) / 2 : main
  return Math.max(0, Math.floor(column - 2 * 21))
}

/** The drawing that fits a card best: the widest not wider than the card, in the language's words. */
export function trendsDrawingFor(
  cardWidth: number,
  language = getLanguage(),
): TrendsDrawing | undefined {
  const drawings = drawingsOf(language)
  return drawings.findLast((candidate) => candidate.width <= cardWidth) ?? drawings[0]
}

let preloaded: string | undefined

/**
 * Starts downloading the drawing this window will show while the dashboard's data loads, so the
 * screen's largest picture is there when the screen is (decision 032: it was requested only after
 * the first render had been laid out and measured). An Image, not a `<link rel=preload>`: a
 * guess that turns out wrong leaves no "preloaded but not used" warning behind.
 */
export function preloadTrendsDrawing(): void {
  const drawing = trendsDrawingFor(trendsCardWidth(window.innerWidth))
  if (!drawing || drawing.src === preloaded) return
  preloaded = drawing.src
  const image = new Image()
  image.fetchPriority = 'high'
  image.src = drawing.src
}
