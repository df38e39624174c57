/*
 * The texts of the sign-in's second step and the step-up dialog (product.md §2.3 and "Step-up"),
 * in English, the source language (docs/i18n.md). They load with those two, lazily, in the
 * catalogue's `security` part, so /login's download does not grow by them.
 */
export const secondStepTitle = /*i18n*/ { id: 'twoStep.title', message: '2-step sign-in' }
export const totpPrompt = /*i18n*/ {
  id: 'twoStep.totpPrompt',
  message: 'Enter the 6-digit code from your authenticator app',
}
export const mailPrompt = /*i18n*/ {
  id: 'twoStep.mailPrompt',
  message: 'We emailed a 6-digit code to {email}',
  comment: 'email is the address masked by the gateway, e.g. r***@example.com',
}
export const mailPromptNoAddress = /*i18n*/ {
  id: 'twoStep.mailPromptNoAddress',
  message: 'We emailed you a 6-digit code',
}
export const recoveryPrompt = /*i18n*/ {
  id: 'twoStep.recoveryPrompt',
  message: 'Enter one of your recovery codes',
}
export const useRecovery = /*i18n*/ {
  id: 'twoStep.useRecovery',
  message: 'Use a recovery code instead',
}
export const useApp = /*i18n*/ {
  id: 'twoStep.useApp',
  message: 'Use the code from your app instead',
}
export const enrolRequired = /*i18n*/ {
  id: 'twoStep.enrolRequired',
  message: 'Your business requires 2-step sign-in. Set up your authenticator app to continue.',
}
export const codeRequired = /*i18n*/ { id: 'twoStep.codeRequired', message: 'Enter the code' }
export const verify = /*i18n*/ { id: 'twoStep.verify', message: 'Verify' }
export const verifying = /*i18n*/ { id: 'twoStep.verifying', message: 'Verifying...' }
export const backToSignIn = /*i18n*/ { id: 'twoStep.backToSignIn', message: 'Back to sign in' }
export const wrongCode = /*i18n*/ {
  id: 'twoStep.wrongCode',
  message: 'That code did not work. Try again.',
}
// The step-up dialog
export const stepUpTitle = /*i18n*/ { id: 'twoStep.stepUpTitle', message: "Confirm it's you" }
export const stepUpCodeIntro = /*i18n*/ {
  id: 'twoStep.stepUpCodeIntro',
  message: 'This change needs the 6-digit code from your authenticator app.',
}
export const stepUpPasswordIntro = /*i18n*/ {
  id: 'twoStep.stepUpPasswordIntro',
  message: 'This change needs your password.',
}
export const code = /*i18n*/ { id: 'twoStep.code', message: '6-digit code' }
export const password = /*i18n*/ { id: 'twoStep.password', message: 'Password' }
export const passwordRequired = /*i18n*/ {
  id: 'twoStep.passwordRequired',
  message: 'Enter your password',
}
export const confirm = /*i18n*/ { id: 'twoStep.confirm', message: 'Confirm' }
export const confirming = /*i18n*/ { id: 'twoStep.confirming', message: 'Confirming...' }
export const cancel = /*i18n*/ { id: 'twoStep.cancel', message: 'Cancel' }
// Setting up an authenticator and the recovery codes (Settings → Security, and an enrolment at sign-in)
export const recoveryTitle = /*i18n*/ { id: 'twoStep.recoveryTitle', message: 'Recovery codes' }
export const recoveryIntro = /*i18n*/ {
  id: 'twoStep.recoveryIntro',
  message:
    'Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.',
}
export const copyCodes = /*i18n*/ { id: 'twoStep.copyCodes', message: 'Copy' }
export const downloadCodes = /*i18n*/ { id: 'twoStep.downloadCodes', message: 'Download (.txt)' }
export const codesCopied = /*i18n*/ { id: 'twoStep.codesCopied', message: 'Recovery codes copied' }
export const codesSaved = /*i18n*/ { id: 'twoStep.codesSaved', message: 'I have saved them' }
export const codesFileHeading = /*i18n*/ {
  id: 'twoStep.codesFileHeading',
  message: 'Recovery codes for {business}. Each code works once.',
}
export const scanQr = /*i18n*/ {
  id: 'twoStep.scanQr',
  message: 'Scan this code with your authenticator app (Google Authenticator, Authy, 1Password…).',
}
export const qrAlt = /*i18n*/ {
  id: 'twoStep.qrAlt',
  message: 'QR code to add this account to an authenticator app',
}
export const manualEntry = /*i18n*/ {
  id: 'twoStep.manualEntry',
  message: 'Or enter this key in the app by hand',
}
export const copyKey = /*i18n*/ { id: 'twoStep.copyKey', message: 'Copy key' }
export const keyCopied = /*i18n*/ { id: 'twoStep.keyCopied', message: 'Key copied' }
