import type { MessageDescriptor } from '@lingui/core'

/*
 * A payout's and a refund's approval (product.md §2.19), shown on the payouts and payments
 * screens: the new statuses and the approval trail. In the `screens` part (the `list.` prefix):
 * the list screens that show them load it, a cold counter never does.
 */
export const statusPendingApproval = /*i18n*/ {
  id: 'list.approval.statusPendingApproval',
  message: 'pending approval',
  comment: 'A payout or refund status: waiting for a second person to approve it',
}
export const statusExpired = /*i18n*/ {
  id: 'list.approval.statusExpired',
  message: 'expired',
  comment: 'A payout or refund status: nobody approved it within 7 days',
}
/** The statuses a request adds, by the gateway's word, for labels and filters. */
export const approvalStatuses: Record<string, MessageDescriptor> = {
  pending_approval: statusPendingApproval,
  expired: statusExpired,
}
export const trail = /*i18n*/ { id: 'list.approval.trail', message: 'Approval' }
export const approvedBy = /*i18n*/ {
  id: 'list.approval.approvedBy',
  message: 'Approved by {name} ({role}), {at}',
}
export const rejectedBy = /*i18n*/ {
  id: 'list.approval.rejectedBy',
  message: 'Rejected by {name}, {at}: {reason}',
}
export const waitingFor = /*i18n*/ {
  id: 'list.approval.waitingFor',
  message: 'Waiting for: {who}',
}
export const requestedBy = /*i18n*/ {
  id: 'list.approval.requestedBy',
  message: 'Requested by {name}, {at}',
}
export const expiredOn = /*i18n*/ {
  id: 'list.approval.expiredOn',
  message: 'Nobody approved it in time: expired {at}',
}
export const withdrawnOn = /*i18n*/ {
  id: 'list.approval.withdrawnOn',
  message: 'Withdrawn {at}',
}
export const withdraw = /*i18n*/ { id: 'list.approval.withdraw', message: 'Withdraw request' }
export const withdrawing = /*i18n*/ { id: 'list.approval.withdrawing', message: 'Withdrawing...' }
export const withdrawn = /*i18n*/ {
  id: 'list.approval.withdrawn',
  message: 'Request withdrawn',
}
export const withdrawFailed = /*i18n*/ {
  id: 'list.approval.withdrawFailed',
  message: 'Failed to withdraw the request',
}
