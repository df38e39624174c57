import { useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import Plus from 'lucide-react/icons/plus'
import RefreshCw from 'lucide-react/icons/refresh-cw'
import { useT } from '../../../lib/i18n/i18n'
import { useErrorToast } from '../../../lib/toast/use-error-toast'
import * as m from '../messages'
import {
  topupRequestsQueryOptions,
  WALLET_LOAD_FAILED_TOAST,
  useRefreshWallet,
  walletBalanceQueryOptions,
  walletTransactionsQueryOptions,
} from '../queries'
import type { WalletBucket } from '../api'
import { transactionsBadge } from '../statement'
import { BalanceCards, WalletInfo } from './balance-cards'
import { StatementControls } from './statement-controls'
import { TopupModal } from './topup-modal'
import { useCan } from '../../../lib/session/use-can'
import { TopupsTable, TransactionsTable } from './wallet-tables'

type Tab = 'transactions' | 'topups'

export function WalletPage({ settlementsLink }: { settlementsLink?: ReactNode } = {}) {
  const t = useT()
  const canTopUp = useCan('wallet.topup')
  const balance = useQuery(walletBalanceQueryOptions())
  const [bucket, setBucket] = useState<WalletBucket>('available')
  const transactions = useQuery(walletTransactionsQueryOptions(bucket))
  const topups = useQuery(topupRequestsQueryOptions())
  const refresh = useRefreshWallet()
  const [tab, setTab] = useState<Tab>('transactions')
  const [topupOpen, setTopupOpen] = useState(false)
  // One toast for the screen, whichever of its three calls failed.
  useErrorToast(
    balance.isError || transactions.isError || topups.isError,
    t(m.loadFailed),
    WALLET_LOAD_FAILED_TOAST,
  )

  const shown = transactions.data?.rows.length ?? 0
  const tabs: Array<{ id: Tab; label: string; count: string }> = [
    {
      id: 'transactions',
      label: t(m.tabTransactions),
      count: transactionsBadge(shown, transactions.data?.totalCount ?? shown),
    },
    { id: 'topups', label: t(m.tabTopups), count: String(topups.data?.length ?? 0) },
  ]
  const current = tab === 'transactions' ? transactions : topups

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-slate-900">{t(m.title)}</h2>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${refresh.isPending ? 'animate-spin motion-reduce:animate-none' : ''}`}
            />
            {t(m.refresh)}
          </button>
          {canTopUp && (
            <button type="button" className="btn-primary" onClick={() => setTopupOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t(m.walletTopup)}
            </button>
          )}
        </div>
      </div>

      <BalanceCards balance={balance.data} />
      <WalletInfo balance={balance.data} />
      {/* Decision 053: what each settlement moved, payment by payment (the route's link). */}
      {settlementsLink && <p className="text-sm">{settlementsLink}</p>}

      <section className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        <div
          role="tablist"
          aria-label={t(m.walletLists)}
          className="flex border-b border-slate-200"
        >
          {tabs.map((t) => (
            <button
              key={t.id}
              id={`wallet-tab-${t.id}`}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls={`wallet-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => setTab(t.id)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
                const next = t.id === 'transactions' ? 'topups' : 'transactions'
                setTab(next)
                document.getElementById(`wallet-tab-${next}`)?.focus()
              }}
              className={`-mb-px min-h-11 flex-1 border-b-2 px-4 text-sm font-medium sm:flex-none ${
                tab === t.id
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t.label}
              <span className="ml-2 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs whitespace-nowrap text-slate-700 tabular-nums">
                {t.count}
              </span>
            </button>
          ))}
        </div>
        <div
          id={`wallet-panel-${tab}`}
          role="tabpanel"
          aria-labelledby={`wallet-tab-${tab}`}
          aria-busy={current.isFetching}
          className="sm:overflow-x-auto"
        >
          {tab === 'transactions' && (
            <StatementControls bucket={bucket} onBucketChange={setBucket} />
          )}
          {current.isPending ? (
            <p className="p-8 text-center text-slate-600">{t(m.loading)}</p>
          ) : current.isError && !current.data ? (
            <p className="p-8 text-center text-slate-700">{t(m.loadFailed)}</p>
          ) : tab === 'transactions' ? (
            <TransactionsTable rows={transactions.data?.rows ?? []} bucket={bucket} />
          ) : (
            <TopupsTable rows={topups.data ?? []} />
          )}
        </div>
      </section>

      <TopupModal open={topupOpen} onClose={() => setTopupOpen(false)} />
    </div>
  )
}
