import Clock from 'lucide-react/icons/clock'
import Hourglass from 'lucide-react/icons/hourglass'
import Landmark from 'lucide-react/icons/landmark'
import Loader from 'lucide-react/icons/loader'
import Wallet from 'lucide-react/icons/wallet'
import type { LucideIcon } from 'lucide-react'
import { formatDate, formatDateTime, formatINR } from '../../../lib/i18n/format'
import { t, useT } from '../../../lib/i18n/i18n'
import type { WalletBalance } from '../api'
import * as m from '../messages'

type Card = {
  id: string
  title: string
  value: number
  description: string
  icon: LucideIcon
  tint: string
}

/** product.md §2: the four cards; Total = available + pending. Texts in the current language. */
export function walletCards(balance: WalletBalance | undefined): Card[] {
  const available = balance?.available_balance ?? 0
  const pending = balance?.pending_balance ?? 0
  const awaiting = balance?.awaiting_approval
  const cards: Card[] = [
    {
      id: 'available',
      title: t(m.availableBalance),
      value: available,
      description: t(m.availableHint),
      icon: Wallet,
      tint: 'bg-emerald-50 text-emerald-700',
    },
    {
      id: 'pending',
      title: t(m.pendingBalance),
      value: pending,
      description: t(m.pendingHint),
      icon: Clock,
      tint: 'bg-amber-50 text-amber-700',
    },
    {
      id: 'processing',
      title: t(m.processingBalance),
      value: balance?.processing_balance ?? 0,
      description: t(m.processingHint),
      icon: Loader,
      tint: 'bg-blue-50 text-blue-700',
    },
    {
      id: 'total',
      title: t(m.totalBalance),
      value: available + pending,
      description: t(m.totalHint),
      icon: Landmark,
      tint: 'bg-brand-50 text-brand-700',
    },
  ]
  // A figure of its own, beside the others, when the gateway has approvals (product.md §2.19).
  if (awaiting !== undefined) {
    cards.splice(3, 0, {
      id: 'awaiting',
      title: t(m.awaitingApproval),
      value: awaiting,
      description: t(m.awaitingHint),
      icon: Hourglass,
      tint: 'bg-violet-100 text-violet-900',
    })
  }
  return cards
}

export function BalanceCards({ balance }: { balance: WalletBalance | undefined }) {
  useT()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {walletCards(balance).map((card) => (
        <li key={card.id} className="card" data-testid="balance-card">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-sm font-medium text-slate-600">{card.title}</h3>
            <span className={`rounded-lg p-2 ${card.tint}`}>
              <card.icon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <p className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums">
            {balance ? formatINR(card.value) : '—'}
          </p>
          <p className="mt-1 text-xs text-slate-600">{card.description}</p>
        </li>
      ))}
    </ul>
  )
}

/** product.md §2 Wallet Information, with its default labels. */
export function WalletInfo({ balance }: { balance: WalletBalance | undefined }) {
  const t = useT()
  const rows: Array<[string, string]> = [
    [t(m.currency), balance?.currency || 'INR'],
    [t(m.lastUpdated), balance?.updated_at ? formatDateTime(balance.updated_at) : '—'],
    [t(m.settlementFrequency), frequency(balance?.settlement_frequency)],
    [t(m.nextSettlement), nextSettlement(balance?.next_settlement_date)],
  ]
  return (
    <section aria-labelledby="wallet-info-title" className="card">
      <h3 id="wallet-info-title" className="text-lg font-semibold text-slate-900">
        {t(m.walletInfo)}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

// The gateway says 'Daily' (the default too): its word in the merchant's language; another
// frequency is shown as sent.
function frequency(value: string | null | undefined): string {
  return !value || value.toLowerCase() === 'daily' ? t(m.daily) : value
}

// A date is shown as a day; a label the gateway sends as text ('Tomorrow') is shown as sent,
// in the merchant's language when it is the default's word.
function nextSettlement(value: string | null | undefined): string {
  if (!value || value.toLowerCase() === 'tomorrow') return t(m.tomorrow)
  const day = formatDate(value)
  return day === '—' ? value : day
}
