import type { MessageDescriptor } from '@lingui/core'

/** A message with a changing part: the pattern of the English text, and its values. */
export type GatewayPattern = { pattern: RegExp; descriptor: MessageDescriptor }

/*
 * The gateway's known error messages that only the signed-in screens meet (docs/api-contract.md).
 * Part of gateway-messages.ts's table, looked up by their English as it says. Ids `gatewayApp.…`.
 */
export const known: readonly MessageDescriptor[] = [
  // The team (409, 403)
  /*i18n*/ {
    id: 'gatewayApp.lastOwner',
    message: 'A business must keep at least one active Owner',
  },
  /*i18n*/ {
    id: 'gatewayApp.emailOnTeam',
    message: 'This email already belongs to someone on a team',
  },
  /*i18n*/ { id: 'gatewayApp.ownerInvites', message: 'Only an Owner can invite an Owner' },
  /*i18n*/ {
    id: 'gatewayApp.ownerChanges',
    message: 'Only an Owner can make someone an Owner or change or remove an Owner',
  },
  /*i18n*/ { id: 'gatewayApp.alreadyJoined', message: 'This person has already joined' },
  // Requests and filters (400)
  /*i18n*/ {
    id: 'gatewayApp.startAfterEnd',
    message: 'The start date must be on or before the end date',
  },
  /*i18n*/ {
    id: 'gatewayApp.startDateFormat',
    message: 'The start date must be a real date written as YYYY-MM-DD',
  },
  /*i18n*/ {
    id: 'gatewayApp.endDateFormat',
    message: 'The end date must be a real date written as YYYY-MM-DD',
  },
  /*i18n*/ {
    id: 'gatewayApp.pageNumber',
    message: 'The page number must be a whole number from 1 up',
  },
  /*i18n*/ {
    id: 'gatewayApp.searchTooLong',
    message: 'Search text must be at most 100 characters',
  },
  /*i18n*/ { id: 'gatewayApp.maxRange', message: 'Maximum date range is 90 days' },
  // Payments
  /*i18n*/ { id: 'gatewayApp.currency', message: 'Currency must be INR or USD' },
  /*i18n*/ {
    id: 'gatewayApp.expiryFuture',
    message: 'The link expiry must be a date and time in the future',
  },
  /*i18n*/ { id: 'gatewayApp.expiryWithin', message: 'The link expiry must be within 30 days' },
  /*i18n*/ { id: 'gatewayApp.customerEmailRequired', message: 'Customer email is required' },
  /*i18n*/ { id: 'gatewayApp.invalidEmail', message: 'Invalid email address' },
  // Payouts and beneficiaries
  /*i18n*/ { id: 'gatewayApp.duplicateReference', message: 'Duplicate reference ID' },
  /*i18n*/ { id: 'gatewayApp.insufficientBalance', message: 'Insufficient wallet balance' },
  /*i18n*/ { id: 'gatewayApp.mode', message: 'Mode must be IMPS, NEFT or RTGS' },
  /*i18n*/ {
    id: 'gatewayApp.rtgsMinimum',
    message: 'RTGS requires a minimum amount of ₹2,00,000',
  },
  /*i18n*/ { id: 'gatewayApp.invalidIfsc', message: 'Invalid IFSC code' },
  /*i18n*/ { id: 'gatewayApp.noBranch', message: 'No bank branch has this IFSC code' },
  /*i18n*/ { id: 'gatewayApp.invalidAccount', message: 'Invalid account number' },
  /*i18n*/ { id: 'gatewayApp.invalidUpi', message: 'Please enter a valid UPI ID' },
  /*i18n*/ { id: 'gatewayApp.payoutNotFound', message: 'Payout not found' },
  /*i18n*/ { id: 'gatewayApp.beneficiaryNotFound', message: 'Beneficiary not found' },
  /*i18n*/ {
    id: 'gatewayApp.riskFirstPayout',
    message: 'First payout to this beneficiary is above ₹25,000: flagged for review',
  },
  // Payouts from a file (docs/api-contract.md § Payout batches): the file's refusals, the rows' reasons
  /*i18n*/ { id: 'gatewayApp.batchChooseFile', message: 'Please choose a CSV or Excel file' },
  /*i18n*/ {
    id: 'gatewayApp.batchFileType',
    message: 'Only CSV and Excel (.xlsx) files are allowed',
  },
  /*i18n*/ { id: 'gatewayApp.batchUtf8', message: 'The CSV file must be saved as UTF-8' },
  /*i18n*/ {
    id: 'gatewayApp.batchUnreadable',
    message: 'The Excel file could not be read: save it again as .xlsx',
  },
  /*i18n*/ { id: 'gatewayApp.batchSize', message: 'The file must be at most 5 MB' },
  /*i18n*/ { id: 'gatewayApp.batchRows', message: 'A file can have at most 10,000 payouts' },
  /*i18n*/ {
    id: 'gatewayApp.batchEmpty',
    message: 'The file has no payouts: add rows under the header',
  },
  /*i18n*/ {
    id: 'gatewayApp.batchFixFirst',
    message: 'Fix the rows in error before submitting',
  },
  /*i18n*/ { id: 'gatewayApp.batchNotFound', message: 'Batch not found' },
  /*i18n*/ { id: 'gatewayApp.rowAmountRequired', message: 'Please enter an amount' },
  /*i18n*/ {
    id: 'gatewayApp.rowAmountNumber',
    message: 'Amount must be a number like 1500 or 1500.50',
  },
  /*i18n*/ {
    id: 'gatewayApp.rowAmountDecimals',
    message: 'Amount can have at most 2 decimal places',
  },
  /*i18n*/ { id: 'gatewayApp.rowAmountPositive', message: 'Amount must be more than ₹0' },
  /*i18n*/ { id: 'gatewayApp.rowMode', message: 'Mode must be IMPS, NEFT, RTGS or UPI' },
  /*i18n*/ { id: 'gatewayApp.rowImpsMax', message: 'IMPS allows at most ₹5,00,000 per payout' },
  /*i18n*/ { id: 'gatewayApp.rowUpiMax', message: 'UPI allows at most ₹1,00,000 per payout' },
  /*i18n*/ { id: 'gatewayApp.rowName', message: 'Please enter beneficiary name' },
  /*i18n*/ {
    id: 'gatewayApp.rowEitherBeneficiary',
    message: 'Give either beneficiary_id or the name, account and IFSC, not both',
  },
  /*i18n*/ {
    id: 'gatewayApp.rowSavedNotUpi',
    message: 'A saved beneficiary is paid by IMPS, NEFT or RTGS, not UPI',
  },
  // Refunds (docs/api-contract.md § Refunds)
  /*i18n*/ { id: 'gatewayApp.refundAmountRequired', message: 'Refund amount is required' },
  /*i18n*/ { id: 'gatewayApp.refundAmountNumber', message: 'Refund amount must be a number' },
  /*i18n*/ { id: 'gatewayApp.refundAmountPositive', message: 'Refund amount must be more than 0' },
  /*i18n*/ {
    id: 'gatewayApp.refundAmountDecimals',
    message: 'Refund amount can have at most 2 decimal places',
  },
  /*i18n*/ {
    id: 'gatewayApp.refundExceeds',
    message: 'Refund amount exceeds the refundable amount',
  },
  /*i18n*/ {
    id: 'gatewayApp.refundOnlySuccessful',
    message: 'Only successful payments can be refunded',
  },
  /*i18n*/ {
    id: 'gatewayApp.refundInsufficientBalance',
    message: 'Insufficient wallet balance for this refund',
  },
  /*i18n*/ { id: 'gatewayApp.refundNotFound', message: 'Refund not found' },
  // The accountant's month: settlements, invoices, the journal, GSTIN and state
  /*i18n*/ { id: 'gatewayApp.settlementNotFound', message: 'Settlement not found' },
  /*i18n*/ { id: 'gatewayApp.invoiceNotFound', message: 'Invoice not found' },
  /*i18n*/ { id: 'gatewayApp.maxRangeYear', message: 'Maximum date range is 366 days' },
  /*i18n*/ {
    id: 'gatewayApp.gstinLength',
    message: 'GSTIN must be 15 characters like 27AAPFU0939F1ZV',
  },
  /*i18n*/ { id: 'gatewayApp.gstinState', message: 'GSTIN must start with a valid state code' },
  /*i18n*/ { id: 'gatewayApp.gstinCheck', message: 'GSTIN check character is wrong' },
  /*i18n*/ { id: 'gatewayApp.stateNotGstin', message: "The state must be the GSTIN's state" },
  /*i18n*/ { id: 'gatewayApp.stateCode', message: 'State must be a GST state code such as 27' },
  // Wallet, uploads and the gateway's limits (400, 409, 413, 429, 507)
  /*i18n*/ {
    id: 'gatewayApp.transferType',
    message: 'Transfer type must be NEFT, RTGS, IMPS or UPI',
  },
  /*i18n*/ {
    id: 'gatewayApp.duplicateTopup',
    message: 'A top-up with this reference number already exists',
  },
  /*i18n*/ {
    id: 'gatewayApp.pendingTopups',
    message: 'You have too many pending top-up requests. Please wait for one to be reviewed.',
  },
  /*i18n*/ { id: 'gatewayApp.fileTooLarge', message: 'File size must be less than 10MB' },
  /*i18n*/ { id: 'gatewayApp.fileType', message: 'Only JPG, PNG and PDF files are allowed' },
  /*i18n*/ { id: 'gatewayApp.fileEmpty', message: 'The uploaded file is empty' },
  /*i18n*/ {
    id: 'gatewayApp.kycLimit',
    message:
      'Your KYC documents awaiting review have reached the limit of 20 documents or 100 MB. Please wait for them to be reviewed.',
  },
  // Settings and webhooks
  /*i18n*/ { id: 'gatewayApp.emailUnavailable', message: 'This email cannot be used' },
  /*i18n*/ {
    id: 'gatewayApp.webhookPublic',
    message: 'Webhook URL must be a public address',
  },
  /*i18n*/ {
    id: 'gatewayApp.tooManyTestEvents',
    message: 'Too many test events and redeliveries. Please wait a minute and try again.',
  },
  /*i18n*/ {
    id: 'gatewayApp.receiverBusy',
    message:
      'Your webhook receiver is still busy with earlier deliveries. Please try again shortly.',
  },
  // Counters, cashiers and shifts (docs/api-contract.md § Counter devices, cashiers and shifts);
  // a paired counter keeps the refusal that ended its pairing and shows it through gatewayText
  /*i18n*/ {
    id: 'gatewayApp.ownerCounterRename',
    message: "The owner's counter cannot be renamed",
  },
  /*i18n*/ {
    id: 'gatewayApp.duplicateCashier',
    message: 'A cashier with this name already exists',
  },
  /*i18n*/ { id: 'gatewayApp.cashierNameRequired', message: 'Cashier name is required' },
  /*i18n*/ { id: 'gatewayApp.counterNotFound', message: 'Counter not found' },
  /*i18n*/ {
    id: 'gatewayApp.duplicateCounter',
    message: 'A counter with this name already exists',
  },
  /*i18n*/ { id: 'gatewayApp.counterNameRequired', message: 'Counter name is required' },
  /*i18n*/ {
    id: 'gatewayApp.lockTime',
    message: 'The lock time must be a whole number of minutes from 0 to 120',
  },
  // Why a bank failed a payout or a refund, and why the gateway refunded a payment by itself
  // (payout and refund failure reasons, data the screens show)
  /*i18n*/ {
    id: 'gatewayApp.refundBankRefused',
    message: "The customer's bank did not accept the refund",
  },
  /*i18n*/ {
    id: 'gatewayApp.payoutBankRejected',
    message: 'Beneficiary bank rejected the transfer (sandbox test account)',
  },
  /*i18n*/ { id: 'gatewayApp.payoutRejectedByAdmin', message: 'Rejected by admin' },
  /*i18n*/ {
    id: 'gatewayApp.paidAfterCancel',
    message: 'Paid after the payment was cancelled',
  },
  /*i18n*/ {
    id: 'gatewayApp.paidAfterLateWindow',
    message: 'Paid more than 30 minutes after the payment link expired',
  },
  // Wallet movements without a name in them
  /*i18n*/ { id: 'gatewayApp.walletCounterPayin', message: 'Counter payin' },
  /*i18n*/ { id: 'gatewayApp.walletPayin', message: 'Payin' },
  /*i18n*/ { id: 'gatewayApp.walletCounterPayinLate', message: 'Counter payin (paid late)' },
  /*i18n*/ { id: 'gatewayApp.walletPayinLate', message: 'Payin (paid late)' },
  /*i18n*/ {
    id: 'gatewayApp.walletCounterAfterCancel',
    message: 'Counter payin (paid after cancellation)',
  },
  /*i18n*/ { id: 'gatewayApp.walletPayinAfterCancel', message: 'Payin (paid after cancellation)' },
  /*i18n*/ {
    id: 'gatewayApp.walletCounterAfterWindow',
    message: 'Counter payin (paid after the late window)',
  },
  /*i18n*/ {
    id: 'gatewayApp.walletPayinAfterWindow',
    message: 'Payin (paid after the late window)',
  },
  // Approvals (403, 409, 400) and whom a request waits for (server/domain/approvals)
  /*i18n*/ { id: 'gatewayApp.approvalOwn', message: 'You cannot approve your own request' },
  /*i18n*/ {
    id: 'gatewayApp.approvalOwnReject',
    message: 'You cannot reject your own request; cancel it instead',
  },
  /*i18n*/ { id: 'gatewayApp.approvalTwice', message: 'You have already approved this request' },
  /*i18n*/ {
    id: 'gatewayApp.approvalSenior',
    message: 'This request needs an Owner or Admin to approve',
  },
  /*i18n*/ {
    id: 'gatewayApp.approvalNotMaker',
    message: 'Only the person who made this request can cancel it',
  },
  /*i18n*/ { id: 'gatewayApp.approvalReason', message: 'Please give a reason for rejecting' },
  /*i18n*/ { id: 'gatewayApp.approvalNotFound', message: 'Approval request not found' },
  /*i18n*/ { id: 'gatewayApp.approvalSeniorWaiting', message: 'An Owner or Admin' },
  /*i18n*/ { id: 'gatewayApp.approvalAnyAmount', message: 'Any amount' },
  // Outlets (decision 080)
  /*i18n*/ { id: 'gatewayApp.outletNotFound', message: 'Outlet not found' },
  /*i18n*/ { id: 'gatewayApp.outletNameRequired', message: 'Outlet name is required' },
  /*i18n*/ {
    id: 'gatewayApp.outletNameTaken',
    message: 'An outlet with this name already exists',
  },
  /*i18n*/ { id: 'gatewayApp.outletUnknownState', message: 'Unknown state code' },
  /*i18n*/ { id: 'gatewayApp.outletArchived', message: 'This outlet is archived' },
  /*i18n*/ {
    id: 'gatewayApp.outletLastOpen',
    message: 'A business keeps at least one open outlet',
  },
  /*i18n*/ {
    id: 'gatewayApp.outletMoveShift',
    message: "Close this counter's shift before moving it",
  },
  /*i18n*/ {
    id: 'gatewayApp.outletChooseYours',
    message: 'Choose one of your outlets for this link',
  },
  /*i18n*/ { id: 'gatewayApp.outletOwnerEvery', message: 'An Owner sees every outlet' },
  /*i18n*/ {
    id: 'gatewayApp.outletLimited',
    message: 'Your access is limited to some outlets',
  },
  /*i18n*/ {
    id: 'gatewayApp.outletEveryCashier',
    message:
      'This cashier works at every outlet: only someone who sees every outlet can change them',
  },
]

