/*
 * The texts of the counter's screens that load when needed (product.md §2.14): 'Who is selling?',
 * the shift dialogs, the Z-report screen and the removed device. Apart from messages.ts so their
 * English stays in those screens' chunks, out of the counter's first download (decision 023).
 */
export const whoIsSelling = /*i18n*/ { id: 'shift.whoIsSelling', message: 'Who is selling?' }
export const chooseName = /*i18n*/ {
  id: 'shift.chooseName',
  message: 'Tap your name, then enter your PIN.',
}
export const pinFor = /*i18n*/ {
  id: 'shift.pinFor',
  message: 'PIN for {name}',
  comment: "name is the cashier's name",
}
export const wrongPin = /*i18n*/ {
  id: 'shift.wrongPin',
  message: 'Wrong PIN',
  comment: 'Shown when the gateway refused the PIN without a message of its own',
}
export const attemptsLeft = /*i18n*/ {
  id: 'shift.attemptsLeft',
  message:
    '{count, plural, one {{count} try left, then this cashier is locked on this device for {minutes} minutes.} other {{count} tries left, then this cashier is locked on this device for {minutes} minutes.}}',
  comment:
    'minutes: how long the next lock lasts (5, then 15, 60…). Write {count}, not #, in the forms (# would build an Intl number format)',
}
export const startSelling = /*i18n*/ { id: 'shift.startSelling', message: 'Start selling' }
export const pinChecking = /*i18n*/ { id: 'shift.pinChecking', message: 'Checking...' }
export const back = /*i18n*/ { id: 'shift.back', message: 'Back' }
export const closeTitle = /*i18n*/ { id: 'shift.closeTitle', message: 'Close this shift?' }
export const closeText = /*i18n*/ {
  id: 'shift.closeText',
  message: 'Its Z-report is final, and the next shift starts at zero.',
}
export const closing = /*i18n*/ { id: 'shift.closing', message: 'Closing...' }
export const keepOpen = /*i18n*/ { id: 'shift.keepOpen', message: 'Keep it open' }
export const closeFailed = /*i18n*/ {
  id: 'shift.closeFailed',
  message: 'The shift could not be closed. Try again.',
}
export const noShift = /*i18n*/ {
  id: 'shift.noShift',
  message: 'No shift is open: the next sale opens one.',
}
export const done = /*i18n*/ { id: 'shift.done', message: 'Done' }
export const removedHelp = /*i18n*/ {
  id: 'shift.removedHelp',
  message:
    'This device can no longer take payments. Ask the owner for a new pairing code to set it up again.',
}
export const setUpAgain = /*i18n*/ {
  id: 'shift.setUpAgain',
  message: 'Set up this device again',
}
// Charging above the owner's limit (decision 064): its dialog loads when it is needed
export const confirmCharge = /*i18n*/ {
  id: 'shift.confirmCharge',
  message: 'Charge {amount}?',
  comment:
    'Asked once before charging an amount above the limit the owner set; amount e.g. ₹1,50,150.00',
}
export const confirmChargeHelp = /*i18n*/ {
  id: 'shift.confirmChargeHelp',
  message: 'This is more than {limit}. Check the amount with the customer.',
}
export const confirmChargeYes = /*i18n*/ { id: 'shift.confirmChargeYes', message: 'Charge' }
export const confirmChargeNo = /*i18n*/ { id: 'shift.confirmChargeNo', message: 'Change amount' }
