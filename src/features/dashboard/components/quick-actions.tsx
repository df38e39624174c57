import { Link } from '@tanstack/react-router'
import { ArrowUpRight, FileText, QrCode, type LucideIcon } from 'lucide-react'

type Action = {
  to: '/payments/create' | '/payouts/create' | '/reports'
  title: string
  subtitle: string
  icon: LucideIcon
}

/** product.md §2: the three quick-action tiles. */
const ACTIONS: readonly Action[] = [
  {
    to: '/payments/create',
    title: 'Create Payment',
    subtitle: 'Generate a new payment link',
    icon: QrCode,
  },
  {
    to: '/payouts/create',
    title: 'Send Payout',
    subtitle: 'Transfer money to accounts',
    icon: ArrowUpRight,
  },
  {
    to: '/reports',
    title: 'View Reports',
    subtitle: 'Download transaction reports',
    icon: FileText,
  },
]

export function QuickActions() {
  return (
    <nav aria-label="Quick actions" className="grid gap-4 sm:grid-cols-3">
      {ACTIONS.map(({ to, title, subtitle, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="card flex items-center gap-4 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="rounded-lg bg-brand-600 p-3 text-white">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{title}</span>
            <span className="block text-sm text-slate-600">{subtitle}</span>
          </span>
        </Link>
      ))}
    </nav>
  )
}
