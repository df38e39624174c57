import type { MessageDescriptor } from '@lingui/core'

/*
 * The Settlements screens' texts (product.md §12.2), in English, the source language
 * (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids.
 */
// The list
export const title = /*i18n*/ { id: 'settlements.title', message: 'Settlements' }
export const backToWallet = /*i18n*/ { id: 'settlements.backToWallet', message: 'Back to Wallet' }
export const intro = /*i18n*/ {
  id: 'settlements.intro',
  message:
    'Every day the payments of the day before move from the pending balance to the available balance. Each settlement lists what it paid: gross, fees, GST, refunds and adjustments, and the net credited.',
}
export const settlementId = /*i18n*/ { id: 'settlements.settlementId', message: 'Settlement ID' }
export const dateIst = /*i18n*/ { id: 'settlements.dateIst', message: 'Date (IST)' }
export const payments = /*i18n*/ {
  id: 'settlements.payments',
  message: 'Payments',
  comment: 'How many payments a settlement moved (a column and a figure)',
}
export const gross = /*i18n*/ {
  id: 'settlements.gross',
  message: 'Gross',
  comment: 'The payments’ amounts before fees and GST',
}
export const fees = /*i18n*/ { id: 'settlements.fees', message: 'Fees' }
export const gst = /*i18n*/ { id: 'settlements.gst', message: 'GST' }
export const refundsAndAdjustments = /*i18n*/ {
  id: 'settlements.refundsAndAdjustments',
  message: 'Refunds and adjustments',
}
export const net = /*i18n*/ {
  id: 'settlements.net',
  message: 'Net',
  comment: 'What is credited after fees, GST, refunds and adjustments',
}
export const loading = /*i18n*/ { id: 'settlements.loading', message: 'Loading...' }
export const empty = /*i18n*/ { id: 'settlements.empty', message: 'No settlements yet' }
export const listFailed = /*i18n*/ {
  id: 'settlements.listFailed',
  message: 'Failed to load settlements',
}
export const unsupported = /*i18n*/ {
  id: 'settlements.unsupported',
  message: 'This gateway does not list settlements',
}
// One settlement
export const settlement = /*i18n*/ { id: 'settlements.settlement', message: 'Settlement' }
export const allSettlements = /*i18n*/ {
  id: 'settlements.allSettlements',
  message: 'All settlements',
}
export const netCredited = /*i18n*/ { id: 'settlements.netCredited', message: 'Net credited' }
export const downloadExcel = /*i18n*/ {
  id: 'settlements.downloadExcel',
  message: 'Download report (Excel)',
}
export const csvForSoftware = /*i18n*/ {
  id: 'settlements.csvForSoftware',
  message: 'CSV for software',
}
export const reportDownloaded = /*i18n*/ {
  id: 'settlements.reportDownloaded',
  message: 'Settlement report downloaded',
}
export const reportFailed = /*i18n*/ {
  id: 'settlements.reportFailed',
  message: 'Failed to download settlement report',
}
export const eventsLabel = /*i18n*/ {
  id: 'settlements.eventsLabel',
  message: 'Payments in this settlement',
  comment: 'Accessible name of the table of money events',
}
export const event = /*i18n*/ {
  id: 'settlements.event',
  message: 'Event',
  comment: 'Column: what kind of money event a row is (payment, refund, adjustment)',
}
export const transactionId = /*i18n*/ {
  id: 'settlements.transactionId',
  message: 'Transaction ID',
}
export const utr = /*i18n*/ { id: 'settlements.utr', message: 'UTR' }
export const fee = /*i18n*/ { id: 'settlements.fee', message: 'Fee' }
export const notAvailable = /*i18n*/ {
  id: 'settlements.notAvailable',
  message: 'N/A',
  comment: 'Shown for a missing UTR',
}
export const noPayments = /*i18n*/ { id: 'settlements.noPayments', message: 'No payments' }
export const loadFailed = /*i18n*/ {
  id: 'settlements.loadFailed',
  message: 'Failed to load settlement',
}
/** The screen's words for each money event; the report's workbook writes the English ones. */
export const eventWords: Record<string, MessageDescriptor> = {
  payment: /*i18n*/ { id: 'settlements.eventPayment', message: 'Payment' },
  refund: /*i18n*/ {
    id: 'settlements.eventRefund',
    message: 'Refund to customer (automatic)',
  },
  refund_reversal: /*i18n*/ {
    id: 'settlements.eventRefundReversal',
    message: 'Refund returned',
  },
  adjustment: /*i18n*/ { id: 'settlements.eventAdjustment', message: 'Adjustment' },
}
