import { useT } from '../../../lib/i18n/i18n'
import type { BatchStatus } from '../api'
import { STATUS_TEXT, STATUS_TONE } from '../batch-status'

// The status badge's look (components/status-badge.tsx), with the batch's own words.
const TONE_CLASSES = {
  success: 'bg-status-success/15 text-emerald-800 ring-status-success/40',
  pending: 'bg-status-pending/15 text-amber-800 ring-status-pending/40',
  failed: 'bg-status-failed/15 text-red-800 ring-status-failed/40',
  queued: 'bg-blue-100 text-blue-800 ring-blue-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
} as const

export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  const t = useT()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[STATUS_TONE[status]]}`}
    >
      {t(STATUS_TEXT[status])}
    </span>
  )
}
