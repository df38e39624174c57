/*
 * The notices of a person's own requests decided while they use the portal (product.md §2.19).
 * In the payouts' part (the `approvals.` prefix), loaded when there is news: the signed-in
 * screens' first download does not carry them.
 */
export const kindPayout = /*i18n*/ { id: 'approvals.notice.kindPayout', message: 'payout' }
export const kindRefund = /*i18n*/ { id: 'approvals.notice.kindRefund', message: 'refund' }
export const kindBatch = /*i18n*/ { id: 'approvals.notice.kindBatch', message: 'payout file' }
export const mineApproved = /*i18n*/ {
  id: 'approvals.notice.mineApproved',
  message: 'Your {kind} of {amount} was approved',
}
export const mineRejected = /*i18n*/ {
  id: 'approvals.notice.mineRejected',
  message: 'Your {kind} of {amount} was rejected: {reason}',
}
export const mineExpired = /*i18n*/ {
  id: 'approvals.notice.mineExpired',
  message: 'Your {kind} of {amount} expired: nobody approved it in 7 days',
}
