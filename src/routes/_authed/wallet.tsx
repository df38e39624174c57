import { canReadSettlements } from '../../lib/session/settlements-access'
import { useSession } from '../../lib/session/use-session'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useT } from '../../lib/i18n/i18n'
import * as m from '../-messages'
import { WalletPage } from '../../features/wallet/components/wallet-page'
import {
  topupRequestsQueryOptions,
  walletBalanceQueryOptions,
  walletTransactionsQueryOptions,
} from '../../features/wallet/queries'

export const Route = createFileRoute('/_authed/wallet')({
  staticData: { texts: ['wallet', 'gateway', 'screens'] },
  loader: async ({ context }) => {
    // A failed load is shown by the screen ('Failed to load wallet data'), not the error page.
    const { queryClient } = context
    await Promise.all([
      queryClient.ensureQueryData(walletBalanceQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(walletTransactionsQueryOptions()).catch(() => undefined),
      queryClient.ensureQueryData(topupRequestsQueryOptions()).catch(() => undefined),
    ])
  },
  component: WalletRoute,
})

function WalletRoute() {
  const t = useT()
  const settlements = canReadSettlements(useSession()?.user)
  return (
    <WalletPage
      settlementsLink={
        settlements && (
          <Link to="/wallet/settlements" className="font-medium text-brand-700 underline">
            {t(m.viewSettlements)}
          </Link>
        )
      }
    />
  )
}
