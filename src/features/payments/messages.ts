/*
 * The payment screens' texts (product.md §2, §2.5, §5, §8, §11): the payments list, Payment
 * Details, refunds and Create Payment, in English, the source language (docs/i18n.md). Their
 * other languages are in src/locales/<code>.po under the same ids.
 */
// The list (product.md §2, §2.5)
export const title = /*i18n*/ { id: 'payments.title', message: 'Payments' }
export const searchPlaceholder = /*i18n*/ {
  id: 'payments.searchPlaceholder',
  message: 'Transaction ID, customer...',
}
export const allStatus = /*i18n*/ { id: 'payments.allStatus', message: 'All Status' }
export const loadFailed = /*i18n*/ {
  id: 'payments.loadFailed',
  message: 'Failed to load payments',
}
export const empty = /*i18n*/ { id: 'payments.empty', message: 'No payments found' }
export const createPayment = /*i18n*/ { id: 'payments.create', message: 'Create Payment' }
export const channelCounter = /*i18n*/ {
  id: 'payments.channelCounter',
  message: 'Counter',
  comment: 'Channel filter option: sales taken at the shop counter',
}
export const channelLink = /*i18n*/ {
  id: 'payments.channelLink',
  message: 'Link',
  comment: 'Channel filter option: payments made through a payment link',
}
export const channelQr = /*i18n*/ {
  id: 'payments.channelQr',
  message: 'QR',
  comment: "Channel filter option and label: payments to a counter's standing (printed) QR",
}
export const qrPayment = /*i18n*/ {
  id: 'payments.qrPayment',
  message: 'Standing QR',
  comment: "The Order ID cell of a payment to a counter's printed QR, which has no order",
}
export const channel = /*i18n*/ { id: 'payments.channel', message: 'Channel' }
export const payerVpa = /*i18n*/ {
  id: 'payments.payerVpa',
  message: "Payer's UPI ID",
  comment: 'Payment Details: the UPI address that paid a standing QR, as the bank reports it',
}
export const countedForSale = /*i18n*/ {
  id: 'payments.countedForSale',
  message: 'Counted for sale',
  comment:
    "Payment Details: the till's sale this standing-QR payment was counted for (that sale was then closed)",
}
export const tabs = /*i18n*/ {
  id: 'payments.tabs',
  message: 'Payments and refunds',
  comment: 'Accessible name of the Payments · Refunds tabs',
}
export const totalLine = /*i18n*/ {
  id: 'payments.totalLine',
  message:
    'Collected {collected} from {successful} successful of {count, plural, one {{countText} payment} other {{countText} payments}}',
  comment:
    'Over the payments list: what every payment of the filters adds up to. collected is money; successful and countText are counts written with Indian grouping (1,00,000); count chooses the plural form',
}
export const totalLineRates = /*i18n*/ {
  id: 'payments.totalLineRates',
  message:
    'Collected {collected} from {successful} successful of {count, plural, one {{countText} payment} other {{countText} payments}} · Fees {fees} · Net {net}',
  comment:
    'The total line where fees are shown: fees and net (amount less fees) are money; the rest as payments.totalLine',
}
// Columns and Payment Details' rows (product.md §2)
export const transactionId = /*i18n*/ { id: 'payments.transactionId', message: 'Transaction ID' }
export const copyTransactionId = /*i18n*/ {
  id: 'payments.copyTransactionId',
  message: 'Copy transaction ID',
}
export const orderId = /*i18n*/ { id: 'payments.orderId', message: 'Order ID' }
export const counterSale = /*i18n*/ {
  id: 'payments.counterSale',
  message: 'Counter sale',
  comment: 'The Order ID cell of a sale taken at the counter (its generated number says nothing)',
}
export const customer = /*i18n*/ { id: 'payments.customer', message: 'Customer' }
export const amount = /*i18n*/ { id: 'payments.amount', message: 'Amount' }
export const fee = /*i18n*/ { id: 'payments.fee', message: 'Fee' }
export const netAmount = /*i18n*/ { id: 'payments.netAmount', message: 'Net Amount' }
export const utrReference = /*i18n*/ { id: 'payments.utrReference', message: 'UTR / Reference' }
export const status = /*i18n*/ { id: 'payments.status', message: 'Status' }
export const date = /*i18n*/ { id: 'payments.date', message: 'Date' }
export const actions = /*i18n*/ { id: 'payments.actions', message: 'Actions' }
export const viewPayment = /*i18n*/ {
  id: 'payments.viewPayment',
  message: 'View payment {id}',
  comment:
    "A view button's accessible name; id is the transaction ID. On a phone a refund's card shows payments.viewPaymentShort beside it, and a spoken name must hold the visible words: keep that text whole at the start",
}
export const viewPaymentShort = /*i18n*/ {
  id: 'payments.viewPaymentShort',
  message: 'View payment',
  comment: "A refund's link to its payment, on a phone's card",
}
export const notAvailable = /*i18n*/ {
  id: 'payments.notAvailable',
  message: 'N/A',
  comment: 'Shown for a missing order ID, UTR, gateway or reference',
}
export const details = /*i18n*/ { id: 'payments.details', message: 'Payment Details' }
export const gateway = /*i18n*/ { id: 'payments.gateway', message: 'Gateway' }
export const customerName = /*i18n*/ { id: 'payments.customerName', message: 'Customer Name' }
export const customerEmail = /*i18n*/ { id: 'payments.customerEmail', message: 'Customer Email' }
export const customerPhone = /*i18n*/ { id: 'payments.customerPhone', message: 'Customer Phone' }
export const utr = /*i18n*/ { id: 'payments.utr', message: 'UTR' }
export const counter = /*i18n*/ {
  id: 'payments.counter',
  message: 'Counter',
  comment: 'Payment Details: the counter (till) that took the sale',
}
export const cashier = /*i18n*/ { id: 'payments.cashier', message: 'Cashier' }
export const note = /*i18n*/ {
  id: 'payments.note',
  message: 'Note',
  comment: "A counter sale's note, typed by the cashier (Payment Details)",
}
export const createdAt = /*i18n*/ { id: 'payments.createdAt', message: 'Created At' }
export const updatedAt = /*i18n*/ { id: 'payments.updatedAt', message: 'Updated At' }
export const settlement = /*i18n*/ { id: 'payments.settlement', message: 'Settlement' }
export const notSettled = /*i18n*/ { id: 'payments.notSettled', message: 'Not settled yet' }
// Exports and Create Payment's toasts (product.md §8)
export const exportCompleted = /*i18n*/ {
  id: 'payments.exportCompleted',
  message: 'Export completed',
}
export const exportFailed = /*i18n*/ { id: 'payments.exportFailed', message: 'Export failed' }
export const exportAllChannels = /*i18n*/ {
  id: 'payments.exportAllChannels',
  message:
    'The file holds counter sales and payment links alike: its Channel column tells them apart.',
  comment: 'After exporting a list filtered by channel: the file has no such filter',
}
export const exportPaymentsRange = /*i18n*/ {
  id: 'payments.exportPaymentsRange',
  message:
    'The file holds payments from {from} to {to}: the gateway exports at most 90 days at a time. Set From and To for other dates.',
  comment: 'from and to are dates; From and To are the list’s date filters',
}
export const exportRefundsRange = /*i18n*/ {
  id: 'payments.exportRefundsRange',
  message:
    'The file holds refunds from {from} to {to}: the gateway exports at most 90 days at a time. Set From and To for other dates.',
  comment: 'from and to are dates; From and To are the list’s date filters',
}
export const paymentCreated = /*i18n*/ {
  id: 'payments.created',
  message: 'Payment link created successfully!',
}
export const createFailed = /*i18n*/ {
  id: 'payments.createFailed',
  message: 'Failed to create payment',
}
// Create Payment (product.md §2, §5)
export const backToPayments = /*i18n*/ {
  id: 'payments.backToPayments',
  message: 'Back to payments',
}
export const currency = /*i18n*/ { id: 'payments.currency', message: 'Currency' }
export const description = /*i18n*/ { id: 'payments.description', message: 'Description' }
export const expiresAt = /*i18n*/ { id: 'payments.expiresAt', message: 'Expires At' }
export const redirectUrl = /*i18n*/ { id: 'payments.redirectUrl', message: 'Redirect URL' }
export const webhookUrl = /*i18n*/ { id: 'payments.webhookUrl', message: 'Webhook URL' }
export const cancel = /*i18n*/ { id: 'payments.cancel', message: 'Cancel' }
export const creating = /*i18n*/ { id: 'payments.creating', message: 'Creating...' }
export const createLink = /*i18n*/ {
  id: 'payments.createLink',
  message: 'Create Payment Link',
}
export const amountRequired = /*i18n*/ {
  id: 'payments.amountRequired',
  message: 'Amount is required',
}
export const amountMinimum = /*i18n*/ {
  id: 'payments.amountMinimum',
  message: 'Minimum amount is ₹1',
}
export const amountMaximum = /*i18n*/ {
  id: 'payments.amountMaximum',
  message: 'Maximum amount is ₹10,00,000',
}
export const amountDecimals = /*i18n*/ {
  id: 'payments.amountDecimals',
  message: 'Amount can have at most 2 decimal places',
}
export const customerNameRequired = /*i18n*/ {
  id: 'payments.customerNameRequired',
  message: 'Customer name is required',
}
export const customerEmailRequired = /*i18n*/ {
  id: 'payments.customerEmailRequired',
  message: 'Customer email is required',
}
export const emailInvalid = /*i18n*/ {
  id: 'payments.emailInvalid',
  message: 'Invalid email address',
}
// Refunds: the tab and its list (product.md §11)
export const refunds = /*i18n*/ { id: 'payments.refunds', message: 'Refunds' }
export const refundsSearchPlaceholder = /*i18n*/ {
  id: 'payments.refundsSearchPlaceholder',
  message: 'Refund ID, transaction ID or reference',
}
export const refundsLoadFailed = /*i18n*/ {
  id: 'payments.refundsLoadFailed',
  message: 'Failed to load refunds',
}
export const refundsEmpty = /*i18n*/ { id: 'payments.refundsEmpty', message: 'No refunds found' }
export const noRefunds = /*i18n*/ {
  id: 'payments.noRefunds',
  message: 'This gateway does not offer refunds.',
}
export const refundId = /*i18n*/ { id: 'payments.refundId', message: 'Refund ID' }
export const copyRefundId = /*i18n*/ { id: 'payments.copyRefundId', message: 'Copy refund ID' }
export const reference = /*i18n*/ { id: 'payments.reference', message: 'Reference' }
export const utrReason = /*i18n*/ { id: 'payments.utrReason', message: 'UTR / Reason' }
export const automatic = /*i18n*/ {
  id: 'payments.automatic',
  message: 'Automatic',
  comment: 'Tag of a refund the gateway made by itself (a payment after its QR was cancelled)',
}
export const failed = /*i18n*/ {
  id: 'payments.failed',
  message: 'Failed',
  comment: 'A refund that failed: its step in the timeline, or the list cell without a reason',
}
export const waitingForBank = /*i18n*/ {
  id: 'payments.waitingForBank',
  message: 'Waiting for the bank',
}
// Payment Details' refunds and their timeline (product.md §11)
export const refund = /*i18n*/ { id: 'payments.refund', message: 'Refund' }
export const refundSummary = /*i18n*/ {
  id: 'payments.refundSummary',
  message: 'Refunded {refunded} of {amount}',
  comment: 'Money back to the customer so far, of the payment amount',
}
export const refundSummaryPending = /*i18n*/ {
  id: 'payments.refundSummaryPending',
  message: 'Refunded {refunded} of {amount} · {pending} on its way',
  comment: 'As payments.refundSummary, with the money of refunds the bank has not answered yet',
}
export const refundsLoadError = /*i18n*/ {
  id: 'payments.refundsLoadError',
  message: 'Could not load the refunds of this payment.',
}
export const refundHistory = /*i18n*/ { id: 'payments.refundHistory', message: 'Refund history' }
export const requested = /*i18n*/ { id: 'payments.requested', message: 'Requested' }
export const processed = /*i18n*/ { id: 'payments.processed', message: 'Processed' }
export const bankRefused = /*i18n*/ {
  id: 'payments.bankRefused',
  message: 'The bank did not accept the refund',
}
export const refundFailedBack = /*i18n*/ {
  id: 'payments.refundFailedBack',
  message: '{reason}. The amount is back in your balance.',
  comment: "reason: why the refund failed (the bank's words, or payments.bankRefused)",
}
// 'Refund payment' (product.md §11)
export const refundTitle = /*i18n*/ { id: 'payments.refundTitle', message: 'Refund payment' }
export const refundIntro = /*i18n*/ {
  id: 'payments.refundIntro',
  message: 'Payment {id} of {amount}. Up to {refundable} can be refunded.',
  comment: 'id is the transaction ID',
}
export const refundAmountLabel = /*i18n*/ {
  id: 'payments.refundAmountLabel',
  message: 'Refund amount ({currency})',
}
export const reasonOptional = /*i18n*/ {
  id: 'payments.reasonOptional',
  message: 'Reason (optional)',
}
export const reviewRefund = /*i18n*/ { id: 'payments.reviewRefund', message: 'Review refund' }
export const refundConfirm = /*i18n*/ {
  id: 'payments.refundConfirm',
  message: 'Refund {amount} to the customer?',
}
export const refundConfirmRupees = /*i18n*/ {
  id: 'payments.refundConfirmRupees',
  message: 'Refund {amount} (about {rupees}) to the customer?',
  comment: "A payment in another currency: rupees is about what leaves the merchant's wallet",
}
export const moneyGoesBack = /*i18n*/ {
  id: 'payments.moneyGoesBack',
  message: 'The money goes back to the account the customer paid from.',
}
export const fromWalletFee = /*i18n*/ {
  id: 'payments.fromWalletFee',
  message: 'It is taken from your wallet balance now. The gateway fee of {fee} is not returned.',
}
export const fromWallet = /*i18n*/ {
  id: 'payments.fromWallet',
  message: 'It is taken from your wallet balance now. The gateway fee is not returned.',
}
export const reasonShown = /*i18n*/ { id: 'payments.reasonShown', message: 'Reason: {reason}' }
export const back = /*i18n*/ { id: 'payments.back', message: 'Back' }
export const refunding = /*i18n*/ { id: 'payments.refunding', message: 'Refunding...' }
export const confirmRefund = /*i18n*/ { id: 'payments.confirmRefund', message: 'Confirm refund' }
export const refundRequired = /*i18n*/ {
  id: 'payments.refundRequired',
  message: 'Please enter the refund amount',
}
export const refundInvalid = /*i18n*/ {
  id: 'payments.refundInvalid',
  message: 'Please enter a valid amount',
}
export const refundPositive = /*i18n*/ {
  id: 'payments.refundPositive',
  message: 'Refund amount must be more than 0',
}
export const refundDecimals = /*i18n*/ {
  id: 'payments.refundDecimals',
  message: 'Refund amount can have at most 2 decimal places',
}
export const refundExceeds = /*i18n*/ {
  id: 'payments.refundExceeds',
  message: 'Refund amount exceeds the refundable amount',
}
export const reasonTooLong = /*i18n*/ {
  id: 'payments.reasonTooLong',
  message: 'Reason must be at most 200 characters',
}
// Refund toasts
export const refundSentForApproval = /*i18n*/ {
  id: 'payments.refundSentForApproval',
  message: 'Sent for approval: the refund goes once it is approved',
}
export const refundRequested = /*i18n*/ {
  id: 'payments.refundRequested',
  message: 'Refund requested',
}
export const refundAlreadyRequested = /*i18n*/ {
  id: 'payments.refundAlreadyRequested',
  message: 'This refund was already requested ({id}, {status})',
  comment: "id is the refund's ID, status its status word",
}
export const refundFailed = /*i18n*/ {
  id: 'payments.refundFailed',
  message: 'Failed to refund payment',
}
export const refundedBy = /*i18n*/ {
  id: 'payments.refundedBy',
  message: 'Refunded by {name}',
  comment: 'Under a refund in Payment Details: the name of the team member who made it',
}

