import { useT } from '../../../lib/i18n/i18n'
import type { DownloadProgress } from '../api'
import * as m from '../messages'

/** A size with its unit; the units (B, KB, MB) are written the same in every language. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** Visible progress while the report streams: a bar (exact when the size is known) and bytes. */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress | null }) {
  const t = useT()
  const received = progress?.received ?? 0
  const total = progress?.total ?? null
  const text =
    progress === null
      ? t(m.preparing)
      : total
        ? t(m.progressOf, { received: formatBytes(received), total: formatBytes(total) })
        : t(m.progressReceived, { received: formatBytes(received) })
  return (
    <div role="status" aria-live="polite" className="space-y-1">
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
        aria-label={t(m.progressLabel)}
        {...(total ? { max: total, value: Math.min(received, total) } : {})}
      />
      <p className="text-xs text-slate-600 tabular-nums">{text}</p>
    </div>
  )
}
