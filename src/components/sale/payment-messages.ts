/*
 * A payment's QR and its success screen (the payment link's modal and the counter), in English,
 * the source language (docs/i18n.md). Apart from messages.ts so they load with the code the
 * counter and the modal share, not with every screen's shared code.
 */
export const paymentLinkQr = /*i18n*/ {
  id: 'ui.paymentLinkQr',
  message: 'QR code of the payment link',
  comment: "The QR image's accessible name",
}
export const paymentReceived = /*i18n*/ { id: 'ui.paymentReceived', message: 'Payment Received!' }
export const utrEnding = /*i18n*/ {
  id: 'ui.utrEnding',
  message: 'UTR ending',
  comment: "Before the UTR's last four digits on the success screen",
}
