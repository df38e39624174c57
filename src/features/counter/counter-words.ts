import { agreement } from '../../lib/counter-mode'
import { formatINR } from '../../lib/format'
import { t } from '../../lib/i18n'
import type { RefundedAfter } from './counter-state'
import * as m from './messages'

/**
 * '₹77.00 paid after the QR was cancelled — refunded to the customer automatically', in the
 * language on screen (Hindi's verbs agree with the amount). Call it when rendering.
 */
export function autoRefundedText(amount: number, after: RefundedAfter): string {
  return t(m.autoRefunded, { amount: formatINR(amount), after, agree: agreement(amount) })
}
