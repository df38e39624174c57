/*
 * The owner's counter screens' texts (product.md §2.14: Settings → Counters, Cashiers, Counter
 * lock, the pairing dialog and the Z-reports), in English, the source language (docs/i18n.md).
 * Their other languages are in src/locales/<code>.po under the same ids.
 */
export const loading = /*i18n*/ { id: 'counters.loading', message: 'Loading...' }

// Settings → Counters
export const title = /*i18n*/ { id: 'counters.title', message: 'Counters' }
export const intro = /*i18n*/ {
  id: 'counters.intro',
  message:
    'Devices that take payments at your shop. A paired device can only sell for its counter: no payouts, wallet, reports or settings.',
}
export const counterName = /*i18n*/ { id: 'counters.counterName', message: 'Counter name' }
export const counterNameHint = /*i18n*/ {
  id: 'counters.counterNameHint',
  message: "For example 'Front desk'",
}
export const addCounter = /*i18n*/ { id: 'counters.addCounter', message: 'Add counter' }
export const adding = /*i18n*/ { id: 'counters.adding', message: 'Adding...' }
export const counterAdded = /*i18n*/ { id: 'counters.counterAdded', message: 'Counter added' }
export const addCounterFailed = /*i18n*/ {
  id: 'counters.addCounterFailed',
  message: 'Failed to add the counter',
}
export const noCounters = /*i18n*/ { id: 'counters.noCounters', message: 'No counters yet' }
export const loadFailed = /*i18n*/ {
  id: 'counters.loadFailed',
  message: 'Failed to load counters',
}
export const ownerCounter = /*i18n*/ {
  id: 'counters.ownerCounter',
  message: 'Where you are signed in',
  comment: "The owner's own counter: the one /counter uses where the owner is signed in",
}
export const paired = /*i18n*/ { id: 'counters.paired', message: 'Paired' }
export const notPaired = /*i18n*/ { id: 'counters.notPaired', message: 'Not paired' }
export const lastSeen = /*i18n*/ { id: 'counters.lastSeen', message: 'Last seen {date}' }
export const lastSeenNever = /*i18n*/ { id: 'counters.lastSeenNever', message: 'Last seen never' }
export const openShift = /*i18n*/ {
  id: 'counters.openShift',
  message: 'Open shift #{number} since {date}',
}
export const noOpenShift = /*i18n*/ { id: 'counters.noOpenShift', message: 'No open shift' }
export const pairDevice = /*i18n*/ { id: 'counters.pairDevice', message: 'Pair a device' }
export const revoke = /*i18n*/ { id: 'counters.revoke', message: 'Revoke' }
export const revokeConfirm = /*i18n*/ {
  id: 'counters.revokeConfirm',
  message: 'Revoke {name}? Its device stops taking payments at once.',
}
export const counterRevoked = /*i18n*/ { id: 'counters.counterRevoked', message: 'Counter revoked' }
export const closeShift = /*i18n*/ { id: 'counters.closeShift', message: 'Close shift' }
export const closeShiftConfirm = /*i18n*/ {
  id: 'counters.closeShiftConfirm',
  message: 'Close shift #{number} of {name}? Its Z-report is final.',
}
export const shiftClosed = /*i18n*/ { id: 'counters.shiftClosed', message: 'Shift closed' }
export const zReports = /*i18n*/ { id: 'counters.zReports', message: 'Z-reports' }

// 'Pair a device'
export const pairTitle = /*i18n*/ { id: 'counters.pairTitle', message: 'Pair a device: {name}' }
export const pairHowTo = /*i18n*/ {
  id: 'counters.pairHowTo',
  message:
    "On the counter's device, open the portal and choose 'Set up this device as a counter', then enter this code, or scan the QR code.",
}
export const pairingCode = /*i18n*/ { id: 'counters.pairingCode', message: 'Pairing code' }
export const validUntil = /*i18n*/ {
  id: 'counters.validUntil',
  message: 'Valid until {time}, for one device.',
}
export const pairingQr = /*i18n*/ {
  id: 'counters.pairingQr',
  message: 'QR code of the pairing address',
}
export const pairedReady = /*i18n*/ {
  id: 'counters.pairedReady',
  message: 'Paired: {name} is ready to sell.',
}
export const pairingFailed = /*i18n*/ {
  id: 'counters.pairingFailed',
  message: 'Failed to create a pairing code',
}

