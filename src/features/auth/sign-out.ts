import type { QueryClient } from '@tanstack/react-query'
import { API_BASE_URL } from '../../lib/http/api-client'
import { announceSignOut } from '../../lib/session/cross-tab'
import { clearSession, getSession } from '../../lib/session/session-store'
import { postToServiceWorker } from '../../lib/payment-watch/sw-bridge'

/**
 * The merchant's own Sign Out: the gateway revokes the token too, so a copy of it (another
 * device, a leaked log) stops working now rather than at its 12 h expiry. Only here: after a 401
 * the token is already dead, and after another tab's sign-out that tab has revoked it.
 */
export async function signOutByUser(queryClient: QueryClient): Promise<void> {
  // Read before the wipe, which forgets it.
  const token = getSession()?.token
  if (token) revokeOnGateway(token)
  await wipeMerchantData(queryClient)
}

/**
 * Best effort and never awaited: the local wipe must not wait on the network (offline, a slow
 * gateway). keepalive lets the request outlive the page if the merchant closes the tab. Plain
 * fetch, not apiRequest: its 401 would run the unauthorized handler a second time.
 */
export function revokeOnGateway(token: string): void {
  try {
    const url = new URL(`${API_BASE_URL}/merchant/auth/logout`, window.location.href)
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => undefined)
  } catch {
    // fetch can throw synchronously (e.g. a keepalive quota): the wipe goes on regardless.
  }
}

/**
 * Everything of the merchant leaves the device: token and merchant record, the in-memory and the
 * persisted query cache, the counter's records, the worker's tokens and watches, and its
 * notifications. `broadcast` is false when another tab told us, so the message does not echo
 * back and forth. `keepCounterSale`: the session expired (a 401), nobody chose to leave: the
 * counter's open sale stays on the device so it comes back after signing in again (decision 049).
 */
export async function wipeMerchantData(
  queryClient: QueryClient,
  {
    broadcast = true,
    keepCounterSale = false,
  }: { broadcast?: boolean; keepCounterSale?: boolean } = {},
): Promise<void> {
  // Loaded at once when a session ever started persisting (app.tsx); /login boots without it,
  // and without IndexedDB's code, which the counter's records' removal would bring.
  const [{ removePersistedCaches, stopPersistence }, { removeCounterRecords }] = await Promise.all([
    import('../../lib/query/query-persistence'),
    import('../../lib/counter-support/counter-store-wipe'),
  ])
  // Stop saving first: clearing the cache below must not be written back after the wipe.
  stopPersistence()
  clearSession()
  await queryClient.cancelQueries()
  queryClient.clear()
  postToServiceWorker({ type: 'forget' })
  await Promise.all([
    removePersistedCaches(),
    closeNotifications(),
    keepCounterSale ? undefined : removeCounterRecords(),
  ])
  if (broadcast) announceSignOut()
}

async function closeNotifications(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    const notifications = (await registration?.getNotifications()) ?? []
    for (const notification of notifications) notification.close()
  } catch {
    // No registration or no Notification support: nothing to close.
  }
}
