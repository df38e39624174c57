import { agreement } from '../../lib/counter-support/counter-mode'
import { formatINR } from '../../lib/i18n/format'
import { t } from '../../lib/i18n/i18n'
import type { RefundedAfter } from './counter-state'
import * as m from './sale-messages'

/**
 * '₹77.00 paid after the QR was cancelled — refunded to the customer automatically', in the
 * language on screen (Hindi's verbs agree with the amount). Call it when rendering. With the
 * notices (the `sale` part), not counter-words.ts: a cold counter shows it only in a notice.
 */
export function autoRefundedText(amount: number, after: RefundedAfter): string {
  return t(m.autoRefunded, { amount: formatINR(amount), after, agree: agreement(amount) })
}
