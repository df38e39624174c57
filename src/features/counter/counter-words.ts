import { formatINR } from '../../lib/i18n/format'
import { t } from '../../lib/i18n/i18n'
import type { LateRefund } from './counter-state'
import * as m from './messages'

/** 'Refunded ₹44.00 · UTR 123456789012', or the refund on its way: a late payment settled. */
export function lateRefundText(refund: LateRefund): string {
  const amount = formatINR(refund.amount)
  if (refund.pending) return t(m.lateRefundPending, { amount })
  return refund.utr
    ? t(m.lateRefunded, { amount, utr: refund.utr })
    : t(m.lateRefundedNoUtr, { amount })
}
