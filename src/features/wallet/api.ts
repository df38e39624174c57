import * as z from 'zod/mini'
import { apiRequest, apiRequestStream } from '../../lib/http/api-client'
import {
  envelope,
  idText,
  money,
  optionalMoney,
  optionalText,
  readPagination,
} from '../../lib/http/api-schemas'

/** product.md §9: the wallet lists show at most 10 rows. */
export const WALLET_LIST_LIMIT = 10

export const walletBalanceSchema = z.looseObject({
  available_balance: z.catch(money, 0),
  pending_balance: z.catch(money, 0),
  processing_balance: z.catch(money, 0),
  // Payouts, refunds and batches waiting for approval (product.md §2.19): not moved yet. Absent
  // from an older gateway, and then no card.
  awaiting_approval: z.catch(optionalMoney, undefined),
  currency: optionalText,
  updated_at: optionalText,
  settlement_frequency: optionalText,
  next_settlement_date: optionalText,
})

export type WalletBalance = z.infer<typeof walletBalanceSchema>

export const walletTransactionSchema = z.looseObject({
  id: z.nullish(z.union([z.string(), z.number()])),
  transaction_type: optionalText,
  reference_type: optionalText,
  description: optionalText,
  reference_id: optionalText,
  amount: z.catch(money, 0),
  balance_before: z.catch(optionalMoney, undefined),
  balance_after: z.catch(optionalMoney, undefined),
  balance: z.catch(optionalMoney, undefined),
  /** Which balance the row moves: available, pending or processing (docs/decisions/031). */
  bucket: optionalText,
  // The gateway's words for the movement, the same its statement file writes (decision 055).
  entry_label: optionalText,
  type_label: optionalText,
  created_at: optionalText,
})

export type WalletTransaction = z.infer<typeof walletTransactionSchema>

export const topupRequestSchema = z.looseObject({
  request_id: idText,
  amount: z.catch(money, 0),
  transfer_type: optionalText,
  reference_number: optionalText,
  status: optionalText,
  created_at: optionalText,
})

export type TopupRequest = z.infer<typeof topupRequestSchema>

export async function fetchWalletBalance(): Promise<WalletBalance> {
  return envelope(walletBalanceSchema).parse(await apiRequest('/wallet/balance')).data
}

/** The wallet's balances; 'processing' is the money on hold for payouts in flight. */
export const WALLET_BUCKETS = ['available', 'pending', 'processing'] as const
export type WalletBucket = (typeof WALLET_BUCKETS)[number]

/** The latest rows of one balance and how many that balance has in all. */
export type WalletTransactionPage = { rows: WalletTransaction[]; totalCount: number }

export async function fetchWalletTransactions(
  bucket: WalletBucket,
): Promise<WalletTransactionPage> {
  const body = await apiRequest('/wallet/transactions', {
    query: { limit: WALLET_LIST_LIMIT, bucket },
  })
  const parsed = envelope(z.array(walletTransactionSchema)).parse(body)
  // Never more than 10 rows (product.md §9), whatever the server sends.
  const rows = parsed.data.slice(0, WALLET_LIST_LIMIT)
  return {
    rows,
    totalCount: readPagination(parsed.meta, WALLET_LIST_LIMIT, rows.length).totalCount,
  }
}

/** GET /wallet/statement: every row of one balance as CSV (a gateway without it answers 404). */
export async function downloadWalletStatement(bucket: WalletBucket): Promise<Blob> {
  const response = await apiRequestStream('/wallet/statement', {
    query: { bucket, format: 'csv' },
  })
  return new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' })
}

export async function fetchTopupRequests(): Promise<TopupRequest[]> {
  const body = await apiRequest('/wallet/topup/list', { query: { limit: WALLET_LIST_LIMIT } })
  return envelope(z.array(topupRequestSchema)).parse(body).data.slice(0, WALLET_LIST_LIMIT)
}

export type TopupSubmission = {
  amount: number
  transferType: string
  referenceNumber: string
  proof: File
}

/** product.md §7: multipart with amount, transfer_type, reference_number and payment_proof. */
export async function submitTopupRequest(submission: TopupSubmission): Promise<unknown> {
  const form = new FormData()
  form.append('amount', String(submission.amount))
  form.append('transfer_type', submission.transferType)
  form.append('reference_number', submission.referenceNumber)
  form.append('payment_proof', submission.proof, submission.proof.name)
  return apiRequest('/wallet/topup/request', { method: 'POST', body: form })
}
