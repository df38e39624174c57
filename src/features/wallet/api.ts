import * as z from 'zod'
import { apiRequest } from '../../lib/api-client'
import { envelope, money, optionalMoney, optionalText } from '../../lib/api-schemas'

/** SPEC §9: the wallet lists show at most 10 rows. */
export const WALLET_LIST_LIMIT = 10

const idText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string())

export const walletBalanceSchema = z
  .object({
    available_balance: money.catch(0),
    pending_balance: money.catch(0),
    processing_balance: money.catch(0),
    currency: optionalText,
    updated_at: optionalText,
    settlement_frequency: optionalText,
    next_settlement_date: optionalText,
  })
  .passthrough()

export type WalletBalance = z.infer<typeof walletBalanceSchema>

export const walletTransactionSchema = z
  .object({
    id: z.union([z.string(), z.number()]).nullish(),
    transaction_type: optionalText,
    reference_type: optionalText,
    description: optionalText,
    reference_id: optionalText,
    amount: money.catch(0),
    balance_before: optionalMoney.catch(undefined),
    balance_after: optionalMoney.catch(undefined),
    balance: optionalMoney.catch(undefined),
    created_at: optionalText,
  })
  .passthrough()

export type WalletTransaction = z.infer<typeof walletTransactionSchema>

export const topupRequestSchema = z
  .object({
    request_id: idText,
    amount: money.catch(0),
    transfer_type: optionalText,
    reference_number: optionalText,
    status: optionalText,
    created_at: optionalText,
  })
  .passthrough()

export type TopupRequest = z.infer<typeof topupRequestSchema>

export async function fetchWalletBalance(): Promise<WalletBalance> {
  return envelope(walletBalanceSchema).parse(await apiRequest('/wallet/balance')).data
}

export async function fetchWalletTransactions(): Promise<WalletTransaction[]> {
  const body = await apiRequest('/wallet/transactions', { query: { limit: WALLET_LIST_LIMIT } })
  // Never more than the spec's 10 rows, whatever the server sends.
  return envelope(z.array(walletTransactionSchema)).parse(body).data.slice(0, WALLET_LIST_LIMIT)
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

/** SPEC §7: multipart with amount, transfer_type, reference_number and payment_proof. */
export async function submitTopupRequest(submission: TopupSubmission): Promise<unknown> {
  const form = new FormData()
  form.append('amount', String(submission.amount))
  form.append('transfer_type', submission.transferType)
  form.append('reference_number', submission.referenceNumber)
  form.append('payment_proof', submission.proof, submission.proof.name)
  return apiRequest('/wallet/topup/request', { method: 'POST', body: form })
}
