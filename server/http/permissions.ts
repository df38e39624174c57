import { ROLE_LABELS, ROLES, type Role } from '../domain/team/users'
import type { Principal, Scope } from './principal'

/*
 * The one matrix of who may do what (decision 072; docs/product.md §6 holds the same table and
 * tests/server/role-matrix.test.ts checks both agree). Every route declares one action
 * (`authorize(deps, 'payments.read')`): a person may use it when their role is listed; an API key
 * or a counter device when it holds the action's scope, as before roles existed (decision 047).
 * The portal hides what a person cannot do by these action names, never by role names.
 */

const ALL: readonly Role[] = ROLES

/**
 * What an action reaches (decision 080): `outlet` actions are filtered by a person's outlets;
 * `business` actions concern the whole business and are refused to a person limited to outlets.
 */
export type Reach = 'outlet' | 'business'

export const ACTIONS = {
  'dashboard.read': { scope: 'payments', roles: ALL, reach: 'outlet' },
  'payments.read': { scope: 'payments', roles: ALL, reach: 'outlet' },
  // Settlements are the business's, not an outlet's (decision 080).
  'settlements.read': { scope: 'payments', roles: ALL, reach: 'business' },
  'outlets.read': { scope: 'payments', roles: ALL, reach: 'outlet' },
  'outlets.manage': { scope: 'account', roles: ['owner', 'admin'], reach: 'business' },
  'links.create': { scope: 'sell', roles: ['owner', 'admin', 'operations'], reach: 'outlet' },
  'refunds.create': { scope: 'payments', roles: ['owner', 'admin', 'operations'], reach: 'outlet' },
  'payouts.read': { scope: 'payments', roles: ALL, reach: 'business' },
  // Finance prepares payouts too; the approval tiers guard them (decision 076).
  'payouts.create': {
    scope: 'payments',
    roles: ['owner', 'admin', 'finance', 'operations'],
    reach: 'business',
  },
  // Persons only (a scope no API key holds): reading, deciding and setting the tiers.
  'approvals.read': {
    scope: 'account',
    roles: ['owner', 'admin', 'finance', 'operations'],
    reach: 'business',
  },
  'approvals.decide': { scope: 'account', roles: ['owner', 'admin', 'finance'], reach: 'business' },
  'approvals.manage': { scope: 'account', roles: ['owner', 'admin'], reach: 'business' },
  'wallet.topup': { scope: 'payments', roles: ['owner', 'admin', 'finance'], reach: 'business' },
  'books.read': { scope: 'payments', roles: ['owner', 'admin', 'finance'], reach: 'business' },
  'keys.manage': { scope: 'account', roles: ['owner', 'admin', 'developer'], reach: 'business' },
  'webhooks.manage': {
    scope: 'account',
    roles: ['owner', 'admin', 'developer'],
    reach: 'business',
  },
  'profile.read': { scope: 'account', roles: ALL, reach: 'outlet' },
  'profile.update': { scope: 'account', roles: ['owner', 'admin'], reach: 'business' },
  'counters.manage': { scope: 'account', roles: ['owner', 'admin', 'operations'], reach: 'outlet' },
  // The lock and confirm settings apply to every outlet's counters.
  'counters.settings': {
    scope: 'account',
    roles: ['owner', 'admin', 'operations'],
    reach: 'business',
  },
  'team.read': { scope: 'account', roles: ['owner', 'admin'], reach: 'business' },
  'team.manage': { scope: 'account', roles: ['owner', 'admin'], reach: 'business' },
  'activity.read': { scope: 'account', roles: ['owner', 'admin', 'finance'], reach: 'business' },
  'security.self': { scope: 'account', roles: ALL, reach: 'outlet' },
  'security.policy': { scope: 'account', roles: ['owner'], reach: 'business' },
  events: { scope: 'events', roles: ALL, reach: 'outlet' },
  'sign-out': { scope: 'sign-out', roles: ALL, reach: 'outlet' },
} as const satisfies Record<string, { scope: Scope; roles: readonly Role[]; reach: Reach }>

export type Action = keyof typeof ACTIONS

export const ACTION_NAMES = Object.keys(ACTIONS) as Action[]

export function roleMay(role: Role, action: Action): boolean {
  return (ACTIONS[action].roles as readonly Role[]).includes(role)
}

/**
 * The actions a person of this role may use (the login answer's and /merchant/me's `actions`):
 * for a person limited to outlets, none that reaches the whole business (decision 080).
 */
export function actionsOf(role: Role, limited = false): Action[] {
  return ACTION_NAMES.filter(
    (action) => roleMay(role, action) && !(limited && ACTIONS[action].reach === 'business'),
  )
}

/** The 403 a person hears for an action their role does not hold. */
export function roleRefusal(role: Role): string {
  return `Your role (${ROLE_LABELS[role]}) cannot do this`
}

/**
 * A Viewer sees customers' emails and phones masked (decision 072): a matter of what a role sees
 * of an answer rather than of which routes it may call, so it is not an action.
 */
export function masksCustomerContacts(principal: Principal): boolean {
  return principal.kind === 'person' && principal.role === 'viewer'
}

/**
 * The signed-in person as the login answer and GET /merchant/me give it (`data.user`), with the
 * outlets they are limited to (empty: every outlet).
 */
export function signedInUser(
  user: { id: number; name: string; email: string; role: Role; totp_enabled_at: number | null },
  outlets: readonly { outlet_id: string; name: string }[],
) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    two_step: user.totp_enabled_at !== null,
    outlets,
    actions: actionsOf(user.role, outlets.length > 0),
  }
}
