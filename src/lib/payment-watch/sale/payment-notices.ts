import { formatINR, formatMoney } from '../../i18n/format'
import { getLanguage, t } from '../../i18n/i18n'
import * as m from './payment-notice-messages'
import type { WatchNotices } from '../sw-protocol'

/** What a notification about one payment can say of its money. */
export type NoticeMoney = {
  amount: number
  /** The payment's own currency: a USD link is announced in dollars. */
  currency: string
  /** For a link in another currency, the rupees its customer pays (decision 030), if known. */
  amountInr?: number | null
  /** A counter's sale lapses as its QR, not as a payment link (product.md, Notifications). */
  channel?: 'link' | 'counter'
}

/**
 * The service worker's notifications for one payment, in the device's language of the moment:
 * the page words them and sends them with the watch request (sw-protocol.ts), since the worker
 * has no catalogue. A link in another currency is announced in its own currency, with the rupees
 * its customer paid under it when the gateway gave them.
 */
export function paymentNotices({
  amount,
  currency,
  amountInr,
  channel,
}: NoticeMoney): WatchNotices {
  const money = formatMoney(amount, currency)
  const rupees = currency !== 'INR' && typeof amountInr === 'number' ? formatINR(amountInr) : null
  return {
    lang: getLanguage(),
    success: rupees
      ? { title: t(m.received, { amount: money }), body: t(m.receivedInRupees, { rupees }) }
      : { title: t(m.received, { amount: money }) },
    declined: { title: t(m.declined), body: t(m.declinedBody, { amount: money }) },
    expired: {
      title: t(channel === 'counter' ? m.counterExpired : m.expired),
      body: t(m.expiredBody, { amount: money }),
    },
  }
}
