/*
 * The pairing page's texts (/counter/pair, product.md §2.14), apart from messages.ts so they load
 * with that page only, not with the counter (docs/i18n.md).
 */
export const pairTitle = /*i18n*/ {
  id: 'pair.title',
  message: 'Set up this device as a counter',
}
export const pairHelp = /*i18n*/ {
  id: 'pair.help',
  message:
    "Enter the pairing code from the owner's Settings → Counters → Pair a device. This device will take payments for that counter only.",
}
export const pairOwnerSignedIn = /*i18n*/ {
  id: 'pair.ownerSignedIn',
  message:
    'The owner is signed in on this device. Setting it up as a counter signs the owner out of it.',
}
export const pairCode = /*i18n*/ { id: 'pair.code', message: 'Pairing code' }
export const pairCodeRequired = /*i18n*/ {
  id: 'pair.codeRequired',
  message: 'Enter the pairing code',
}
export const pairFailed = /*i18n*/ {
  id: 'pair.failed',
  message: 'The device could not be set up. Try again.',
}
export const pairSubmit = /*i18n*/ { id: 'pair.submit', message: 'Set up counter' }
export const pairBusy = /*i18n*/ { id: 'pair.busy', message: 'Setting up...' }
export const pairOwnerInstead = /*i18n*/ {
  id: 'pair.ownerInstead',
  message: 'Sign in as the owner instead',
}
