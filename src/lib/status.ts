/** Colour families for status badges. Text always accompanies colour (never colour alone). */
export type StatusTone = 'success' | 'pending' | 'failed' | 'queued' | 'neutral'

const PAYIN: Record<string, StatusTone> = {
  success: 'success',
  completed: 'success',
  pending: 'pending',
  failed: 'failed',
  cancelled: 'failed',
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

/** SPEC §4 payin styling: success/completed green, pending yellow, failed/cancelled red, else grey. */
export function payinTone(status: string | null | undefined): StatusTone {
  return PAYIN[(status ?? '').toLowerCase()] ?? 'neutral'
}

/** SPEC §4 payout styling: adds processing (yellow) and queued (blue). */
export function payoutTone(status: string | null | undefined): StatusTone {
  return PAYOUT[(status ?? '').toLowerCase()] ?? 'neutral'
}

/** SPEC §4 top-up styling: pending (the default) yellow, approved green, rejected red. */
export function topupTone(status: string | null | undefined): StatusTone {
  return TOPUP[(status ?? 'pending').toLowerCase()] ?? 'neutral'
}
