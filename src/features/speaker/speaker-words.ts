import { t } from '../../lib/i18n/i18n'
import type { Paise } from '../../lib/money/paise'
import { formatPaise } from '../../lib/money/format-paise'
import type { SpeakerPayment } from './api'
import * as m from './messages'

/** '₹50', '₹1,200', '₹75.50': an amount in a spoken list, without the '.00' a whole one has. */
export function shortAmount(amount: Paise): string {
  return formatPaise(amount).replace(/\.00$/, '')
}

/** '3 payments while offline: ₹50, ₹120, ₹75', in the language on screen (shown and spoken). */
export function summaryText(payments: readonly SpeakerPayment[]): string {
  return t(m.offlineSummary, {
    count: payments.length,
    amounts: payments.map((payment) => shortAmount(payment.amount)).join(', '),
  })
}
