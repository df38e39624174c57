/*
 * The menu's Approvals link and the notices of a person's own requests (product.md §2.19), with
 * the signed-in person's parts of the shell (the `people` part): a cold counter never shows them.
 */
export const navApprovals = /*i18n*/ { id: 'people.approvals.nav', message: 'Approvals' }
export const waiting = /*i18n*/ {
  id: 'people.approvals.waiting',
  message: '{count, plural, one {{count} waits for you} other {{count} wait for you}}',
  comment: "The accessible name of the menu's badge. Write {count}, not #",
}
export const kindPayout = /*i18n*/ { id: 'people.approvals.kindPayout', message: 'payout' }
export const kindRefund = /*i18n*/ { id: 'people.approvals.kindRefund', message: 'refund' }
export const kindBatch = /*i18n*/ { id: 'people.approvals.kindBatch', message: 'payout file' }
export const mineApproved = /*i18n*/ {
  id: 'people.approvals.mineApproved',
  message: 'Your {kind} of {amount} was approved',
}
export const mineRejected = /*i18n*/ {
  id: 'people.approvals.mineRejected',
  message: 'Your {kind} of {amount} was rejected: {reason}',
}
export const mineExpired = /*i18n*/ {
  id: 'people.approvals.mineExpired',
  message: 'Your {kind} of {amount} expired: nobody approved it in 7 days',
}
