/*
 * Bulk payouts (product.md "Bulk payouts"), in English, the source language (docs/i18n.md). The
 * other languages are in src/locales/<code>.po under the same ids; they load with the payouts
 * part of the catalogue (CATALOGUE_PARTS: no new entry in /login's boot code).
 */

// Payouts → Upload file
export const title = /*i18n*/ { id: 'payoutBatches.title', message: 'Upload payouts file' }
export const intro = /*i18n*/ {
  id: 'payoutBatches.intro',
  message:
    'Pay many beneficiaries at once: fill in the template, upload it, check the rows and submit the batch.',
}
export const backToPayouts = /*i18n*/ { id: 'payoutBatches.backToPayouts', message: 'Payouts' }
export const templateHeading = /*i18n*/ {
  id: 'payoutBatches.templateHeading',
  message: '1. Download the template',
}
export const templateHelp = /*i18n*/ {
  id: 'payoutBatches.templateHelp',
  message:
    'One payout a row. Mode is IMPS, NEFT, RTGS or UPI. Give a saved beneficiary’s ID instead of the name, account and IFSC if you like.',
}
export const templateXlsx = /*i18n*/ {
  id: 'payoutBatches.templateXlsx',
  message: 'Template (Excel)',
}
export const templateCsv = /*i18n*/ { id: 'payoutBatches.templateCsv', message: 'Template (CSV)' }
export const fileHeading = /*i18n*/ {
  id: 'payoutBatches.fileHeading',
  message: '2. Upload your file',
}
export const chooseFile = /*i18n*/ {
  id: 'payoutBatches.chooseFile',
  message: 'Choose a CSV or Excel file',
}
export const dropHint = /*i18n*/ {
  id: 'payoutBatches.dropHint',
  message: 'or drop it here. Up to 10,000 rows and 5 MB.',
}
export const chosenFile = /*i18n*/ {
  id: 'payoutBatches.chosenFile',
  message: 'Chosen: {name}',
  comment: 'The name of the file the person picked',
}
export const upload = /*i18n*/ { id: 'payoutBatches.upload', message: 'Upload and check' }
export const uploading = /*i18n*/ { id: 'payoutBatches.uploading', message: 'Checking the file...' }
export const wrongType = /*i18n*/ {
  id: 'payoutBatches.wrongType',
  message: 'Choose a CSV or Excel (.xlsx) file',
}
export const tooLarge = /*i18n*/ {
  id: 'payoutBatches.tooLarge',
  message: 'The file is larger than 5 MB',
}
export const uploadFailed = /*i18n*/ {
  id: 'payoutBatches.uploadFailed',
  message: 'Failed to upload the file',
}
export const duplicate = /*i18n*/ {
  id: 'payoutBatches.duplicate',
  message: 'This file was already uploaded as batch {batchId}.',
}
export const openEarlier = /*i18n*/ {
  id: 'payoutBatches.openEarlier',
  message: 'Open batch {batchId}',
}

