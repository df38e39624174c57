/** Tells other open tabs of this portal that the session ended, so they leave too. */
const CHANNEL = 'merchant-portal-session'

type SessionMessage = { type: 'signed-out'; from?: string }

/**
 * This tab's own id: its listener (another BroadcastChannel object in the same tab) hears what
 * this tab announces, and must not take its own sign-out for another tab's (a second navigation
 * to /login would lose where the first one said to come back to).
 */
const TAB_ID = Math.random().toString(36).slice(2)

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
}

export function announceSignOut(): void {
  const bc = channel()
  if (!bc) return
  bc.postMessage({ type: 'signed-out', from: TAB_ID } satisfies SessionMessage)
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
      (data as SessionMessage).type === 'signed-out' &&
      (data as SessionMessage).from !== TAB_ID
    ) {
      handler()
    }
  }
  return () => bc.close()
}
