import { useT } from '../lib/i18n/i18n'
import * as m from './app-messages'

export function Spinner({ label }: { label?: string }) {
  const t = useT()
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label ?? t(m.loadingStatus)}</span>
    </span>
  )
}

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  )
}

export function PageSpinner() {
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner />
    </div>
  )
}
