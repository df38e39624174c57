import type { SessionUser } from './session-store'

/**
 * The actions of the gateway's one permission matrix (docs/product.md §6). The portal hides what
 * the signed-in person may not use by these names, never by role names, so a role the gateway
 * reshapes needs no change here. Hiding is a courtesy: the gateway refuses the call regardless.
 */
export type Action =
  | 'dashboard.read'
  | 'payments.read'
  | 'settlements.read'
  | 'outlets.read'
  | 'outlets.manage'
  | 'links.create'
  | 'refunds.create'
  | 'payouts.read'
  | 'payouts.create'
  | 'wallet.topup'
  | 'books.read'
  | 'keys.manage'
  | 'webhooks.manage'
  | 'profile.read'
  | 'profile.update'
  | 'counters.manage'
  | 'counters.settings'
  | 'team.read'
  | 'team.manage'
  | 'activity.read'
  | 'security.self'
  | 'security.policy'
  | 'approvals.read'
  | 'approvals.decide'
  | 'approvals.manage'

/** The roles the gateway knows, in the order the Team screen offers them. */
export const ROLES = ['owner', 'admin', 'finance', 'operations', 'developer', 'viewer'] as const
export type Role = (typeof ROLES)[number]

/**
 * May this person use `action`? No person (a gateway without people, or a session stored before
 * it had them) is the business's owner, who may do everything, as before.
 */
export function can(user: SessionUser | null | undefined, action: Action): boolean {
  return !user || user.actions.includes(action)
}
