/** Tells other open tabs of this portal that the session ended, so they leave too. */
const CHANNEL = 'merchant-portal-session'

type SessionMessage = { type: 'signed-out' }

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
}

export function announceSignOut(): void {
  const bc = channel()
  if (!bc) return
  bc.postMessage({ type: 'signed-out' } satisfies SessionMessage)
  bc.close()
}

export function onSignOutElsewhere(handler: () => void): () => void {
  const bc = channel()
  if (!bc) return () => {}
  bc.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data
    if (
      typeof data === 'object' &&
      data !== null &&
      (data as SessionMessage).type === 'signed-out'
    ) {
      handler()
    }
  }
  return () => bc.close()
}
