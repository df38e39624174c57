/**
 * The payment status machine (decisions 005 and 058; docs/architecture.md): one pure reducer fed by the page's
 * own polls, the service worker's pushes, the live stream and the clock. The payment-link modal
 * and the counter share it (and the vocabulary of lib/payment-watch/payin-status.ts), so whichever source sees
 * a change first wins and both screens agree on what a status means.
 */

import { paymentPhase, type PaymentPhase } from './payin-status'

/** product.md §9: a payment link is shown for 180 s. */
export const PAYMENT_WINDOW_MS = 180_000
/** product.md §9: the status is polled every 5 s while pending. */
export const STATUS_POLL_MS = 5_000
/** product.md §9: the countdown turns red under 60 s. */
export const COUNTDOWN_WARNING_MS = 60_000
/**
 * After the countdown, a link that can still be paid is asked about every 30 s (decision 058):
 * the live stream announces a payment at once; the poll is the fallback for a modal that may be
 * left open until the link's own end.
 */
export const STATUS_POLL_AFTER_COUNTDOWN_MS = 30_000

export type PaymentStatus = PaymentPhase

export type PaymentState = {
  status: PaymentStatus
  /**
   * The countdown's end, absolute epoch ms; remaining time is always `deadline - now`, never a
   * decremented counter.
   */
  deadline: number
  /**
   * The link's own end on this device's clock, when it is later than the countdown's (the
   * merchant's Expires At, decision 058): the countdown still ends at `deadline`, but the link
   * stays pending, watched and payable until this. Absent: the link ends with the countdown.
   */
  payableUntil?: number
  /** Epoch ms of the newest status observation (0 before the first one). */
  lastCheckedAt: number
  /** The link's end has passed: one more status check decides between success and expiry. */
  awaitingFinalPoll?: boolean
  /** The modal was closed: nothing may run for this payment any more. */
  closed?: boolean
  /** The bank reference of a successful payment (counter mode shows its last 4 digits). */
  utr?: string | null
  /**
   * This screen asked the gateway to cancel: a `cancelled` answer from now on is the merchant's
   * cancel, not a lapse (lib/payment-watch/payin-status.ts).
   */
  cancelAsked?: boolean
  /**
   * Paid by a payment to the counter's standing QR that the cashier counted for this sale
   * (decision 078): it was announced when it arrived, and is not again.
   */
  counted?: boolean
}

export type PaymentEvent =
  /** The page's own poll; `at` is when the request was sent. */
  | { type: 'polled'; status: string; at: number; utr?: string | null }
  /** A status broadcast by the service worker watcher; `at` is its checkedAt. */
  | { type: 'pushed'; status: string; at: number; utr?: string | null }
  | { type: 'tick'; now: number }
  /**
   * The link's end passed (the countdown's, or its own later one): ask once more before expiring
   * (a payment can land at second 179).
   */
  | { type: 'deadlinePassed' }
  | { type: 'closed' }
  /** The merchant pressed cancel and the request is on its way. */
  | { type: 'cancelAsked' }
  /** The gateway refused or could not be reached: a later `cancelled` is a lapse again. */
  | { type: 'cancelRefused' }
  /** The gateway confirmed the cancel. */
  | { type: 'cancelConfirmed'; at: number }

/**
 * Gateway status text → phase (lib/payment-watch/payin-status.ts); anything unknown is still pending.
 * `cancelAsked`: this screen asked to cancel, so `cancelled` is the merchant's doing.
 */
export function classifyStatus(status: string, cancelAsked = false): PaymentStatus {
  return paymentPhase(status.trim().toLowerCase(), cancelAsked)
}

/**
 * creation + 180 s, or the link's own expires_at when that comes earlier. `createdAt` is this
 * device's clock and expires_at the gateway's: an expiry already past by the device's clock
 * cannot be the gateway's intent for a payin it just created (the device's clock is ahead, as a
 * till left on all day can be), so the 180 s window holds then rather than a QR that expires as
 * it appears.
 */
export function paymentDeadline(createdAt: number, expiresAt?: string | null): number {
  const window = createdAt + PAYMENT_WINDOW_MS
  const explicit = expiresAt ? Date.parse(expiresAt) : Number.NaN
  return Number.isFinite(explicit) && explicit < window && explicit > createdAt ? explicit : window
}

/**
 * When a just-created link ends (decision 058): the countdown's `deadline` and, if the link's own
 * expiry is later, `payableUntil` with the gateway's `expiresAt` as written to the merchant.
 * `createdAt` is this device's clock. The link's lifetime is read on the gateway's clock alone
 * (`expires_at - created_at`), so a device clock a few seconds off neither invents a later end
 * for a link of the usual 180 s nor hides a real one. A gateway that does not send `created_at`
 * is read against this device's clock, allowing a minute of difference.
 */
