import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link, type LinkProps } from '@tanstack/react-router'
import Download from 'lucide-react/icons/download'
import Plus from 'lucide-react/icons/plus'
import { listLoadError } from '../../lib/lists/list-error'
import { ExportMenu, type ExportFormat } from '../export-menu'
import { searchFilters } from '../../lib/lists/list-route'
import { type ListFilters as Filters, type ListSearch } from '../../lib/lists/list-search'
import { hasActiveFilters, type ListPage } from '../../lib/lists/list-query'
import { useT } from '../../lib/i18n/i18n'
import { useErrorToast } from '../../lib/toast/use-error-toast'
import * as lm from './list-messages'
import * as m from '../messages'
import { ListFilters } from './list-filters'
import { useOutletChoices } from './use-outlet-choices'
import { Pagination } from './pagination'

type Props<Row> = {
  /** The heading and the list card's accessible name: 'Payments'. */
  title: string
  search: ListSearch
  /** The route writes filters to the URL and resets the page to 1 (product.md §2). */
  onFiltersChange: (filters: Filters) => void
  onPageChange: (page: number) => void
  list: UseQueryResult<ListPage<Row>>
  pageSize: number
  /** Export in a format; with `exportFormats` the button opens a choice of them. */
  onExport: (format: ExportFormat) => void
  exportFormats?: readonly ExportFormat[]
  exporting?: boolean
  /** The heading's create link; a list of things made elsewhere (refunds) has none. */
  create?: CreateLinkTarget
  /** More links beside the create link (Payouts' 'Upload file'). */
  actions?: ReactNode
  /** Links between related lists (Payments · Refunds), under the heading. */
  nav?: ReactNode
  filters: {
    searchPlaceholder: string
    allStatusLabel: string
    statuses: readonly string[]
    channels?: ReadonlyArray<{ value: string; label: string }>
    /** An Outlet filter, shown once the business has a second open outlet (decision 080). */
    outlets?: boolean
  }
  texts: { loadFailed: string; empty: string }
  /** A line over the rows about all of them (the payments' total line); hidden with no rows. */
  summary?: ReactNode
  /** The rows' table (it scrolls sideways inside the card from 640 px). */
  table: (rows: Row[]) => ReactNode
  /** The details modal, outside the list card. */
  children?: ReactNode
}

/**
 * A filtered, paginated list screen (payments, refunds, payouts): heading with Export and Create, the
 * filters, then the list card with its loading, failed, empty and paged states.
 */
export function ListScreen<Row>(props: Props<Row>) {
  const { title, search, list, create, texts } = props
  const t = useT()
  const loadError = listLoadError(list.error, texts.loadFailed)
  useErrorToast(list.isError, loadError)
  const filters = searchFilters(search)
  const page = list.data
  const { outlets, ...filterTexts } = props.filters
  const outletChoices = useOutletChoices(outlets === true, filters.outlet)

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
        <div className="flex gap-2">
          {props.exportFormats ? (
            <ExportMenu
              formats={props.exportFormats}
              onExport={props.onExport}
              disabled={props.exporting ?? false}
            />
          ) : (
            <button
              type="button"
              className="btn-secondary"
              disabled={props.exporting}
              onClick={() => props.onExport('xlsx')}
            >
              <Download aria-hidden="true" className="size-4" />
              {t(m.exportLabel)}
            </button>
          )}
          {props.actions}
          {create && (
            <CreateLink create={create} className="btn-primary">
              <Plus aria-hidden="true" className="size-4" />
              {create.label}
            </CreateLink>
          )}
        </div>
      </div>
      {props.nav}

      {/* A list shown from the cache while the gateway is asked again (a reload, a return to the
          app, a new filter) says so: never passed off as current. A poll of fresh rows is quiet. */}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {list.isFetching && page && (list.isStale || list.isPlaceholderData) ? t(lm.updating) : ''}
      </p>

      <ListFilters
        value={filters}
        onChange={props.onFiltersChange}
        {...filterTexts}
        outlets={outletChoices}
        resultCount={page?.totalCount ?? undefined}
      />

      <section
        aria-label={title}
        aria-busy={list.isFetching}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white"
      >
        {list.isPending ? (
          <p className="p-8 text-center text-slate-600">{t(m.loading)}</p>
        ) : !page ? (
          <div className="p-8 text-center">
            <p className="text-slate-700">{loadError}</p>
            <button
              type="button"
              className="btn-secondary mt-3"
              onClick={() => void list.refetch()}
            >
              {t(m.tryAgain)}
            </button>
          </div>
        ) : page.rows.length === 0 ? (
          <div className="p-8 text-center">
            <p className="text-slate-700">{texts.empty}</p>
            {create && !hasActiveFilters(filters) && (
              <CreateLink create={create} className="btn-primary mt-3">
                {create.label}
              </CreateLink>
            )}
          </div>
        ) : (
          <>
            {props.summary}
            <div className="sm:overflow-x-auto">{props.table(page.rows)}</div>
            <Pagination
              page={search.page}
              limit={props.pageSize}
              totalCount={page.totalCount}
              totalPages={page.totalPages}
              onPageChange={props.onPageChange}
            />
          </>
        )}
      </section>

      {props.children}
    </div>
  )
}

/** A list's create link: a route of its own, or a screen of a splat route (Create Payout). */
export type CreateLinkTarget =
  | { to: LinkProps['to']; label: string }
  | { splat: { to: '/payouts/$'; _splat: string }; label: string }

function CreateLink({
  create,
  className,
  children,
}: {
  create: CreateLinkTarget
  className: string
  children: ReactNode
}) {
  return 'splat' in create ? (
    <Link to={create.splat.to} params={{ _splat: create.splat._splat }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to={create.to} className={className}>
      {children}
    </Link>
  )
}
