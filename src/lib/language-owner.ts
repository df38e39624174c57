import { getDeviceState, subscribeDevice } from './device-store'
import { getLanguage, getLanguageOwner, setLanguageOwner, type LanguageOwner } from './i18n'
import { getSession, subscribeSession } from './session-store'

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
  // Signing in also tells the gateway the language of the owner's tax invoices.
  const follow = () => void setLanguageOwner(languageOwner()).then(tellDocumentLanguage)
  const offSession = subscribeSession(follow)
  const offDevice = subscribeDevice(follow)
  return () => {
    offSession()
    offDevice()
  }
}

/**
 * The owner's language is also that of the gateway's tax invoices (decision 063). Only when the
 * profile's differs does the code that tells the gateway load (it is not part of /login's
 * download): a gateway whose profile has no `language` never is told.
 */
export function tellDocumentLanguage(): void {
  const saved = getSession()?.merchant.language
  if (typeof saved !== 'string' || saved === getLanguage() || getLanguageOwner() !== 'portal')
    return
  void import('./document-language').then((module) => module.syncDocumentLanguage())
}
