import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'
import { toRupees } from '../core/money'
import { getMerchant } from '../merchants/merchants'
import { endPendingPayout, releasePendingPayout } from '../payouts/pending-payouts'
import { payoutById, type PayoutRow } from '../payouts/payouts'
import { endPendingRefund, releasePendingRefund } from '../refunds/pending-refunds'
import { payinOfRefund, refundById, refundView, type RefundRow } from '../refunds/refunds'
import { enqueueWebhook, type WebhookEvent } from '../webhooks/webhook-outbox'
import { approvalView } from './approval-view'
import { requestById } from './approval-requests'
import type { ApprovalRequestRow } from './approval-row'

/*
 * What a decision does to the thing it decides (decision 076). Payouts and refunds are moved here,
 * in the decision's transaction; a batch only has its request's status, which the batch worker
 * reads (approvals cannot import batches). Each end is told by webhook, with the `approval`.
 */

export type Outcome = 'approved' | 'rejected' | 'expired' | 'cancelled'

function payoutOf(db: Db, row: ApprovalRequestRow): PayoutRow | undefined {
  return stmt(db, 'SELECT * FROM payouts WHERE payout_id = ? AND merchant_id = ?').get(
    row.subject_id,
    row.merchant_id,
  ) as PayoutRow | undefined
}

function refundOf(db: Db, row: ApprovalRequestRow): RefundRow | undefined {
  return stmt(db, 'SELECT * FROM refunds WHERE refund_id = ? AND merchant_id = ?').get(
    row.subject_id,
    row.merchant_id,
  ) as RefundRow | undefined
}

/** The payout body of today's webhooks. */
function payoutBody(row: PayoutRow) {
  return {
    payout_id: row.payout_id,
    reference_id: row.reference_id,
    status: row.status,
    amount: toRupees(row.amount),
    fee: toRupees(row.fee),
    utr: row.utr_number,
    failure_reason: row.failure_reason,
  }
}

/**
 * Carries the request's outcome to its subject: approved moves the money (a short balance throws
 * and the decision rolls back with it); the others end the subject unsent. Then the webhook.
 */
export function settleSubject(db: Db, request: ApprovalRequestRow, outcome: Outcome, now: number) {
  const approval = () => approvalView(db, requestById(db, request.id), null, now)
  if (request.subject_kind === 'payout') {
    const payout = payoutOf(db, request)
    if (!payout) return
    if (outcome === 'approved') releasePendingPayout(db, payout, now)
    else endPendingPayout(db, payout, outcome, now)
    const url = getMerchant(db, request.merchant_id).webhook_payout_url
    const body = { ...payoutBody(payoutById(db, payout.id)), approval: approval() }
    enqueueWebhook(db, request.merchant_id, url, `payout.${outcome}` as WebhookEvent, body, now)
  } else if (request.subject_kind === 'refund') {
    const refund = refundOf(db, request)
    if (!refund) return
    if (outcome === 'approved') releasePendingRefund(db, refund, now)
    else endPendingRefund(db, refund, outcome, now)
    const payin = payinOfRefund(db, refund)
    const url = payin.webhook_url ?? getMerchant(db, request.merchant_id).webhook_payin_url
    const body = { ...refundView(refundById(db, refund.id)), approval: approval() }
    enqueueWebhook(db, request.merchant_id, url, `refund.${outcome}` as WebhookEvent, body, now)
  }
}
