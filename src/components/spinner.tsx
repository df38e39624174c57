import { useT } from '../lib/i18n'
import { useOnlineStatus } from '../lib/online-status'
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

/**
 * A screen on its way. Offline, a screen never opened on this device has nothing saved and its
 * data waits for the network (the queries pause): say so rather than spin until the connection
 * is back, when the screen opens by itself.
 */
export function RoutePending() {
  const t = useT()
  const online = useOnlineStatus()
  if (online) return <FullScreenSpinner />
  return (
    <div className="flex min-h-64 items-center justify-center p-6">
      <p role="status" className="max-w-md text-center text-slate-700">
        {t(m.offlineNoCopy)}
      </p>
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