// The check's result
export const resultHeading = /*i18n*/ {
  id: 'payoutBatches.resultHeading',
  message: '3. Check and submit',
}
export const checkedFile = /*i18n*/ {
  id: 'payoutBatches.checkedFile',
  message: '{name}: {count, plural, one {{count} row} other {{count} rows}}',
}
export const rowsReady = /*i18n*/ {
  id: 'payoutBatches.rowsReady',
  message: '{count, plural, one {{count} row ready} other {{count} rows ready}}',
}
export const rowsInError = /*i18n*/ {
  id: 'payoutBatches.rowsInError',
  message: '{count, plural, one {{count} row in error} other {{count} rows in error}}',
}
export const totalsCaption = /*i18n*/ {
  id: 'payoutBatches.totalsCaption',
  message: 'Totals by mode',
}
export const mode = /*i18n*/ { id: 'payoutBatches.mode', message: 'Mode' }
export const payoutCount = /*i18n*/ { id: 'payoutBatches.payoutCount', message: 'Payouts' }
export const amount = /*i18n*/ { id: 'payoutBatches.amount', message: 'Amount' }
export const fee = /*i18n*/ { id: 'payoutBatches.fee', message: 'Fee' }
export const gst = /*i18n*/ { id: 'payoutBatches.gst', message: 'GST in fee' }
export const allModes = /*i18n*/ { id: 'payoutBatches.allModes', message: 'All modes' }
export const grandTotal = /*i18n*/ {
  id: 'payoutBatches.grandTotal',
  message: 'Grand total (amounts and fees): {total}',
  comment: 'The GST is inside the fees, not added to them',
}
export const errorsHeading = /*i18n*/ {
  id: 'payoutBatches.errorsHeading',
  message: 'Rows in error',
}
export const errorsHelp = /*i18n*/ {
  id: 'payoutBatches.errorsHelp',
  message:
    'Fix these rows in your file and upload it again. The errors file has the rows with their reasons, ready to fix.',
}
export const errorsXlsx = /*i18n*/ {
  id: 'payoutBatches.errorsXlsx',
  message: 'Download errors (Excel)',
}
export const errorsCsv = /*i18n*/ {
  id: 'payoutBatches.errorsCsv',
  message: 'Download errors (CSV)',
}
export const line = /*i18n*/ { id: 'payoutBatches.line', message: 'Line' }
export const referenceId = /*i18n*/ { id: 'payoutBatches.referenceId', message: 'Reference ID' }
export const beneficiary = /*i18n*/ { id: 'payoutBatches.beneficiary', message: 'Beneficiary' }
export const reasons = /*i18n*/ { id: 'payoutBatches.reasons', message: 'Reasons' }
export const submit = /*i18n*/ { id: 'payoutBatches.submit', message: 'Submit batch' }
export const submitting = /*i18n*/ { id: 'payoutBatches.submitting', message: 'Submitting...' }
export const fixFirst = /*i18n*/ {
  id: 'payoutBatches.fixFirst',
  message: 'Fix the rows in error before submitting.',
}
export const submitted = /*i18n*/ { id: 'payoutBatches.submitted', message: 'Batch submitted' }
export const submitFailed = /*i18n*/ {
  id: 'payoutBatches.submitFailed',
  message: 'Failed to submit the batch',
}
export const discard = /*i18n*/ { id: 'payoutBatches.discard', message: 'Discard' }
export const discarded = /*i18n*/ { id: 'payoutBatches.discarded', message: 'Batch discarded' }

// Recent batches
export const recentHeading = /*i18n*/ {
  id: 'payoutBatches.recentHeading',
  message: 'Recent batches',
}
export const noBatches = /*i18n*/ { id: 'payoutBatches.noBatches', message: 'No batches yet' }
export const batch = /*i18n*/ { id: 'payoutBatches.batch', message: 'Batch' }
export const file = /*i18n*/ { id: 'payoutBatches.file', message: 'File' }
export const rows = /*i18n*/ { id: 'payoutBatches.rows', message: 'Rows' }
export const status = /*i18n*/ { id: 'payoutBatches.status', message: 'Status' }
export const created = /*i18n*/ { id: 'payoutBatches.created', message: 'Created' }
export const loading = /*i18n*/ { id: 'payoutBatches.loading', message: 'Loading...' }
export const tryAgain = /*i18n*/ { id: 'payoutBatches.tryAgain', message: 'Try again' }
export const listFailed = /*i18n*/ {
  id: 'payoutBatches.listFailed',
  message: 'Failed to load the batches',
}

// Batch statuses
export const statusDraft = /*i18n*/ { id: 'payoutBatches.statusDraft', message: 'Draft' }
export const statusPendingApproval = /*i18n*/ {
  id: 'payoutBatches.statusPendingApproval',
  message: 'Pending approval',
}
export const statusApproved = /*i18n*/ { id: 'payoutBatches.statusApproved', message: 'Approved' }
export const statusProcessing = /*i18n*/ {
  id: 'payoutBatches.statusProcessing',
  message: 'Processing',
}
export const statusCompleted = /*i18n*/ {
  id: 'payoutBatches.statusCompleted',
  message: 'Completed',
}
export const statusRejected = /*i18n*/ { id: 'payoutBatches.statusRejected', message: 'Rejected' }
export const statusExpired = /*i18n*/ { id: 'payoutBatches.statusExpired', message: 'Expired' }
export const statusCancelled = /*i18n*/ {
  id: 'payoutBatches.statusCancelled',
  message: 'Cancelled',
}

