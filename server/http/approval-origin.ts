import type { Context } from 'hono'
import { toRupees } from '../domain/core/money'
import type { AppEnv, Deps } from '../deps'
import { recordActivity } from '../domain/activity/record-activity'
import { openApprovalRequest } from '../domain/approvals/approval-requests'
import type { ApprovalRequestRow, Maker, Viewer } from '../domain/approvals/approval-row'
import { activityOrigin } from './activity-origin'
import { callingPerson } from './auth'

/*
 * The approval side of a request (decision 076): who makes a payout or refund (a person, or the
 * API key as its own maker), who reads an Approval (can_decide is a person's), and the log's
 * 'approval.requested' entry, recorded in the transaction that opened the request.
 */

export function approvalMaker(c: Context<AppEnv>): Maker {
  const person = callingPerson(c)
  return person
    ? { kind: 'user', userId: person.userId, name: person.name }
    : { kind: 'api_key', userId: null, name: 'API key' }
}

export function approvalViewer(c: Context<AppEnv>): Viewer {
  const person = callingPerson(c)
  return person ? { userId: person.userId, role: person.role } : null
}

export function recordApprovalRequested(
  deps: Deps,
  c: Context<AppEnv>,
  request: ApprovalRequestRow,
): void {
  recordActivity(deps.db, {
    ...activityOrigin(deps, c),
    action: 'approval.requested',
    target: { kind: request.subject_kind, id: request.subject_id, label: request.request_id },
    after: {
      request_id: request.request_id,
      amount: toRupees(request.amount),
      approvers: request.approvers_needed,
      senior: request.senior_needed === 1,
    },
  })
}

/**
 * Opens the request for a payout or refund this caller just made waiting, and logs it: in the
 * transaction that made the subject, so the two exist together or not at all.
 */
export function requestApproval(
  deps: Deps,
  c: Context<AppEnv>,
  subject: { kind: 'payout' | 'refund'; id: string; amount: number },
  now: number,
): void {
  const request = openApprovalRequest(
    deps.db,
    {
      merchantId: c.get('merchantId'),
      subjectKind: subject.kind,
      subjectId: subject.id,
      amount: subject.amount,
      maker: approvalMaker(c),
    },
    now,
  )
  if (request) recordApprovalRequested(deps, c, request)
}
