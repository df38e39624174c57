import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { splitFee } from '../core/gst'
import { toRupees } from '../core/money'
import { iso } from '../core/time'
import { payoutFee } from '../merchants/fees'
import {
  cancelApprovalRequest,
  openApprovalRequest,
  requestOfSubject,
} from '../approvals/approval-requests'
import type { Maker, Viewer } from '../approvals/approval-row'
import { approvalView } from '../approvals/approval-view'
import type { BatchLineRow, BatchRow, RowStatus } from './batch-row'

/*
 * A batch's life (product.md §4): draft (checked, nothing sent) → submitted: pending_approval
 * (the tier of its total, kind payout) or approved at once → processing (the worker makes its
 * payouts in line order) → completed. Rejected or expired approval ends it; so does a cancel
 * before approval. After approval a cancel stops the rows not yet sent; payouts made go on.
 */

export const BATCH_FIX_ROWS = 'Fix the rows in error before submitting'

export function findBatch(db: Db, merchantId: number, batchId: string): BatchRow {
  const row = stmt(db, 'SELECT * FROM payout_batches WHERE batch_id = ? AND merchant_id = ?').get(
    batchId,
    merchantId,
  ) as BatchRow | undefined
  if (!row) throw new AppError(404, 'Batch not found')
  return row
}

export function listBatches(db: Db, merchantId: number, page: number, limit: number) {
  const rows = stmt(
    db,
    'SELECT * FROM payout_batches WHERE merchant_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
  ).all(merchantId, limit, (page - 1) * limit) as BatchRow[]
  const { n } = stmt(db, 'SELECT COUNT(*) AS n FROM payout_batches WHERE merchant_id = ?').get(
    merchantId,
  ) as { n: number }
  return { rows, totalCount: n }
}

/** Row counts by where each row is, from one grouped query over the rows and their payouts. */
export function batchProgress(db: Db, batch: BatchRow) {
  const groups = stmt(
    db,
    `SELECT r.status AS row_status, p.status AS payout_status, COUNT(*) AS n
     FROM payout_batch_rows AS r LEFT JOIN payouts AS p ON p.payout_id = r.payout_id
     WHERE r.batch_id = ? GROUP BY r.status, p.status`,
  ).all(batch.id) as { row_status: RowStatus; payout_status: string | null; n: number }[]
  const progress = {
    waiting: 0,
    queued: 0,
    created: 0,
    processing: 0,
    success: 0,
    failed: 0,
    cancelled: 0,
  }
  for (const g of groups) {
    if (g.row_status === 'valid') progress.waiting += g.n
    else if (g.row_status === 'queued') progress.queued += g.n
    else if (g.row_status === 'cancelled') progress.cancelled += g.n
    else if (g.row_status === 'created') {
      if (g.payout_status === 'processing') progress.processing += g.n
      else if (g.payout_status === 'success') progress.success += g.n
      else if (g.payout_status === 'failed') progress.failed += g.n
      else progress.created += g.n
    }
  }
  return progress
}

/** Totals of the rows to be paid, by mode: the fee by the payout's own rule, GST split from it. */
function batchTotals(db: Db, batch: BatchRow) {
  const groups = stmt(
    db,
    `SELECT mode, amount, COUNT(*) AS n FROM payout_batch_rows
     WHERE batch_id = ? AND status <> 'invalid' GROUP BY mode, amount`,
  ).all(batch.id) as { mode: string; amount: number; n: number }[]
  const modes = new Map<string, { count: number; amount: number; fee: number; gst: number }>()
  for (const g of groups) {
    const fee = payoutFee(g.amount)
    const m = modes.get(g.mode) ?? { count: 0, amount: 0, fee: 0, gst: 0 }
    m.count += g.n
    m.amount += g.amount * g.n
    m.fee += fee * g.n
    // GST inside a fee does not depend on its kind (decision 052): fee − charge.
    m.gst += splitFee(fee, 'igst').gst * g.n
    modes.set(g.mode, m)
  }
  const byMode = [...modes].sort(([a], [b]) => a.localeCompare(b))
  const gst = byMode.reduce((sum, [, m]) => sum + m.gst, 0)
  return {
    by_mode: byMode.map(([mode, m]) => ({
      mode,
      count: m.count,
      amount: toRupees(m.amount),
      fee: toRupees(m.fee),
      gst: toRupees(m.gst),
    })),
    amount: toRupees(batch.total_amount),
    fee: toRupees(batch.total_fee),
    gst: toRupees(gst),
    total: toRupees(batch.total_amount + batch.total_fee),
  }
}