export type LinkTimes = {
  deadline: number
  payableUntil?: { at: number; expiresAt: string }
}

/** The device-clock allowance when the gateway's own creation time is unknown. */
export const CLOCK_ALLOWANCE_MS = 60_000

export function linkTimes(
  createdAt: number,
  payin: { expires_at?: string | null; created_at?: string | null },
): LinkTimes {
  const expiresAt = payin.expires_at ?? null
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN
  const created = payin.created_at ? Date.parse(payin.created_at) : Number.NaN
  if (!expiresAt || !Number.isFinite(expiry)) return { deadline: createdAt + PAYMENT_WINDOW_MS }
  if (Number.isFinite(created)) {
    const lifetime = expiry - created
    if (lifetime <= 0) return { deadline: createdAt + PAYMENT_WINDOW_MS }
    if (lifetime <= PAYMENT_WINDOW_MS) return { deadline: createdAt + lifetime }
    return {
      deadline: createdAt + PAYMENT_WINDOW_MS,
      payableUntil: { at: createdAt + lifetime, expiresAt },
    }
  }
  const deadline = paymentDeadline(createdAt, expiresAt)
  return expiry > createdAt + PAYMENT_WINDOW_MS + CLOCK_ALLOWANCE_MS
    ? { deadline, payableUntil: { at: expiry, expiresAt } }
    : { deadline }
}

export function initialPaymentState(deadline: number, payableUntil?: number): PaymentState {
  return payableUntil !== undefined && payableUntil > deadline
    ? { status: 'pending', deadline, payableUntil, lastCheckedAt: 0 }
    : { status: 'pending', deadline, lastCheckedAt: 0 }
}

/** When the link stops being payable: its own end if later than the countdown's, else that. */
export function linkEnd(state: PaymentState): number {
  return state.payableUntil ?? state.deadline
}

/**
 * The countdown has run out but the link can still be paid (decision 058): the screen says so,
 * and keeps watching for its payment.
 */
export function isPayableAfterCountdown(state: PaymentState, now: number): boolean {
  return state.status === 'pending' && state.payableUntil !== undefined && now >= state.deadline
}

/** How often the screen asks the gateway: 5 s during the countdown, 30 s after it. */
export function statusPollMs(state: PaymentState, now: number): number {
  return isPayableAfterCountdown(state, now) ? STATUS_POLL_AFTER_COUNTDOWN_MS : STATUS_POLL_MS
}

export function isTerminal(state: PaymentState): boolean {
  return state.status !== 'pending'
}

/** Timers, polling and the worker watch run only while this is true. */
export function isLive(state: PaymentState): boolean {
  return state.status === 'pending' && !state.closed
}

export function remainingMs(state: PaymentState, now: number): number {
  return Math.max(0, state.deadline - now)
}

export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  // Terminal and closed states ignore everything: a late poll must not flip a shown result.
  if (!isLive(state)) return state
  switch (event.type) {
    case 'polled':
    case 'pushed': {
      const next = classifyStatus(event.status, state.cancelAsked)
      const lastCheckedAt = Math.max(state.lastCheckedAt, event.at)
      if (next !== 'pending') {
        return { ...state, status: next, lastCheckedAt, awaitingFinalPoll: false, utr: event.utr }
      }
      // Still pending when asked at or after the link's end: that was the final poll.
      if (event.at >= linkEnd(state)) {
        return { ...state, status: 'expired', lastCheckedAt, awaitingFinalPoll: false }
      }
      return lastCheckedAt === state.lastCheckedAt ? state : { ...state, lastCheckedAt }
    }
    case 'tick':
      return event.now >= linkEnd(state) ? paymentReducer(state, { type: 'deadlinePassed' }) : state
    case 'deadlinePassed':
      return state.awaitingFinalPoll ? state : { ...state, awaitingFinalPoll: true }
    case 'closed':
      return { ...state, closed: true, awaitingFinalPoll: false }
    case 'cancelAsked':
      return state.cancelAsked ? state : { ...state, cancelAsked: true }
    case 'cancelRefused':
      return state.cancelAsked ? { ...state, cancelAsked: false } : state
    case 'cancelConfirmed':
      return {
        ...state,
        status: 'cancelled',
        cancelAsked: true,
        awaitingFinalPoll: false,
        lastCheckedAt: Math.max(state.lastCheckedAt, event.at),
      }
  }
}

/** "mm:ss" of the time left, rounded up so 179.4 s still reads 03:00 and 0.2 s reads 00:01. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`
}
