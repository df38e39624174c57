import type { QueryClient } from '@tanstack/react-query'
import { announceSignOut } from '../../lib/cross-tab'
import { removePersistedCaches, stopPersistence } from '../../lib/query-persistence'
import { clearSession } from '../../lib/session-store'
import { postToServiceWorker } from '../../lib/sw-bridge'

/**
 * Everything of the merchant leaves the device: token and merchant record, the in-memory and the
 * persisted query cache, the worker's tokens and watches, and its notifications.
 * `broadcast` is false when another tab told us, so the message does not echo back and forth.
 */
export async function wipeMerchantData(
  queryClient: QueryClient,
  { broadcast = true }: { broadcast?: boolean } = {},
): Promise<void> {
  // Stop saving first: clearing the cache below must not be written back after the wipe.
  stopPersistence()
  clearSession()
  await queryClient.cancelQueries()
  queryClient.clear()
  postToServiceWorker({ type: 'forget' })
  await Promise.all([removePersistedCaches(), closeNotifications()])
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
