import { Suspense, useCallback, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import ChevronDown from 'lucide-react/icons/chevron-down'
import LogOut from 'lucide-react/icons/log-out'
import Settings from 'lucide-react/icons/settings'
import User from 'lucide-react/icons/user'
import { useT } from '../../lib/i18n/i18n'
import type { SessionUser, StoredMerchant } from '../../lib/session/session-store'
import { useDismiss } from '../../lib/ui/use-dismiss'
import { LanguageSwitcher } from '../language-switcher'
import * as m from '../messages'
import { PersonLine } from './person-parts'

type Props = {
  merchant: StoredMerchant | null
  /** The signed-in person, when the gateway names one. */
  user: SessionUser | null
  /** Their name and role beside the business name (not on a cold counter: its budget). */
  personInButton: boolean
  onSignOut: () => void
}

/**
 * product.md §2.2: business name, else name, else 'Merchant'; the signed-in person and their role;
 * the email; Settings; Sign Out.
 */
export function UserMenu({ merchant, user, personInButton, onSignOut }: Props) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const displayName = merchant?.business_name || merchant?.name || t(m.merchant)

  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, containerRef, close)

  return (
    <div ref={containerRef} className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 max-w-56 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <User aria-hidden="true" className="size-4" />
        </span>
        <span className="hidden min-w-0 flex-col text-left sm:flex">
          <span className="truncate">{displayName}</span>
          {user && personInButton && (
            <Suspense fallback={null}>
              <PersonLine user={user} className="truncate text-xs font-normal text-slate-600" />
            </Suspense>
          )}
        </span>
        <span className="sr-only sm:hidden">{t(m.accountMenu)}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      {open && (
        <div
          id="user-menu"
          className="absolute right-0 z-20 mt-2 w-64 rounded-lg border border-slate-200 bg-white py-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-4 pb-2">
            <p className="truncate text-sm font-semibold text-slate-900">{displayName}</p>
            {user && (
              <Suspense fallback={null}>
                <PersonLine user={user} className="block truncate text-sm text-slate-700" />
              </Suspense>
            )}
            <p className="truncate text-sm text-slate-600">{user?.email || merchant?.email}</p>
          </div>
          <Link
            to="/settings"
            onClick={() => setOpen(false)}
            className="flex min-h-11 items-center gap-2 px-4 text-sm text-slate-700 hover:bg-slate-50"
          >
            <Settings aria-hidden="true" className="size-4" />
            {t(m.settings)}
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false)
              onSignOut()
            }}
            className="flex min-h-11 w-full items-center gap-2 px-4 text-left text-sm text-red-700 hover:bg-red-50"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t(m.signOut)}
          </button>
          <LanguageSwitcher
            id="shell-language"
            className="flex items-center justify-between gap-2 border-t border-slate-100 px-4 pt-2"
          />
        </div>
      )}
    </div>
  )
}
