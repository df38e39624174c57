import type { QueryClient } from '@tanstack/react-query'

/*
 * The roots of the query keys of data that another feature's action changes. Features never
 * import each other, so the owner of the data (wallet, dashboard) builds its keys on these, and a
 * feature that moves money (a refund, say) refreshes them through `refreshBalances`, never
 * through a raw array that could drift from the owner's key.
 */
export const WALLET_KEY = ['wallet'] as const
export const DASHBOARD_KEY = ['dashboard'] as const
/** Counters and cashiers: an outlet's change (archiving unpairs its devices) refreshes them. */
export const COUNTERS_KEY = ['counters'] as const

/** After money moved: the wallet's balances and statement, and the dashboard's figures. */
export function refreshBalances(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: WALLET_KEY })
  void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
}
