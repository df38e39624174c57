import type { Role } from '../team/users'

/* Rows and types of the approvals area (decision 076): its bottom, importing none of its logic. */

/** What a request approves; a batch's tiers are those of payouts. */
export type SubjectKind = 'payout' | 'refund' | 'batch'
export type RuleKind = 'payout' | 'refund'
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'expired' | 'cancelled'

/** One tier: amounts up to `up_to` paise (null: the rest) need this many approvers. */
export type Tier = { up_to: number | null; approvers: 0 | 1 | 2; senior: boolean }

/** Who asked: a person of the team or the API key (the key is its own maker). */
export type Maker = { kind: 'user' | 'api_key'; userId: number | null; name: string }

/** Who reads an Approval: a person (can_decide is theirs), or nobody (a webhook, an API key). */
export type Viewer = { userId: number; role: Role } | null

export type ApprovalRequestRow = {
  id: number
  merchant_id: number
  request_id: string
  subject_kind: SubjectKind
  subject_id: string
  /** Paise. */
  amount: number
  approvers_needed: 1 | 2
  senior_needed: 0 | 1
  tier_json: string
  status: ApprovalStatus
  maker_kind: Maker['kind']
  maker_user_id: number | null
  maker_name: string
  reason: string | null
  created_at: number
  expires_at: number
  decided_at: number | null
}

export type ApprovalDecisionRow = {
  id: number
  request_id: number
  user_id: number
  user_name: string
  role: Role
  decision: 'approved' | 'rejected'
  reason: string | null
  at: number
}

/** A request not decided within this is expired by the worker, and its subject with it. */
export const APPROVAL_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** Roles that may approve at all (approvals.decide), and those a senior tier needs one of. */
export const DECIDING_ROLES: readonly Role[] = ['owner', 'admin', 'finance']
export const SENIOR_ROLES: readonly Role[] = ['owner', 'admin']

export const APPROVAL_MESSAGES = {
  notFound: 'Approval request not found',
  ownRequest: 'You cannot approve your own request',
  ownReject: 'You cannot reject your own request; cancel it instead',
  twice: 'You have already approved this request',
  senior: 'This request needs an Owner or Admin to approve',
  notMaker: 'Only the person who made this request can cancel it',
  reason: 'Please give a reason for rejecting',
} as const
