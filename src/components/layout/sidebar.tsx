import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import X from 'lucide-react/icons/x'
import { useT } from '../../lib/i18n/i18n'
import * as lib from '../../lib/i18n/messages'
import * as m from '../messages'
import type { NavItem } from './nav-items'

type Props = {
  open: boolean
  onClose: () => void
  items: readonly NavItem[]
  /** Under the menu: a paired counter's language choice (it has no account menu). */
  footer?: ReactNode
}

/** Fixed on wide screens; a drawer behind the menu button below the lg breakpoint. */
export function Sidebar({ open, onClose, items, footer }: Props) {
  const t = useT()
  return (
    <>
      {open && (
        <div
          aria-hidden="true"
          onClick={onClose}
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
        />
      )}
      <aside
        id="app-sidebar"
        aria-label={t(m.sidebar)}
        className={`fixed inset-y-0 left-0 z-40 w-64 transform border-r border-slate-200 bg-white transition-transform motion-reduce:transition-none lg:translate-x-0 ${
          open ? 'translate-x-0' : '-translate-x-full'
        } ${open ? '' : 'max-lg:invisible'}`}
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5">
          <span className="text-lg font-semibold text-slate-900">{t(lib.appName)}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={t(m.closeMenu)}
            className="icon-btn lg:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={t(m.mainNav)} className="space-y-1 p-3">
          {items.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              onClick={onClose}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
              activeProps={{
                className: 'bg-brand-50 text-brand-700 hover:bg-brand-50',
                'aria-current': 'page',
              }}
            >
              <Icon aria-hidden="true" className="size-5" />
              {t(label)}
            </Link>
          ))}
        </nav>
        {footer}
      </aside>
    </>
  )
}
