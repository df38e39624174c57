import { useState, type FormEvent } from 'react'
import * as lm from '../../../components/lists/list-messages'
import { useT } from '../../../lib/i18n/i18n'
import { ACTION_WORDS } from '../action-words'
import type { ActivityFilters } from '../activity-filters'
import type { Person } from '../api'
import * as m from '../messages'

type Props = {
  value: ActivityFilters
  people: Person[]
  onChange: (next: ActivityFilters) => void
}

const LABEL = 'mb-1 block text-sm font-medium text-slate-700'

/** Person, action, target id and dates; the target id applies on Apply (or Enter), the rest at once. */
export function ActivityFiltersForm({ value, people, onChange }: Props) {
  const t = useT()
  const [target, setTarget] = useState(value.target ?? '')
  // Back/forward or Clear changes the URL: the box follows it.
  const [lastTarget, setLastTarget] = useState(value.target)
  if (lastTarget !== value.target) {
    setLastTarget(value.target)
    setTarget(value.target ?? '')
  }
  const actions = Object.entries(ACTION_WORDS)
    .map(([code, words]) => ({ code, label: t(words) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const active = Object.values(value).some(Boolean)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onChange({ ...value, target: target.trim() || undefined })
  }

  return (
    <form onSubmit={submit} className="card space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <div className="min-w-0">
          <label htmlFor="activity-person" className={LABEL}>
            {t(m.person)}
          </label>
          <select
            id="activity-person"
            value={value.person ?? ''}
            onChange={(e) => onChange({ ...value, person: e.target.value || undefined })}
            className="input"
          >
            <option value="">{t(m.everyone)}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="activity-action" className={LABEL}>
            {t(m.action)}
          </label>
          <select
            id="activity-action"
            value={value.action ?? ''}
            onChange={(e) => onChange({ ...value, action: e.target.value || undefined })}
            className="input"
          >
            <option value="">{t(m.allActions)}</option>
            {actions.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor="activity-target" className={LABEL}>
            {t(m.targetId)}
          </label>
          <input
            id="activity-target"
            type="search"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            aria-describedby="activity-target-hint"
            className="input font-mono"
          />
          <p id="activity-target-hint" className="mt-1 text-xs text-slate-600">
            {t(m.targetIdHint)}
          </p>
        </div>
        <div className="min-w-0">
          <label htmlFor="activity-from" className={LABEL}>
            {t(lm.fromDate)}
          </label>
          <input
            id="activity-from"
            type="date"
            value={value.from ?? ''}
            max={value.to}
            onChange={(e) => onChange({ ...value, from: e.target.value || undefined })}
            className="input"
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="activity-to" className={LABEL}>
            {t(lm.toDate)}
          </label>
          <input
            id="activity-to"
            type="date"
            value={value.to ?? ''}
            min={value.from}
            onChange={(e) => onChange({ ...value, to: e.target.value || undefined })}
            className="input"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {t(m.apply)}
        </button>
        {active && (
          <button type="button" className="btn-secondary" onClick={() => onChange({})}>
            {t(lm.clearFilters)}
          </button>
        )}
      </div>
    </form>
  )
}
