import {
  ArrowDownLeft,
  ArrowUpRight,
  BarChart3,
  BookOpen,
  FileText,
  LayoutDashboard,
  Store,
  Settings,
  Wallet,
  type LucideIcon,
} from 'lucide-react'

export type NavItem = { to: string; label: string; icon: LucideIcon }

/** product.md §2: the sidebar's eight links, in this order, then the counter (decision 024). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/payments', label: 'Payments', icon: ArrowDownLeft },
  { to: '/payouts', label: 'Payouts', icon: ArrowUpRight },
  { to: '/wallet', label: 'Wallet', icon: Wallet },
  { to: '/analytics', label: 'Analytics', icon: BarChart3 },
  { to: '/reports', label: 'Reports', icon: FileText },
  { to: '/api-docs', label: 'API Docs', icon: BookOpen },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/counter', label: 'Counter', icon: Store },
]

/** A paired counter device's menu: the counter and nothing else (decision 049). */
export const COUNTER_DEVICE_NAV: readonly NavItem[] = NAV_ITEMS.filter(
  (item) => item.to === '/counter',
)

/** The header title: the name of the section the current path belongs to. */
export function titleForPath(pathname: string): string {
  const section = '/' + (pathname.split('/')[1] ?? '')
  const item = NAV_ITEMS.find((nav) => nav.to === section)
  if (item) return item.label
  const raw = section.slice(1)
  return raw ? raw.charAt(0).toUpperCase() + raw.slice(1) : 'Dashboard'
}
