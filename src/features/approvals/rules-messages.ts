/*
 * Settings → Approvals (product.md §2.19), in English, the source language (docs/i18n.md); in
 * the payouts' part with the inbox's texts (scripts/i18n-plugins.ts).
 */
export const loading = /*i18n*/ { id: 'approvals.rulesLoading', message: 'Loading...' }
export const loadFailed = /*i18n*/ {
  id: 'approvals.rulesLoadFailed',
  message: 'Failed to load the approval tiers',
}
export const rulesTitle = /*i18n*/ { id: 'approvals.rulesTitle', message: 'Approval tiers' }
export const rulesIntro = /*i18n*/ {
  id: 'approvals.rulesIntro',
  message:
    'How many people must approve a payout or a refund before money moves, by its amount. The person who asks never approves their own.',
}
export const payoutTiers = /*i18n*/ { id: 'approvals.payoutTiers', message: 'Payouts' }
export const refundTiers = /*i18n*/ { id: 'approvals.refundTiers', message: 'Refunds' }
export const upTo = /*i18n*/ { id: 'approvals.upTo', message: 'Up to (₹)' }
export const upToFor = /*i18n*/ {
  id: 'approvals.upToFor',
  message: 'Tier {n}: up to (₹)',
  comment: "The accessible name of a tier's amount field",
}
export const above = /*i18n*/ {
  id: 'approvals.above',
  message: 'Above {amount}',
  comment: 'The last tier: every amount above the one before it',
}
export const anyAmount = /*i18n*/ { id: 'approvals.anyAmount', message: 'Any amount' }
export const approvers = /*i18n*/ { id: 'approvals.approvers', message: 'Approvers' }
export const approversFor = /*i18n*/ {
  id: 'approvals.approversFor',
  message: 'Tier {n}: approvers',
}
export const approversNone = /*i18n*/ {
  id: 'approvals.approversNone',
  message: 'None',
  comment: 'No approval needed: the payout goes at once',
}
export const senior = /*i18n*/ {
  id: 'approvals.senior',
  message: 'One must be an Owner or Admin',
}
export const seniorFor = /*i18n*/ {
  id: 'approvals.seniorFor',
  message: 'Tier {n}: one must be an Owner or Admin',
}
export const addTier = /*i18n*/ { id: 'approvals.addTier', message: 'Add a tier' }
export const removeTierFor = /*i18n*/ {
  id: 'approvals.removeTierFor',
  message: 'Remove tier {n}',
}
export const save = /*i18n*/ { id: 'approvals.save', message: 'Save tiers' }
export const saving = /*i18n*/ { id: 'approvals.saving', message: 'Saving...' }
export const saved = /*i18n*/ { id: 'approvals.saved', message: 'Approval tiers saved' }
export const saveFailed = /*i18n*/ {
  id: 'approvals.saveFailed',
  message: 'Failed to save the approval tiers',
}
export const lastChanged = /*i18n*/ {
  id: 'approvals.lastChanged',
  message: 'Last changed by {name}, {at}',
}
export const neverChanged = /*i18n*/ {
  id: 'approvals.neverChanged',
  message: 'The default tiers: nobody has changed them',
}
export const readOnly = /*i18n*/ {
  id: 'approvals.readOnly',
  message: 'Only an Owner or Admin changes the tiers.',
}
export const upToRequired = /*i18n*/ { id: 'approvals.upToRequired', message: 'Enter an amount' }
export const upToInvalid = /*i18n*/ {
  id: 'approvals.upToInvalid',
  message: 'Enter a valid amount',
}
export const notAscending = /*i18n*/ {
  id: 'approvals.notAscending',
  message: 'Must be more than the tier above',
}
export const seniorNeedsApprover = /*i18n*/ {
  id: 'approvals.seniorNeedsApprover',
  message: 'Choose at least one approver first',
}
export const approversRange = /*i18n*/ {
  id: 'approvals.approversRange',
  message: '0, 1 or 2 approvers',
}
export const tierCount = /*i18n*/ { id: 'approvals.tierCount', message: 'From 1 to 5 tiers' }
