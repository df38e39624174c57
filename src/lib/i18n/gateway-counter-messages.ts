import type { MessageDescriptor } from '@lingui/core'

/*
 * The gateway's known error messages a counter meets (docs/api-contract.md): its sales and their
 * cancelling, its pairing, its cashiers and shifts. Part of gateway-messages.ts's table, looked
 * up by their English as it says. Ids `gatewayCounter.…`.
 */
export const known: readonly MessageDescriptor[] = [
  /*i18n*/ { id: 'gatewayCounter.minimumAmount', message: 'Minimum amount is ₹1' },
  /*i18n*/ { id: 'gatewayCounter.maximumAmount', message: 'Maximum amount is ₹10,00,000' },
  /*i18n*/ { id: 'gatewayCounter.counterInr', message: 'Counter payins must be in INR' },
  /*i18n*/ {
    id: 'gatewayCounter.onlyPendingCancel',
    message: 'Only pending payins can be cancelled',
  },
  /*i18n*/ { id: 'gatewayCounter.payinNotFound', message: 'Payin not found' },
  /*i18n*/ { id: 'gatewayCounter.deviceRevoked', message: 'This counter was removed by the owner' },
  /*i18n*/ {
    id: 'gatewayCounter.deviceReplaced',
    message: 'This counter was set up on another device',
  },
  /*i18n*/ {
    id: 'gatewayCounter.deviceExpired',
    message: "This counter's pairing has expired. Ask the owner for a new pairing code.",
  },
  /*i18n*/ {
    id: 'gatewayCounter.counterOnlySells',
    message: 'This counter can only take payments',
  },
  /*i18n*/ {
    id: 'gatewayCounter.pairingCodeInvalid',
    message: 'This pairing code is not valid. Ask the owner for a new one.',
  },
  /*i18n*/ {
    id: 'gatewayCounter.tooManyPairings',
    message: 'Too many pairing attempts. Please wait a few minutes and try again.',
  },
  /*i18n*/ {
    id: 'gatewayCounter.ownerCounterNotPaired',
    message: "The owner's counter opens where the owner is signed in",
  },
  /*i18n*/ { id: 'gatewayCounter.chooseSellerFirst', message: 'Choose who is selling first' },
  /*i18n*/ { id: 'gatewayCounter.chooseCashier', message: 'Choose a cashier' },
  /*i18n*/ { id: 'gatewayCounter.wrongPin', message: 'Wrong PIN' },
  /*i18n*/ { id: 'gatewayCounter.pinFormat', message: 'The PIN is 4 to 6 digits' },
  /*i18n*/ { id: 'gatewayCounter.cashierNotFound', message: 'Cashier not found' },
  /*i18n*/ { id: 'gatewayCounter.shiftNotFound', message: 'Shift not found' },
  /*i18n*/ { id: 'gatewayCounter.noOpenShift', message: 'There is no open shift to close' },
  // The standing QR and the devices of a counter (decision 078).
  /*i18n*/ { id: 'gatewayCounter.saleNotOpen', message: 'This sale was already paid or cancelled' },
  /*i18n*/ {
    id: 'gatewayCounter.alreadyCounted',
    message: 'This payment was already counted for another sale',
  },
  /*i18n*/ {
    id: 'gatewayCounter.amountsDiffer',
    message: 'The payment is not for the amount of this sale',
  },
  /*i18n*/ {
    id: 'gatewayCounter.paidBeforeSale',
    message: 'This payment was made before the sale was rung up',
  },
  /*i18n*/ { id: 'gatewayCounter.paymentRefunded', message: 'This payment was refunded' },
  /*i18n*/ {
    id: 'gatewayCounter.tooManySpeakers',
    message: 'This counter has 5 speakers already. Remove one first.',
  },
  /*i18n*/ {
    id: 'gatewayCounter.deviceNotFound',
    message: 'This device is not paired with this counter',
  },
  // Outlets (decision 080): the owner's counter for a person limited to other outlets.
  /*i18n*/ {
    id: 'gatewayCounter.sellFromYourOutlet',
    message: 'Sell from a paired till of your outlet',
  },
]