// Settings → Cashiers
export const cashiers = /*i18n*/ { id: 'counters.cashiers', message: 'Cashiers' }
export const cashiersIntro = /*i18n*/ {
  id: 'counters.cashiersIntro',
  message:
    "A paired counter asks 'Who is selling?' and the cashier's PIN. Five wrong PINs lock that cashier on that device for 5 minutes, longer each time; ten in a day lock the device, and it shows here to unlock.",
}
export const name = /*i18n*/ { id: 'counters.name', message: 'Name' }
export const pin = /*i18n*/ { id: 'counters.pin', message: 'PIN' }
export const addCashier = /*i18n*/ { id: 'counters.addCashier', message: 'Add cashier' }
export const cashierAdded = /*i18n*/ { id: 'counters.cashierAdded', message: 'Cashier added' }
export const addCashierFailed = /*i18n*/ {
  id: 'counters.addCashierFailed',
  message: 'Failed to add the cashier',
}
export const pinRule = /*i18n*/ { id: 'counters.pinRule', message: 'The PIN is 4 to 6 digits' }
export const noCashiers = /*i18n*/ {
  id: 'counters.noCashiers',
  message: 'No cashiers yet: counters sell without asking.',
}
export const lockedUntil = /*i18n*/ {
  id: 'counters.lockedUntil',
  message: 'Locked until {time} after wrong PINs',
}
export const resetPin = /*i18n*/ { id: 'counters.resetPin', message: 'Reset PIN' }
export const newPinFor = /*i18n*/ { id: 'counters.newPinFor', message: 'New PIN for {name}' }
export const savePin = /*i18n*/ { id: 'counters.savePin', message: 'Save PIN' }
export const cancel = /*i18n*/ { id: 'counters.cancel', message: 'Cancel' }
export const pinReset = /*i18n*/ { id: 'counters.pinReset', message: 'PIN reset' }
export const remove = /*i18n*/ { id: 'counters.remove', message: 'Remove' }
export const removeConfirm = /*i18n*/ {
  id: 'counters.removeConfirm',
  message: 'Remove {name}? Their past sales keep their name.',
}
export const cashierRemoved = /*i18n*/ {
  id: 'counters.cashierRemoved',
  message: 'Cashier removed',
}

// Settings → Counter lock
export const lockTitle = /*i18n*/ { id: 'counters.lockTitle', message: 'Counter lock' }
export const lockAfter = /*i18n*/ {
  id: 'counters.lockAfter',
  message: 'Lock after idle minutes',
}
export const lockHint = /*i18n*/ {
  id: 'counters.lockHint',
  message: '0 = never. The cashier then chooses their name and PIN again.',
}
export const saveLockTime = /*i18n*/ { id: 'counters.saveLockTime', message: 'Save lock time' }
export const saving = /*i18n*/ { id: 'counters.saving', message: 'Saving...' }
export const lockSaved = /*i18n*/ { id: 'counters.lockSaved', message: 'Lock time saved' }
export const lockInvalid = /*i18n*/ {
  id: 'counters.lockInvalid',
  message: 'The lock time must be a whole number of minutes from 0 to 120',
}
export const saveFailed = /*i18n*/ { id: 'counters.saveFailed', message: 'Failed to save' }

// Z-reports (/z-reports, /z-reports/$shiftId)
export const counterFilter = /*i18n*/ {
  id: 'counters.counterFilter',
  message: 'Counter',
  comment: "The Z-reports' filter: one counter's or all",
}
export const allCounters = /*i18n*/ { id: 'counters.allCounters', message: 'All counters' }
export const zReportsFailed = /*i18n*/ {
  id: 'counters.zReportsFailed',
  message: 'Failed to load Z-reports',
}
export const noZReports = /*i18n*/ { id: 'counters.noZReports', message: 'No Z-reports yet' }
export const zReportOf = /*i18n*/ {
  id: 'counters.zReportOf',
  message: 'Z-report #{number} · {counter}',
}
export const paymentCount = /*i18n*/ {
  id: 'counters.paymentCount',
  message: '{count, plural, one {{count} payment} other {{count} payments}}',
  comment: "A Z-report's successful payments, before their total: '2 payments · ₹200.50'",
}
export const allZReports = /*i18n*/ { id: 'counters.allZReports', message: 'All Z-reports' }
export const zReportFailed = /*i18n*/ {
  id: 'counters.zReportFailed',
  message: 'Failed to load the Z-report',
}
export const downloadCsv = /*i18n*/ { id: 'counters.downloadCsv', message: 'Download CSV' }
export const downloadExcel = /*i18n*/ { id: 'counters.downloadExcel', message: 'Download Excel' }
export const downloadFailed = /*i18n*/ {
  id: 'counters.downloadFailed',
  message: 'Failed to download the Z-report',
}
export const shiftPayments = /*i18n*/ {
  id: 'counters.shiftPayments',
  message: 'Payments in this shift',
}

