/*
 * The texts of the counter's sale (its QR screen, 'Next customer', what became of it) and of its
 * notices (a late payment, an automatic refund): their own catalogue part (`sale`), loaded with
 * counter-sale-screen.tsx and counter-notices.tsx as the first key is typed or a late payment
 * comes (counter-sale-dialog.tsx). Apart from messages.ts so a cold counter, which shows none of
 * them, does not download them (decision 032's budget, 062).
 */

// The QR screen
export const amountToPay = /*i18n*/ { id: 'counter.amountToPay', message: 'Amount to pay' }
export const timeLeft = /*i18n*/ { id: 'counter.timeLeft', message: 'Time left' }
export const timeLeftTimer = /*i18n*/ {
  id: 'counter.timeLeftTimer',
  message: 'Time left {countdown}',
  comment: 'Accessible name of the countdown; countdown is minutes:seconds, e.g. 2:45',
}
export const scan = /*i18n*/ {
  id: 'counter.scan',
  message: 'Scan QR code with any UPI app to pay',
}
export const waiting = /*i18n*/ {
  id: 'counter.waiting',
  message: 'Waiting for the payment. This screen updates by itself.',
}
export const checking = /*i18n*/ {
  id: 'counter.checking',
  message: 'Checking the payment status...',
}
export const connectionLost = /*i18n*/ {
  id: 'counter.connectionLost',
  message: 'Connection lost — the payment will show when the connection is back',
}
export const cancelPayment = /*i18n*/ { id: 'counter.cancelPayment', message: 'Cancel payment' }
export const cancelling = /*i18n*/ { id: 'counter.cancelling', message: 'Cancelling...' }
export const cancelFailed = /*i18n*/ {
  id: 'counter.cancelFailed',
  message: 'Could not cancel the payment. Check the connection and try again.',
}

// The success screen
export const utrEnding = /*i18n*/ { id: 'counter.utrEnding', message: 'UTR ending' }
export const nextCustomer = /*i18n*/ { id: 'counter.nextCustomer', message: 'Next customer' }
export const nextCustomerSoon = /*i18n*/ {
  id: 'counter.nextCustomerSoon',
  message: 'The keypad comes back by itself in {seconds} seconds.',
  comment: 'seconds is always 8',
}

// What became of a sale
export const declined = /*i18n*/ {
  id: 'counter.declined',
  message: 'Payment declined by the customer',
}
export const expired = /*i18n*/ {
  id: 'counter.expired',
  message: 'QR expired: no payment was received',
}
export const cancelled = /*i18n*/ {
  id: 'counter.cancelled',
  message: 'Payment cancelled: no money was taken',
}
export const chargeAgain = /*i18n*/ {
  id: 'counter.chargeAgain',
  message: 'The amount is kept: charge again when the customer is ready.',
}
export const autoRefunded = /*i18n*/ {
  id: 'counter.autoRefunded',
  message:
    '{agree, select, other {{after, select, cancelled {{amount} paid after the QR was cancelled — refunded to the customer automatically} other {{amount} paid after the QR expired — refunded to the customer automatically}}}}',
  comment:
    'A payment the gateway sent back to the customer. amount is money (₹77.00); after is "cancelled" or "expired"; agree is "one" for ₹1.00 or ₹0.01 alone, else "other", for a language whose verb agrees with the amount (Hindi चुकाया / चुकाए)',
}
export const doNotChargeAgain = /*i18n*/ {
  id: 'counter.doNotChargeAgain',
  message: 'This sale was paid after its QR closed. Do not charge the customer again.',
}
export const paidTwiceHelp = /*i18n*/ {
  id: 'counter.paidTwiceHelp',
  message:
    'The same amount was paid again after this sale. Give no cash back from the till: ask the owner, who can refund one of the two payments.',
}
export const transaction = /*i18n*/ { id: 'counter.transaction', message: 'Transaction' }
