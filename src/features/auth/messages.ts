/*
 * The sign-in screen's texts (product.md §2.3, §5, §8), in English, the source language
 * (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids.
 */
export const subtitle = /*i18n*/ { id: 'auth.subtitle', message: 'Sign in to your account' }
export const identifier = /*i18n*/ { id: 'auth.identifier', message: 'Username or Email' }
export const password = /*i18n*/ { id: 'auth.password', message: 'Password' }
export const showPassword = /*i18n*/ { id: 'auth.showPassword', message: 'Show password' }
export const hidePassword = /*i18n*/ { id: 'auth.hidePassword', message: 'Hide password' }
export const show = /*i18n*/ { id: 'auth.show', message: 'Show' }
export const hide = /*i18n*/ { id: 'auth.hide', message: 'Hide' }
export const signIn = /*i18n*/ { id: 'auth.signIn', message: 'Sign In' }
export const signingIn = /*i18n*/ { id: 'auth.signingIn', message: 'Signing in...' }
export const help = /*i18n*/ { id: 'auth.help', message: 'Need help? Contact your administrator.' }
export const required = /*i18n*/ {
  id: 'auth.required',
  message: 'Please enter both username/email and password',
}
export const success = /*i18n*/ { id: 'auth.success', message: 'Login successful!' }
export const failed = /*i18n*/ { id: 'auth.failed', message: 'Login failed' }
export const rejected = /*i18n*/ { id: 'auth.rejected', message: 'Authentication failed' }
export const endedUnderSale = /*i18n*/ {
  id: 'auth.endedUnderSale',
  message:
    'Your session ended while a payment was on screen. Sign in again: the counter shows that payment again, and its result when it arrives.',
}
export const endedUnderLink = /*i18n*/ {
  id: 'auth.endedUnderLink',
  message:
    'Your session ended while a payment link was open. Sign in again and find the payment under Payments.',
}
export const accessRemoved = /*i18n*/ {
  id: 'auth.accessRemoved',
  message: 'Your access to this business was removed',
  comment: 'On the sign-in page after the business deactivated the signed-in person',
}
export const forgotPassword = /*i18n*/ { id: 'auth.forgotPassword', message: 'Forgot password?' }
export const setUpCounter = /*i18n*/ {
  id: 'auth.setUpCounter',
  message: 'Set up this device as a counter',
  comment: "A link on the sign-in page to the counter's pairing page",
}
