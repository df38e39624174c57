/**
 * The page ↔ service worker protocol, imported by both sides (src/lib/payment-watch/sw-bridge.ts and src/sw/),
 * so a message's shape cannot drift between the sender and the receiver. Both directions are
 * checked on arrival: a message event can carry anything another script posted.
 *
 * The worker compiles this file with src/sw/tsconfig.json: no DOM, React or app imports here.
 */

/** Start (or restart) the background watch of one open payment link. */
export type WatchMessage = {
  type: 'watch'
  transactionId: string
  /** Epoch ms after which the page decides expiry; the worker keeps looking a little longer. */
  deadline: number
  /** The merchant's bearer token, held in the worker's memory only for the watch. */
  token: string
  /** The gateway's API base, possibly relative to the origin (VITE_API_BASE_URL). */
  apiBase: string
  /**
   * What the notification says if the payment ends while no window is visible, already in the
   * device's language (the worker has no catalogue). Without it (a page of an older version) the
   * worker says it in English.
   */
  notices?: WatchNotices
}

/** One notification's words. */
export type NoticeText = { title: string; body?: string }

/** The notification for each way a watched payment can end, in one language. */
export type WatchNotices = {
  /** The language of the texts (a BCP 47 code, 'hi'), for the notification's `lang`. */
  lang: string
  success: NoticeText
  declined: NoticeText
  expired: NoticeText
}

/** The ways a watched payment ends that a notification announces. */
export type NoticeKind = 'success' | 'declined' | 'expired'

export type PageToWorker =
  | WatchMessage
  | { type: 'unwatch'; transactionId: string }
  /** Sign-out: drop every watch and the tokens they hold. */
  | { type: 'forget' }
  /** Sent by workbox-window's messageSkipWaiting() when the merchant chooses 'Reload'. */
  | { type: 'SKIP_WAITING' }
  /**
   * How often the watches poll (the page's own poll, 5 s, unless told). The portal never sends
   * it: the end-to-end tests do, to see in a second that a stopped watch stays stopped.
   */
  | { type: 'poll-interval'; ms: number }

/** The poll intervals a 'poll-interval' message may set. */
export const WORKER_POLL_MS = { min: 100, max: 60_000 }

/** A status the worker's watch read from the gateway, broadcast to every window client. */
export type PayinStatusMessage = {
  type: 'payin-status'
  transactionId: string
  /** Lower case, as the gateway sent it. */
  status: string
  amount?: number
  utr?: string | null
  /** Epoch ms the worker read it: the status machine orders observations by it. */
  checkedAt: number
}

export type WorkerToPage = PayinStatusMessage

// A notification shows a line or two: anything longer is not a text this portal sent.
const NOTICE_MAX = 300

function noticeText(data: unknown): NoticeText | null {
  if (typeof data !== 'object' || data === null) return null
  const { title, body } = data as Record<string, unknown>
  if (typeof title !== 'string' || !title || title.length > NOTICE_MAX) return null
  if (body === undefined) return { title }
  return typeof body === 'string' && body.length <= NOTICE_MAX ? { title, body } : null
}

/** A watch's notices, copied; null unless every text is there and the language is a code. */
function watchNotices(data: unknown): WatchNotices | null {
  if (typeof data !== 'object' || data === null) return null
  const n = data as Record<string, unknown>
  const success = noticeText(n.success)
  const declined = noticeText(n.declined)
  const expired = noticeText(n.expired)
  if (typeof n.lang !== 'string' || !/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(n.lang)) return null
  return success && declined && expired ? { lang: n.lang, success, declined, expired } : null
}

/**
 * The worker's check of what a page posted: the known fields copied into a fresh object (so
 * nothing else a sender attached travels on), or null for anything that is not a valid message.
 */
export function parsePageToWorker(data: unknown): PageToWorker | null {
  if (typeof data !== 'object' || data === null) return null
  const m = data as Record<string, unknown>
  switch (m.type) {
    case 'watch': {
      if (
        typeof m.transactionId !== 'string' ||
        typeof m.deadline !== 'number' ||
        typeof m.token !== 'string' ||
        typeof m.apiBase !== 'string'
      )
        return null
      const watch: WatchMessage = {
        type: 'watch',
        transactionId: m.transactionId,
        deadline: m.deadline,
        token: m.token,
        apiBase: m.apiBase,
      }
      // Texts that are not all there still leave a watch: its notification is then in English.
      const notices = watchNotices(m.notices)
      return notices ? { ...watch, notices } : watch
    }
    case 'unwatch':
      return typeof m.transactionId === 'string'
        ? { type: 'unwatch', transactionId: m.transactionId }
        : null
    case 'forget':
      return { type: 'forget' }
    case 'SKIP_WAITING':
      return { type: 'SKIP_WAITING' }
    case 'poll-interval':
      return typeof m.ms === 'number' && m.ms >= WORKER_POLL_MS.min && m.ms <= WORKER_POLL_MS.max
        ? { type: 'poll-interval', ms: m.ms }
        : null
    default:
      return null
  }
}

/** The page's check of a worker message before it reaches the status machine. */
export function isPayinStatusMessage(data: unknown): data is PayinStatusMessage {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  return (
    m.type === 'payin-status' &&
    typeof m.transactionId === 'string' &&
    typeof m.status === 'string' &&
    typeof m.checkedAt === 'number'
  )
}