// The batch page
export const batchTitle = /*i18n*/ { id: 'payoutBatches.batchTitle', message: 'Batch {batchId}' }
export const allBatches = /*i18n*/ { id: 'payoutBatches.allBatches', message: 'All batches' }
export const loadFailed = /*i18n*/ {
  id: 'payoutBatches.loadFailed',
  message: 'Failed to load the batch',
}
export const maker = /*i18n*/ { id: 'payoutBatches.maker', message: 'Uploaded by' }
export const makerKey = /*i18n*/ {
  id: 'payoutBatches.makerKey',
  message: '{name} (API key)',
  comment: 'A batch sent by a program with an API key, not by a person',
}
export const submittedAt = /*i18n*/ { id: 'payoutBatches.submittedAt', message: 'Submitted' }
export const notYet = /*i18n*/ { id: 'payoutBatches.notYet', message: 'Not yet' }
export const approvalHeading = /*i18n*/ { id: 'payoutBatches.approvalHeading', message: 'Approval' }
export const noApproval = /*i18n*/ {
  id: 'payoutBatches.noApproval',
  message: 'No approval needed for this amount.',
}
export const approvalTier = /*i18n*/ {
  id: 'payoutBatches.approvalTier',
  message:
    '{approvers, plural, one {Needs {approvers} approver} other {Needs {approvers} approvers}} ({label})',
}
export const needsSenior = /*i18n*/ {
  id: 'payoutBatches.needsSenior',
  message: 'One of them must be an Owner or Admin.',
}
export const approvedBy = /*i18n*/ {
  id: 'payoutBatches.approvedBy',
  message: 'Approved by {name} ({role}), {at}',
}
export const waitingFor = /*i18n*/ {
  id: 'payoutBatches.waitingFor',
  message: 'Waiting for: {who}',
}
export const expiresAt = /*i18n*/ {
  id: 'payoutBatches.expiresAt',
  message: 'Expires if not decided by {at}',
}
export const rejectedBy = /*i18n*/ {
  id: 'payoutBatches.rejectedBy',
  message: 'Rejected by {name}: {reason}',
}
export const approve = /*i18n*/ { id: 'payoutBatches.approve', message: 'Approve' }
export const reject = /*i18n*/ { id: 'payoutBatches.reject', message: 'Reject' }
export const approving = /*i18n*/ { id: 'payoutBatches.approving', message: 'Approving...' }
export const approved = /*i18n*/ { id: 'payoutBatches.approved', message: 'Batch approved' }
export const approvalRecorded = /*i18n*/ {
  id: 'payoutBatches.approvalRecorded',
  message: 'Your approval is recorded; the batch waits for one more',
}
export const approveFailed = /*i18n*/ {
  id: 'payoutBatches.approveFailed',
  message: 'Failed to approve the batch',
}
export const rejectTitle = /*i18n*/ { id: 'payoutBatches.rejectTitle', message: 'Reject batch' }
export const rejectReason = /*i18n*/ {
  id: 'payoutBatches.rejectReason',
  message: 'Reason for rejecting',
}
export const reasonRequired = /*i18n*/ {
  id: 'payoutBatches.reasonRequired',
  message: 'Please give a reason for rejecting',
}
export const rejected = /*i18n*/ { id: 'payoutBatches.rejected', message: 'Batch rejected' }
export const rejectFailed = /*i18n*/ {
  id: 'payoutBatches.rejectFailed',
  message: 'Failed to reject the batch',
}
export const back = /*i18n*/ { id: 'payoutBatches.back', message: 'Back' }

