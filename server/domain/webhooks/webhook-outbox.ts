import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/** product.md §9 events, and the refund events of decision 050. */
export type WebhookEvent =
  | 'payin.success'
  | 'payin.failed'
  | 'payin.pending'
  | 'payin.cancelled'
  | 'payout.success'
  | 'payout.failed'
  | 'payout.pending'
  | 'payout.queued'
  | 'refund.created'
  | 'refund.processed'
  | 'refund.failed'
  // Four eyes on money out (decision 076): the payout or refund body plus its `approval`.
  | 'payout.approved'
  | 'payout.rejected'
  | 'payout.expired'
  | 'payout.cancelled'
  | 'refund.approved'
  | 'refund.rejected'
  | 'refund.expired'
  | 'refund.cancelled'

/**
 * Records a webhook to send (outbox). Call inside the transaction that makes the status change:
 * the delivery exists if and only if the change committed. No URL configured → nothing to send.
 * The body is frozen here; the dispatcher signs it at send time with the current API secret.
 */
export function enqueueWebhook(
  db: Db,
  merchantId: number,
  url: string | null | undefined,
  event: WebhookEvent,
  payload: Record<string, unknown>,
  now = Date.now(),
): void {
  if (!url) return
  const body = JSON.stringify({ event, ...payload, timestamp: new Date(now).toISOString() })
  stmt(
    db,
    `INSERT INTO webhook_deliveries (merchant_id, event, url, payload, status, attempts,
       next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
  ).run(merchantId, event, url, body, now, now, now)
}
