import type { ReactNode } from 'react'

/** One label and its value in a details list (`<dl>`): the payment, payout and review modals. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right wrap-anywhere text-slate-900">{children}</dd>
    </div>
  )
}