export const patterns: readonly GatewayPattern[] = [
  // Outlets (decision 080)
  {
    pattern: /^Close the open shifts at (?<outlet>.+) first: (?<counters>.+)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.outletOpenShifts',
      message: 'Close the open shifts at {outlet} first: {counters}',
    },
  },
  // A till's cashier of another outlet (the counter meets it; patterns live in this table).
  {
    pattern: /^(?<name>.+) works at another outlet$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.worksAtAnotherOutlet',
      message: '{name} works at another outlet',
    },
  },
  {
    pattern: /^The GSTIN must be of the outlet's state \((?<code>\d{2}): (?<state>.+)\)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.outletGstinState',
      message: "The GSTIN must be of the outlet's state ({code}: {state})",
    },
  },
  // A payout file's rows (docs/api-contract.md § Payout batches)
  {
    pattern: /^The file is missing the columns: (?<names>.+)\. Start from the template$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.batchColumns',
      message: 'The file is missing the columns: {names}. Start from the template',
    },
  },
  {
    pattern: /^Reference ID is also on line (?<line>\d+) of this file$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.rowReferenceLine',
      message: 'Reference ID is also on line {line} of this file',
    },
  },
  {
    pattern: /^Reference ID was already used by payout (?<id>\S+)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.rowReferenceUsed',
      message: 'Reference ID was already used by payout {id}',
    },
  },
  {
    pattern: /^Reference ID is already in batch (?<id>\S+)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.rowReferenceInBatch',
      message: 'Reference ID is already in batch {id}',
    },
  },
  {
    pattern: /^No saved beneficiary has the ID (?<id>.+)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.rowNoBeneficiary',
      message: 'No saved beneficiary has the ID {id}',
    },
  },
  {
    pattern: /^This request is already (?<status>\w+)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.approvalAlready',
      message: 'This request is already {status}',
    },
  },
  {
    pattern: /^(?<count>\d+) more approvers?, one an Owner or Admin$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.approvalMoreSenior',
      message:
        '{count, plural, one {{count} more approver} other {{count} more approvers}}, one an Owner or Admin',
    },
  },
  {
    pattern: /^(?<count>\d+) more approvers?$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.approvalMore',
      message: '{count, plural, one {{count} more approver} other {{count} more approvers}}',
    },
  },
  {
    pattern: /^Up to (?<amount>₹[\d,.]+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.approvalTierUpTo', message: 'Up to {amount}' },
  },
  {
    pattern: /^Above (?<amount>₹[\d,.]+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.approvalTierAbove', message: 'Above {amount}' },
  },
  {
    pattern: /^(?<from>₹[\d,.]+) to (?<to>₹[\d,.]+)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.approvalTierRange',
      message: '{from} to {to}',
    },
  },
  {
    pattern: /^You can save at most (?<count>\d+) beneficiaries$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.beneficiaryLimit',
      message: 'You can save at most {count} beneficiaries',
    },
  },
  // The wallet's movements, as the gateway's ledger describes them (server/domain: payouts,
  // payout-lifecycle, settlement, refunds, refund-lifecycle, topups, payin-lifecycle). The most
  // particular first: 'Payout to X on hold' before 'Payout to X'.
  {
    pattern: /^Payout to (?<name>.+) on hold$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.walletPayoutHold', message: 'Payout to {name} on hold' },
  },
  {
    pattern: /^Payout to (?<name>.+) completed$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletPayoutDone',
      message: 'Payout to {name} completed',
    },
  },
  {
    pattern: /^Payout to (?<name>.+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.walletPayout', message: 'Payout to {name}' },
  },
  {
    pattern: /^Settlement of (?<count>\d+) payments? to available balance$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletSettlement',
      message:
        '{count, plural, one {Settlement of {count} payment to available balance} other {Settlement of {count} payments to available balance}}',
      comment: 'Write {count}, not #, in the forms (# would build an Intl number format)',
    },
  },
  {
    pattern: /^Refund of (?<id>\S+) failed: amount returned$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletRefundFailed',
      message: 'Refund of {id} failed: amount returned',
    },
  },
  {
    pattern: /^Refund of (?<id>\S+) to (?<name>.+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.walletRefundTo', message: 'Refund of {id} to {name}' },
  },
  {
    pattern: /^Refund of (?<id>\S+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.walletRefund', message: 'Refund of {id}' },
  },
  {
    pattern: /^Automatic refund of (?<id>\S+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.walletAutoRefund', message: 'Automatic refund of {id}' },
  },
  {
    pattern: /^Wallet top-up via (?<type>\S+) approved$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletTopup',
      message: 'Wallet top-up via {type} approved',
    },
  },
  {
    pattern: /^Payin from (?<name>.+) \(paid late\)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletPayinFromLate',
      message: 'Payin from {name} (paid late)',
    },
  },
  {
    pattern: /^Payin from (?<name>.+) \(paid after cancellation\)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletPayinFromAfterCancel',
      message: 'Payin from {name} (paid after cancellation)',
    },
  },
  {
    pattern: /^Payin from (?<name>.+) \(paid after the late window\)$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.walletPayinFromAfterWindow',
      message: 'Payin from {name} (paid after the late window)',
    },
  },
  {
    pattern: /^Payin from (?<name>.+)$/,
    descriptor: /*i18n*/ { id: 'gatewayApp.walletPayinFrom', message: 'Payin from {name}' },
  },
]
