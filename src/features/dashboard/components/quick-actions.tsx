import { Link } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import type { LucideIcon } from 'lucide-react'
import ArrowUpRight from 'lucide-react/icons/arrow-up-right'
import FileText from 'lucide-react/icons/file-text'
import QrCode from 'lucide-react/icons/qr-code'
import { useT } from '../../../lib/i18n/i18n'
import { can, type Action as Permission } from '../../../lib/session/permissions'
import { useSession } from '../../../lib/session/use-session'
import * as m from '../messages'

type Action = {
  to: '/payments/create' | '/payouts/$' | '/reports'
  /** /payouts/create is a screen of the /payouts/$ route (its file says why). */
  params?: { _splat: string }
  title: MessageDescriptor
  subtitle: MessageDescriptor
  icon: LucideIcon
  /** Shown only to a person who may use it. */
  needs?: Permission
}

/** product.md §2: the three quick-action tiles. */
const ACTIONS: readonly Action[] = [
  {
    to: '/payments/create',
    title: m.createPayment,
    subtitle: m.createPaymentHint,
    icon: QrCode,
    needs: 'links.create',
  },
  {
    to: '/payouts/$',
    params: { _splat: 'create' },
    title: m.sendPayout,
    subtitle: m.sendPayoutHint,
    icon: ArrowUpRight,
    needs: 'payouts.create',
  },
  {
    to: '/reports',
    title: m.viewReports,
    subtitle: m.viewReportsHint,
    icon: FileText,
  },
]

export function QuickActions() {
  const t = useT()
  const user = useSession()?.user
  const actions = ACTIONS.filter(({ needs }) => !needs || can(user, needs))
  return (
    <nav aria-label={t(m.quickActions)} className="grid gap-4 sm:grid-cols-3">
      {actions.map(({ to, params, title, subtitle, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          params={params}
          className="card flex items-center gap-4 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="rounded-lg bg-brand-600 p-3 text-white">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">{t(title)}</span>
            <span className="block text-sm text-slate-600">{t(subtitle)}</span>
          </span>
        </Link>
      ))}
    </nav>
  )
}
