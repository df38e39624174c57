import { getSession, merchantStorageId } from '../../lib/session/session-store'

/*
 * The dashboard's outlet choice (decision 080): kept per person on the device, so a shared
 * computer's two managers each find the dashboard as they left it. undefined: 'All outlets'.
 */
function storageKey(): string | null {
  const session = getSession()
  return session ? `dashboardOutlet:${merchantStorageId(session)}:${session.user?.id ?? ''}` : null
}

export function storedDashboardOutlet(): string | undefined {
  try {
    const key = storageKey()
    return (key && localStorage.getItem(key)) || undefined
  } catch {
    return undefined
  }
}

export function storeDashboardOutlet(outletId: string | undefined): void {
  try {
    const key = storageKey()
    if (!key) return
    if (outletId) localStorage.setItem(key, outletId)
    else localStorage.removeItem(key)
  } catch {
    // Private mode or storage full: the choice holds for this visit only.
  }
}
