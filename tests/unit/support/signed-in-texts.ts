import { PARTS } from 'virtual:catalogue-parts'
import { ensureTexts } from '../../../src/lib/i18n/i18n'

/**
 * Every part of the current language's catalogue a signed-in screen can show (all but the
 * sign-in and pairing pages'): for tests that render screens of several features in another
 * language. A screen itself asks for its own parts (routes/_authed.tsx, decision 062).
 */
export function signedInTexts(): Promise<void> | null {
  return ensureTexts(...PARTS.filter((part) => !['boot', 'auth', 'pair'].includes(part)))
}
