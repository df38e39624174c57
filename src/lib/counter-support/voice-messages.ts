/*
 * What the counter's voice says (lib/counter-support/counter-mode.ts; product.md §2.13), in English, the source
 * language. It speaks the language on screen, so its words are in the catalogue like the screen's,
 * with the signed-in screens' part (ids `voice.…`). `agree` is 'one' for ₹1.00 or 1 paisa alone,
 * else 'other': Hindi's verb agrees with the amount (प्राप्त हुआ / प्राप्त हुए), English's does not.
 */
export const rupees = /*i18n*/ {
  id: 'voice.rupees',
  message: '{count, plural, one {{count} rupee} other {{count} rupees}}',
  comment: 'Spoken: the rupees of an amount',
}
export const paise = /*i18n*/ {
  id: 'voice.paise',
  message: '{count, plural, one {{count} paisa} other {{count} paise}}',
  comment: 'Spoken: the paise of an amount',
}
export const rupeesAndPaise = /*i18n*/ {
  id: 'voice.rupeesAndPaise',
  message: '{rupees} {paise}',
  comment: 'Spoken: an amount with both, e.g. "149 rupees 50 paise"',
}
export const received = /*i18n*/ {
  id: 'voice.received',
  message: '{agree, select, other {Received {amount}}}',
  comment: 'Spoken after a payment; amount is spoken words, e.g. "500 rupees"',
}
export const lateReceived = /*i18n*/ {
  id: 'voice.lateReceived',
  message: 'Late payment received, {amount}',
  comment: 'Spoken when a payment arrives after its QR closed; amount is spoken words',
}
export const refunded = /*i18n*/ {
  id: 'voice.refunded',
  message:
    '{agree, select, other {{after, select, cancelled {{amount} paid after the QR was cancelled, refunded to the customer automatically} other {{amount} paid after the QR expired, refunded to the customer automatically}}}}',
  comment:
    'Spoken when the gateway sent a late payment back to the customer; amount is spoken words; after is "cancelled" or "expired"',
}
