import type { WatchNotices } from '../lib/payment-watch/sw-protocol'

/**
 * The worker's own words, for a watch that came without any (from a page of an older version):
 * English, the source language, since the worker has no catalogue. Pages word the notifications
 * in the device's language and send them with each watch (lib/payment-watch/sale/payment-notices.ts). No amount here:
 * without its page the worker does not know the payment's currency, and a wrong one would lie.
 */
export const ENGLISH_NOTICES: WatchNotices = {
  lang: 'en',
  success: { title: 'Payment received' },
  declined: { title: 'Payment declined', body: 'The customer declined the payment.' },
  expired: { title: 'Payment link expired' },
}
