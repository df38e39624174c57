/*
 * The texts of src/lib, in English, the source language (docs/i18n.md). Other languages are in
 * src/locales/<code>.po under the same ids. Write a text here, never inline in the code that
 * shows it; `npm run i18n:extract` then lists it in every catalogue.
 */
export const appName = /*i18n*/ {
  id: 'app.name',
  message: 'Merchant Portal',
  comment: 'The document title and the brand shown on the sign-in page and in the sidebar',
}
export const languageName = /*i18n*/ {
  id: 'language.name',
  message: 'English',
  comment: "This catalogue's language, in that language: the switcher lists it by this name",
}
export const months = /*i18n*/ {
  id: 'format.months',
  message: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
  comment: 'The twelve month names as dates show them ("22 Nov 2026"), separated by single spaces',
}
export const requestFailed = /*i18n*/ { id: 'api.requestFailed', message: 'Request failed' }
export const requestFailedStatus = /*i18n*/ {
  id: 'api.requestFailedStatus',
  message: 'Request failed ({status})',
}
export const timedOut = /*i18n*/ { id: 'api.timedOut', message: 'Request timed out' }
export const networkError = /*i18n*/ {
  id: 'api.networkError',
  message: 'Network error: check your connection',
}
export const offlineAction = /*i18n*/ {
  id: 'api.offlineAction',
  message: 'You are offline. This action needs a connection and was not sent.',
}
export const newVersion = /*i18n*/ { id: 'update.available', message: 'A new version is available' }
export const reload = /*i18n*/ { id: 'update.reload', message: 'Reload' }