export function batchView(db: Db, batch: BatchRow, viewer: Viewer) {
  const request = requestOfSubject(db, 'batch', batch.batch_id)
  return {
    batch_id: batch.batch_id,
    file_name: batch.file_name,
    status: batch.status,
    row_count: batch.row_count,
    valid_count: batch.row_count - batch.error_count,
    error_count: batch.error_count,
    totals: batchTotals(db, batch),
    progress: batchProgress(db, batch),
    maker: { kind: batch.maker_kind, name: batch.maker_name },
    approval: request ? approvalView(db, request, viewer) : null,
    created_at: iso(batch.created_at),
    submitted_at: batch.submitted_at === null ? null : iso(batch.submitted_at),
    updated_at: iso(batch.updated_at),
  }
}

export function setBatchStatus(db: Db, batch: BatchRow, status: BatchRow['status'], now: number) {
  stmt(db, 'UPDATE payout_batches SET status = ?, updated_at = ? WHERE id = ?').run(
    status,
    now,
    batch.id,
  )
}

export function submitBatch(
  db: Db,
  merchantId: number,
  batchId: string,
  maker: Maker,
  now: number,
) {
  return db
    .transaction(() => {
      const batch = findBatch(db, merchantId, batchId)
      if (batch.status !== 'draft') throw new AppError(409, `This batch is already ${batch.status}`)
      if (batch.error_count > 0) throw new AppError(400, BATCH_FIX_ROWS)
      const request = openApprovalRequest(
        db,
        {
          merchantId,
          subjectKind: 'batch',
          subjectId: batch.batch_id,
          amount: batch.total_amount,
          maker,
        },
        now,
      )
      stmt(
        db,
        'UPDATE payout_batches SET status = ?, submitted_at = ?, updated_at = ? WHERE id = ?',
      ).run(request ? 'pending_approval' : 'approved', now, now, batch.id)
      return { batch: findBatch(db, merchantId, batchId), request }
    })
    .immediate()
}

/** Before approval the whole batch; after it, the rows not yet sent (payouts made go on). */
export function cancelBatch(db: Db, merchantId: number, batchId: string, now: number) {
  return db
    .transaction(() => {
      const batch = findBatch(db, merchantId, batchId)
      if (batch.status === 'draft' || batch.status === 'pending_approval') {
        cancelApprovalRequest(db, merchantId, 'batch', batch.batch_id, now)
        setBatchStatus(db, batch, 'cancelled', now)
      } else if (batch.status === 'approved' || batch.status === 'processing') {
        setBatchStatus(db, batch, 'processing', now)
      } else {
        throw new AppError(409, `This batch is already ${batch.status}`)
      }
      stmt(
        db,
        `UPDATE payout_batch_rows SET status = 'cancelled'
         WHERE batch_id = ? AND status IN ('valid', 'queued')`,
      ).run(batch.id)
      return findBatch(db, merchantId, batchId)
    })
    .immediate()
}

export function batchRowView(
  row: BatchLineRow & {
    p_status: string | null
    utr: string | null
    failure_reason: string | null
  },
) {
  return {
    line: row.line,
    reference_id: row.reference_id,
    amount: row.amount === null ? null : toRupees(row.amount),
    mode: row.mode,
    beneficiary_name: row.beneficiary_name,
    beneficiary_account: row.beneficiary_account,
    beneficiary_ifsc: row.beneficiary_ifsc,
    beneficiary_vpa: row.beneficiary_vpa,
    beneficiary_id: row.beneficiary_id,
    // 'valid' is a row still to be sent: the wire calls it waiting, as progress does.
    status: row.status === 'valid' ? 'waiting' : row.status,
    errors: JSON.parse(row.errors_json) as string[],
    payout:
      row.payout_id === null
        ? null
        : {
            payout_id: row.payout_id,
            status: row.p_status,
            utr: row.utr,
            failure_reason: row.failure_reason,
          },
  }
}

export const ROW_SELECT = `SELECT r.*, p.status AS p_status, p.utr_number AS utr, p.failure_reason
  FROM payout_batch_rows AS r LEFT JOIN payouts AS p ON p.payout_id = r.payout_id`

export function listBatchRows(
  db: Db,
  batch: BatchRow,
  status: RowStatus | undefined,
  page: number,
  limit: number,
) {
  const where = status ? 'r.batch_id = ? AND r.status = ?' : 'r.batch_id = ?'
  const params = status ? [batch.id, status] : [batch.id]
  const rows = stmt(db, `${ROW_SELECT} WHERE ${where} ORDER BY r.line LIMIT ? OFFSET ?`).all(
    ...params,
    limit,
    (page - 1) * limit,
  ) as Parameters<typeof batchRowView>[0][]
  const { n } = stmt(db, `SELECT COUNT(*) AS n FROM payout_batch_rows AS r WHERE ${where}`).get(
    ...params,
  ) as { n: number }
  return { rows: rows.map(batchRowView), totalCount: n }
}
