/*
 * The payout screens' texts (product.md §2.7, §2.8, §5, §8), in English, the source language
 * (docs/i18n.md). Their other languages are in src/locales/<code>.po under the same ids.
 */
// The list (product.md §2.7)
export const title = /*i18n*/ { id: 'payouts.title', message: 'Payouts' }
export const searchPlaceholder = /*i18n*/ {
  id: 'payouts.searchPlaceholder',
  message: 'Payout ID, account...',
}
export const allStatus = /*i18n*/ { id: 'payouts.allStatus', message: 'All' }
export const loadFailed = /*i18n*/ { id: 'payouts.loadFailed', message: 'Failed to load payouts' }
export const empty = /*i18n*/ { id: 'payouts.empty', message: 'No payouts found' }
export const createPayout = /*i18n*/ { id: 'payouts.create', message: 'Create Payout' }
/** Beside 'Create Payout': many payouts from a CSV or Excel file (features/payout-batches). */
export const uploadFile = /*i18n*/ { id: 'payouts.uploadFile', message: 'Upload file' }
export const exportSoon = /*i18n*/ {
  id: 'payouts.exportSoon',
  message: 'Export feature coming soon',
}
export const payoutId = /*i18n*/ { id: 'payouts.payoutId', message: 'Payout ID' }
export const copyPayoutId = /*i18n*/ { id: 'payouts.copyPayoutId', message: 'Copy payout ID' }
export const amount = /*i18n*/ { id: 'payouts.amount', message: 'Amount' }
export const fee = /*i18n*/ { id: 'payouts.fee', message: 'Fee' }
export const netAmount = /*i18n*/ { id: 'payouts.netAmount', message: 'Net Amount' }
export const referenceId = /*i18n*/ { id: 'payouts.referenceId', message: 'Reference ID' }
export const suggestReference = /*i18n*/ {
  id: 'payouts.suggestReference',
  message: 'Suggest a reference',
  comment: 'Fills Reference ID with a new unique one',
}
export const beneficiary = /*i18n*/ { id: 'payouts.beneficiary', message: 'Beneficiary' }
export const status = /*i18n*/ { id: 'payouts.status', message: 'Status' }
export const utr = /*i18n*/ { id: 'payouts.utr', message: 'UTR' }
export const date = /*i18n*/ { id: 'payouts.date', message: 'Date' }
export const actions = /*i18n*/ { id: 'payouts.actions', message: 'Actions' }
export const viewPayout = /*i18n*/ { id: 'payouts.viewPayout', message: 'View payout {id}' }
export const notAvailable = /*i18n*/ {
  id: 'payouts.notAvailable',
  message: 'N/A',
  comment: 'Shown for a missing reference, UTR or beneficiary',
}
// 'Payout Details' (product.md §2.7)
export const details = /*i18n*/ { id: 'payouts.details', message: 'Payout Details' }
export const failureReason = /*i18n*/ { id: 'payouts.failureReason', message: 'Failure Reason' }
export const mode = /*i18n*/ { id: 'payouts.mode', message: 'Mode' }
export const beneficiaryName = /*i18n*/ {
  id: 'payouts.beneficiaryName',
  message: 'Beneficiary Name',
}
export const beneficiaryDestination = /*i18n*/ {
  id: 'payouts.beneficiaryDestination',
  message: 'Beneficiary VPA/Account',
}
export const ifscCode = /*i18n*/ { id: 'payouts.ifscCode', message: 'IFSC Code' }
export const gatewayPayoutId = /*i18n*/ {
  id: 'payouts.gatewayPayoutId',
  message: 'Gateway Payout ID',
}
export const createdAt = /*i18n*/ { id: 'payouts.createdAt', message: 'Created At' }
export const updatedAt = /*i18n*/ { id: 'payouts.updatedAt', message: 'Updated At' }
// Create Payout (product.md §2.8)
export const backToPayouts = /*i18n*/ { id: 'payouts.backToPayouts', message: 'Back to payouts' }
export const subtitle = /*i18n*/ {
  id: 'payouts.subtitle',
  message: 'Send money to bank accounts via IMPS, NEFT, or RTGS',
}
export const amountInr = /*i18n*/ { id: 'payouts.amountInr', message: 'Amount (INR)' }
export const beneficiaryDetails = /*i18n*/ {
  id: 'payouts.beneficiaryDetails',
  message: 'Beneficiary Details',
}
export const name = /*i18n*/ { id: 'payouts.name', message: 'Name' }
export const accountNumber = /*i18n*/ { id: 'payouts.accountNumber', message: 'Account Number' }
export const reenterAccountLabel = /*i18n*/ {
  id: 'payouts.reenterAccountLabel',
  message: 'Re-enter account number',
}
export const phone = /*i18n*/ { id: 'payouts.phone', message: 'Phone' }
export const email = /*i18n*/ { id: 'payouts.email', message: 'Email' }
export const remarks = /*i18n*/ { id: 'payouts.remarks', message: 'Remarks' }
export const saveBeneficiary = /*i18n*/ {
  id: 'payouts.saveBeneficiary',
  message: 'Save this beneficiary for future payouts',
}
export const noteBalance = /*i18n*/ {
  id: 'payouts.noteBalance',
  message: 'Ensure sufficient wallet balance before initiating a payout',
}
export const noteImps = /*i18n*/ {
  id: 'payouts.noteImps',
  message: 'IMPS payouts are processed within 30 minutes',
}
export const noteNeft = /*i18n*/ {
  id: 'payouts.noteNeft',
  message: 'NEFT/RTGS may take 2-4 hours depending on bank working hours',
}
export const noteFees = /*i18n*/ {
  id: 'payouts.noteFees',
  message: 'Payout fees are deducted from your wallet balance',
}
export const cancel = /*i18n*/ { id: 'payouts.cancel', message: 'Cancel' }
export const initiate = /*i18n*/ { id: 'payouts.initiate', message: 'Initiate Payout' }
export const processing = /*i18n*/ { id: 'payouts.processing', message: 'Processing...' }
// Validation (product.md §5) and the checks before a payout (decision 051)
export const referenceRequired = /*i18n*/ {
  id: 'payouts.referenceRequired',
  message: 'Please enter a reference ID',
}
export const amountInvalid = /*i18n*/ {
  id: 'payouts.amountInvalid',
  message: 'Please enter a valid amount',
}
export const nameRequired = /*i18n*/ {
  id: 'payouts.nameRequired',
  message: 'Please enter beneficiary name',
}
export const accountAndIfsc = /*i18n*/ {
  id: 'payouts.accountAndIfsc',
  message: 'Please enter beneficiary account and IFSC code',
}
export const ifscTooLong = /*i18n*/ {
  id: 'payouts.ifscTooLong',
  message: 'IFSC code must be at most {length} characters',
}
export const invalidAccount = /*i18n*/ {
  id: 'payouts.invalidAccount',
  message: 'Invalid account number',
}
export const invalidIfsc = /*i18n*/ { id: 'payouts.invalidIfsc', message: 'Invalid IFSC code' }
export const reenterAccount = /*i18n*/ {
  id: 'payouts.reenterAccount',
  message: 'Please re-enter the account number',
}
export const accountsDiffer = /*i18n*/ {
  id: 'payouts.accountsDiffer',
  message: 'Account numbers do not match',
}
export const checkingIfsc = /*i18n*/ { id: 'payouts.checkingIfsc', message: 'Checking IFSC...' }
export const unknownIfsc = /*i18n*/ {
  id: 'payouts.unknownIfsc',
  message: 'No bank branch has this IFSC code',
}
export const verifyAccount = /*i18n*/ { id: 'payouts.verifyAccount', message: 'Verify account' }
export const verifying = /*i18n*/ { id: 'payouts.verifying', message: 'Verifying...' }
export const accountVerified = /*i18n*/ {
  id: 'payouts.accountVerified',
  message: 'Account verified: the bank holds the name {name}',
}
export const nameDiffers = /*i18n*/ {
  id: 'payouts.nameDiffers',
  message: 'The bank holds a different name',
}
export const nameEntered = /*i18n*/ { id: 'payouts.nameEntered', message: 'Name you entered' }
export const nameAtBank = /*i18n*/ { id: 'payouts.nameAtBank', message: 'Name at the bank' }
export const useBankName = /*i18n*/ {
  id: 'payouts.useBankName',
  message: 'Use the name at the bank',
}
export const keepName = /*i18n*/ {
  id: 'payouts.keepName',
  message: 'Keep my name and continue',
}
export const keptName = /*i18n*/ {
  id: 'payouts.keptName',
  message: 'You confirmed this account is the right one.',
}
export const accountNotFound = /*i18n*/ {
  id: 'payouts.accountNotFound',
  message: 'Account not found. Check the account number and IFSC code.',
}
export const chooseName = /*i18n*/ {
  id: 'payouts.chooseName',
  message: 'Choose which name to use before you continue',
}
export const verifyFailed = /*i18n*/ {
  id: 'payouts.verifyFailed',
  message: 'Failed to verify account',
}
export const verifyUnavailable = /*i18n*/ {
  id: 'payouts.verifyUnavailable',
  message: 'Account verification is not available on this gateway',
}
// Saved beneficiaries
export const savedBeneficiary = /*i18n*/ {
  id: 'payouts.savedBeneficiary',
  message: 'Saved beneficiary',
}
export const newBeneficiary = /*i18n*/ { id: 'payouts.newBeneficiary', message: 'New beneficiary' }
export const removeBeneficiary = /*i18n*/ {
  id: 'payouts.removeBeneficiary',
  message: 'Remove saved beneficiary {name}',
}
export const beneficiaryRemoved = /*i18n*/ {
  id: 'payouts.beneficiaryRemoved',
  message: 'Beneficiary removed',
}
export const removeFailed = /*i18n*/ {
  id: 'payouts.removeFailed',
  message: 'Failed to remove beneficiary',
}
// 'Review payout'
export const review = /*i18n*/ { id: 'payouts.review', message: 'Review payout' }
export const totalDebited = /*i18n*/ {
  id: 'payouts.totalDebited',
  message: 'Total debited from wallet',
}
export const loading = /*i18n*/ { id: 'payouts.loading', message: 'Loading...' }
export const account = /*i18n*/ { id: 'payouts.account', message: 'Account' }
export const ifsc = /*i18n*/ { id: 'payouts.ifsc', message: 'IFSC' }
export const nameMatches = /*i18n*/ { id: 'payouts.nameMatches', message: '{name} (matches)' }
export const nameConfirmed = /*i18n*/ {
  id: 'payouts.nameConfirmed',
  message: '{name} (differs; you confirmed the account)',
}
export const notVerified = /*i18n*/ { id: 'payouts.notVerified', message: 'Not verified' }
export const aboveUsual = /*i18n*/ {
  id: 'payouts.aboveUsual',
  message:
    'This amount is more than 3 times your largest recent payout ({amount}). Check it before you send.',
}
export const shortBalance = /*i18n*/ {
  id: 'payouts.shortBalance',
  message: 'Your available balance ({amount}) is less than the total debited.',
}
export const awaitsApproval = /*i18n*/ {
  id: 'payouts.awaitsApproval',
  message: "Payouts over ₹50,000 wait for an admin's approval before they are sent.",
}
export const edit = /*i18n*/ { id: 'payouts.edit', message: 'Edit' }
export const confirmSend = /*i18n*/ { id: 'payouts.confirmSend', message: 'Confirm and send' }
// Toasts (product.md §8)
export const awaitingApproval = /*i18n*/ {
  id: 'payouts.awaitingApproval',
  message: 'Payout created and pending admin approval',
}
export const sentForApproval = /*i18n*/ {
  id: 'payouts.sentForApproval',
  message: 'Sent for approval: the payout goes once it is approved',
  comment:
    'The business asks a second person to approve payouts of this size (Settings → Approvals)',
}
export const autoApproved = /*i18n*/ {
  id: 'payouts.autoApproved',
  message: 'Payout approved and initiated successfully',
}
export const initiated = /*i18n*/ {
  id: 'payouts.initiated',
  message: 'Payout initiated successfully',
}
export const riskFlagged = /*i18n*/ {
  id: 'payouts.riskFlagged',
  message: 'Payout flagged for review by risk engine',
}
export const initiateFailed = /*i18n*/ {
  id: 'payouts.initiateFailed',
  message: 'Failed to initiate payout',
}
