import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import { applyMoves, moneyTransaction } from './ledger'
import { listRows, type ListFilters, type ListSpec } from '../search/list-query'
import { toRupees } from '../core/money'
import { iso } from '../core/time'
import type { AcceptedUpload } from '../merchants/uploads'

export type TopupRow = {
  id: number
  merchant_id: number
  request_id: string
  amount: number
  transfer_type: string
  reference_number: string
  status: 'pending' | 'approved' | 'rejected'
  proof_file: string | null
  proof_mime: string | null
  proof_size: number | null
  admin_note: string | null
  created_at: number
  updated_at: number
}

export const TRANSFER_TYPES = ['NEFT', 'RTGS', 'IMPS', 'UPI'] as const
/**
 * Pending requests per merchant: each holds a proof of up to 10 MB on disk until an admin decides,
 * so an unreviewed backlog is capped (docs/decisions/029).
 */
export const MAX_PENDING_TOPUPS = 20
export const PENDING_CAP_MESSAGE =
  'You have too many pending top-up requests. Please wait for one to be reviewed.'

export function topupView(row: TopupRow) {
  return {
    request_id: row.request_id,
    amount: toRupees(row.amount),
    transfer_type: row.transfer_type,
    reference_number: row.reference_number,
    status: row.status,
    admin_note: row.admin_note,
    has_payment_proof: row.proof_file !== null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  }
}

function pendingTopups(db: Db, merchantId: number): number {
  const pending = stmt(
    db,
    "SELECT COUNT(*) AS n FROM topup_requests WHERE merchant_id = ? AND status = 'pending'",
  ).get(merchantId) as { n: number }
  return pending.n
}

/** Refuses (429) a merchant already at the cap before its proof is read or written. */
export function ensureTopupRoom(db: Db, merchantId: number): void {
  if (pendingTopups(db, merchantId) >= MAX_PENDING_TOPUPS) {
    throw new AppError(429, PENDING_CAP_MESSAGE)
  }
}

export function createTopup(
  db: Db,
  merchantId: number,
  input: { amount: number; transfer_type: string; reference_number: string },
  proof: AcceptedUpload,
): TopupRow {
  const now = Date.now()
  return moneyTransaction(db, () => {
    const clash = stmt(
      db,
      "SELECT 1 FROM topup_requests WHERE merchant_id = ? AND reference_number = ? AND status <> 'rejected'",
    ).get(merchantId, input.reference_number)
    if (clash) throw new AppError(409, 'A top-up with this reference number already exists')
    // Checked again here: concurrent requests may all have passed ensureTopupRoom.
    ensureTopupRoom(db, merchantId)
    const result = stmt(
      db,
      `INSERT INTO topup_requests (merchant_id, request_id, amount, transfer_type, reference_number,
         status, proof_file, proof_mime, proof_size, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    ).run(
      merchantId,
      publicId('TOP'),
      input.amount,
      input.transfer_type,
      input.reference_number,
      proof.file,
      proof.mime,
      proof.size,
      now,
      now,
    )
    // Last step inside the transaction: a failed rename rolls the row back, and a refused request
    // (409, 429) never gives its file a final name.
    proof.keep()
    return stmt(db, 'SELECT * FROM topup_requests WHERE id = ?').get(
      result.lastInsertRowid,
    ) as TopupRow
  })
}

export function findTopup(db: Db, merchantId: number, requestId: string): TopupRow {
  const row = stmt(db, 'SELECT * FROM topup_requests WHERE request_id = ? AND merchant_id = ?').get(
    requestId,
    merchantId,
  ) as TopupRow | undefined
  if (!row) throw new AppError(404, 'Top-up request not found')
  return row
}

function decide(db: Db, requestId: string, approve: boolean, note: string | null): TopupRow {
  const now = Date.now()
  return moneyTransaction(db, () => {
    const row = stmt(db, 'SELECT * FROM topup_requests WHERE request_id = ?').get(requestId) as
      TopupRow | undefined
    if (!row) throw new AppError(404, 'Top-up request not found')
    if (row.status !== 'pending') throw new AppError(400, `Top-up request is already ${row.status}`)
    stmt(
      db,
      'UPDATE topup_requests SET status = ?, admin_note = ?, updated_at = ? WHERE id = ?',
    ).run(approve ? 'approved' : 'rejected', note, now, row.id)
    if (approve) {
      applyMoves(
        db,
        row.merchant_id,
        [
          {
            bucket: 'available',
            type: 'credit',
            amount: row.amount,
            referenceType: 'manual_topup',
            referenceId: row.request_id,
            description: `Wallet top-up via ${row.transfer_type} approved`,
          },
        ],
        now,
      )
    }
    return stmt(db, 'SELECT * FROM topup_requests WHERE id = ?').get(row.id) as TopupRow
  })
}

export const approveTopup = (db: Db, requestId: string, note: string | null = null) =>
  decide(db, requestId, true, note)
export const rejectTopup = (db: Db, requestId: string, note: string | null = null) =>
  decide(db, requestId, false, note ?? 'Rejected by admin')

const TOPUP_LIST: ListSpec = {
  table: 'topup_requests',
  status: (status) => ({ sql: 'status = ?', params: [status] }),
  search: (term) => ({
    sql: "(request_id = ? OR reference_number LIKE ? ESCAPE '\\')",
    params: [term, `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`],
  }),
}

export function listTopups(db: Db, merchantId: number, filters: ListFilters) {
  return listRows<TopupRow>(db, TOPUP_LIST, merchantId, filters)
}
