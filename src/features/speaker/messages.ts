/*
 * The Speaker's texts (/speaker, product.md §2.22), in English, the source language. Ids
 * `speaker.…`: they load with the pairing page's part of the catalogue (scripts/i18n-plugins.ts),
 * which a Speaker downloads anyway and the portal's screens never do.
 */
export const title = /*i18n*/ {
  id: 'speaker.title',
  message: 'Speaker',
  comment: 'The page title of a device that announces payments (a soundbox)',
}
export const connected = /*i18n*/ { id: 'speaker.connected', message: 'Connected' }
export const notConnected = /*i18n*/ {
  id: 'speaker.notConnected',
  message: 'Not connected — payments are not being announced',
}
export const lastPayment = /*i18n*/ { id: 'speaker.lastPayment', message: 'Last payment' }
export const noPayments = /*i18n*/ {
  id: 'speaker.noPayments',
  message: 'No payments yet today',
}
export const todaysPayments = /*i18n*/ {
  id: 'speaker.todaysPayments',
  message: "Today's payments",
}
export const shiftTotal = /*i18n*/ {
  id: 'speaker.shiftTotal',
  message: 'This shift',
  comment: 'Label of the total of the shift open at the counter',
}
export const noShift = /*i18n*/ { id: 'speaker.noShift', message: 'No shift open' }
export const todayTotal = /*i18n*/ {
  id: 'speaker.todayTotal',
  message: 'Today',
  comment: "Label of the total of today's payments",
}
export const paymentCount = /*i18n*/ {
  id: 'speaker.paymentCount',
  message: '{count, plural, one {# payment} other {# payments}}',
}
export const time = /*i18n*/ { id: 'speaker.time', message: 'Time' }
export const payer = /*i18n*/ { id: 'speaker.payer', message: 'Paid by' }
export const amount = /*i18n*/ { id: 'speaker.amount', message: 'Amount' }
export const unknownPayer = /*i18n*/ {
  id: 'speaker.unknownPayer',
  message: 'UPI payment',
  comment: 'Shown instead of the payer when the bank did not name them',
}
export const viaQr = /*i18n*/ {
  id: 'speaker.viaQr',
  message: 'Standing QR',
  comment: "A payment to the counter's printed QR",
}
export const tapForSound = /*i18n*/ {
  id: 'speaker.tapForSound',
  message: 'Tap to turn on sound',
}
export const soundHelp = /*i18n*/ {
  id: 'speaker.soundHelp',
  message:
    'The browser needs one tap before it may speak. Payments until then are announced after it.',
}
export const offlineSummary = /*i18n*/ {
  id: 'speaker.offlineSummary',
  message:
    '{count, plural, one {# payment while offline: {amounts}} other {# payments while offline: {amounts}}}',
  comment: 'Shown and spoken after a reconnect; amounts is a list like "₹50, ₹120, ₹75"',
}
export const loading = /*i18n*/ { id: 'speaker.loading', message: 'Loading...' }
export const endedTitle = /*i18n*/ {
  id: 'speaker.endedTitle',
  message: 'This Speaker is switched off',
}
export const endedHelp = /*i18n*/ {
  id: 'speaker.endedHelp',
  message:
    'Payments are not announced on this device any more. Ask the owner for a new pairing code to set it up again.',
}
export const pairAgain = /*i18n*/ { id: 'speaker.pairAgain', message: 'Set up this device again' }
/** The gateway's refusals of a device credential (its words are English: api-contract.md). */
export const removed = /*i18n*/ {
  id: 'speaker.removed',
  message: 'This counter was removed by the owner',
}
export const deviceRemoved = /*i18n*/ {
  id: 'speaker.deviceRemoved',
  message: 'This device was removed by the owner',
}
export const expired = /*i18n*/ {
  id: 'speaker.expired',
  message: "This counter's pairing has expired. Ask the owner for a new pairing code.",
}
