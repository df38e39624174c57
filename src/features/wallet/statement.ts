import { t } from '../../lib/i18n/i18n'
import { WALLET_BUCKETS, type WalletBucket } from './api'
import * as m from './messages'

/**
 * The balance selector's name for a balance, in the current language; the processing bucket is
 * what merchants know as money on hold.
 */
export function bucketLabel(bucket: string | null | undefined): string {
  const known = WALLET_BUCKETS.find((b) => b === bucket)
  return known ? t(m.buckets[known]) : (bucket ?? '')
}

const count = new Intl.NumberFormat('en-IN')

/**
 * The Wallet Transactions tab's count with its context: the tab lists the latest rows only, so
 * when the balance has more it says 'Latest 10 of 452' rather than a bare 10.
 */
export function transactionsBadge(shown: number, totalCount: number): string {
  if (totalCount <= shown) return count.format(shown)
  return t(m.latestOf, { shown: count.format(shown), total: count.format(totalCount) })
}

/** The download's file name: the balance and today's date in IST (the merchant's day). */
export function statementFileName(bucket: WalletBucket, now = Date.now()): string {
  const istDay = new Date(now + 330 * 60_000).toISOString().slice(0, 10)
  return `wallet-statement-${bucket}-${istDay}.csv`
}
