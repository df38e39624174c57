import type { MessageDescriptor } from '@lingui/core'

/*
 * The wallet screen's texts (product.md §2.9, §4, §5, §8), in English, the source language
 * (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids.
 */
// The screen (product.md §2.9)
export const title = /*i18n*/ { id: 'wallet.title', message: 'Wallet' }
export const refresh = /*i18n*/ { id: 'wallet.refresh', message: 'Refresh' }
export const walletTopup = /*i18n*/ { id: 'wallet.walletTopup', message: 'Wallet Top-up' }
export const loading = /*i18n*/ { id: 'wallet.loading', message: 'Loading...' }
export const loadFailed = /*i18n*/ {
  id: 'wallet.loadFailed',
  message: 'Failed to load wallet data',
}
export const refreshed = /*i18n*/ { id: 'wallet.refreshed', message: 'Wallet refreshed' }
// The four balance cards
export const availableBalance = /*i18n*/ {
  id: 'wallet.availableBalance',
  message: 'Available Balance',
}
export const availableHint = /*i18n*/ {
  id: 'wallet.availableHint',
  message: 'Available for payouts and withdrawals',
}
export const pendingBalance = /*i18n*/ { id: 'wallet.pendingBalance', message: 'Pending Balance' }
export const pendingHint = /*i18n*/ {
  id: 'wallet.pendingHint',
  message: 'Payin settlements waiting to credit',
}
export const processingBalance = /*i18n*/ {
  id: 'wallet.processingBalance',
  message: 'Processing Balance',
}
export const processingHint = /*i18n*/ {
  id: 'wallet.processingHint',
  message: 'On hold for pending/processing payouts',
}
export const awaitingApproval = /*i18n*/ {
  id: 'wallet.awaitingApproval',
  message: 'Awaiting Approval',
}
export const awaitingHint = /*i18n*/ {
  id: 'wallet.awaitingHint',
  message: 'Payouts and refunds waiting for approval: not taken from the balance yet',
}
export const totalBalance = /*i18n*/ { id: 'wallet.totalBalance', message: 'Total Balance' }
export const totalHint = /*i18n*/ { id: 'wallet.totalHint', message: 'Available plus pending' }
// 'Wallet Information'
export const walletInfo = /*i18n*/ { id: 'wallet.walletInfo', message: 'Wallet Information' }
export const currency = /*i18n*/ { id: 'wallet.currency', message: 'Currency' }
export const lastUpdated = /*i18n*/ { id: 'wallet.lastUpdated', message: 'Last Updated' }
export const settlementFrequency = /*i18n*/ {
  id: 'wallet.settlementFrequency',
  message: 'Settlement Frequency',
}
export const nextSettlement = /*i18n*/ { id: 'wallet.nextSettlement', message: 'Next Settlement' }
export const daily = /*i18n*/ {
  id: 'wallet.daily',
  message: 'Daily',
  comment: 'Settlement Frequency; also the word the gateway sends for it',
}
export const tomorrow = /*i18n*/ {
  id: 'wallet.tomorrow',
  message: 'Tomorrow',
  comment: 'Next Settlement when the gateway gives no date',
}
// The two tabs
export const walletLists = /*i18n*/ {
  id: 'wallet.walletLists',
  message: 'Wallet lists',
  comment: 'Accessible name of the two tabs',
}
export const tabTransactions = /*i18n*/ {
  id: 'wallet.tabTransactions',
  message: 'Wallet Transactions',
}
export const tabTopups = /*i18n*/ { id: 'wallet.tabTopups', message: 'Top-up Requests' }
export const latestOf = /*i18n*/ {
  id: 'wallet.latestOf',
  message: 'Latest {shown} of {total}',
  comment: "The transactions tab's count when the balance has more rows than the 10 shown",
}
// The statement's balance selector and download (decision 031)
export const balance = /*i18n*/ { id: 'wallet.balance', message: 'Balance' }
export const buckets: Record<'available' | 'pending' | 'processing', MessageDescriptor> = {
  available: /*i18n*/ { id: 'wallet.bucketAvailable', message: 'Available' },
  pending: /*i18n*/ { id: 'wallet.bucketPending', message: 'Pending' },
  processing: /*i18n*/ {
    id: 'wallet.bucketProcessing',
    message: 'On hold for payouts',
    comment: 'The processing balance: money set aside for payouts in flight',
  },
}
export const otherBalance = /*i18n*/ {
  id: 'wallet.otherBalance',
  message: '{balance} balance',
  comment: 'Under a row of another balance than the one selected; balance is a selector name',
}
export const downloading = /*i18n*/ { id: 'wallet.downloading', message: 'Downloading...' }
export const downloadStatement = /*i18n*/ {
  id: 'wallet.downloadStatement',
  message: 'Download full statement',
}
export const statementUnsupported = /*i18n*/ {
  id: 'wallet.statementUnsupported',
  message: 'This gateway does not offer a full statement download',
}
export const statementFailed = /*i18n*/ {
  id: 'wallet.statementFailed',
  message: 'Failed to download statement',
}
// The tables' columns and empty states
export const type = /*i18n*/ { id: 'wallet.type', message: 'Type' }
export const description = /*i18n*/ { id: 'wallet.description', message: 'Description' }
export const reference = /*i18n*/ { id: 'wallet.reference', message: 'Reference' }
export const amount = /*i18n*/ { id: 'wallet.amount', message: 'Amount' }
export const balanceAfter = /*i18n*/ { id: 'wallet.balanceAfter', message: 'Balance After' }
export const date = /*i18n*/ { id: 'wallet.date', message: 'Date' }
export const requestId = /*i18n*/ { id: 'wallet.requestId', message: 'Request ID' }
export const transferType = /*i18n*/ { id: 'wallet.transferType', message: 'Transfer Type' }
export const status = /*i18n*/ { id: 'wallet.status', message: 'Status' }
export const noTransactions = /*i18n*/ {
  id: 'wallet.noTransactions',
  message: 'No transactions found',
}
export const noTopups = /*i18n*/ { id: 'wallet.noTopups', message: 'No top-up requests found' }
export const onHold = /*i18n*/ {
  id: 'wallet.onHold',
  message: 'On hold',
  comment: "A payout's money set aside while it is in flight; also the gateway's word for it",
}
/*
 * The gateway's words for a movement (decision 055: the statement file writes the same), looked
 * up by the English it sends; a word not listed here is shown as sent.
 */
