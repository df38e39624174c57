/**
 * Page ↔ service worker messages (ARCHITECTURE.md). Pages talk to the active worker; the worker
 * answers every window client, so a hidden or frozen tab catches up the moment it runs again.
 */
export type PageToWorker =
  | { type: 'watch'; transactionId: string; deadline: number; token: string; apiBase: string }
  | { type: 'unwatch'; transactionId: string }
  | { type: 'forget' }
  | { type: 'SKIP_WAITING' }

export type PayinStatusMessage = {
  type: 'payin-status'
  transactionId: string
  status: string
  amount?: number
  utr?: string | null
  checkedAt: number
}

export function isPayinStatusMessage(data: unknown): data is PayinStatusMessage {
  if (typeof data !== 'object' || data === null) return false
  const m = data as Record<string, unknown>
  return (
    m.type === 'payin-status' &&
    typeof m.transactionId === 'string' &&
    typeof m.status === 'string' &&
    typeof m.checkedAt === 'number'
  )
}

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
