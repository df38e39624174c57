import { PAYIN_FAILED_STATUSES, PAYIN_SUCCESS_STATUSES } from '../payment-watch/payin-status'

/** Colour families for status badges. Text always accompanies colour (never colour alone). */
export type StatusTone = 'success' | 'pending' | 'failed' | 'queued' | 'neutral'

function toneOf(statuses: ReadonlySet<string>, tone: StatusTone): Record<string, StatusTone> {
  return Object.fromEntries([...statuses].map((status) => [status, tone]))
}

// The same sets as the payment modal and the worker's watch, so a badge and the modal never
// disagree on whether a payin was paid.
const PAYIN: Record<string, StatusTone> = {
  ...toneOf(PAYIN_SUCCESS_STATUSES, 'success'),
  pending: 'pending',
  ...toneOf(PAYIN_FAILED_STATUSES, 'failed'),
}

const PAYOUT: Record<string, StatusTone> = {
  ...PAYIN,
  processing: 'pending',
  queued: 'queued',
}

const TOPUP: Record<string, StatusTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'failed',
}

/** product.md §4 payin styling: success/completed green, pending yellow, failed/cancelled red, else grey. */
export function payinTone(status: string | null | undefined): StatusTone {
  return PAYIN[(status ?? '').toLowerCase()] ?? 'neutral'
}

/** product.md §4 payout styling: adds processing (yellow) and queued (blue). */
export function payoutTone(status: string | null | undefined): StatusTone {
  return PAYOUT[(status ?? '').toLowerCase()] ?? 'neutral'
}

/** product.md §4 top-up styling: pending (the default) yellow, approved green, rejected red. */
export function topupTone(status: string | null | undefined): StatusTone {
  return TOPUP[(status ?? 'pending').toLowerCase()] ?? 'neutral'
}

const REFUND: Record<string, StatusTone> = {
  pending: 'pending',
  processed: 'success',
  failed: 'failed',
}

/** Refund styling (decision 050): processed green, pending yellow, failed red, else grey. */
export function refundTone(status: string | null | undefined): StatusTone {
  return REFUND[(status ?? '').toLowerCase()] ?? 'neutral'
}