export const gatewayWords: Record<string, MessageDescriptor> = {
  Credit: /*i18n*/ { id: 'wallet.wordCredit', message: 'Credit' },
  Debit: /*i18n*/ { id: 'wallet.wordDebit', message: 'Debit' },
  'On hold': onHold,
  'Released from hold': /*i18n*/ {
    id: 'wallet.wordReleased',
    message: 'Released from hold',
  },
  Payment: /*i18n*/ { id: 'wallet.wordPayment', message: 'Payment' },
  Payout: /*i18n*/ { id: 'wallet.wordPayout', message: 'Payout' },
  'Payout sent': /*i18n*/ { id: 'wallet.wordPayoutSent', message: 'Payout sent' },
  'Failed payout returned': /*i18n*/ {
    id: 'wallet.wordFailedPayoutReturned',
    message: 'Failed payout returned',
  },
  'Refund to customer': /*i18n*/ {
    id: 'wallet.wordRefundToCustomer',
    message: 'Refund to customer',
  },
  'Refund returned': /*i18n*/ { id: 'wallet.wordRefundReturned', message: 'Refund returned' },
  Settlement: /*i18n*/ { id: 'wallet.wordSettlement', message: 'Settlement' },
  'Top-up': /*i18n*/ { id: 'wallet.wordTopup', message: 'Top-up' },
}
/*
 * A gateway that sends no words: the Type column falls back to the raw transaction and reference
 * types, written in lower case as product.md §11.5 has them.
 */
export const entryTypes: Record<string, MessageDescriptor> = {
  credit: /*i18n*/ { id: 'wallet.typeCredit', message: 'credit' },
  debit: /*i18n*/ { id: 'wallet.typeDebit', message: 'debit' },
}
export const referenceTypes: Record<string, MessageDescriptor> = {
  payin: /*i18n*/ { id: 'wallet.refPayin', message: 'payin' },
  payout: /*i18n*/ { id: 'wallet.refPayout', message: 'payout' },
  refund: /*i18n*/ {
    id: 'wallet.refRefund',
    message: 'refund',
    comment: "On a credit from an older gateway: a failed payout's amount returned",
  },
  settlement_credit: /*i18n*/ { id: 'wallet.refSettlementCredit', message: 'settlement credit' },
  settlement_debit: /*i18n*/ { id: 'wallet.refSettlementDebit', message: 'settlement debit' },
  manual_topup: /*i18n*/ { id: 'wallet.refManualTopup', message: 'manual topup' },
  topup: /*i18n*/ { id: 'wallet.refTopup', message: 'topup' },
}
export const refundToCustomer = /*i18n*/ {
  id: 'wallet.refundToCustomer',
  message: 'refund to customer',
}
export const refundReturned = /*i18n*/ { id: 'wallet.refundReturned', message: 'refund returned' }
// 'Request Wallet Top-up' (product.md §2.9, §5, §8)
export const topupTitle = /*i18n*/ { id: 'wallet.topupTitle', message: 'Request Wallet Top-up' }
export const referenceUtr = /*i18n*/ {
  id: 'wallet.referenceUtr',
  message: 'Reference / UTR Number',
}
export const paymentProof = /*i18n*/ { id: 'wallet.paymentProof', message: 'Payment Proof' }
export const proofHint = /*i18n*/ { id: 'wallet.proofHint', message: 'JPG, PNG or PDF, up to 10MB' }
export const cancel = /*i18n*/ { id: 'wallet.cancel', message: 'Cancel' }
export const submitting = /*i18n*/ { id: 'wallet.submitting', message: 'Submitting...' }
export const submitRequest = /*i18n*/ { id: 'wallet.submitRequest', message: 'Submit Request' }
export const requiredFields = /*i18n*/ {
  id: 'wallet.requiredFields',
  message: 'Please fill all required fields',
}
export const minAmount = /*i18n*/ { id: 'wallet.minAmount', message: 'Minimum amount is ₹1' }
export const fileSize = /*i18n*/ {
  id: 'wallet.fileSize',
  message: 'File size must be less than 10MB',
}
export const fileType = /*i18n*/ {
  id: 'wallet.fileType',
  message: 'Only JPG, PNG and PDF files are allowed',
}
export const topupSubmitted = /*i18n*/ {
  id: 'wallet.topupSubmitted',
  message: 'Top-up request submitted successfully!',
}
export const topupFailed = /*i18n*/ {
  id: 'wallet.topupFailed',
  message: 'Failed to submit top-up request',
}
