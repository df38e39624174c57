import { isPayinStatusMessage, type PageToWorker, type PayinStatusMessage } from './sw-protocol'

/**
 * The page's end of the worker protocol (the messages themselves are in sw-protocol.ts, shared
 * with the worker). Pages talk to the active worker; the worker answers every window client, so a
 * hidden or frozen tab catches up the moment it runs again.
 */

/** Posts to the controlling (or active) worker; a no-op where there is none (dev, old browsers). */
export function postToServiceWorker(message: PageToWorker): void {
  if (!('serviceWorker' in navigator)) return
  const target = navigator.serviceWorker.controller
  if (target) {
    target.postMessage(message)
    return
  }
  void navigator.serviceWorker.getRegistration().then((registration) => {
    registration?.active?.postMessage(message)
  })
}

/** Subscribes to the worker's payin status broadcasts; returns the unsubscribe function. */
export function subscribePayinStatus(handler: (message: PayinStatusMessage) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => {}
  const listener = (event: MessageEvent) => {
    if (isPayinStatusMessage(event.data)) handler(event.data)
  }
  navigator.serviceWorker.addEventListener('message', listener)
  return () => navigator.serviceWorker.removeEventListener('message', listener)
}
