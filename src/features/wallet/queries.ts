import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { WALLET_KEY } from '../../lib/query/shared-query-keys'
import { toast } from '../../lib/toast/toast'
import { ApiError, errorMessage } from '../../lib/http/api-client'
import { saveBlob } from '../../lib/lists/download'
import { t } from '../../lib/i18n/i18n'
import {
  downloadWalletStatement,
  fetchTopupRequests,
  fetchWalletBalance,
  fetchWalletTransactions,
  submitTopupRequest,
  type TopupSubmission,
  type WalletBucket,
} from './api'
import * as m from './messages'
import { statementFileName } from './statement'

export const walletKeys = {
  all: WALLET_KEY,
  balance: () => [...walletKeys.all, 'balance'] as const,
  transactions: (bucket: WalletBucket) => [...walletKeys.all, 'transactions', bucket] as const,
  topups: () => [...walletKeys.all, 'topups'] as const,
}

/** The id of the one 'Failed to load wallet data' toast, whichever language it is in. */
export const WALLET_LOAD_FAILED_TOAST = 'wallet-load-failed'

// Money on screen is checked again on every visit (staleTime 0): the cached copy shows meanwhile
// (offline it is all there is), but a copy restored from the offline cache may predate the last
// payout or top-up by a moment, so it is never taken as current.
const WALLET_STALE_MS = 0

export function walletBalanceQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: fetchWalletBalance,
    staleTime: WALLET_STALE_MS,
  })
}

/** One balance's latest rows; the screen opens on the available balance (docs/decisions/031). */
export function walletTransactionsQueryOptions(bucket: WalletBucket = 'available') {
  return queryOptions({
    queryKey: walletKeys.transactions(bucket),
    queryFn: () => fetchWalletTransactions(bucket),
    staleTime: WALLET_STALE_MS,
  })
}

export function topupRequestsQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.topups(),
    queryFn: fetchTopupRequests,
    staleTime: WALLET_STALE_MS,
  })
}

/**
 * 'Download full statement'. A gateway without GET /wallet/statement answers 404: onUnsupported
 * lets the screen hide the link instead of offering a download that can never work.
 */
export function useDownloadStatement(onUnsupported: () => void) {
  return useMutation({
    mutationFn: async (bucket: WalletBucket) => {
      saveBlob(await downloadWalletStatement(bucket), statementFileName(bucket))
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        onUnsupported()
        toast.error(t(m.statementUnsupported))
        return
      }
      toast.error(errorMessage(error, t(m.statementFailed)))
    },
  })
}

/** Refresh: refetches all three; product.md §8 'Wallet refreshed', or the load-failure text. */
export function useRefreshWallet() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      queryClient.refetchQueries({ queryKey: walletKeys.all }, { throwOnError: true }),
    onSuccess: () => toast.success(t(m.refreshed)),
    // The same toast as the screen's load failure (wallet-page.tsx), never two of it.
    onError: () => toast.error(t(m.loadFailed), { id: WALLET_LOAD_FAILED_TOAST }),
  })
}

export function useSubmitTopup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (submission: TopupSubmission) => submitTopupRequest(submission),
    onSuccess: () => {
      toast.success(t(m.topupSubmitted))
      return queryClient.invalidateQueries({ queryKey: walletKeys.all })
    },
    onError: (error) => toast.error(errorMessage(error, t(m.topupFailed))),
  })
}
