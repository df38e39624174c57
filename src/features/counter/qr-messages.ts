/*
 * The Till's texts about its counter's standing QR (decision 078): the strip of payments to it
 * and 'count it for this sale?'. In the `sale` part of the catalogue (ids `counter.qr…`), loaded
 * with their files when the first payment to the standing QR comes (counter-page.tsx) or one
 * arrives under a sale's QR: a cold counter shows none of them (decision 032's budget, 062).
 */
export const qrStrip = /*i18n*/ {
  id: 'counter.qrStrip',
  message: 'Paid on the standing QR',
  comment: "Heading of the Till's list of payments to the counter's printed QR (no amount on it)",
}
export const qrTag = /*i18n*/ {
  id: 'counter.qrTag',
  message: 'QR',
  comment: "Tag of a payment to the counter's printed (standing) QR, beside its amount",
}
export const qrNoName = /*i18n*/ {
  id: 'counter.qrNoName',
  message: 'Payer not named',
  comment: 'A standing-QR payment whose payer the bank did not name',
}
export const qrOffer = /*i18n*/ {
  id: 'counter.qrOffer',
  message: 'Paid {amount} on the standing QR — count it for this sale?',
  comment:
    "Over a sale's QR when the same amount arrived on the counter's printed QR instead: one tap closes the sale as paid",
}
export const qrCount = /*i18n*/ { id: 'counter.qrCount', message: 'Count it' }
export const qrCounting = /*i18n*/ { id: 'counter.qrCounting', message: 'Counting...' }
export const qrCountFailed = /*i18n*/ {
  id: 'counter.qrCountFailed',
  message: 'Failed to count the payment for this sale',
}
export const qrNotThis = /*i18n*/ {
  id: 'counter.qrNotThis',
  message: 'Not this sale',
  comment: "Dismisses 'count it for this sale?': the standing-QR payment was someone else's",
}
