/**
 * What a payin status text means, in one place for the payment-link modal, the counter, the
 * badges and the service worker (which imports this file: so it stays free of DOM, React and
 * anything else a worker cannot load). Callers pass the status already lower-cased, the way each
 * of them has always normalised it.
 */

/** The contract's paid statuses (docs/api-contract.md). */
export const PAYIN_SUCCESS_STATUSES: ReadonlySet<string> = new Set(['success', 'completed'])

/** The contract's unpaid end states: the customer declined or the gateway cancelled the link. */
export const PAYIN_FAILED_STATUSES: ReadonlySet<string> = new Set(['failed', 'cancelled'])

/**
 * The one vocabulary of how a payment on screen stands, shared by the payment-link modal and the
 * counter (each words it in its own texts):
 * - `pending`: not decided yet;
 * - `success`: the gateway says paid (`success` or `completed`);
 * - `declined`: the customer said no in their UPI app (gateway `failed`);
 * - `cancelled`: the merchant cancelled it from this screen, and the gateway confirmed;
 * - `expired`: the link lapsed unpaid: its end passed (the countdown's, or the link's own later
 *   expiry: while that is ahead the link stays `pending` after the countdown, decision 058), or
 *   the gateway ended it on its own (it turns a lapsed link into `cancelled`, and a gateway may
 *   send `expired`).
 * A gateway `cancelled` is only `cancelled` when this screen asked for it (see
 * payment-status-machine.ts); otherwise nobody here cancelled it and it lapsed.
 */
export type PaymentPhase = 'pending' | 'success' | 'declined' | 'cancelled' | 'expired'

/** The phases a payment ends in without money: every one of them may still be paid late. */
export type UnpaidEnd = Exclude<PaymentPhase, 'pending' | 'success'>

/**
 * Gateway status → phase, reading `cancelled` as the merchant's cancel when `cancelAsked`.
 * Anything unknown is still pending.
 */
export function paymentPhase(status: string, cancelAsked = false): PaymentPhase {
  if (PAYIN_SUCCESS_STATUSES.has(status)) return 'success'
  if (status === 'failed') return 'declined'
  if (status === 'cancelled') return cancelAsked ? 'cancelled' : 'expired'
  if (status === 'expired') return 'expired'
  return 'pending'
}
