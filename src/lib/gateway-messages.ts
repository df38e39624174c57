import { setupI18n, type MessageDescriptor } from '@lingui/core'
import { t } from './i18n'

/*
 * The gateway's known error messages (docs/api-contract.md), which the portal shows as they come
 * (product.md §8: "or the server's message"). The API stays English; in another language the
 * portal looks the English text up here and shows the catalogue's translation. A message not
 * listed is shown as the gateway wrote it. Loaded only with another language's catalogue
 * (lib/i18n.ts): an English visitor never downloads this table.
 *
 * To add one: a descriptor whose message is the gateway's text exactly, then
 * `npm run i18n:extract` and its translation in each catalogue.
 */
const known: MessageDescriptor[] = [
  // Sign-in and sessions (401, 403, 429)
  /*i18n*/ { id: 'gateway.invalidCredentials', message: 'Invalid username/email or password' },
  /*i18n*/ {
    id: 'gateway.tooManyLogins',
    message: 'Too many login attempts. Please wait a few minutes and try again.',
  },
  /*i18n*/ { id: 'gateway.authRequired', message: 'Authentication required' },
  /*i18n*/ { id: 'gateway.invalidToken', message: 'Invalid or expired token' },
  /*i18n*/ {
    id: 'gateway.needsPortalSession',
    message: 'This call needs a signed-in portal session, not an API key',
  },
  // Requests and filters (400)
  /*i18n*/ { id: 'gateway.invalidJson', message: 'Invalid JSON body' },
  /*i18n*/ { id: 'gateway.invalidRequest', message: 'Invalid request' },
  /*i18n*/ { id: 'gateway.bodyNotObject', message: 'Request body must be a JSON object' },
  /*i18n*/ {
    id: 'gateway.startAfterEnd',
    message: 'The start date must be on or before the end date',
  },
  /*i18n*/ {
    id: 'gateway.startDateFormat',
    message: 'The start date must be a real date written as YYYY-MM-DD',
  },
  /*i18n*/ {
    id: 'gateway.endDateFormat',
    message: 'The end date must be a real date written as YYYY-MM-DD',
  },
  /*i18n*/ {
    id: 'gateway.pageNumber',
    message: 'The page number must be a whole number from 1 up',
  },
  /*i18n*/ {
    id: 'gateway.searchTooLong',
    message: 'Search text must be at most 100 characters',
  },
  /*i18n*/ { id: 'gateway.maxRange', message: 'Maximum date range is 90 days' },
  // Payments
  /*i18n*/ { id: 'gateway.minimumAmount', message: 'Minimum amount is ₹1' },
  /*i18n*/ { id: 'gateway.maximumAmount', message: 'Maximum amount is ₹10,00,000' },
  /*i18n*/ { id: 'gateway.currency', message: 'Currency must be INR or USD' },
  /*i18n*/ { id: 'gateway.counterInr', message: 'Counter payins must be in INR' },
  /*i18n*/ {
    id: 'gateway.expiryFuture',
    message: 'The link expiry must be a date and time in the future',
  },
  /*i18n*/ { id: 'gateway.expiryWithin', message: 'The link expiry must be within 30 days' },
  /*i18n*/ { id: 'gateway.customerEmailRequired', message: 'Customer email is required' },
  /*i18n*/ { id: 'gateway.invalidEmail', message: 'Invalid email address' },
  /*i18n*/ { id: 'gateway.onlyPendingCancel', message: 'Only pending payins can be cancelled' },
  /*i18n*/ { id: 'gateway.payinNotFound', message: 'Payin not found' },
  // Payouts and beneficiaries
  /*i18n*/ { id: 'gateway.duplicateReference', message: 'Duplicate reference ID' },
  /*i18n*/ { id: 'gateway.insufficientBalance', message: 'Insufficient wallet balance' },
  /*i18n*/ { id: 'gateway.mode', message: 'Mode must be IMPS, NEFT or RTGS' },
  /*i18n*/ {
    id: 'gateway.rtgsMinimum',
    message: 'RTGS requires a minimum amount of ₹2,00,000',
  },
  /*i18n*/ { id: 'gateway.invalidIfsc', message: 'Invalid IFSC code' },
  /*i18n*/ { id: 'gateway.noBranch', message: 'No bank branch has this IFSC code' },
  /*i18n*/ { id: 'gateway.invalidAccount', message: 'Invalid account number' },
  /*i18n*/ { id: 'gateway.invalidUpi', message: 'Please enter a valid UPI ID' },
  /*i18n*/ { id: 'gateway.payoutNotFound', message: 'Payout not found' },
  /*i18n*/ { id: 'gateway.beneficiaryNotFound', message: 'Beneficiary not found' },
  /*i18n*/ {
    id: 'gateway.riskFirstPayout',
    message: 'First payout to this beneficiary is above ₹25,000: flagged for review',
  },
  // Refunds (docs/api-contract.md § Refunds)
  /*i18n*/ { id: 'gateway.refundAmountRequired', message: 'Refund amount is required' },
  /*i18n*/ { id: 'gateway.refundAmountNumber', message: 'Refund amount must be a number' },
  /*i18n*/ { id: 'gateway.refundAmountPositive', message: 'Refund amount must be more than 0' },
  /*i18n*/ {
    id: 'gateway.refundAmountDecimals',
    message: 'Refund amount can have at most 2 decimal places',
  },
  /*i18n*/ {
    id: 'gateway.refundExceeds',
    message: 'Refund amount exceeds the refundable amount',
  },
  /*i18n*/ {
    id: 'gateway.refundOnlySuccessful',
    message: 'Only successful payments can be refunded',
  },
  /*i18n*/ {
    id: 'gateway.refundInsufficientBalance',
    message: 'Insufficient wallet balance for this refund',
  },
  /*i18n*/ { id: 'gateway.refundNotFound', message: 'Refund not found' },
  // The accountant's month: settlements, invoices, the journal, GSTIN and state
  /*i18n*/ { id: 'gateway.settlementNotFound', message: 'Settlement not found' },
  /*i18n*/ { id: 'gateway.invoiceNotFound', message: 'Invoice not found' },
  /*i18n*/ { id: 'gateway.maxRangeYear', message: 'Maximum date range is 366 days' },
  /*i18n*/ {
    id: 'gateway.gstinLength',
    message: 'GSTIN must be 15 characters like 27AAPFU0939F1ZV',
  },
  /*i18n*/ { id: 'gateway.gstinState', message: 'GSTIN must start with a valid state code' },
  /*i18n*/ { id: 'gateway.gstinCheck', message: 'GSTIN check character is wrong' },
  /*i18n*/ { id: 'gateway.stateNotGstin', message: "The state must be the GSTIN's state" },
  /*i18n*/ { id: 'gateway.stateCode', message: 'State must be a GST state code such as 27' },
  // Wallet, uploads and the gateway's limits (400, 409, 413, 429, 507)
  /*i18n*/ {
    id: 'gateway.transferType',
    message: 'Transfer type must be NEFT, RTGS, IMPS or UPI',
  },
  /*i18n*/ {
    id: 'gateway.duplicateTopup',
    message: 'A top-up with this reference number already exists',
  },
  /*i18n*/ {
    id: 'gateway.pendingTopups',
    message: 'You have too many pending top-up requests. Please wait for one to be reviewed.',
  },
  /*i18n*/ { id: 'gateway.fileTooLarge', message: 'File size must be less than 10MB' },
  /*i18n*/ { id: 'gateway.fileType', message: 'Only JPG, PNG and PDF files are allowed' },
  /*i18n*/ { id: 'gateway.fileEmpty', message: 'The uploaded file is empty' },
  /*i18n*/ { id: 'gateway.bodyTooLarge', message: 'Request body is too large' },
  /*i18n*/ {
    id: 'gateway.shortOfStorage',
    message: 'The gateway is short of storage space. Please try again later.',
  },
  /*i18n*/ {
    id: 'gateway.kycLimit',
    message:
      'Your KYC documents awaiting review have reached the limit of 20 documents or 100 MB. Please wait for them to be reviewed.',
  },
  // Settings and webhooks
  /*i18n*/ { id: 'gateway.emailUnavailable', message: 'This email cannot be used' },
  /*i18n*/ {
    id: 'gateway.webhookPublic',
    message: 'Webhook URL must be a public address',
  },
  /*i18n*/ {
    id: 'gateway.tooManyTestEvents',
    message: 'Too many test events and redeliveries. Please wait a minute and try again.',
  },
  /*i18n*/ {
    id: 'gateway.receiverBusy',
    message:
      'Your webhook receiver is still busy with earlier deliveries. Please try again shortly.',
  },
  // Anything else the gateway got wrong (500)
  /*i18n*/ { id: 'gateway.internal', message: 'Internal server error' },
]

/** Messages with a changing part: the pattern of the English text, and its values. */
const patterns: { pattern: RegExp; descriptor: MessageDescriptor }[] = [
  {
    pattern: /^You can save at most (?<count>\d+) beneficiaries$/,
    descriptor: /*i18n*/ {
      id: 'gateway.beneficiaryLimit',
      message: 'You can save at most {count} beneficiaries',
    },
  },
]

// The English of each descriptor, as the source language renders it (compiled or not).
const english = setupI18n({ locale: 'en', messages: {} })
let byText: Map<string, MessageDescriptor> | undefined

export function translateGatewayMessage(text: string): string {
  byText ??= new Map(known.map((descriptor) => [english._(descriptor), descriptor]))
  const descriptor = byText.get(text)
  if (descriptor) return t(descriptor)
  for (const { pattern, descriptor: withValues } of patterns) {
    const match = pattern.exec(text)
    if (match) return t(withValues, match.groups)
  }
  return text
}
