import { apiRequest } from '../http/api-client'
import { getLanguage, getLanguageOwner } from './i18n'
import { getSession, updateStoredMerchant } from '../session/session-store'

// The languages the gateway writes tax documents in (docs/api-contract.md, profile `language`).
const DOCUMENT_LANGUAGES = new Set(['en', 'hi'])

/**
 * The owner's language choice is also the language of the gateway's tax invoices (their lines
 * and amount in words, decision 063): when the portal's language and the profile's differ, the
 * profile is told, quietly. A gateway whose profile has no `language` is never asked; a refusal
 * (offline, a principal without the account scope) changes nothing on screen.
 */
export function syncDocumentLanguage(): void {
  const session = getSession()
  const language = getLanguage()
  if (!session || getLanguageOwner() !== 'portal') return
  const saved = session.merchant.language
  if (typeof saved !== 'string' || saved === language || !DOCUMENT_LANGUAGES.has(language)) return
  apiRequest('/merchant/profile', { method: 'PUT', body: { language } })
    .then(() => updateStoredMerchant({ language }))
    .catch(() => undefined)
}
