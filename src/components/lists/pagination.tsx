import { useT } from '../../lib/i18n/i18n'
import * as m from './list-messages'

type Props = {
  page: number
  limit: number
  /** Null while unknown (a new filter's first page is loading): nothing is shown. */
  totalCount: number | null
  totalPages: number | null
  onPageChange: (page: number) => void
}

/** product.md §2: shown only when there is more than one page. */
export function Pagination({ page, limit, totalCount, totalPages, onPageChange }: Props) {
  const t = useT()
  if (totalCount === null || totalPages === null || totalPages <= 1) return null
  const from = totalCount === 0 ? 0 : (page - 1) * limit + 1
  const to = Math.min(page * limit, totalCount)
  return (
    <nav
      aria-label={t(m.pagination)}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row"
    >
      <p className="text-sm text-slate-700">{t(m.showing, { from, to, total: totalCount })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t(m.previous)}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          {t(m.next)}
        </button>
      </div>
    </nav>
  )
}
