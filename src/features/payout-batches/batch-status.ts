import type { MessageDescriptor } from '@lingui/core'
import type { StatusTone } from '../../lib/ui/status'
import type { Batch, BatchStatus, RowFilter } from './api'
import * as m from './messages'

/** A batch in one of these moves no more: its page stops asking every second. */
const FINAL: ReadonlySet<BatchStatus> = new Set(['completed', 'rejected', 'expired', 'cancelled'])

export const isFinal = (status: BatchStatus) => FINAL.has(status)

export const STATUS_TEXT: Record<BatchStatus, MessageDescriptor> = {
  draft: m.statusDraft,
  pending_approval: m.statusPendingApproval,
  approved: m.statusApproved,
  processing: m.statusProcessing,
  completed: m.statusCompleted,
  rejected: m.statusRejected,
  expired: m.statusExpired,
  cancelled: m.statusCancelled,
}

export const STATUS_TONE: Record<BatchStatus, StatusTone> = {
  draft: 'neutral',
  pending_approval: 'pending',
  approved: 'queued',
  processing: 'pending',
  completed: 'success',
  rejected: 'failed',
  expired: 'failed',
  cancelled: 'neutral',
}

export const ROW_TEXT: Record<RowFilter, MessageDescriptor> = {
  invalid: m.rowInvalid,
  waiting: m.rowWaiting,
  queued: m.rowQueued,
  created: m.rowCreated,
  cancelled: m.rowCancelled,
}

/** The rows that reached an end: paid, failed at the bank, or cancelled. */
export function finishedCount(batch: Batch): number {
  const { success, failed, cancelled } = batch.progress
  return success + failed + cancelled
}

/** Whole: a batch can be cancelled until approved; after, only the rows not yet sent. */
export function cancelScope(status: BatchStatus): 'batch' | 'rest' | null {
  if (status === 'draft' || status === 'pending_approval') return 'batch'
  if (status === 'approved' || status === 'processing') return 'rest'
  return null
}
