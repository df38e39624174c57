/*
 * Settings → Activity (product.md §2.17), in English, the source language (docs/i18n.md). Their
 * other languages are in src/locales/<code>.po under the same ids.
 */
export const title = /*i18n*/ { id: 'activity.title', message: 'Activity' }
export const intro = /*i18n*/ {
  id: 'activity.intro',
  message: 'Who did what in this business, newest first. Times are in IST.',
}
export const loadFailed = /*i18n*/ { id: 'activity.loadFailed', message: 'Failed to load activity' }
export const loading = /*i18n*/ { id: 'activity.loading', message: 'Loading...' }
export const empty = /*i18n*/ { id: 'activity.empty', message: 'No activity found' }
export const when = /*i18n*/ { id: 'activity.when', message: 'When (IST)' }
export const who = /*i18n*/ { id: 'activity.who', message: 'Who' }
export const what = /*i18n*/ { id: 'activity.what', message: 'What' }
export const target = /*i18n*/ { id: 'activity.target', message: 'On' }
export const change = /*i18n*/ { id: 'activity.change', message: 'Change' }
export const from = /*i18n*/ { id: 'activity.from', message: 'Address and device' }
export const person = /*i18n*/ { id: 'activity.person', message: 'Person' }
export const everyone = /*i18n*/ { id: 'activity.everyone', message: 'Everyone' }
export const action = /*i18n*/ { id: 'activity.action', message: 'Action' }
export const allActions = /*i18n*/ { id: 'activity.allActions', message: 'All actions' }
export const targetId = /*i18n*/ { id: 'activity.targetId', message: 'Target ID' }
export const targetIdHint = /*i18n*/ {
  id: 'activity.targetIdHint',
  message: 'A payment, refund, payout or counter ID',
}
export const apply = /*i18n*/ { id: 'activity.apply', message: 'Apply' }
export const newer = /*i18n*/ { id: 'activity.newer', message: 'Newer' }
export const older = /*i18n*/ { id: 'activity.older', message: 'Older' }
export const exportFailed = /*i18n*/ { id: 'activity.exportFailed', message: 'Export failed' }
export const api = /*i18n*/ { id: 'activity.actorApi', message: 'API key' }
export const device = /*i18n*/ { id: 'activity.actorDevice', message: 'Counter device' }
export const gateway = /*i18n*/ { id: 'activity.actorGateway', message: 'Gateway' }
export const openTarget = /*i18n*/ { id: 'activity.openTarget', message: 'Open {id}' }
// What happened: one phrase per action code the gateway records
export const signIn = /*i18n*/ { id: 'activity.signIn', message: 'Signed in' }
export const signInFailed = /*i18n*/ { id: 'activity.signInFailed', message: 'Sign-in refused' }
export const signOut = /*i18n*/ { id: 'activity.signOut', message: 'Signed out' }
export const counterPaired = /*i18n*/ {
  id: 'activity.counterPaired',
  message: 'Paired a counter device',
}
export const counterRevoked = /*i18n*/ {
  id: 'activity.counterRevoked',
  message: 'Removed a counter device',
}
export const deviceRevoked = /*i18n*/ {
  id: 'activity.deviceRevoked',
  message: "Removed one of a counter's devices",
}
export const cashierAdded = /*i18n*/ { id: 'activity.cashierAdded', message: 'Added a cashier' }
// Outlets (decision 080): a business's shops, and a counter moved between them.
export const outletCreated = /*i18n*/ { id: 'activity.outletCreated', message: 'Added an outlet' }
export const outletUpdated = /*i18n*/ {
  id: 'activity.outletUpdated',
  message: 'Changed an outlet',
}
export const outletArchived = /*i18n*/ {
  id: 'activity.outletArchived',
  message: 'Archived an outlet',
}
export const outletRestored = /*i18n*/ {
  id: 'activity.outletRestored',
  message: 'Restored an outlet',
}
export const counterMoved = /*i18n*/ {
  id: 'activity.counterMoved',
  message: 'Moved a counter to another outlet',
}
export const shiftClosed = /*i18n*/ {
  id: 'activity.shiftClosed',
  message: 'Closed a counter shift',
}
export const secretRegenerated = /*i18n*/ {
  id: 'activity.secretRegenerated',
  message: 'Regenerated the API secret',
}
export const profileUpdated = /*i18n*/ {
  id: 'activity.profileUpdated',
  message: 'Changed the business profile',
}
export const webhooksUpdated = /*i18n*/ {
  id: 'activity.webhooksUpdated',
  message: 'Changed the webhook URLs',
}
export const linkCreated = /*i18n*/ {
  id: 'activity.linkCreated',
  message: 'Created a payment link',
}
export const linkCancelled = /*i18n*/ {
  id: 'activity.linkCancelled',
  message: 'Cancelled a payment link',
}
export const payoutCreated = /*i18n*/ { id: 'activity.payoutCreated', message: 'Sent a payout' }
export const refundCreated = /*i18n*/ {
  id: 'activity.refundCreated',
  message: 'Refunded a payment',
}
export const personInvited = /*i18n*/ { id: 'activity.personInvited', message: 'Invited a person' }
export const personJoined = /*i18n*/ { id: 'activity.personJoined', message: 'Joined the team' }
export const roleChanged = /*i18n*/ {
  id: 'activity.roleChanged',
  message: "Changed a person's role",
}
export const personDeactivated = /*i18n*/ {
  id: 'activity.personDeactivated',
  message: "Removed a person's access",
}
export const twoStepOn = /*i18n*/ { id: 'activity.twoStepOn', message: 'Turned on 2-step sign-in' }
export const twoStepOff = /*i18n*/ {
  id: 'activity.twoStepOff',
  message: 'Turned off 2-step sign-in',
}
export const recoveryRegenerated = /*i18n*/ {
  id: 'activity.recoveryRegenerated',
  message: 'Made new recovery codes',
}
export const recoveryUsed = /*i18n*/ {
  id: 'activity.recoveryUsed',
  message: 'Signed in with a recovery code',
}
export const passwordChanged = /*i18n*/ {
  id: 'activity.passwordChanged',
  message: 'Changed their password',
}
export const passwordReset = /*i18n*/ {
  id: 'activity.passwordReset',
  message: 'Reset their password',
}
export const sessionsEnded = /*i18n*/ {
  id: 'activity.sessionsEnded',
  message: 'Signed out other sessions',
}
export const policyChanged = /*i18n*/ {
  id: 'activity.policyChanged',
  message: 'Changed the 2-step policy',
}
