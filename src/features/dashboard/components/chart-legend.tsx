import type { LegendItem } from '../chart-options'

/** A chart's legend as HTML: each name (and value) in text, so colour is never the only cue. */
export function ChartLegend({ items, label }: { items: readonly LegendItem[]; label: string }) {
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
