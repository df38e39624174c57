import { Suspense, useState, type ReactNode } from 'react'
import { useLocation } from '@tanstack/react-router'
import Menu from 'lucide-react/icons/menu'
import { useT } from '../../lib/i18n/i18n'
import { can } from '../../lib/session/permissions'
import { useDeviceState } from '../../lib/session/use-device'
import { useSession } from '../../lib/session/use-session'
import { LanguageSwitcher } from '../language-switcher'
import * as m from '../messages'
import { Sidebar } from './sidebar'
import { SessionRefresh, StepUpHost } from './person-parts'
import { UserMenu } from './user-menu'
import { COUNTER_DEVICE_NAV, NAV_ITEMS, titleForPath } from './nav-items'

type Props = { children: ReactNode; onSignOut: () => void; banner?: ReactNode }

export function AppLayout({ children, onSignOut, banner }: Props) {
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })
  const session = useSession()
  // A paired counter (no owner session) sees only its counter: no other screen, no account menu.
  const { device } = useDeviceState()
  const counterDevice = !session
  const user = session?.user ?? null
  // A cold counter (opened all day on a budget phone) draws without the person's parts; they
  // load on the other screens (decision 032's budget).
  const onCounter = pathname === '/counter'

  return (
    <div className="min-h-dvh bg-slate-50">
      <a href="#main" className="skip-link">
        {t(m.skipToContent)}
      </a>
      <Sidebar
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        items={
          counterDevice
            ? COUNTER_DEVICE_NAV
            : NAV_ITEMS.filter((item) => !item.action || can(user, item.action))
        }
        footer={
          // The device's own language (product.md §13): the owner's is in the account menu.
          counterDevice && (
            <LanguageSwitcher
              id="device-language"
              className="flex items-center justify-between gap-2 border-t border-slate-200 px-5 py-3"
            />
          )
        }
      />
      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t(m.openMenu)}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            className="icon-btn lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <h1 className="flex-1 truncate text-lg font-semibold text-slate-900">
            {titleForPath(pathname)}
          </h1>
          {counterDevice ? (
            device && (
              <p className="max-w-56 truncate text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{device.counterName}</span>
                {device.businessName && ` · ${device.businessName}`}
              </p>
            )
          ) : (
            <UserMenu
              merchant={session?.merchant ?? null}
              user={user}
              personInButton={!onCounter}
              onSignOut={onSignOut}
            />
          )}
        </header>
        {/* Who is signed in and what they may do, asked again while the portal is open: a role
            changed meanwhile shows without signing out. And 'Confirm it's you' for the calls the
            gateway guards (lib/http/step-up.ts), none of which the counter makes. */}
        {session && !onCounter && (
          <Suspense fallback={null}>
            <SessionRefresh />
            <StepUpHost />
          </Suspense>
        )}
        {banner}
        <main id="main" className="mx-auto max-w-7xl p-4 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  )
}
