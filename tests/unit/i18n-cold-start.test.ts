/**
 * A device that chose Hindi reopens the portal on a signed-in screen: the signed-in layout asks
 * for the screens' texts (ensureTexts) while the boot part of the catalogue is still loading
 * (prepareApp runs both at once). The screens' texts must be there before the first render, not
 * left in English (docs/decisions/056).
 */
import { expect, it } from 'vitest'
import { ensureTexts, getLanguage, LANGUAGE_KEY, startI18n, t } from '../../src/lib/i18n/i18n'

it("brings the signed-in screens' texts when they are asked for while the first part loads", async () => {
  localStorage.setItem(LANGUAGE_KEY, 'hi')
  const started = startI18n()
  // The signed-in layout's beforeLoad for /payments, in the same turn: the language is not
  // applied yet.
  const texts = ensureTexts('counter', 'screens', 'payments')
  if (texts) await texts
  await started
  expect(getLanguage()).toBe('hi')
  expect(t({ id: 'boot.language', message: 'Language' })).toBe('भाषा')
  expect(t({ id: 'list.clearFilters', message: 'Clear filters' })).toBe('फ़िल्टर हटाएँ')
  // Not the sign-in page's (decision 062): a signed-in screen does not show them.
  expect(t({ id: 'auth.signIn', message: 'Sign In' })).toBe('Sign In')
})
