import { t } from '../lib/i18n/i18n'
import type { StatusTone } from '../lib/ui/status'
import { approvalStatuses } from './approval-messages'

/*
 * The statuses a payout or refund takes while it waits for approval, or when it is not approved
 * (product.md §2.19). Kept out of status-label.ts and lib/ui/status.ts, which a cold counter
 * loads: the counter never shows a payout (decision 032's budget).
 */

const TONES: Record<string, StatusTone> = {
  pending_approval: 'queued',
  rejected: 'failed',
  expired: 'neutral',
  cancelled: 'neutral',
}

/**
 * The word a StatusBadge shows for `status`: the new statuses in the current language, any other
 * as sent (the badge translates those itself).
 */
export function approvalAwareStatus(status: string | null | undefined): string | null | undefined {
  const descriptor = approvalStatuses[(status ?? '').toLowerCase()]
  return descriptor ? t(descriptor) : status
}

/** A money-out status's tone: the approval ones here, the others by `fallback`. */
export function approvalAwareTone(
  status: string | null | undefined,
  fallback: (status: string | null | undefined) => StatusTone,
): StatusTone {
  return TONES[(status ?? '').toLowerCase()] ?? fallback(status)
}