// Settings → Counters: PIN locks and the till's limit (decision 065)
export const deviceLocked = /*i18n*/ {
  id: 'counters.deviceLocked',
  message:
    'Locked after too many wrong PINs, until {date}. Check who has this device before you unlock it.',
}
export const cashiersLocked = /*i18n*/ {
  id: 'counters.cashiersLocked',
  message: 'Locked on this device after wrong PINs: {names}',
}
export const unlock = /*i18n*/ { id: 'counters.unlock', message: 'Unlock' }
export const unlockConfirm = /*i18n*/ {
  id: 'counters.unlockConfirm',
  message: 'Unlock {name}? Its device can try PINs again.',
}
export const counterUnlocked = /*i18n*/ {
  id: 'counters.counterUnlocked',
  message: 'Counter unlocked',
}
export const maxSale = /*i18n*/ { id: 'counters.maxSale', message: 'Largest sale: {amount}' }
export const maxSaleLabel = /*i18n*/ {
  id: 'counters.maxSaleLabel',
  message: 'Largest sale on {name} (₹)',
}
export const changeLimit = /*i18n*/ { id: 'counters.changeLimit', message: 'Change limit' }
export const saveLimit = /*i18n*/ { id: 'counters.saveLimit', message: 'Save limit' }
export const limitSaved = /*i18n*/ { id: 'counters.limitSaved', message: 'Limit saved' }
export const limitFailed = /*i18n*/ {
  id: 'counters.limitFailed',
  message: 'Failed to save the limit',
}
export const limitInvalid = /*i18n*/ {
  id: 'counters.limitInvalid',
  message: 'Enter an amount from ₹1 to ₹10,00,000',
}
// Settings → Counters: pairing over a device, and the charge limit (decision 064)
export const replaceDeviceConfirm = /*i18n*/ {
  id: 'counters.replaceDeviceConfirm',
  message:
    '{name} already has a device: {device}, paired {date}. It stops taking payments as soon as a new device uses the code. Pair another device?',
  comment:
    'Asked before a pairing code is made for a counter that has a device; device e.g. Chrome on Android',
}
export const unnamedDevice = /*i18n*/ {
  id: 'counters.unnamedDevice',
  message: 'a device',
  comment: 'Stands for a paired device whose browser is not known',
}
export const pairedDevice = /*i18n*/ {
  id: 'counters.pairedDevice',
  message: 'Device: {device}, paired {date}',
}
export const confirmAbove = /*i18n*/ {
  id: 'counters.confirmAbove',
  message: 'Ask before charging above (₹)',
}
export const confirmAboveHint = /*i18n*/ {
  id: 'counters.confirmAboveHint',
  message: "Charge asks 'Charge ₹…?' once above this amount. Default ₹50,000.",
}
export const saveConfirmAbove = /*i18n*/ { id: 'counters.saveConfirmAbove', message: 'Save limit' }
export const confirmAboveSaved = /*i18n*/ {
  id: 'counters.confirmAboveSaved',
  message: 'Limit saved',
}
export const confirmAboveInvalid = /*i18n*/ {
  id: 'counters.confirmAboveInvalid',
  message: 'Enter an amount from ₹1 to ₹10,00,000',
}
export const confirmAboveFailed = /*i18n*/ {
  id: 'counters.confirmAboveFailed',
  message: 'Failed to save the limit',
}

// Settings → Counters: the standing QR and the standee (decision 078)
export const standingQr = /*i18n*/ {
  id: 'counters.standingQr',
  message: 'Standing QR',
  comment: "A counter's printed QR that has no amount: the customer types it in their UPI app",
}
export const standingQrTitle = /*i18n*/ {
  id: 'counters.standingQrTitle',
  message: 'Standing QR: {name}',
}
export const standingQrHowTo = /*i18n*/ {
  id: 'counters.standingQrHowTo',
  message:
    "Print it and stand it by the counter. The customer scans it with any UPI app and types the amount; the payment is this counter's, and its devices announce it.",
}
export const standingQrImage = /*i18n*/ {
  id: 'counters.standingQrImage',
  message: 'Standing QR of {name}',
}
export const payeeAddress = /*i18n*/ { id: 'counters.payeeAddress', message: 'Payee address' }
export const copyPayeeAddress = /*i18n*/ {
  id: 'counters.copyPayeeAddress',
  message: 'Copy payee address',
}
export const downloadA6 = /*i18n*/ { id: 'counters.downloadA6', message: 'Download A6 standee' }
export const downloadA5 = /*i18n*/ { id: 'counters.downloadA5', message: 'Download A5 standee' }
export const downloading = /*i18n*/ { id: 'counters.downloading', message: 'Downloading...' }
export const standeeFailed = /*i18n*/ {
  id: 'counters.standeeFailed',
  message: 'Failed to download the standee',
}
export const sandboxPay = /*i18n*/ {
  id: 'counters.sandboxPay',
  message: 'Pay it in the sandbox UPI app',
}

