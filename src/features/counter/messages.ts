/*
 * The counter's texts (product.md §2.13, §2.14), in English, the source language (docs/i18n.md).
 * Their other languages are in src/locales/<code>.po under the same ids. The pairing page's are
 * in pair-messages.ts (they load with /counter/pair), those of the screens the counter loads when
 * needed in shift-messages.ts: neither is in the counter's first download.
 */
// The keypad (product.md §2.13)
export const heading = /*i18n*/ { id: 'counter.heading', message: 'Counter' }
export const amountLabel = /*i18n*/ { id: 'counter.amountLabel', message: 'Amount' }
export const noteLabel = /*i18n*/ { id: 'counter.noteLabel', message: 'Note (optional)' }
export const languageLabel = /*i18n*/ {
  id: 'counter.languageLabel',
  message: 'Announce in',
  comment: 'Label of the select that chooses the language of the counter (its voice and screen)',
}
export const keypad = /*i18n*/ {
  id: 'counter.keypad',
  message: 'Keypad',
  comment: 'Accessible name of the group of digit keys',
}
export const keyDelete = /*i18n*/ { id: 'counter.keyDelete', message: 'Delete' }
export const keyClear = /*i18n*/ { id: 'counter.keyClear', message: 'Clear' }
export const charge = /*i18n*/ {
  id: 'counter.charge',
  message: 'Charge {amount}',
  comment: 'The button that shows the QR; amount is money, e.g. ₹120.00',
}
export const charging = /*i18n*/ { id: 'counter.charging', message: 'Creating QR...' }
export const minimum = /*i18n*/ { id: 'counter.minimum', message: 'Minimum amount is ₹1' }
export const limits = /*i18n*/ { id: 'counter.limits', message: 'Up to ₹10,00,000, two decimals' }
export const offline = /*i18n*/ {
  id: 'counter.offline',
  message: "No connection — payments can't be taken right now",
}
export const alertsButton = /*i18n*/ {
  id: 'counter.alertsButton',
  message: 'Turn on payment alerts',
}
export const createFailed = /*i18n*/ {
  id: 'counter.createFailed',
  message: 'Failed to create payment',
  comment: 'Shown when the QR could not be created and the gateway gave no reason',
}

export const lateReceived = /*i18n*/ {
  id: 'counter.lateReceived',
  message: 'Late payment received: {amount}',
  comment: 'amount is money, e.g. ₹55.00',
}
export const paidTwice = /*i18n*/ {
  id: 'counter.paidTwice',
  message: 'Paid twice? The customer may have paid twice',
}
export const dismiss = /*i18n*/ { id: 'counter.dismiss', message: 'Dismiss' }

// The strip
export const todayHeading = /*i18n*/ {
  id: 'counter.todayHeading',
  message: 'Today at this counter',
}
export const shiftHeading = /*i18n*/ {
  id: 'counter.shiftHeading',
  message: 'This shift at this counter',
}
export const todayFailed = /*i18n*/ {
  id: 'counter.todayFailed',
  message: "Today's figures could not be loaded. They will refresh shortly.",
}
export const collected = /*i18n*/ { id: 'counter.collected', message: 'Collected' }
export const paymentsLabel = /*i18n*/ { id: 'counter.paymentsLabel', message: 'Payments' }
export const paymentsCount = /*i18n*/ {
  id: 'counter.paymentsCount',
  message: '{count, plural, one {{count} payment} other {{count} payments}}',
}
export const lastPayments = /*i18n*/ { id: 'counter.lastPayments', message: 'Last five payments' }
export const latestPayments = /*i18n*/ { id: 'counter.latestPayments', message: 'Latest payments' }
export const lateHeading = /*i18n*/ { id: 'counter.lateHeading', message: 'Late payments' }
export const noPaymentsToday = /*i18n*/ {
  id: 'counter.noPaymentsToday',
  message: 'No payments at this counter yet today',
}
export const noPaymentsShift = /*i18n*/ {
  id: 'counter.noPaymentsShift',
  message: 'No payments in this shift yet',
}
export const paidLate = /*i18n*/ { id: 'counter.paidLate', message: 'Paid late' }
export const refundedTag = /*i18n*/ {
  id: 'counter.refundedTag',
  message: 'Refunded automatically',
}
export const utrTail = /*i18n*/ {
  id: 'counter.utrTail',
  message: 'UTR …{tail}',
  comment: "tail is the UTR's last 4 digits",
}

// A paired device: cashiers and shifts (product.md §2.14)
export const sellingAs = /*i18n*/ {
  id: 'counter.sellingAs',
  message: 'Selling: {name}',
  comment: "name is the cashier's name",
}
export const switchCashier = /*i18n*/ { id: 'counter.switchCashier', message: 'Switch cashier' }
export const shiftSoFar = /*i18n*/ { id: 'counter.shiftSoFar', message: 'This shift so far' }
export const closeShift = /*i18n*/ { id: 'counter.closeShift', message: 'Close shift' }
// Late payments given back (decision 064)
export const lateRefunded = /*i18n*/ {
  id: 'counter.lateRefunded',
  message: 'Refunded {amount} · UTR {utr}',
  comment: "A late payment's money went back to the customer; utr is the refund's bank reference",
}
export const lateRefundedNoUtr = /*i18n*/ {
  id: 'counter.lateRefundedNoUtr',
  message: 'Refunded {amount}',
}
export const lateRefundPending = /*i18n*/ {
  id: 'counter.lateRefundPending',
  message: 'Refund of {amount} on its way to the customer',
}
// The note (decision 064)
export const noteCount = /*i18n*/ {
  id: 'counter.noteCount',
  message: '{count}/{max}',
  comment: 'Characters typed in the note out of the most it takes, e.g. 12/50',
}
export const noteFull = /*i18n*/ {
  id: 'counter.noteFull',
  message: 'The note takes at most 50 characters',
}
