import type { ReactNode } from 'react'
import FileText from 'lucide-react/icons/file-text'
import Info from 'lucide-react/icons/info'
import { t, useT } from '../../../lib/i18n/i18n'
import * as m from '../messages'

/**
 * product.md §2: the six lines of the info list, then what decision 030 adds: a USD payin's own amount
 * sits beside its INR figure, a spreadsheet reads all-digit CSV cells as numbers, and times are IST;
 * then decision 055's: which format is for people and which for software, and GST in fees.
 */
export const REPORT_INFO = m.infoLines

/** The info list's lines in the current language. */
export function reportInfoLines(): string[] {
  return REPORT_INFO.map((line) => t(line))
}

/** The info list and the (always empty, product.md §2) recent downloads. */
export function ReportSidebar() {
  useT()
  return (
    <div className="space-y-6">
      <section aria-labelledby="report-info-title" className="card">
        <h3
          id="report-info-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <Info aria-hidden="true" className="size-5 text-brand-600" />
          {t(m.reportInfo)}
        </h3>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {REPORT_INFO.map((line) => (
            <li key={line.id}>{t(line)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="recent-downloads-title" className="card">
        <h3 id="recent-downloads-title" className="text-lg font-semibold text-slate-900">
          {t(m.recentDownloads)}
        </h3>
        <div className="mt-3 flex flex-col items-center gap-2 py-4 text-slate-600">
          <FileText aria-hidden="true" className="size-8 text-slate-400" />
          <p className="text-sm">{t(m.noRecentDownloads)}</p>
        </div>
      </section>
    </div>
  )
}

type QuickCardProps = {
  title: string
  icon: ReactNode
  pressed?: boolean
  onClick: () => void
}

export function QuickCard({ title, icon, pressed, onClick }: QuickCardProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={`flex min-h-20 w-full items-center gap-3 rounded-xl border bg-white p-4 text-left text-sm font-medium text-slate-900 hover:border-brand-600 ${
        pressed ? 'border-brand-600 ring-2 ring-brand-600/20' : 'border-slate-200'
      }`}
    >
      <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
      {title}
    </button>
  )
}
