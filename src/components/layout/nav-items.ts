import type { LucideIcon } from 'lucide-react'
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import BarChart3 from 'lucide-react/icons/chart-column'
import BookOpen from 'lucide-react/icons/book-open'
import FileText from 'lucide-react/icons/file-text'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import Store from 'lucide-react/icons/store'
import Settings from 'lucide-react/icons/settings'
import Wallet from 'lucide-react/icons/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { t } from '../../lib/i18n/i18n'
import type { Action } from '../../lib/session/permissions'
import * as m from '../messages'

/** `action`: the link shows only to a person who may use it (lib/session/permissions.ts). */
export type NavItem = { to: string; label: MessageDescriptor; icon: LucideIcon; action?: Action }

/** product.md §2: the sidebar's eight links, in this order, then the counter (decision 024). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: m.navDashboard, icon: LayoutDashboard },
  { to: '/payments', label: m.navPayments, icon: ArrowDownLeft },
  { to: '/payouts', label: m.navPayouts, icon: ArrowUpRight, action: 'payouts.read' },
  { to: '/wallet', label: m.navWallet, icon: Wallet, action: 'payouts.read' },
  { to: '/analytics', label: m.navAnalytics, icon: BarChart3 },
  { to: '/reports', label: m.navReports, icon: FileText },
  { to: '/api-docs', label: m.navApiDocs, icon: BookOpen },
  { to: '/settings', label: m.navSettings, icon: Settings },
  // Selling at the counter signed in is creating payment links.
  { to: '/counter', label: m.navCounter, icon: Store, action: 'links.create' },
]

/** A paired counter device's menu: the counter and nothing else (decision 049). */
export const COUNTER_DEVICE_NAV: readonly NavItem[] = NAV_ITEMS.filter(
  (item) => item.to === '/counter',
)

/** Sections reached from a screen rather than the menu, with a header title of their own. */
const OTHER_SECTIONS: Readonly<Record<string, MessageDescriptor>> = {
  '/z-reports': m.navZReports,
}

/** The header title: the name of the section the current path belongs to, in the current language. */
export function titleForPath(pathname: string): string {
  const section = '/' + (pathname.split('/')[1] ?? '')
  const item = NAV_ITEMS.find((nav) => nav.to === section)
  if (item) return t(item.label)
  const other = OTHER_SECTIONS[section]
  if (other) return t(other)
  const raw = section.slice(1)
  return raw ? raw.charAt(0).toUpperCase() + raw.slice(1) : t(m.navDashboard)
}
