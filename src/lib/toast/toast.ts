import { useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'
import type * as SonnerRuntime from './sonner-runtime'

/*
 * The portal's toasts, with sonner loaded on the first one (docs/decisions/059). sonner's code
 * (~5.7 KB gzip) and its stylesheet (~3.3 KB) were in every first download, /login's and a cold
 * counter's included, which show no toast until something happens. A call queues nothing of its
 * own: sonner keeps the toasts raised before its Toaster subscribes and shows them when it does
 * (components/toast-layer.tsx renders the Toaster once the code is here).
 */

type Runtime = typeof SonnerRuntime
type Kind = 'success' | 'info' | 'warning' | 'error'
type Show = (message: string, options?: ExternalToast) => void

let runtime: Runtime | null = null
let loading: Promise<Runtime> | null = null
const listeners = new Set<() => void>()

function load(): Promise<Runtime> {
  loading ??= import('./sonner-runtime').then(
    (loaded) => {
      runtime = loaded
      for (const listener of listeners) listener()
      return loaded
    },
    (error: unknown) => {
      // Offline before the service worker cached it: the next toast tries again.
      loading = null
      throw error
    },
  )
  return loading
}

function show(kind: Kind | null, message: string, options?: ExternalToast): void {
  if (runtime) return void (kind ? runtime.toast[kind] : runtime.toast)(message, options)
  load().then(
    ({ toast }) => void (kind ? toast[kind] : toast)(message, options),
    () => undefined,
  )
}

/** sonner's `toast` for the calls the portal makes: the same arguments, no id returned. */
export const toast: Show & Record<Kind, Show> = Object.assign(
  (message: string, options?: ExternalToast) => show(null, message, options),
  {
    success: (message: string, options?: ExternalToast) => show('success', message, options),
    info: (message: string, options?: ExternalToast) => show('info', message, options),
    warning: (message: string, options?: ExternalToast) => show('warning', message, options),
    error: (message: string, options?: ExternalToast) => show('error', message, options),
  },
)

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getRuntime = () => runtime

/** sonner's code once the first toast has loaded it; null before (the layer renders nothing). */
export function useToastRuntime(): Runtime | null {
  return useSyncExternalStore(subscribe, getRuntime, getRuntime)
}
