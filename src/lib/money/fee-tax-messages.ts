/*
 * The texts of lib/money/fee-tax.ts (docs/i18n.md). Apart from lib/i18n/messages.ts, which loads with /login:
 * these show only in the signed-in details modals, so their ids ('fee.') are in the signed-in part
 * of a catalogue.
 */
export const gstIgst = /*i18n*/ {
  id: 'fee.gstIgst',
  message: 'GST (IGST 18%)',
  comment: 'The row under Fee: the GST inside the fee when the merchant is in another state',
}
export const gstCgstSgst = /*i18n*/ {
  id: 'fee.gstCgstSgst',
  message: 'GST (CGST 9% + SGST 9%)',
  comment: "The row under Fee: the GST inside the fee when the merchant is in the gateway's state",
}
