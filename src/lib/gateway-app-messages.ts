import type { MessageDescriptor } from '@lingui/core'
import type { GatewayPattern } from './gateway-messages'

/*
 * The gateway's known error messages that only the signed-in screens meet (docs/api-contract.md).
 * Part of gateway-messages.ts's table, looked up by their English as it says. Ids `gatewayApp.…`.
 */
export const known: readonly MessageDescriptor[] = [
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
]

export const patterns: readonly GatewayPattern[] = [
  {
    pattern: /^You can save at most (?<count>\d+) beneficiaries$/,
    descriptor: /*i18n*/ {
      id: 'gatewayApp.beneficiaryLimit',
      message: 'You can save at most {count} beneficiaries',
    },
  },
]
