import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { initiatePayout } from '../payouts/payout-making'
import type { NewPayout } from '../payouts/payouts'
import { INSUFFICIENT_BALANCE } from '../wallet/ledger'
import { setBatchStatus } from './batches'
import type { BatchLineRow, BatchRow } from './batch-row'

/*
 * The batch worker (decision 077), one tick: batches waiting for approval follow their request
 * (the approvals area only decides; it cannot import batches); approved and processing batches
 * make their payouts in line order through initiatePayout, under the batch's approval. A row the
 * balance cannot pay stays `queued` and its batch waits — no later row overtakes it — until the
 * balance changes or the next tick. A batch completes when no row is left to send and every
 * payout it made is final.
 */

/** Rows made per write transaction: one commit for many payouts, short enough not to stall. */
const CHUNK = 200

export function advanceBatches(db: Db, now: number, budget = 1_000): number {
  followApprovals(db, now)
  let made = 0
  const running = stmt(
    db,
    "SELECT * FROM payout_batches WHERE status IN ('approved', 'processing') ORDER BY id",
  ).all() as BatchRow[]
  for (const batch of running) {
    if (batch.status === 'approved') setBatchStatus(db, batch, 'processing', now)
    while (made < budget) {
      const step = sendRows(db, batch, Math.min(CHUNK, budget - made), now)
      made += step.made
      if (step.done) break
    }
    completeIfDone(db, batch, now)
  }
  return made
}

function followApprovals(db: Db, now: number): void {
  const decided = stmt(
    db,
    `SELECT b.*, a.status AS request_status FROM payout_batches AS b
     JOIN approval_requests AS a ON a.subject_kind = 'batch' AND a.subject_id = b.batch_id
     WHERE b.status = 'pending_approval' AND a.status <> 'pending'`,
  ).all() as (BatchRow & { request_status: BatchRow['status'] })[]
  for (const batch of decided) {
    db.transaction(() => {
      setBatchStatus(db, batch, batch.request_status, now)
      if (batch.request_status !== 'approved') {
        // Its rows will never be sent: their references are free for another file.
        stmt(
          db,
          "UPDATE payout_batch_rows SET status = 'cancelled' WHERE batch_id = ? AND status = 'valid'",
        ).run(batch.id)
      }
    }).immediate()
  }
}

/** Up to `limit` rows of the batch as payouts; done when no row can be sent now. */
function sendRows(db: Db, batch: BatchRow, limit: number, now: number) {
  // Read and sent under one write lock: a cancel cannot slip between the read and the payouts.
  return db
    .transaction(() => {
      const rows = stmt(
        db,
        `SELECT * FROM payout_batch_rows WHERE batch_id = ? AND status IN ('valid', 'queued')
         ORDER BY line LIMIT ?`,
      ).all(batch.id, limit) as BatchLineRow[]
      let made = 0
      for (const row of rows) {
        if (sendRow(db, batch, row, now) === 'short') return { made, done: true }
        made += 1
      }
      return { made, done: rows.length < limit }
    })
    .immediate()
}

function sendRow(db: Db, batch: BatchRow, row: BatchLineRow, now: number): 'sent' | 'short' {
  try {
    // A savepoint of the chunk's transaction: a refused row leaves nothing of itself.
    db.transaction(() => {
      const payout = initiatePayout(db, batch.merchant_id, payoutOf(row), { batchId: batch.id })
      stmt(db, "UPDATE payout_batch_rows SET status = 'created', payout_id = ? WHERE id = ?").run(
        payout.payout_id,
        row.id,
      )
    })()
    return 'sent'
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    if (err.message === INSUFFICIENT_BALANCE) {
      if (row.status !== 'queued') {
        stmt(db, "UPDATE payout_batch_rows SET status = 'queued' WHERE id = ?").run(row.id)
        stmt(db, 'UPDATE payout_batches SET updated_at = ? WHERE id = ?').run(now, batch.id)
      }
      return 'short'
    }
    // Refused for itself (its reference used since the file was checked): that row only stops.
    stmt(db, "UPDATE payout_batch_rows SET status = 'cancelled', errors_json = ? WHERE id = ?").run(
      JSON.stringify([err.message]),
      row.id,
    )
    return 'sent'
  }
}

function payoutOf(row: BatchLineRow): NewPayout {
  return {
    reference_id: row.reference_id,
    amount: row.amount ?? 0,
    // Only valid rows are sent: their mode was checked to be one of these.
    mode: (row.mode ?? 'IMPS') as NewPayout['mode'],
    beneficiary_name: row.beneficiary_name ?? '',
    beneficiary_account: row.beneficiary_account,
    beneficiary_ifsc: row.beneficiary_ifsc,
    beneficiary_vpa: row.beneficiary_vpa,
    beneficiary_phone: row.beneficiary_phone,
    beneficiary_email: row.beneficiary_email,
    remarks: row.remarks,
  }
}

function completeIfDone(db: Db, batch: BatchRow, now: number): void {
  const open = stmt(
    db,
    `SELECT
       (SELECT COUNT(*) FROM payout_batch_rows WHERE batch_id = ? AND status IN ('valid', 'queued'))
     + (SELECT COUNT(*) FROM payouts WHERE batch_id = ? AND status IN ('pending', 'queued', 'processing'))
       AS n`,
  ).get(batch.id, batch.id) as { n: number }
  if (open.n === 0) setBatchStatus(db, batch, 'completed', now)
}