// Outlets (decision 080, product.md §2.23)
export const outlet = /*i18n*/ {
  id: 'payments.outlet',
  message: 'Outlet',
  comment: 'The shop (outlet) a payment was taken at, or named by its link',
}
export const noOutlet = /*i18n*/ {
  id: 'payments.noOutlet',
  message: 'No outlet',
  comment: "A payment link that names no outlet: the whole business's",
}
export const paymentNotFound = /*i18n*/ {
  id: 'payments.paymentNotFound',
  message: 'Payment {id} not found',
  comment: "A link to a payment this person cannot see (another outlet's) or that does not exist",
}
export const linkOutlet = /*i18n*/ {
  id: 'payments.linkOutlet',
  message: 'Outlet',
  comment: 'Create Payment: the shop the payment link is for (optional for the whole business)',
}
export const linkNoOutlet = /*i18n*/ {
  id: 'payments.linkNoOutlet',
  message: 'None (the whole business)',
}
export const linkOutletHint = /*i18n*/ {
  id: 'payments.linkOutletHint',
  message: "The payment counts in this outlet's figures and lists.",
}
export const chooseYourOutlet = /*i18n*/ {
  id: 'payments.chooseYourOutlet',
  message: 'Choose one of your outlets for this link',
}
export const linkChooseOutlet = /*i18n*/ {
  id: 'payments.linkChooseOutlet',
  message: 'Choose an outlet',
}
