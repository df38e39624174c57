import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import ArrowDownLeft from 'lucide-react/icons/arrow-down-left'
import CheckCircle2 from 'lucide-react/icons/circle-check'
import TrendingUp from 'lucide-react/icons/trending-up'
import Wallet from 'lucide-react/icons/wallet'
import { formatINR } from '../../../lib/i18n/format'
import { useT } from '../../../lib/i18n/i18n'
import type { DashboardSummary } from '../api'
import * as m from '../messages'

type Props = {
  summary: DashboardSummary | undefined
  showRates: boolean
  /** The wallet's card: not for a person limited to outlets (the wallet is the business's). */
  wallet?: boolean
}

/** product.md §2: the four summary cards with their sub-lines. */
export function SummaryCards({ summary, showRates, wallet = true }: Props) {
  const t = useT()
  const payins = summary?.payins
  const refunds = summary?.refunds
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card
        title={t(m.totalPayinAmount)}
        icon={<ArrowDownLeft aria-hidden="true" className="size-4" />}
      >
        <Figure>{formatINR(payins?.total_amount)}</Figure>
        {showRates && (
          // Net of fees tells the fees: hidden where rates are (product.md §6).
          <p className="mt-1 text-sm text-slate-600 tabular-nums">
            {t(m.netPayin, { amount: formatINR(payins?.total_net_amount) })}
          </p>
        )}
        {refunds && (
          // Money that went back to customers (decision 050): only what reached their bank is
          // 'Refunded'; what is on its way is said apart.
          <p className="text-sm text-slate-600 tabular-nums" data-testid="dashboard-refunds">
            {refunds.pending_amount > 0
              ? t(m.refundedPending, {
                  amount: formatINR(refunds.refunded_amount),
                  pending: formatINR(refunds.pending_amount),
                })
              : t(m.refunded, { amount: formatINR(refunds.refunded_amount) })}
          </p>
        )}
      </Card>
      <Card
        title={t(m.totalTransactions)}
        icon={<TrendingUp aria-hidden="true" className="size-4" />}
      >
        <Figure>{payins?.total_transactions ?? 0}</Figure>
        <p className="mt-1 text-sm text-slate-600">
          <span className="text-emerald-700">
            {t(m.successCount, { count: payins?.successful_transactions ?? 0 })}
          </span>
          {' · '}
          <span className="text-red-700">
            {t(m.failedCount, { count: payins?.failed_transactions ?? 0 })}
          </span>
        </p>
      </Card>
      <Card title={t(m.successRate)} icon={<CheckCircle2 aria-hidden="true" className="size-4" />}>
        <Figure>{(payins?.success_rate ?? 0).toFixed(1)}%</Figure>
        <p className="mt-1 text-sm text-slate-600 tabular-nums">
          {t(m.pendingCount, { count: payins?.pending_transactions ?? 0 })}
        </p>
      </Card>
      {wallet && (
        <Card title={t(m.walletBalance)} icon={<Wallet aria-hidden="true" className="size-4" />}>
          <Figure>{formatINR(summary?.wallet.available_balance)}</Figure>
          <Link
            to="/wallet"
            className="mt-1 inline-block text-sm font-medium text-brand-700 hover:text-brand-800"
          >
            {t(m.viewDetails)}
          </Link>
        </Card>
      )}
    </div>
  )
}

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  // Title, figure and sub-line are siblings, so the card reads as one unit to assistive tech.
  return (
    <section className="card relative" aria-label={title}>
      <span className="absolute top-4 right-4 rounded-lg bg-brand-50 p-1.5 text-brand-700">
        {icon}
      </span>
      <h3 className="pr-12 text-sm font-medium text-slate-600">{title}</h3>
      {children}
    </section>
  )
}

function Figure({ children }: { children: ReactNode }) {
  return <p className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums">{children}</p>
}
