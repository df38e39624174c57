/*
 * The service worker's notifications about a payment that ended while no window of the portal
 * was visible (docs/architecture.md, the worker's watch), in English, the source language
 * (docs/i18n.md). The page words them with the watch request (payment-notices.ts): the worker has
 * no catalogue. Ids `notice.…`, loaded with the signed-in screens' part of a catalogue.
 */
export const received = /*i18n*/ {
  id: 'notice.received',
  message: '{amount} received',
  comment:
    "A notification's title; amount is the link's own amount in its currency, e.g. ₹500.00 or $100.00",
}
export const receivedInRupees = /*i18n*/ {
  id: 'notice.receivedInRupees',
  message: 'The customer paid {rupees}.',
  comment:
    'Under notice.received for a link in another currency (USD): rupees is what the customer paid, e.g. ₹8,300.00',
}
export const declined = /*i18n*/ {
  id: 'notice.declined',
  message: 'Payment declined',
  comment: "A notification's title: the customer said no in their UPI app",
}
export const declinedBody = /*i18n*/ {
  id: 'notice.declinedBody',
  message: 'The customer declined the payment of {amount}.',
  comment: 'amount is money, e.g. ₹500.00 or $100.00',
}
export const expired = /*i18n*/ {
  id: 'notice.expired',
  message: 'Payment link expired',
  comment: "A notification's title: a payment link lapsed unpaid",
}
export const counterExpired = /*i18n*/ {
  id: 'notice.counterExpired',
  message: 'Counter QR expired',
  comment: "A notification's title: a sale's QR at the shop counter lapsed unpaid",
}
export const expiredBody = /*i18n*/ {
  id: 'notice.expiredBody',
  message: '{amount} was not paid in time.',
  comment: 'amount is money, e.g. ₹500.00 or $100.00',
}