// Settings → Counters: pairing a Till or a Speaker, and the devices of a counter (decision 078)
export const pairMode = /*i18n*/ {
  id: 'counters.pairMode',
  message: 'What will the device do?',
}
export const modeTill = /*i18n*/ {
  id: 'counters.modeTill',
  message: 'Till',
  comment: 'A device mode: the keypad that takes sales',
}
export const modeTillHint = /*i18n*/ {
  id: 'counters.modeTillHint',
  message: 'Takes sales: the keypad and a QR for each sale. A counter has one Till.',
}
export const modeSpeaker = /*i18n*/ {
  id: 'counters.modeSpeaker',
  message: 'Speaker',
  comment: 'A device mode: a spare phone that announces payments, like a soundbox',
}
export const modeSpeakerHint = /*i18n*/ {
  id: 'counters.modeSpeakerHint',
  message:
    'Announces every payment to this counter, like a soundbox. It cannot charge, cancel or refund. Up to 5.',
}
export const showCode = /*i18n*/ { id: 'counters.showCode', message: 'Show pairing code' }
export const codeForTill = /*i18n*/ {
  id: 'counters.codeForTill',
  message: 'This code pairs a Till.',
}
export const codeForSpeaker = /*i18n*/ {
  id: 'counters.codeForSpeaker',
  message: 'This code pairs a Speaker.',
}
export const speakerPairedReady = /*i18n*/ {
  id: 'counters.speakerPairedReady',
  message: 'Paired: a Speaker of {name} announces its payments.',
}
export const devices = /*i18n*/ { id: 'counters.devices', message: 'Devices of {name}' }
export const noDevices = /*i18n*/ { id: 'counters.noDevices', message: 'No device paired' }
export const deviceMode = /*i18n*/ {
  id: 'counters.deviceMode',
  message: '{mode, select, till {Till} speaker {Speaker} other {Device}}',
  comment: "A paired device's mode in the counter's list of devices",
}
export const connected = /*i18n*/ { id: 'counters.connected', message: 'Connected' }
export const notConnected = /*i18n*/ { id: 'counters.notConnected', message: 'Not connected' }
export const removeDevice = /*i18n*/ {
  id: 'counters.removeDevice',
  message: 'Remove {device}',
  comment: "Accessible name of a device's Remove button; device e.g. Chrome on Android",
}
export const removeDeviceConfirm = /*i18n*/ {
  id: 'counters.removeDeviceConfirm',
  message:
    "Remove {mode, select, till {the Till} speaker {the Speaker} other {the device}} {device} from {name}? It stops at once; the counter's other devices stay.",
}
export const deviceRemoved = /*i18n*/ { id: 'counters.deviceRemoved', message: 'Device removed' }

// Outlets (decision 080, product.md §2.23): shown once the business has a second open outlet.
export const outlet = /*i18n*/ { id: 'counters.outlet', message: 'Outlet' }
export const outletCounters = /*i18n*/ {
  id: 'counters.outletCounters',
  message: 'Counters at {name}',
  comment: 'Accessible name of the list of one outlet’s counters',
}
export const moveTo = /*i18n*/ {
  id: 'counters.moveTo',
  message: 'Move {name} to',
  comment: 'Label of the choice of another outlet for a counter',
}
export const move = /*i18n*/ { id: 'counters.move', message: 'Move' }
export const moved = /*i18n*/ { id: 'counters.moved', message: 'Counter moved' }
export const moveHint = /*i18n*/ {
  id: 'counters.moveHint',
  message: 'Its past payments and shifts keep their outlet.',
}
export const moveFailed = /*i18n*/ {
  id: 'counters.moveFailed',
  message: 'Failed to move the counter',
}
export const everyOutletCashier = /*i18n*/ {
  id: 'counters.everyOutletCashier',
  message: 'Works at every outlet: someone who sees every outlet changes their PIN or outlet',
  comment: 'Under a cashier of every outlet, seen by a person limited to some outlets',
}

export const anyOutlet = /*i18n*/ {
  id: 'counters.anyOutlet',
  message: 'Any outlet',
  comment: 'A cashier who may sell at every outlet',
}
export const cashierOutlet = /*i18n*/ {
  id: 'counters.cashierOutlet',
  message: 'Outlet of {name}',
  comment: 'Label of the choice of the outlet a cashier works at',
}
export const cashierOutletSaved = /*i18n*/ {
  id: 'counters.cashierOutletSaved',
  message: 'Cashier saved',
}
export const cashierOutletFailed = /*i18n*/ {
  id: 'counters.cashierOutletFailed',
  message: 'Failed to change the cashier’s outlet',
}
export const archivedOutlet = /*i18n*/ {
  id: 'counters.archivedOutlet',
  message: '{name} (archived)',
}
export const allOutlets = /*i18n*/ { id: 'counters.allOutlets', message: 'All outlets' }
