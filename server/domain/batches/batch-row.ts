import type { BatchColumn } from './batch-file'

/* The rows of batches and their rows (migration 23), the bottom of the batches area. */

export type BatchStatus =
  | 'draft'
  | 'pending_approval'
  | 'approved'
  | 'processing'
  | 'completed'
  | 'rejected'
  | 'expired'
  | 'cancelled'

export type BatchRow = {
  id: number
  merchant_id: number
  batch_id: string
  file_name: string
  file_sha256: string
  row_count: number
  error_count: number
  total_amount: number
  total_fee: number
  status: BatchStatus
  maker_kind: 'user' | 'api_key'
  maker_user_id: number | null
  maker_name: string
  created_at: number
  submitted_at: number | null
  updated_at: number
}

export const ROW_STATUSES = ['valid', 'invalid', 'queued', 'created', 'cancelled'] as const
export type RowStatus = (typeof ROW_STATUSES)[number]

/** A row as checked: the values the payout will carry (null where the cell was wrong). */
export type CheckedFields = {
  reference_id: string
  amount: number | null
  /** One of IMPS, NEFT, RTGS, UPI on a valid row; as typed on a row in error. */
  mode: string | null
  beneficiary_name: string | null
  beneficiary_account: string | null
  beneficiary_ifsc: string | null
  beneficiary_vpa: string | null
  beneficiary_phone: string | null
  beneficiary_email: string | null
  remarks: string | null
}

export type BatchLineRow = CheckedFields & {
  id: number
  batch_id: number
  line: number
  beneficiary_id: string | null
  status: RowStatus
  errors_json: string
  payout_id: string | null
}

export type FieldCheck = { errors: string[]; fields: CheckedFields }
export type CheckFields = (cells: Record<BatchColumn, string>) => FieldCheck
