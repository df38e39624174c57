/**
 * What a payin status text means, in one place for the page and the service worker (which
 * imports this file: so it stays free of DOM, React and anything else a worker cannot load).
 * Callers pass the status already lower-cased, the way each of them has always normalised it.
 */

/** The contract's paid statuses (docs/api-contract.md). */
export const PAYIN_SUCCESS_STATUSES: ReadonlySet<string> = new Set(['success', 'completed'])

/** The contract's unpaid end states: the customer declined or the gateway cancelled the link. */
export const PAYIN_FAILED_STATUSES: ReadonlySet<string> = new Set(['failed', 'cancelled'])

/**
 * 'expired' is not a payin status in the contract, but a gateway that sends it means the link
 * ended unpaid, so whatever follows a payin (the modal, the worker's watch) stops on it too.
 * Badges keep it grey: it is not a status the lists return, so it gets no colour of its own.
 */
const ENDED_UNPAID: ReadonlySet<string> = new Set([...PAYIN_FAILED_STATUSES, 'expired'])

export type PayinOutcome = 'success' | 'failed' | 'pending'

/** success/completed → success; failed/cancelled/expired → failed; anything else is still open. */
export function payinOutcome(status: string): PayinOutcome {
  if (PAYIN_SUCCESS_STATUSES.has(status)) return 'success'
  if (ENDED_UNPAID.has(status)) return 'failed'
  return 'pending'
}
