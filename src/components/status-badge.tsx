import { useT } from '../lib/i18n/i18n'
import type { StatusTone } from '../lib/ui/status'
import { statusLabel } from './status-label'

// product.md §9 colours (#10B981, #F59E0B, #EF4444) as tinted backgrounds with dark text for contrast.
const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-status-success/15 text-emerald-800 ring-status-success/40',
  pending: 'bg-status-pending/15 text-amber-800 ring-status-pending/40',
  failed: 'bg-status-failed/15 text-red-800 ring-status-failed/40',
  queued: 'bg-blue-100 text-blue-800 ring-blue-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
}

const DOT_CLASSES: Record<StatusTone, string> = {
  success: 'bg-status-success',
  pending: 'bg-status-pending',
  failed: 'bg-status-failed',
  queued: 'bg-blue-500',
  neutral: 'bg-slate-400',
}

type Props = { status: string | null | undefined; tone: StatusTone }

export function StatusBadge({ status, tone }: Props) {
  useT()
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT_CLASSES[tone]}`} />
      {statusLabel(status)}
    </span>
  )
}