// Progress
export const progressHeading = /*i18n*/ { id: 'payoutBatches.progressHeading', message: 'Progress' }
export const progressLabel = /*i18n*/ {
  id: 'payoutBatches.progressLabel',
  message: 'Payouts finished',
}
export const progressText = /*i18n*/ {
  id: 'payoutBatches.progressText',
  message: '{done} of {total} finished',
}
export const countWaiting = /*i18n*/ { id: 'payoutBatches.countWaiting', message: 'Not sent yet' }
export const countCreated = /*i18n*/ { id: 'payoutBatches.countCreated', message: 'Created' }
export const countProcessing = /*i18n*/ {
  id: 'payoutBatches.countProcessing',
  message: 'Processing',
}
export const countSuccess = /*i18n*/ { id: 'payoutBatches.countSuccess', message: 'Success' }
export const countFailed = /*i18n*/ { id: 'payoutBatches.countFailed', message: 'Failed' }
export const countQueued = /*i18n*/ { id: 'payoutBatches.countQueued', message: 'Queued for funds' }
export const countCancelled = /*i18n*/ { id: 'payoutBatches.countCancelled', message: 'Cancelled' }
export const queuedHelp = /*i18n*/ {
  id: 'payoutBatches.queuedHelp',
  message:
    'Queued for funds: the wallet’s balance is short for these payouts. They go out by themselves as soon as the balance covers them.',
}
export const topUp = /*i18n*/ { id: 'payoutBatches.topUp', message: 'Top up the wallet' }

// Cancel
export const cancelBatch = /*i18n*/ { id: 'payoutBatches.cancelBatch', message: 'Cancel batch' }
export const cancelRest = /*i18n*/ {
  id: 'payoutBatches.cancelRest',
  message: 'Cancel rows not yet sent',
}
export const cancelBatchConfirm = /*i18n*/ {
  id: 'payoutBatches.cancelBatchConfirm',
  message: 'No payout of this batch will be sent.',
}
export const cancelRestConfirm = /*i18n*/ {
  id: 'payoutBatches.cancelRestConfirm',
  message: 'The rows not yet sent are cancelled. Payouts already sent go on.',
}
export const confirmCancel = /*i18n*/ { id: 'payoutBatches.confirmCancel', message: 'Yes, cancel' }
export const keep = /*i18n*/ { id: 'payoutBatches.keep', message: 'Keep the batch' }
export const cancelled = /*i18n*/ { id: 'payoutBatches.cancelled', message: 'Batch cancelled' }
export const cancelFailed = /*i18n*/ {
  id: 'payoutBatches.cancelFailed',
  message: 'Failed to cancel the batch',
}

// Rows
export const rowsHeading = /*i18n*/ { id: 'payoutBatches.rowsHeading', message: 'Rows' }
export const rowFilter = /*i18n*/ { id: 'payoutBatches.rowFilter', message: 'Show rows' }
export const rowsAll = /*i18n*/ { id: 'payoutBatches.rowsAll', message: 'All' }
export const rowInvalid = /*i18n*/ { id: 'payoutBatches.rowInvalid', message: 'In error' }
export const rowWaiting = /*i18n*/ { id: 'payoutBatches.rowWaiting', message: 'Not sent yet' }
export const rowQueued = /*i18n*/ { id: 'payoutBatches.rowQueued', message: 'Queued for funds' }
export const rowCreated = /*i18n*/ { id: 'payoutBatches.rowCreated', message: 'Payout created' }
export const rowCancelled = /*i18n*/ { id: 'payoutBatches.rowCancelled', message: 'Cancelled' }
export const payoutId = /*i18n*/ { id: 'payoutBatches.payoutId', message: 'Payout ID' }
export const utr = /*i18n*/ { id: 'payoutBatches.utr', message: 'UTR' }
export const failureReason = /*i18n*/ {
  id: 'payoutBatches.failureReason',
  message: 'Failure reason',
}
export const noRows = /*i18n*/ { id: 'payoutBatches.noRows', message: 'No rows here' }
export const rowsFailed = /*i18n*/ {
  id: 'payoutBatches.rowsFailed',
  message: 'Failed to load the rows',
}
export const resultXlsx = /*i18n*/ {
  id: 'payoutBatches.resultXlsx',
  message: 'Download result (Excel)',
}
export const resultCsv = /*i18n*/ {
  id: 'payoutBatches.resultCsv',
  message: 'Download result (CSV)',
}
export const downloadFailed = /*i18n*/ {
  id: 'payoutBatches.downloadFailed',
  message: 'Failed to download the file',
}
