/*
 * Settings → Security (product.md §2.16), in English, the source language (docs/i18n.md). Their
 * other languages are in src/locales/<code>.po under the same ids.
 */
export const title = /*i18n*/ { id: 'security.title', message: 'Security' }
export const loadFailed = /*i18n*/ {
  id: 'security.loadFailed',
  message: 'Failed to load security settings',
}
// 2-step sign-in
export const twoStepTitle = /*i18n*/ { id: 'security.twoStepTitle', message: '2-step sign-in' }
export const twoStepOff = /*i18n*/ {
  id: 'security.twoStepOff',
  message: 'Off. Signing in asks only for your password.',
}
export const twoStepOn = /*i18n*/ {
  id: 'security.twoStepOn',
  message: 'On. Signing in asks for a code from your authenticator app.',
}
export const turnOn = /*i18n*/ { id: 'security.turnOn', message: 'Turn on' }
export const turnOff = /*i18n*/ { id: 'security.turnOff', message: 'Turn off' }
export const confirmCode = /*i18n*/ {
  id: 'security.confirmCode',
  message: 'Enter the 6-digit code the app shows',
}
export const code = /*i18n*/ { id: 'security.code', message: '6-digit code' }
export const codeRequired = /*i18n*/ { id: 'security.codeRequired', message: 'Enter the code' }
export const confirmTurnOn = /*i18n*/ { id: 'security.confirmTurnOn', message: 'Turn on 2-step' }
export const cancel = /*i18n*/ { id: 'security.cancel', message: 'Cancel' }
export const working = /*i18n*/ { id: 'security.working', message: 'Please wait...' }
export const turnedOn = /*i18n*/ { id: 'security.turnedOn', message: '2-step sign-in is on' }
export const turnedOff = /*i18n*/ { id: 'security.turnedOff', message: '2-step sign-in is off' }
export const turnOffPrompt = /*i18n*/ {
  id: 'security.turnOffPrompt',
  message: 'To turn 2-step off, enter a code from your authenticator app.',
}
export const setupFailed = /*i18n*/ {
  id: 'security.setupFailed',
  message: 'Failed to start 2-step setup',
}
// Recovery codes
export const recoveryLeft = /*i18n*/ {
  id: 'security.recoveryLeft',
  message: '{count, plural, one {{count} recovery code left} other {{count} recovery codes left}}',
}
export const regenerateCodes = /*i18n*/ {
  id: 'security.regenerateCodes',
  message: 'Regenerate recovery codes',
}
export const regeneratePrompt = /*i18n*/ {
  id: 'security.regeneratePrompt',
  message: 'New codes replace all the old ones. Enter a code from your authenticator app.',
}
// Sessions
export const sessionsTitle = /*i18n*/ { id: 'security.sessionsTitle', message: 'Your sessions' }
export const everyonesSessions = /*i18n*/ {
  id: 'security.everyonesSessions',
  message: "Show everyone's sessions",
}
export const lastSeen = /*i18n*/ { id: 'security.lastSeen', message: 'Last seen' }
export const thisDevice = /*i18n*/ { id: 'security.thisDevice', message: 'This device' }
export const unknownDevice = /*i18n*/ { id: 'security.unknownDevice', message: 'Unknown device' }
export const signOutSession = /*i18n*/ { id: 'security.signOutSession', message: 'Sign out' }
export const signOutSessionOf = /*i18n*/ {
  id: 'security.signOutSessionOf',
  message: 'Sign out the session on {device}',
}
export const signOutOthers = /*i18n*/ {
  id: 'security.signOutOthers',
  message: 'Sign out other sessions',
}
export const sessionEnded = /*i18n*/ { id: 'security.sessionEnded', message: 'Session signed out' }
export const othersEnded = /*i18n*/ {
  id: 'security.othersEnded',
  message: 'Other sessions signed out',
}
export const noSessions = /*i18n*/ { id: 'security.noSessions', message: 'No other sessions' }
// Password
export const passwordTitle = /*i18n*/ { id: 'security.passwordTitle', message: 'Change password' }
export const passwordIntro = /*i18n*/ {
  id: 'security.passwordIntro',
  message: 'Your other sessions end when the password changes.',
}
export const currentPassword = /*i18n*/ {
  id: 'security.currentPassword',
  message: 'Current password',
}
export const newPassword = /*i18n*/ { id: 'security.newPassword', message: 'New password' }
export const confirmPassword = /*i18n*/ {
  id: 'security.confirmPassword',
  message: 'Confirm new password',
}
export const passwordsDiffer = /*i18n*/ {
  id: 'security.passwordsDiffer',
  message: 'The new passwords do not match',
}
export const passwordRequired = /*i18n*/ {
  id: 'security.passwordRequired',
  message: 'Fill in all three fields',
}
export const changePassword = /*i18n*/ {
  id: 'security.changePassword',
  message: 'Change password',
}
export const passwordChanged = /*i18n*/ {
  id: 'security.passwordChanged',
  message: 'Password changed. Your other sessions have ended.',
}
// The owner's policy
export const policyTitle = /*i18n*/ { id: 'security.policyTitle', message: '2-step policy' }
export const policyIntro = /*i18n*/ {
  id: 'security.policyIntro',
  message: 'Who in this business must use 2-step sign-in.',
}
export const policyOptional = /*i18n*/ { id: 'security.policyOptional', message: 'Optional' }
export const policyMoneyAndKeys = /*i18n*/ {
  id: 'security.policyMoneyAndKeys',
  message: 'Required for roles that move money or keys',
}
export const policyEveryone = /*i18n*/ {
  id: 'security.policyEveryone',
  message: 'Required for everyone',
}
export const savePolicy = /*i18n*/ { id: 'security.savePolicy', message: 'Save policy' }
export const policySaved = /*i18n*/ { id: 'security.policySaved', message: '2-step policy saved' }
export const actionFailed = /*i18n*/ {
  id: 'security.actionFailed',
  message: 'Something went wrong. Try again.',
}
