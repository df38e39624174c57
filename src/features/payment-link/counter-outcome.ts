import type { PaymentState } from './status-machine'

/** How a counter charge ended, in the words the cashier is shown. */
export type CounterOutcome = 'success' | 'declined' | 'expired' | 'cancelled'

/**
 * The status machine's terminal state → the counter's outcome. 'expired' in the machine covers a
 * customer's decline (gateway 'failed'), the cashier's cancel and a lapsed QR (the gateway turns
 * an expired link into 'cancelled'), so the raw status and who asked to cancel tell them apart.
 */
export function counterOutcome(
  state: PaymentState,
  cancelRequested: boolean,
): CounterOutcome | null {
  if (state.status === 'success') return 'success'
  if (state.status !== 'expired') return null
  if (state.finalStatus === 'failed') return 'declined'
  if (state.finalStatus === 'cancelled' && cancelRequested) return 'cancelled'
  return 'expired'
}
