import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { toRupees } from '../core/money'
import { iso } from '../core/time'
import { normalizeName } from '../payouts/account-check'
import type { PayoutRow } from '../payouts/payouts'
import { decisionsOf } from './approval-requests'
import {
  DECIDING_ROLES,
  SENIOR_ROLES,
  type ApprovalDecisionRow,
  type ApprovalRequestRow,
  type Viewer,
} from './approval-row'

/* The Approval object of docs/api-contract.md § Approvals (decision 076). */

type Progress = { approvals: ApprovalDecisionRow[]; remaining: number; seniorMissing: boolean }

function progressOf(row: ApprovalRequestRow, decisions: ApprovalDecisionRow[]): Progress {
  const approvals = decisions.filter((d) => d.decision === 'approved')
  return {
    approvals,
    remaining: Math.max(0, row.approvers_needed - approvals.length),
    seniorMissing: row.senior_needed === 1 && !approvals.some((d) => SENIOR_ROLES.includes(d.role)),
  }
}

/** 'An Owner or Admin', '1 more approver', '2 more approvers, one an Owner or Admin'. */
function waitingFor(row: ApprovalRequestRow, p: Progress): string {
  if (row.status !== 'pending') return ''
  if (p.seniorMissing && p.remaining === 1) return 'An Owner or Admin'
  const more = `${p.remaining} more approver${p.remaining === 1 ? '' : 's'}`
  return p.seniorMissing ? `${more}, one an Owner or Admin` : more
}

function canDecide(row: ApprovalRequestRow, p: Progress, viewer: Viewer, now: number): boolean {
  if (!viewer || row.status !== 'pending' || row.expires_at <= now) return false
  if (!DECIDING_ROLES.includes(viewer.role) || row.maker_user_id === viewer.userId) return false
  if (p.approvals.some((d) => d.user_id === viewer.userId)) return false
  return !(p.seniorMissing && p.remaining <= 1 && !SENIOR_ROLES.includes(viewer.role))
}

function payoutSubject(db: Db, row: ApprovalRequestRow) {
  const payout = stmt(db, 'SELECT * FROM payouts WHERE payout_id = ?').get(row.subject_id) as
    PayoutRow | undefined
  if (!payout) return { payout: null }
  const check =
    payout.beneficiary_account && payout.beneficiary_ifsc
      ? (stmt(
          db,
          'SELECT registered_name FROM account_checks WHERE merchant_id = ? AND account_number = ? AND ifsc = ?',
        ).get(payout.merchant_id, payout.beneficiary_account, payout.beneficiary_ifsc) as
          { registered_name: string | null } | undefined)
      : undefined
  const bankName = check?.registered_name ?? null
  return {
    payout: {
      reference_id: payout.reference_id,
      beneficiary_name: payout.beneficiary_name,
      mode: payout.mode,
      beneficiary_account: payout.beneficiary_account,
      beneficiary_ifsc: payout.beneficiary_ifsc,
      beneficiary_vpa: payout.beneficiary_vpa,
      // What the bank's name check said of this account last (decision 051), for the approver.
      name_at_bank:
        bankName === null
          ? null
          : {
              name: bankName,
              match:
                normalizeName(bankName) === normalizeName(payout.beneficiary_name)
                  ? 'match'
                  : 'mismatch',
            },
    },
  }
}

function subjectOf(db: Db, row: ApprovalRequestRow) {
  if (row.subject_kind === 'payout') return payoutSubject(db, row)
  if (row.subject_kind === 'refund') {
    const refund = stmt(
      db,
      `SELECT r.transaction_id, r.reason, p.customer_name FROM refunds r
         JOIN payins p ON p.id = r.payin_id WHERE r.refund_id = ?`,
    ).get(row.subject_id) as
      { transaction_id: string; reason: string | null; customer_name: string | null } | undefined
    return { refund: refund ?? null }
  }
  const batch = stmt(
    db,
    'SELECT batch_id, file_name, row_count FROM payout_batches WHERE batch_id = ?',
  ).get(row.subject_id) as { batch_id: string; file_name: string; row_count: number } | undefined
  return { batch: batch ?? null }
}

export function approvalView(db: Db, row: ApprovalRequestRow, viewer: Viewer, now = Date.now()) {
  const decisions = decisionsOf(db, row.id)
  const progress = progressOf(row, decisions)
  const tier = JSON.parse(row.tier_json) as { label?: string }
  const rejection = decisions.find((d) => d.decision === 'rejected')
  return {
    request_id: row.request_id,
    kind: row.subject_kind,
    subject_id: row.subject_id,
    amount: toRupees(row.amount),
    status: row.status,
    maker: { kind: row.maker_kind, name: row.maker_name, user_id: row.maker_user_id },
    tier: {
      approvers: row.approvers_needed,
      senior: row.senior_needed === 1,
      label: tier.label ?? '',
    },
    approvals: progress.approvals.map((d) => ({
      user_id: d.user_id,
      name: d.user_name,
      role: d.role,
      at: iso(d.at),
    })),
    rejection: rejection
      ? { name: rejection.user_name, reason: rejection.reason ?? '', at: iso(rejection.at) }
      : null,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    decided_at: iso(row.decided_at),
    can_decide: canDecide(row, progress, viewer, now),
    waiting_for: waitingFor(row, progress),
    subject: subjectOf(db, row),
  }
}

export type ApprovalWire = ReturnType<typeof approvalView>

/** The `approval` of a Payout or Refund object: its request, or null when none was needed. */
export function subjectApproval(
  db: Db,
  kind: 'payout' | 'refund',
  subjectId: string,
  viewer: Viewer,
): ApprovalWire | null {
  const row = stmt(
    db,
    'SELECT * FROM approval_requests WHERE subject_kind = ? AND subject_id = ?',
  ).get(kind, subjectId) as ApprovalRequestRow | undefined
  return row ? approvalView(db, row, viewer) : null
}
