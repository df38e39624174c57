import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/i18n/i18n'
import type { ActivityEntry } from '../api'
import * as m from '../messages'

const LINK = 'font-mono text-xs break-all text-brand-700 hover:text-brand-800 hover:underline'

/**
 * What an entry was about, linked where the portal shows it: a payment or a refund's payment in
 * Payments (the list searched for it, its details open, as the webhook log links), a payout in
 * Payouts, a setting in Settings. Anything else is its name.
 */
export function EntryTarget({ target }: { target: ActivityEntry['target'] }) {
  const t = useT()
  if (!target) return <span aria-hidden="true">—</span>
  const id = target.id ?? ''
  const label = target.label ?? id
  // A refund's label is its payment's transaction id (the gateway's entry).
  const payment =
    target.kind === 'payin' ? id : target.kind === 'refund' ? (target.label ?? '') : ''
  if (payment) {
    return (
      <Link
        to="/payments"
        search={{ page: 1, search: payment, view: payment }}
        aria-label={t(m.openTarget, { id: payment })}
        className={LINK}
      >
        {target.kind === 'refund' ? `${id} · ${payment}` : id}
      </Link>
    )
  }
  if (target.kind === 'payout' && id) {
    return (
      <Link
        to="/payouts"
        search={{ page: 1, search: id, view: id }}
        aria-label={t(m.openTarget, { id })}
        className={LINK}
      >
        {id}
      </Link>
    )
  }
  if (['merchant', 'api_key', 'counter', 'cashier'].includes(target.kind)) {
    return (
      <Link to="/settings" className="text-sm text-brand-700 hover:underline">
        {label}
      </Link>
    )
  }
  return <span className="text-sm break-words">{label}</span>
}

const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

const fields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** A setting's change, field by field: `field: before → after`; a new thing's fields as they are. */
export function EntryChange({ entry }: { entry: ActivityEntry }) {
  const before = fields(entry.before)
  const after = fields(entry.after)
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  if (keys.length === 0) return <span aria-hidden="true">—</span>
  const changed = entry.before !== undefined && entry.before !== null
  return (
    <ul className="space-y-0.5 text-xs break-all text-slate-700">
      {keys.map((key) => (
        <li key={key}>
          <span className="font-medium text-slate-900">{key}</span>:{' '}
          {changed ? `${shown(before[key])} → ${shown(after[key])}` : shown(after[key])}
        </li>
      ))}
    </ul>
  )
}
