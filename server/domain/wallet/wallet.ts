import type { Db } from '../../db/connection'
import { getWallet, type Bucket } from './ledger'
import { listRows, type ListFilters, type ListSpec } from '../search/list-query'
import { toRupees } from '../core/money'
import { entryWord, kindWord } from './movement-words'
import { iso } from '../core/time'

export type WalletTransactionRow = {
  id: number
  merchant_id: number
  bucket: string
  transaction_type: 'credit' | 'debit'
  reference_type: string
  reference_id: string
  description: string
  amount: number
  balance_before: number
  balance_after: number
  created_at: number
}

export function walletView(db: Db, merchantId: number, nextSettlementAt: number) {
  const wallet = getWallet(db, merchantId)
  return {
    available_balance: toRupees(wallet.available),
    pending_balance: toRupees(wallet.pending),
    processing_balance: toRupees(wallet.processing),
    total_balance: toRupees(wallet.available + wallet.pending),
    currency: 'INR',
    updated_at: iso(wallet.updated_at),
    settlement_frequency: 'Daily',
    next_settlement_date: iso(nextSettlementAt),
  }
}

/** balance_before/after are of the row's bucket (available, pending or processing). */
export function walletTransactionView(row: WalletTransactionRow) {
  return {
    id: row.id,
    transaction_type: row.transaction_type,
    reference_type: row.reference_type,
    reference_id: row.reference_id,
    description: row.description,
    amount: toRupees(row.amount),
    balance_before: toRupees(row.balance_before),
    balance_after: toRupees(row.balance_after),
    balance: toRupees(row.balance_after),
    bucket: row.bucket,
    // The screen's words for it, the same the statement file writes (decision 055).
    entry_label: entryWord(row),
    type_label: kindWord(row),
    created_at: iso(row.created_at),
  }
}

const WALLET_LIST: ListSpec = {
  table: 'wallet_transactions',
  countsEntity: 'wallet_tx',
  // status=credit|debit filters the direction; any other value is a reference_type.
  status: (status) =>
    status === 'credit' || status === 'debit'
      ? { sql: 'transaction_type = ?', params: [status] }
      : { sql: 'reference_type = ?', params: [status] },
  search: (term) => ({ sql: 'reference_id = ?', params: [term] }),
}

/** The ledger's buckets, as the `bucket` query parameter accepts them. */
export const BUCKETS = ['available', 'pending', 'processing'] as const satisfies readonly Bucket[]

/**
 * Newest first. With a bucket, balance_after chains from row to row (each row's balance_before is
 * the next older row's balance_after); without one the rows of three balances interleave.
 */
export function listWalletTransactions(
  db: Db,
  merchantId: number,
  filters: ListFilters,
  bucket?: Bucket,
) {
  const scope = bucket ? { sql: 'bucket = ?', params: [bucket] } : undefined
  return listRows<WalletTransactionRow>(db, WALLET_LIST, merchantId, filters, scope)
}
