import { Link } from '@tanstack/react-router'
import { useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white hover:text-slate-900'
const ACTIVE = 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'

/**
 * Payments and their Refunds, two lists of one screen family (decision 050): links, since each
 * is its own route with its own filters in the URL; the router marks the current one
 * (aria-current="page") for screen readers.
 */
export function PaymentsTabs({ current }: { current: 'payments' | 'refunds' }) {
  const t = useT()
  return (
    <nav aria-label={t(m.tabs)} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      <Link
        to="/payments"
        className={`${TAB} ${current === 'payments' ? ACTIVE : ''}`}
        activeOptions={{ exact: true, includeSearch: false }}
      >
        {t(m.title)}
      </Link>
      <Link
        to="/payments/refunds"
        className={`${TAB} ${current === 'refunds' ? ACTIVE : ''}`}
        activeOptions={{ includeSearch: false }}
      >
        {t(m.refunds)}
      </Link>
    </nav>
  )
}
