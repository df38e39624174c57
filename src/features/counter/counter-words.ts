import { agreement } from '../../lib/counter-support/counter-mode'
import { formatINR } from '../../lib/i18n/format'
import { t } from '../../lib/i18n/i18n'
import type { LateRefund, RefundedAfter } from './counter-state'
import * as m from './messages'

/**
 * '₹77.00 paid after the QR was cancelled — refunded to the customer automatically', in the
 * language on screen (Hindi's verbs agree with the amount). Call it when rendering.
 */
export function autoRefundedText(amount: number, after: RefundedAfter): string {
  return t(m.autoRefunded, { amount: formatINR(amount), after, agree: agreement(amount) })
}

/** 'Refunded ₹44.00 · UTR 123456789012', or the refund on its way: a late payment settled. */
export function lateRefundText(refund: LateRefund): string {
  const amount = formatINR(refund.amount)
  if (refund.pending) return t(m.lateRefundPending, { amount })
  return refund.utr
    ? t(m.lateRefunded, { amount, utr: refund.utr })
    : t(m.lateRefundedNoUtr, { amount })
}
