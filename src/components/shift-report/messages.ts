/*
 * A shift report's words (product.md §2.14, 'Shift reports'), in English, the source language
 * (docs/i18n.md): the same on the counter, the owner's Z-report pages, in print and when shared.
 * In a messages file of this folder so they load with the report's own chunk.
 */
export const zTitle = /*i18n*/ {
  id: 'zReport.zTitle',
  message: 'Z-report #{number}',
  comment: "A closed shift's report and its number per counter",
}
export const xTitle = /*i18n*/ { id: 'zReport.xTitle', message: 'This shift so far' }
export const counter = /*i18n*/ { id: 'zReport.counter', message: 'Counter' }
export const opened = /*i18n*/ {
  id: 'zReport.opened',
  message: 'Opened',
  comment: 'When the shift opened (a row label)',
}
export const closed = /*i18n*/ {
  id: 'zReport.closed',
  message: 'Closed',
  comment: 'When the shift closed (a row label)',
}
export const stillOpen = /*i18n*/ { id: 'zReport.stillOpen', message: 'Still open' }
export const closedBy = /*i18n*/ { id: 'zReport.closedBy', message: 'Closed by' }
export const successful = /*i18n*/ { id: 'zReport.successful', message: 'Successful payments' }
export const late = /*i18n*/ { id: 'zReport.late', message: 'Of them paid late' }
export const declined = /*i18n*/ { id: 'zReport.declined', message: 'Declined' }
export const expired = /*i18n*/ { id: 'zReport.expired', message: 'Expired' }
export const cancelled = /*i18n*/ { id: 'zReport.cancelled', message: 'Cancelled' }
export const pending = /*i18n*/ { id: 'zReport.pending', message: 'Still waiting for payment' }
export const refunds = /*i18n*/ { id: 'zReport.refunds', message: 'Refunds' }
export const byCashier = /*i18n*/ { id: 'zReport.byCashier', message: 'By cashier' }
export const noCashier = /*i18n*/ { id: 'zReport.noCashier', message: 'No cashier chosen' }
export const payments = /*i18n*/ {
  id: 'zReport.payments',
  message: '{count, plural, one {{count} payment} other {{count} payments}}',
  comment: "A cashier's count of payments in the shift",
}
export const share = /*i18n*/ { id: 'zReport.share', message: 'Share' }
export const print = /*i18n*/ { id: 'zReport.print', message: 'Print' }
export const copied = /*i18n*/ { id: 'zReport.copied', message: 'Report copied' }
// Late payments and their refunds (decision 064)
export const lateSection = /*i18n*/ {
  id: 'zReport.lateSection',
  message: 'Late payments and refunds',
}
export const paidLateEntry = /*i18n*/ { id: 'zReport.paidLateEntry', message: 'Paid late' }
export const paidCancelledEntry = /*i18n*/ {
  id: 'zReport.paidCancelledEntry',
  message: 'Paid on a cancelled QR · refunded automatically',
}
export const paidExpiredEntry = /*i18n*/ {
  id: 'zReport.paidExpiredEntry',
  message: 'Paid after the QR expired · refunded automatically',
}
export const refundEntry = /*i18n*/ {
  id: 'zReport.refundEntry',
  message:
    '{status, select, processed {Refunded {amount} · UTR {utr}} failed {Refund of {amount} failed} other {Refund of {amount} pending}}',
  comment: "One refund of a late payment in a shift report; utr is the refund's bank reference",
}
export const afterClose = /*i18n*/ {
  id: 'zReport.afterClose',
  message: 'after close',
  comment: 'Marks a refund made after the shift closed: not in its closed figures',
}
export const refundsAfterClose = /*i18n*/ {
  id: 'zReport.refundsAfterClose',
  message: 'Refunds after close',
}
export const noteEntry = /*i18n*/ { id: 'zReport.noteEntry', message: 'Note: {note}' }
