import { paymentPhase } from '../lib/payment-watch/payin-status'
import type { NoticeKind, NoticeText, WatchNotices } from '../lib/payment-watch/sw-protocol'
import { ENGLISH_NOTICES } from './english-notices'

/**
 * Which notification a gateway status ends a watch with (lib/payment-watch/payin-status.ts's vocabulary), or
 * null while the payment is still open. The worker never asked for a cancel, so a `cancelled`
 * link lapsed: it is announced as expired. A decline is a decline, not an expiry.
 */
export function noticeKind(status: string): NoticeKind | null {
  const phase = paymentPhase(status)
  if (phase === 'pending') return null
  if (phase === 'success' || phase === 'declined') return phase
  return 'expired'
}

/** The notification a watch ends with: its page's words, else the worker's English. */
export function noticeFor(
  kind: NoticeKind,
  notices: WatchNotices | undefined,
): NoticeText & { lang: string } {
  const words = notices ?? ENGLISH_NOTICES
  return { ...words[kind], lang: words.lang }
}
