import { useEffect, useState } from 'react'
import Search from 'lucide-react/icons/search'
import { type ListFilters as Filters } from '../../lib/lists/list-search'
import { hasActiveFilters } from '../../lib/lists/list-query'
import { useT } from '../../lib/i18n/i18n'
import { useDebouncedValue } from '../../lib/lists/use-debounced-value'
import * as m from './list-messages'
import { approvalAwareStatus } from '../approval-status'
import { statusLabel } from '../status-label'

// Literal class names, so Tailwind generates them: one column per filter from 1024 px.
const COLUMNS: Record<number, string> = {
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
  6: 'lg:grid-cols-6',
}

type Props = {
  value: Filters
  /** Called with the changed filters; the caller resets the page to 1 (product.md §2). */
  onChange: (next: Filters) => void
  searchPlaceholder: string
  allStatusLabel: string
  statuses: readonly string[]
  /** A Channel filter (payments): its options, value and label; none without. */
  channels?: ReadonlyArray<{ value: string; label: string }>
  /** An Outlet filter (decision 080): its choices; none with a single open outlet. */
  outlets?: ReadonlyArray<{ value: string; label: string }>
  /** Undefined while unknown for these filters (their first page is loading). */
  resultCount: number | undefined
}

/** Search (debounced), status, from/to dates, the '{n} results found' line and 'Clear filters'. */
export function ListFilters({
  value,
  onChange,
  searchPlaceholder,
  allStatusLabel,
  statuses,
  channels,
  outlets,
  resultCount,
}: Props) {
  const t = useT()
  const [text, setText] = useState(value.search ?? '')
  const debounced = useDebouncedValue(text, 400)

  // Back/forward or 'Clear filters' changes the URL: the box follows it.
  const [lastUrlSearch, setLastUrlSearch] = useState(value.search)
  if (lastUrlSearch !== value.search) {
    setLastUrlSearch(value.search)
    setText(value.search ?? '')
  }

  useEffect(() => {
    if ((debounced.trim() || undefined) !== (value.search?.trim() || undefined)) {
      onChange({ ...value, search: debounced.trim() || undefined })
    }
    // Only a settled new text should navigate; value/onChange changes alone must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced])

  const active = hasActiveFilters(value)

  return (
    <div className="card space-y-3">
      {/* Two to a row on a phone (search alone on the first): the rows start within the first
          screen, in Hindi too. */}
      <div
        className={`grid grid-cols-2 gap-3 ${COLUMNS[4 + (channels ? 1 : 0) + (outlets ? 1 : 0)]}`}
      >
        <div className="col-span-2 min-w-0 sm:col-span-1">
          <label htmlFor="filter-search" className="mb-1 block text-sm font-medium text-slate-700">
            {t(m.search)}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              id="filter-search"
              type="search"
              value={text}
              placeholder={searchPlaceholder}
              onChange={(e) => setText(e.target.value)}
              className="input pl-9"
            />
          </div>
        </div>
        <div className="min-w-0">
          <label htmlFor="filter-status" className="mb-1 block text-sm font-medium text-slate-700">
            {t(m.status)}
          </label>
          <select
            id="filter-status"
            value={value.status ?? ''}
            onChange={(e) => onChange({ ...value, status: e.target.value || undefined })}
            className="input"
          >
            <option value="">{allStatusLabel}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(approvalAwareStatus(status))}
              </option>
            ))}
          </select>
        </div>
        {channels && (
          <div className="min-w-0">
            <label
              htmlFor="filter-channel"
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              {t(m.channel)}
            </label>
            <select
              id="filter-channel"
              value={value.channel ?? ''}
              onChange={(e) => onChange({ ...value, channel: e.target.value || undefined })}
              className="input"
            >
              <option value="">{t(m.allChannels)}</option>
              {channels.map((channel) => (
                <option key={channel.value} value={channel.value}>
                  {channel.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {outlets && (
          <div className="min-w-0">
            <label
              htmlFor="filter-outlet"
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              {t(m.outlet)}
            </label>
            <select
              id="filter-outlet"
              value={value.outlet ?? ''}
              onChange={(e) => onChange({ ...value, outlet: e.target.value || undefined })}
              className="input"
            >
              <option value="">{t(m.allOutlets)}</option>
              {outlets.map((outlet) => (
                <option key={outlet.value} value={outlet.value}>
                  {outlet.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="min-w-0">
          <label htmlFor="filter-from" className="mb-1 block text-sm font-medium text-slate-700">
            {t(m.fromDate)}
          </label>
          <input
            id="filter-from"
            type="date"
            value={value.dateFrom ?? ''}
            max={value.dateTo}
            onChange={(e) => onChange({ ...value, dateFrom: e.target.value || undefined })}
            className="input"
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="filter-to" className="mb-1 block text-sm font-medium text-slate-700">
            {t(m.toDate)}
          </label>
          <input
            id="filter-to"
            type="date"
            value={value.dateTo ?? ''}
            min={value.dateFrom}
            onChange={(e) => onChange({ ...value, dateTo: e.target.value || undefined })}
            className="input"
          />
        </div>
      </div>
      {active && (
        <div className="flex items-center justify-between gap-3">
          {/* Empty while the filters' first page loads: the old total (or 0) would be wrong. */}
          <p className="min-h-5 text-sm text-slate-700" aria-live="polite">
            {resultCount === undefined ? '' : t(m.resultsFound, { count: resultCount })}
            {/* Opened from a Z-report: the list holds that one shift's payins. */}
            {value.shift && <span className="ml-2 text-slate-600">{t(m.oneShift)}</span>}
          </p>
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:text-brand-800"
            onClick={() => {
              setText('')
              onChange({})
            }}
          >
            {t(m.clearFilters)}
          </button>
        </div>
      )}
    </div>
  )
}
