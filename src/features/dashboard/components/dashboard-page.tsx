import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatINR } from '../../../lib/format'
import { useErrorToast } from '../../../lib/use-error-toast'
import { PageSpinner } from '../../../components/spinner'
import { dashboardSummaryQueryOptions } from '../queries'

type Props = { today: string }

export function DashboardPage({ today }: Props) {
  const summary = useQuery(dashboardSummaryQueryOptions(today))
  useErrorToast(summary.isError, 'Failed to load dashboard data')

  if (summary.isPending) return <PageSpinner />
  const payins = summary.data?.payins
  const wallet = summary.data?.wallet

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-semibold text-slate-900">Dashboard</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="card">
          <p className="text-sm text-slate-600">Total Payin Amount</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums">
            {formatINR(payins?.total_amount)}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Net Payin: {formatINR(payins?.total_net_amount)}
          </p>
        </div>
        <div className="card">
          <p className="text-sm text-slate-600">Total Transactions</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums">
            {payins?.total_transactions ?? 0}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Success: {payins?.successful_transactions ?? 0} · Failed:{' '}
            {payins?.failed_transactions ?? 0}
          </p>
        </div>
        <div className="card">
          <p className="text-sm text-slate-600">Success Rate</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums">
            {(payins?.success_rate ?? 0).toFixed(1)}%
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Pending: {payins?.pending_transactions ?? 0}
          </p>
        </div>
        <div className="card">
          <p className="text-sm text-slate-600">Wallet Balance</p>
          <p className="mt-2 text-2xl font-semibold tabular-nums">
            {formatINR(wallet?.available_balance)}
          </p>
          <Link to="/wallet" className="mt-1 inline-block text-sm font-medium text-brand-700">
            View details
          </Link>
        </div>
      </div>
    </div>
  )
}
