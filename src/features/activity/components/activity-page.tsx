import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ExportMenu } from '../../../components/export-menu'
import * as lm from '../../../components/lists/list-messages'
import { formatDateTimeIST } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import { ACTION_WORDS } from '../action-words'
import type { ActivityFilters, ActivitySearch } from '../activity-filters'
import type { ActivityEntry, Person } from '../api'
import * as m from '../messages'
import { activityQueryOptions, peopleQueryOptions, useExportActivity } from '../queries'
import { ActivityFiltersForm } from './activity-filters-form'
import { EntryChange, EntryTarget } from './entry-cells'

type Props = { search: ActivitySearch; onSearchChange: (next: ActivitySearch) => void }

const ACTORS = { api_key: m.api, device: m.device, system: m.gateway } as const

/** The people to filter by: the team when it can be read, else those on this page. */
function filterPeople(team: Person[] | undefined, entries: ActivityEntry[]): Person[] {
  if (team && team.length > 0) return team
  const seen = new Map<string, string>()
  for (const { actor } of entries) {
    if (actor.kind === 'user' && actor.id) seen.set(actor.id, actor.name ?? actor.id)
  }
  return [...seen].map(([id, name]) => ({ id, name }))
}

/** Settings → Activity (product.md §2.17): the log, its filters in the URL, cursor pages, exports. */
export function ActivityPage({ search, onSearchChange }: Props) {
  const t = useT()
  const { cursor, ...filters } = search
  const page = useQuery(activityQueryOptions(search))
  const team = useQuery(peopleQueryOptions())
  const exporter = useExportActivity()
  // The cursors of the pages before this one, so Newer goes back a page (reloaded: to the newest).
  const [trail, setTrail] = useState<(string | undefined)[]>([])
  const entries = page.data?.entries ?? []

  const setFilters = (next: ActivityFilters) => {
    setTrail([])
    onSearchChange(next)
  }
  const actorName = (actor: ActivityEntry['actor']) =>
    actor.kind === 'user'
      ? (actor.name ?? '—')
      : (actor.name ?? t(ACTORS[actor.kind as keyof typeof ACTORS] ?? m.gateway))
  const words = (action: string) => {
    const known = ACTION_WORDS[action]
    return known ? t(known) : action
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{t(m.title)}</h2>
          <p className="mt-1 text-sm text-slate-600">{t(m.intro)}</p>
        </div>
        {page.data && (
          <ExportMenu
            formats={['xlsx', 'csv']}
            disabled={exporter.isPending}
            onExport={(format) => exporter.mutate({ filters, format })}
          />
        )}
      </div>
      <ActivityFiltersForm
        value={filters}
        people={filterPeople(team.data, entries)}
        onChange={setFilters}
      />
      {page.isPending && <p className="text-sm text-slate-600">{t(m.loading)}</p>}
      {page.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t(m.loadFailed)}
        </p>
      )}
      {page.data && entries.length === 0 && (
        <p className="card text-sm text-slate-600">{t(m.empty)}</p>
      )}
      {entries.length > 0 && (
        <div
          className="card overflow-x-auto p-0"
          tabIndex={0}
          role="region"
          aria-label={t(m.title)}
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t(m.when)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t(m.who)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t(m.what)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t(m.target)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t(m.change)}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t(m.from)}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    {formatDateTimeIST(entry.at)}
                  </td>
                  <td className="px-4 py-3 text-slate-900">{actorName(entry.actor)}</td>
                  <td className="px-4 py-3 text-slate-900">{words(entry.action)}</td>
                  <td className="max-w-56 px-4 py-3">
                    <EntryTarget target={entry.target} />
                  </td>
                  <td className="max-w-72 px-4 py-3">
                    <EntryChange entry={entry} />
                  </td>
                  <td className="max-w-56 px-4 py-3 text-xs break-words text-slate-600">
                    {[entry.address, entry.device].filter(Boolean).join(' · ') || '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(cursor || page.data?.next_cursor) && (
        <nav aria-label={t(lm.pagination)} className="flex justify-between gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={!cursor}
            onClick={() => {
              const previous = trail.at(-1)
              setTrail(trail.slice(0, -1))
              onSearchChange({ ...filters, cursor: previous })
            }}
          >
            {t(m.newer)}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={!page.data?.next_cursor || page.isPlaceholderData}
            onClick={() => {
              setTrail([...trail, cursor])
              onSearchChange({ ...filters, cursor: page.data?.next_cursor ?? undefined })
            }}
          >
            {t(m.older)}
          </button>
        </nav>
      )}
    </div>
  )
}
