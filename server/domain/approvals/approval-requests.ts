import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { AppError } from '../../errors'
import { publicId } from '../core/ids'
import type { Role } from '../team/users'
import { publishApprovalChange } from './approval-events'
import { approvalTier, ruleKindOf, tiersOf } from './approval-tiers'
import {
  APPROVAL_MESSAGES,
  APPROVAL_TTL_MS,
  DECIDING_ROLES,
  type ApprovalDecisionRow,
  type ApprovalRequestRow,
  type Maker,
  type SubjectKind,
} from './approval-row'

/*
 * Approval requests (decision 076): one per payout, refund or batch that its tier says needs the
 * team, holding the tier as it was when it was asked (a later change of the rules does not move
 * the goal posts of a waiting request). Reads for the inbox and its badge are here too.
 */

export type OpenRequest = {
  merchantId: number
  subjectKind: SubjectKind
  subjectId: string
  /** Paise. */
  amount: number
  maker: Maker
}

/**
 * Opens the request a subject's amount needs, or answers null when its tier needs nobody. Call
 * inside the transaction that makes the subject.
 */
export function openApprovalRequest(
  db: Db,
  input: OpenRequest,
  now: number,
): ApprovalRequestRow | null {
  const kind = ruleKindOf(input.subjectKind)
  const tier = approvalTier(db, input.merchantId, kind, input.amount)
  if (tier.approvers === 0) return null
  const result = stmt(
    db,
    `INSERT INTO approval_requests (merchant_id, request_id, subject_kind, subject_id, amount,
       approvers_needed, senior_needed, tier_json, status, maker_kind, maker_user_id, maker_name,
       created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
  ).run(
    input.merchantId,
    publicId('APR'),
    input.subjectKind,
    input.subjectId,
    input.amount,
    tier.approvers,
    tier.senior ? 1 : 0,
    JSON.stringify({ ...tier, tiers: tiersOf(db, input.merchantId, kind) }),
    input.maker.kind,
    input.maker.userId,
    input.maker.name.slice(0, 200),
    now,
    now + APPROVAL_TTL_MS,
  )
  const row = requestById(db, Number(result.lastInsertRowid))
  publishApprovalChange(db, row.merchant_id, row.request_id)
  return row
}

export function requestById(db: Db, id: number): ApprovalRequestRow {
  return stmt(db, 'SELECT * FROM approval_requests WHERE id = ?').get(id) as ApprovalRequestRow
}

/** A merchant's request by its public id; someone else's (or none) is the same 404. */
export function findApprovalRequest(db: Db, merchantId: number, requestId: string) {
  const row = stmt(
    db,
    'SELECT * FROM approval_requests WHERE request_id = ? AND merchant_id = ?',
  ).get(requestId, merchantId) as ApprovalRequestRow | undefined
  if (!row) throw new AppError(404, APPROVAL_MESSAGES.notFound)
  return row
}

export function requestOfSubject(
  db: Db,
  subjectKind: SubjectKind,
  subjectId: string,
): ApprovalRequestRow | undefined {
  return stmt(db, 'SELECT * FROM approval_requests WHERE subject_kind = ? AND subject_id = ?').get(
    subjectKind,
    subjectId,
  ) as ApprovalRequestRow | undefined
}

export function decisionsOf(db: Db, requestId: number): ApprovalDecisionRow[] {
  return stmt(db, 'SELECT * FROM approval_decisions WHERE request_id = ? ORDER BY id').all(
    requestId,
  ) as ApprovalDecisionRow[]
}

/** Sets a pending request's end; false when it had already ended (a race lost). */
export function closeRequest(
  db: Db,
  row: ApprovalRequestRow,
  status: 'approved' | 'rejected' | 'expired' | 'cancelled',
  now: number,
  reason: string | null = null,
): boolean {
  const result = stmt(
    db,
    `UPDATE approval_requests SET status = ?, reason = ?, decided_at = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(status, reason, now, row.id)
  if (result.changes === 1) publishApprovalChange(db, row.merchant_id, row.request_id)
  return result.changes === 1
}

/**
 * Withdraws a subject's pending request (a batch cancelled by its maker): answers the request,
 * or null when there was none pending. The subject's own status is its owner's to set.
 */
export function cancelApprovalRequest(
  db: Db,
  merchantId: number,
  subjectKind: SubjectKind,
  subjectId: string,
  now: number,
): ApprovalRequestRow | null {
  const row = requestOfSubject(db, subjectKind, subjectId)
  if (!row || row.merchant_id !== merchantId) return null
  return closeRequest(db, row, 'cancelled', now) ? requestById(db, row.id) : null
}

/**
 * SQL of "pending, and this person may decide it now": not expired, not theirs, not already
 * decided by them, and not the last approval of a senior tier when they are not senior. Two
 * parameters: the person's id twice. Reads approval_requests as r.
 */
function decidableBy(role: Role): string {
  const senior = role === 'owner' || role === 'admin'
  const base = `r.status = 'pending' AND r.expires_at > ? AND r.maker_user_id IS NOT ?
    AND NOT EXISTS (SELECT 1 FROM approval_decisions d WHERE d.request_id = r.id AND d.user_id = ?)`
  if (senior) return base
  return `${base} AND NOT (r.senior_needed = 1
    AND r.approvers_needed - (SELECT COUNT(*) FROM approval_decisions d WHERE d.request_id = r.id) <= 1
    AND NOT EXISTS (SELECT 1 FROM approval_decisions d WHERE d.request_id = r.id
      AND d.role IN ('owner', 'admin')))`
}

export type ApprovalFilters = {
  status?: string
  kind?: string
  forMe: boolean
  mine: boolean
  page: number
  limit: number
}

export type Asker = { userId: number; role: Role } | null

/** A page of the merchant's requests, newest first, and how many match. */
export function listApprovalRequests(
  db: Db,
  merchantId: number,
  asker: Asker,
  filters: ApprovalFilters,
  now: number,
): { rows: ApprovalRequestRow[]; totalCount: number } {
  const where = ['r.merchant_id = ?']
  const params: unknown[] = [merchantId]
  if (filters.status === 'decided') {
    // Unary + keeps the planner off the status index for this term: the page is then read
    // newest first by (merchant_id, id), stopping at its 20 rows, not sorted from 98 % of them.
    where.push("+r.status <> 'pending'")
  } else if (filters.status) {
    where.push('r.status = ?')
    params.push(filters.status)
  }
  if (filters.kind) {
    where.push('r.subject_kind = ?')
    params.push(filters.kind)
  }
  if (filters.mine) {
    where.push('r.maker_user_id = ?')
    params.push(asker?.userId ?? -1)
  }
  if (filters.forMe) {
    if (!asker || !DECIDING_ROLES.includes(asker.role)) return { rows: [], totalCount: 0 }
    where.push(decidableBy(asker.role))
    params.push(now, asker.userId, asker.userId)
  }
  const sql = where.join(' AND ')
  const count =
    filters.kind || filters.mine || filters.forMe
      ? (stmt(db, `SELECT COUNT(*) AS n FROM approval_requests r WHERE ${sql}`).get(...params) as {
          n: number
        })
      : { n: keptCount(db, merchantId, filters.status) }
  const rows = stmt(
    db,
    `SELECT r.* FROM approval_requests r WHERE ${sql} ORDER BY r.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, filters.limit, (filters.page - 1) * filters.limit) as ApprovalRequestRow[]
  return { rows, totalCount: count.n }
}

/**
 * How many requests of a status (or all, or every status but pending) the merchant has, from the
 * totals migration 25's triggers keep: a count of every request took ~10 ms at 100,000.
 */
function keptCount(db: Db, merchantId: number, status: string | undefined): number {
  const rows = stmt(
    db,
    "SELECT status, n FROM list_counts WHERE entity = 'approval' AND merchant_id = ?",
  ).all(merchantId) as { status: string; n: number }[]
  const of = (wanted: string) => rows.find((row) => row.status === wanted)?.n ?? 0
  const all = rows.reduce((sum, row) => sum + row.n, 0)
  if (status === 'decided') return all - of('pending')
  return status ? of(status) : all
}

/** The badge: pending requests this person may decide now (0 for who cannot decide). */
export function countWaitingFor(db: Db, merchantId: number, asker: Asker, now: number): number {
  if (!asker || !DECIDING_ROLES.includes(asker.role)) return 0
  const row = stmt(
    db,
    `SELECT COUNT(*) AS n FROM approval_requests r WHERE r.merchant_id = ? AND ${decidableBy(asker.role)}`,
  ).get(merchantId, now, asker.userId, asker.userId) as { n: number }
  return row.n
}
