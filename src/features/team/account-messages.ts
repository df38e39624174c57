/*
 * The pages before sign-in (product.md §2.16): accepting an invitation, a forgotten password, a
 * new password. Their own catalogue part (`account`): /login does not download them.
 */
export const inviteTitle = /*i18n*/ { id: 'account.inviteTitle', message: 'Join {business}' }
export const inviteTitlePlain = /*i18n*/ {
  id: 'account.inviteTitlePlain',
  message: 'Accept your invitation',
}
export const inviteIntro = /*i18n*/ {
  id: 'account.inviteIntro',
  message:
    'You are invited to sign in to this business. Check your details, then set your password.',
}
export const business = /*i18n*/ { id: 'account.business', message: 'Business' }
export const name = /*i18n*/ { id: 'account.name', message: 'Name' }
export const email = /*i18n*/ { id: 'account.email', message: 'Email' }
export const role = /*i18n*/ { id: 'account.role', message: 'Role' }
export const checking = /*i18n*/ { id: 'account.checking', message: 'Checking your link...' }
export const linkIncomplete = /*i18n*/ {
  id: 'account.linkIncomplete',
  message: 'This link is incomplete. Open it again from your email.',
}
export const linkFailed = /*i18n*/ {
  id: 'account.linkFailed',
  message: 'Failed to check your link',
}
export const setPassword = /*i18n*/ { id: 'account.setPassword', message: 'Set your password' }
export const password = /*i18n*/ { id: 'account.password', message: 'Password' }
export const newPassword = /*i18n*/ { id: 'account.newPassword', message: 'New password' }
export const passwordHint = /*i18n*/ {
  id: 'account.passwordHint',
  message:
    'Make it long and hard to guess: a few unrelated words work well. Names, dates and common passwords are refused.',
}
export const passwordRequired = /*i18n*/ {
  id: 'account.passwordRequired',
  message: 'Enter a password',
}
export const showPassword = /*i18n*/ { id: 'account.showPassword', message: 'Show password' }
export const hidePassword = /*i18n*/ { id: 'account.hidePassword', message: 'Hide password' }
export const show = /*i18n*/ { id: 'account.show', message: 'Show' }
export const hide = /*i18n*/ { id: 'account.hide', message: 'Hide' }
export const acceptSubmit = /*i18n*/ {
  id: 'account.acceptSubmit',
  message: 'Set password and sign in',
}
export const settingUp = /*i18n*/ { id: 'account.settingUp', message: 'Signing you in...' }
export const acceptFailed = /*i18n*/ {
  id: 'account.acceptFailed',
  message: 'Failed to set your password',
}
export const backToSignIn = /*i18n*/ { id: 'account.backToSignIn', message: 'Back to sign in' }
// Forgot password
export const forgotTitle = /*i18n*/ { id: 'account.forgotTitle', message: 'Forgot your password?' }
export const forgotIntro = /*i18n*/ {
  id: 'account.forgotIntro',
  message: 'Enter the email you sign in with. We will send you a link to set a new password.',
}
export const emailRequired = /*i18n*/ {
  id: 'account.emailRequired',
  message: 'Enter your email address',
}
export const sendLink = /*i18n*/ { id: 'account.sendLink', message: 'Send link' }
export const sending = /*i18n*/ { id: 'account.sending', message: 'Sending...' }
export const linkSent = /*i18n*/ {
  id: 'account.linkSent',
  message: "If an account exists for this email, we've sent a link",
}
export const forgotFailed = /*i18n*/ {
  id: 'account.forgotFailed',
  message: 'Failed to send the link',
}
// Reset password
export const resetTitle = /*i18n*/ { id: 'account.resetTitle', message: 'Set a new password' }
export const resetIntro = /*i18n*/ {
  id: 'account.resetIntro',
  message: 'Choose a new password. You will be signed out everywhere, then sign in with it.',
}
export const resetSubmit = /*i18n*/ { id: 'account.resetSubmit', message: 'Save new password' }
export const saving = /*i18n*/ { id: 'account.saving', message: 'Saving...' }
export const resetDone = /*i18n*/ {
  id: 'account.resetDone',
  message: 'Password changed. Sign in with your new password.',
}
export const resetFailed = /*i18n*/ {
  id: 'account.resetFailed',
  message: 'Failed to change your password',
}
