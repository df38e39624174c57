import type { ReactNode } from 'react'

/** A label and its value in a settlement's summary. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  )
}

export const MONO = 'font-mono text-xs break-all'
