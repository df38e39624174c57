/*
 * The payment-link modal's texts (product.md §2.6, with its "Links that say what will happen"), in
 * English, the source language (docs/i18n.md). Their other languages are in
 * src/locales/<code>.po under the same ids. 'Payment Received!' is shared with the counter
 * (components/sale/payment-messages.ts).
 */
// The title follows the state (product.md §4).
export const titleWaiting = /*i18n*/ {
  id: 'paymentLink.titleWaiting',
  message: 'Waiting for Payment',
}
export const titleSuccess = /*i18n*/ {
  id: 'paymentLink.titleSuccess',
  message: 'Payment Successful!',
}
export const titleDeclined = /*i18n*/ {
  id: 'paymentLink.titleDeclined',
  message: 'Payment Declined',
}
export const titleExpired = /*i18n*/ {
  id: 'paymentLink.titleExpired',
  message: 'Payment Expired',
  comment: 'Title of a link that lapsed unpaid or was cancelled',
}

// While it waits
export const amountToPay = /*i18n*/ { id: 'paymentLink.amountToPay', message: 'Amount to pay' }
export const timeLeft = /*i18n*/ { id: 'paymentLink.timeLeft', message: 'Time left' }
export const timeLeftTimer = /*i18n*/ {
  id: 'paymentLink.timeLeftTimer',
  message: 'Time left {countdown}',
  comment: 'Accessible name of the countdown; countdown is minutes:seconds, e.g. 02:45',
}
export const scanUpi = /*i18n*/ {
  id: 'paymentLink.scanUpi',
  message: 'Scan QR code with any UPI app to pay',
}
export const scanToOpen = /*i18n*/ {
  id: 'paymentLink.scanToOpen',
  message: 'Scan QR code to open the payment link',
  comment: 'Under the QR of a link in another currency (USD), which is not a UPI payment',
}
export const linkLabel = /*i18n*/ {
  id: 'paymentLink.linkLabel',
  message: 'Payment link',
  comment: 'Label of the read-only field holding the link',
}
export const copyLink = /*i18n*/ { id: 'paymentLink.copyLink', message: 'Copy payment link' }
export const linkCopied = /*i18n*/ { id: 'paymentLink.linkCopied', message: 'Payment link copied!' }
export const shareText = /*i18n*/ {
  id: 'paymentLink.shareText',
  message: 'Pay {amount}',
  comment: 'Sent with the link by the Share button; amount is money, e.g. ₹500.00 or $100.00',
}
export const checking = /*i18n*/ {
  id: 'paymentLink.checking',
  message: 'Checking the payment status...',
}
export const updatesByItself = /*i18n*/ {
  id: 'paymentLink.updatesByItself',
  message: 'This page updates automatically when the payment is received.',
}
export const transactionId = /*i18n*/ { id: 'paymentLink.transactionId', message: 'Transaction ID' }
export const orderId = /*i18n*/ { id: 'paymentLink.orderId', message: 'Order ID' }

// What will happen (decision 058)
export const opensToPay = /*i18n*/ {
  id: 'paymentLink.opensToPay',
  message: 'The customer opens the link to pay.',
}
export const opensAndPays = /*i18n*/ {
  id: 'paymentLink.opensAndPays',
  message: 'The customer opens the link and pays {rupees} (at {rate} per {unit}).',
  comment:
    'A USD link: rupees is what the customer pays (₹8,300.00), rate the rupees per unit (₹83.00), unit one unit of the currency ($1.00)',
}
export const payableUntil = /*i18n*/ {
  id: 'paymentLink.payableUntil',
  message: 'This link can be paid until {when}.',
  comment: "when is the link's expiry in IST, e.g. 24 Nov 2026, 18:00 IST",
}
export const stillPayable = /*i18n*/ {
  id: 'paymentLink.stillPayable',
  message:
    'The countdown has ended, but this link can still be paid until {when}. Its payment will appear in Payments.',
  comment: "when is the link's expiry in IST; Payments is the payments list screen",
}

// How it ended
export const completed = /*i18n*/ {
  id: 'paymentLink.completed',
  message: 'Transaction completed successfully',
}
export const close = /*i18n*/ { id: 'paymentLink.close', message: 'Close' }
export const expiredHeading = /*i18n*/ {
  id: 'paymentLink.expiredHeading',
  message: 'Payment Link Expired',
}
export const expiredText = /*i18n*/ {
  id: 'paymentLink.expiredText',
  message: 'The payment link has expired. Please create a new payment link.',
}
export const declined = /*i18n*/ {
  id: 'paymentLink.declined',
  message: 'The customer declined the payment.',
}
export const createNewLink = /*i18n*/ {
  id: 'paymentLink.createNewLink',
  message: 'Create new link',
}

// Counter mode (product.md §2.13)
export const counterMode = /*i18n*/ {
  id: 'paymentLink.counterMode',
  message: 'Counter mode',
  comment: 'A switch: a chime and the spoken amount when the payment arrives, the screen kept on',
}
export const announceIn = /*i18n*/ {
  id: 'paymentLink.announceIn',
  message: 'Announce in',
  comment: 'Label of the select that chooses the language (of the screen and the voice)',
}
