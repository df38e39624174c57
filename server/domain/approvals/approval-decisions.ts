import type { Db } from '../../db/connection'
import { toRupees } from '../core/money'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { recordActivity } from '../activity/record-activity'
import { moneyTransaction } from '../wallet/ledger'
import type { Role } from '../team/users'
import { closeRequest, decisionsOf, findApprovalRequest, requestById } from './approval-requests'
import { settleSubject } from './approval-subjects'
import { APPROVAL_MESSAGES, SENIOR_ROLES, type ApprovalRequestRow } from './approval-row'

/*
 * Decisions (decision 076). Each runs in one IMMEDIATE transaction (moneyTransaction) with the
 * decision row and, for the final approval, the subject's money: fifty people approving at once
 * are serialized by the write lock, the first to complete the tier sends the payout, and the rest
 * find the request already approved. UNIQUE(request_id, user_id) is the backstop against one
 * person deciding twice. A final approval that cannot move the money rolls back whole.
 */

export type Decider = { userId: number; name: string; role: Role }

/** A request still open for decisions, or the 409 that says how it ended. */
function pendingRequest(db: Db, merchantId: number, requestId: string, now: number) {
  const row = findApprovalRequest(db, merchantId, requestId)
  // Past its 7 days but not yet swept by the worker: as good as expired.
  const status = row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status
  if (status !== 'pending') throw new AppError(409, `This request is already ${status}`)
  return row
}

export function approveRequest(
  db: Db,
  merchantId: number,
  requestId: string,
  by: Decider,
  now: number,
): ApprovalRequestRow {
  return moneyTransaction(db, () => {
    const row = pendingRequest(db, merchantId, requestId, now)
    if (row.maker_user_id === by.userId) throw new AppError(403, APPROVAL_MESSAGES.ownRequest)
    const approvals = decisionsOf(db, row.id).filter((d) => d.decision === 'approved')
    if (approvals.some((d) => d.user_id === by.userId)) {
      throw new AppError(409, APPROVAL_MESSAGES.twice)
    }
    const final = approvals.length + 1 >= row.approvers_needed
    const seniorSoFar = approvals.some((d) => SENIOR_ROLES.includes(d.role))
    if (row.senior_needed === 1 && final && !seniorSoFar && !SENIOR_ROLES.includes(by.role)) {
      throw new AppError(403, APPROVAL_MESSAGES.senior)
    }
    insertDecision(db, row, by, 'approved', null, now)
    if (final) {
      closeRequest(db, row, 'approved', now)
      settleSubject(db, row, 'approved', now)
    }
    return requestById(db, row.id)
  })
}

export function rejectRequest(
  db: Db,
  merchantId: number,
  requestId: string,
  by: Decider,
  reason: string,
  now: number,
): ApprovalRequestRow {
  return moneyTransaction(db, () => {
    const row = pendingRequest(db, merchantId, requestId, now)
    if (row.maker_user_id === by.userId) throw new AppError(403, APPROVAL_MESSAGES.ownReject)
    // One who approved may still reject (they changed their mind): their row becomes the rejection.
    stmt(db, 'DELETE FROM approval_decisions WHERE request_id = ? AND user_id = ?').run(
      row.id,
      by.userId,
    )
    insertDecision(db, row, by, 'rejected', reason, now)
    closeRequest(db, row, 'rejected', now, reason)
    settleSubject(db, row, 'rejected', now)
    return requestById(db, row.id)
  })
}

/** The maker withdraws their own pending request (POST …/cancel). */
export function cancelByMaker(
  db: Db,
  merchantId: number,
  requestId: string,
  userId: number,
  now: number,
): ApprovalRequestRow {
  return moneyTransaction(db, () => {
    const row = pendingRequest(db, merchantId, requestId, now)
    if (row.maker_user_id !== userId) throw new AppError(403, APPROVAL_MESSAGES.notMaker)
    closeRequest(db, row, 'cancelled', now)
    settleSubject(db, row, 'cancelled', now)
    return requestById(db, row.id)
  })
}

function insertDecision(
  db: Db,
  row: ApprovalRequestRow,
  by: Decider,
  decision: 'approved' | 'rejected',
  reason: string | null,
  now: number,
): void {
  const result = stmt(
    db,
    `INSERT INTO approval_decisions (request_id, user_id, user_name, role, decision, reason, at)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (request_id, user_id) DO NOTHING`,
  ).run(row.id, by.userId, by.name, by.role, decision, reason, now)
  if (result.changes === 0) throw new AppError(409, APPROVAL_MESSAGES.twice)
}

/**
 * The worker's sweep: pending requests past their 7 days end 'expired', with their subjects (no
 * money moves), a webhook, and an activity entry by the system. Answers how many it ended.
 */
export function expireDueApprovals(db: Db, now: number, limit = 200): number {
  const due = stmt(
    db,
    "SELECT * FROM approval_requests WHERE status = 'pending' AND expires_at <= ? ORDER BY expires_at LIMIT ?",
  ).all(now, limit) as ApprovalRequestRow[]
  for (const row of due) {
    moneyTransaction(db, () => {
      if (!closeRequest(db, row, 'expired', now)) return
      settleSubject(db, row, 'expired', now)
      recordActivity(db, {
        merchantId: row.merchant_id,
        actor: { kind: 'system', id: null, name: 'System' },
        action: 'approval.expired',
        target: { kind: row.subject_kind, id: row.subject_id, label: row.request_id },
        after: { request_id: row.request_id, amount: toRupees(row.amount) },
        at: now,
      })
    })
  }
  return due.length
}
