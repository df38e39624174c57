/*
 * The texts of the components that load with every page, /login included (the boot chunk:
 * toasts, the spinner, the error fallback, the language switcher). Apart from
 * components/messages.ts, whose texts load only with the signed-in screens: a module goes
 * whole into one chunk, so this file stays small (docs/i18n.md).
 */
export const language = /*i18n*/ { id: 'boot.language', message: 'Language' }
export const languageFailed = /*i18n*/ {
  id: 'boot.languageFailed',
  message: 'Could not load {language}. Check the connection and try again.',
}
export const loadingStatus = /*i18n*/ {
  id: 'boot.loadingStatus',
  message: 'Loading',
  comment: "The spinner's name for screen readers",
}
export const notifications = /*i18n*/ { id: 'boot.notifications', message: 'Notifications' }
export const dismissNotification = /*i18n*/ {
  id: 'boot.dismissNotification',
  message: 'Dismiss notification',
}
export const unexpectedError = /*i18n*/ {
  id: 'boot.unexpectedError',
  message: 'Unexpected Application Error!',
}
export const backToDashboard = /*i18n*/ { id: 'boot.backToDashboard', message: 'Back to dashboard' }
