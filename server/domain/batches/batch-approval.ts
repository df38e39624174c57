import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { publicId } from '../core/ids'
import { toRupees } from '../core/money'
import { iso } from '../core/time'

/*
 * TEMPORARY adapter, written against the approvals domain's agreed signatures (openApprovalRequest,
 * cancelApprovalRequest, approvalView) while that area is built beside this one. At the merge this
 * file goes and its callers import server/domain/approvals instead: the tier of the batch total
 * (kind payout), the request's row and its view come from there.
 */

type Tier = { up_to: number | null; approvers: 0 | 1 | 2; senior: boolean }
const DEFAULT_TIERS: Tier[] = [
  { up_to: 10_000_00, approvers: 0, senior: false },
  { up_to: 50_000_00, approvers: 1, senior: false },
  { up_to: null, approvers: 2, senior: true },
]
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export type ApprovalRequestRow = {
  id: number
  request_id: string
  subject_kind: string
  subject_id: string
  amount: number
  approvers_needed: number
  senior_needed: number
  status: 'pending' | 'approved' | 'rejected' | 'expired' | 'cancelled'
  maker_kind: 'user' | 'api_key'
  maker_user_id: number | null
  maker_name: string
  reason: string | null
  created_at: number
  expires_at: number
  decided_at: number | null
}

export type Maker = { kind: 'user' | 'api_key'; userId: number | null; name: string }

export function openApprovalRequest(
  db: Db,
  input: {
    merchantId: number
    subjectKind: 'batch'
    subjectId: string
    amount: number
    maker: Maker
  },
  now: number,
): ApprovalRequestRow | null {
  const saved = stmt(
    db,
    "SELECT tiers_json FROM approval_rules WHERE merchant_id = ? AND kind = 'payout'",
  ).get(input.merchantId) as { tiers_json: string } | undefined
  const tiers = saved ? (JSON.parse(saved.tiers_json) as Tier[]) : DEFAULT_TIERS
  const tier = tiers.find((t) => t.up_to === null || input.amount <= t.up_to) ?? DEFAULT_TIERS[2]
  if (!tier || tier.approvers === 0) return null
  const result = stmt(
    db,
    `INSERT INTO approval_requests (merchant_id, request_id, subject_kind, subject_id, amount,
       approvers_needed, senior_needed, tier_json, maker_kind, maker_user_id, maker_name,
       created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    input.merchantId,
    publicId('APR'),
    input.subjectKind,
    input.subjectId,
    input.amount,
    tier.approvers,
    tier.senior ? 1 : 0,
    JSON.stringify(tier),
    input.maker.kind,
    input.maker.userId,
    input.maker.name,
    now,
    now + WEEK_MS,
  )
  return requestById(db, Number(result.lastInsertRowid))
}

function requestById(db: Db, id: number): ApprovalRequestRow {
  return stmt(db, 'SELECT * FROM approval_requests WHERE id = ?').get(id) as ApprovalRequestRow
}

export function subjectRequest(
  db: Db,
  subjectKind: 'batch',
  subjectId: string,
): ApprovalRequestRow | null {
  return (
    (stmt(db, 'SELECT * FROM approval_requests WHERE subject_kind = ? AND subject_id = ?').get(
      subjectKind,
      subjectId,
    ) as ApprovalRequestRow | undefined) ?? null
  )
}

export function cancelApprovalRequest(
  db: Db,
  merchantId: number,
  subjectKind: 'batch',
  subjectId: string,
  now: number,
): void {
  stmt(
    db,
    `UPDATE approval_requests SET status = 'cancelled', decided_at = ?
     WHERE merchant_id = ? AND subject_kind = ? AND subject_id = ? AND status = 'pending'`,
  ).run(now, merchantId, subjectKind, subjectId)
}

/** A reduced Approval object until the approvals domain's approvalView replaces it. */
export function approvalView(row: ApprovalRequestRow) {
  return {
    request_id: row.request_id,
    kind: row.subject_kind,
    subject_id: row.subject_id,
    amount: toRupees(row.amount),
    status: row.status,
    maker: { kind: row.maker_kind, name: row.maker_name, user_id: row.maker_user_id },
    tier: { approvers: row.approvers_needed, senior: row.senior_needed === 1 },
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    decided_at: row.decided_at === null ? null : iso(row.decided_at),
  }
}
