import { getDeviceState, subscribeDevice } from '../session/device-store'
import { setLanguageOwner, type LanguageOwner } from './i18n'
import { getSession, subscribeSession } from '../session/session-store'

/**
 * Whose language choice the device shows (product.md §13, docs/decisions/056): a paired counter
 * keeps its own, also while it says the owner removed it; otherwise (signed in, or on /login) the
 * owner's portal's. The owner's session wins, as it does for the credential (credentials.ts).
 */
export function languageOwner(): LanguageOwner {
  const { device, ended } = getDeviceState()
  return !getSession() && (device || ended) ? 'counter' : 'portal'
}

/** Pairing the device, ending its pairing, signing in or out: the right choice applies at once. */
export function followLanguageOwner(): () => void {
  const follow = () => void setLanguageOwner(languageOwner())
  const offSession = subscribeSession(follow)
  const offDevice = subscribeDevice(follow)
  return () => {
    offSession()
    offDevice()
  }
}
