import type { MessageDescriptor } from '@lingui/core'
import * as m from './messages'

/**
 * The gateway's action codes (docs/api-contract.md "Activity log") in words. A code not listed
 * here (a newer gateway's) shows as the gateway wrote it.
 */
export const ACTION_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  sign_in: m.signIn,
  'sign_in.failed': m.signInFailed,
  'sign_in.recovery_code': m.recoveryUsed,
  sign_out: m.signOut,
  'counter.paired': m.counterPaired,
  'counter.revoked': m.counterRevoked,
  'counter.device_revoked': m.deviceRevoked,
  'cashier.added': m.cashierAdded,
  'outlet.created': m.outletCreated,
  'outlet.updated': m.outletUpdated,
  'outlet.archived': m.outletArchived,
  'outlet.restored': m.outletRestored,
  'counter.moved': m.counterMoved,
  'shift.closed': m.shiftClosed,
  'api_secret.regenerated': m.secretRegenerated,
  'profile.updated': m.profileUpdated,
  'webhooks.updated': m.webhooksUpdated,
  'link.created': m.linkCreated,
  'link.cancelled': m.linkCancelled,
  'payout.created': m.payoutCreated,
  'refund.created': m.refundCreated,
  'team.invited': m.personInvited,
  'team.joined': m.personJoined,
  'team.role_changed': m.roleChanged,
  'team.deactivated': m.personDeactivated,
  'two_step.enabled': m.twoStepOn,
  'two_step.disabled': m.twoStepOff,
  'two_step.recovery_codes_regenerated': m.recoveryRegenerated,
  'password.changed': m.passwordChanged,
  'password.reset': m.passwordReset,
  'sessions.signed_out_others': m.sessionsEnded,
  'security.policy_changed': m.policyChanged,
}
