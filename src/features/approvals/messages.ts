/*
 * The Approvals inbox (product.md §2.19), in English, the source language (docs/i18n.md). Its
 * other languages are in src/locales/<code>.po under the same ids; they load with the payouts'
 * part (scripts/i18n-plugins.ts). Settings → Approvals' texts are in rules-messages.ts.
 */
export const title = /*i18n*/ { id: 'approvals.title', message: 'Approvals' }
export const intro = /*i18n*/ {
  id: 'approvals.intro',
  message: 'Payouts and refunds that wait for a second person before money moves.',
}
export const tabs = /*i18n*/ { id: 'approvals.tabs', message: 'Which requests' }
export const tabForMe = /*i18n*/ { id: 'approvals.tabForMe', message: 'Waiting for you' }
export const tabPending = /*i18n*/ { id: 'approvals.tabPending', message: 'All pending' }
export const tabDecided = /*i18n*/ { id: 'approvals.tabDecided', message: 'Decided' }
export const tabMine = /*i18n*/ { id: 'approvals.tabMine', message: 'My requests' }
export const loading = /*i18n*/ { id: 'approvals.loading', message: 'Loading...' }
export const loadFailed = /*i18n*/ {
  id: 'approvals.loadFailed',
  message: 'Failed to load the requests',
}
export const empty = /*i18n*/ { id: 'approvals.empty', message: 'Nothing here' }
export const emptyForMe = /*i18n*/ {
  id: 'approvals.emptyForMe',
  message: 'Nothing waits for you',
}
// The rows
export const requestedBy = /*i18n*/ { id: 'approvals.requestedBy', message: 'Requested by' }
export const amount = /*i18n*/ { id: 'approvals.amount', message: 'Amount' }
export const to = /*i18n*/ {
  id: 'approvals.to',
  message: 'To',
  comment: 'Column: the beneficiary of a payout, the customer of a refund, the file of a batch',
}
export const tier = /*i18n*/ { id: 'approvals.tier', message: 'Tier' }
export const approvedSoFar = /*i18n*/ { id: 'approvals.approvedSoFar', message: 'Approved by' }
export const age = /*i18n*/ { id: 'approvals.age', message: 'Waiting since' }
export const status = /*i18n*/ { id: 'approvals.status', message: 'Status' }
export const actions = /*i18n*/ { id: 'approvals.actions', message: 'Actions' }
export const kindPayout = /*i18n*/ { id: 'approvals.kindPayout', message: 'Payout' }
export const kindRefund = /*i18n*/ { id: 'approvals.kindRefund', message: 'Refund' }
export const kindBatch = /*i18n*/ { id: 'approvals.kindBatch', message: 'Payout file' }
export const apiKey = /*i18n*/ {
  id: 'approvals.apiKey',
  message: '{name} (API key)',
  comment: 'A request made by the business’s software through its API key',
}
export const nameAtBank = /*i18n*/ {
  id: 'approvals.nameAtBank',
  message: 'Name at bank: {name}',
}
export const nameMatch = /*i18n*/ { id: 'approvals.nameMatch', message: 'matches' }
export const nameNoMatch = /*i18n*/ { id: 'approvals.nameNoMatch', message: 'does not match' }
export const batchRows = /*i18n*/ {
  id: 'approvals.batchRows',
  message: '{file} ({count, plural, one {{count} payout} other {{count} payouts}})',
  comment: 'Write {count}, not #',
}
export const nobodyYet = /*i18n*/ { id: 'approvals.nobodyYet', message: 'Nobody yet' }
export const waitingFor = /*i18n*/ { id: 'approvals.waitingFor', message: 'Waiting for: {who}' }
export const tierApprovers = /*i18n*/ {
  id: 'approvals.tierApprovers',
  message: '{count, plural, one {{count} approver} other {{count} approvers}}',
  comment: 'Write {count}, not #',
}
export const tierSenior = /*i18n*/ {
  id: 'approvals.tierSenior',
  message: 'one an Owner or Admin',
}
export const statusPending = /*i18n*/ { id: 'approvals.statusPending', message: 'Pending' }
export const statusApproved = /*i18n*/ { id: 'approvals.statusApproved', message: 'Approved' }
export const statusRejected = /*i18n*/ { id: 'approvals.statusRejected', message: 'Rejected' }
export const statusExpired = /*i18n*/ { id: 'approvals.statusExpired', message: 'Expired' }
export const statusCancelled = /*i18n*/ {
  id: 'approvals.statusCancelled',
  message: 'Withdrawn',
  comment: 'The person who asked for the payout or refund took the request back',
}
export const rejectedBecause = /*i18n*/ {
  id: 'approvals.rejectedBecause',
  message: 'Rejected by {name}: {reason}',
}
// Deciding
export const approve = /*i18n*/ { id: 'approvals.approve', message: 'Approve' }
export const approveFor = /*i18n*/ {
  id: 'approvals.approveFor',
  message: 'Approve {amount} to {to}',
}
export const reject = /*i18n*/ { id: 'approvals.reject', message: 'Reject' }
export const rejectFor = /*i18n*/ {
  id: 'approvals.rejectFor',
  message: 'Reject {amount} to {to}',
}
export const select = /*i18n*/ { id: 'approvals.select', message: 'Select {amount} to {to}' }
export const selectAll = /*i18n*/ { id: 'approvals.selectAll', message: 'Select all' }
export const approveSelected = /*i18n*/ {
  id: 'approvals.approveSelected',
  message: '{count, plural, one {Approve {count} request} other {Approve {count} requests}}',
  comment: 'Write {count}, not #',
}
export const approving = /*i18n*/ { id: 'approvals.approving', message: 'Approving...' }
export const approved = /*i18n*/ { id: 'approvals.approved', message: 'Approved' }
export const approvedSent = /*i18n*/ {
  id: 'approvals.approvedSent',
  message: 'Approved: the money is on its way',
}
export const approvedMore = /*i18n*/ {
  id: 'approvals.approvedMore',
  message: 'Approved: waiting for {who}',
}
export const approveFailed = /*i18n*/ {
  id: 'approvals.approveFailed',
  message: 'Failed to approve',
}
export const approvedMany = /*i18n*/ {
  id: 'approvals.approvedMany',
  message: '{count, plural, one {{count} request approved} other {{count} requests approved}}',
  comment: 'Write {count}, not #',
}
export const notApproved = /*i18n*/ {
  id: 'approvals.notApproved',
  message: 'Not approved ({id}): {error}',
}
export const rejectTitle = /*i18n*/ { id: 'approvals.rejectTitle', message: 'Reject request' }
export const rejectIntro = /*i18n*/ {
  id: 'approvals.rejectIntro',
  message: 'No money moves. {name} sees your reason.',
}
export const reason = /*i18n*/ { id: 'approvals.reason', message: 'Reason' }
export const reasonRequired = /*i18n*/ {
  id: 'approvals.reasonRequired',
  message: 'Please give a reason for rejecting',
}
export const reasonTooLong = /*i18n*/ {
  id: 'approvals.reasonTooLong',
  message: 'At most 500 characters',
}
export const rejecting = /*i18n*/ { id: 'approvals.rejecting', message: 'Rejecting...' }
export const rejected = /*i18n*/ { id: 'approvals.rejected', message: 'Request rejected' }
export const rejectFailed = /*i18n*/ { id: 'approvals.rejectFailed', message: 'Failed to reject' }
export const cancel = /*i18n*/ { id: 'approvals.cancel', message: 'Cancel' }
