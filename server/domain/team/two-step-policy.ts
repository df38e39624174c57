import type { Db } from '../../db/connection'
import { stmt } from '../../db/statements'

/*
 * Who in a business must sign in in two steps (decision 073), set by an Owner. 'money_and_keys'
 * covers every role that moves money or keys (owner, admin, finance, operations, developer):
 * everyone but the read-only Viewer. Someone the policy covers who has no authenticator yet sets
 * one up as the second step of their next sign-in ('enrol').
 */

export const TWO_STEP_POLICIES = ['optional', 'money_and_keys', 'everyone'] as const
export type TwoStepPolicy = (typeof TWO_STEP_POLICIES)[number]

const MONEY_AND_KEYS: ReadonlySet<string> = new Set([
  'owner',
  'admin',
  'finance',
  'operations',
  'developer',
])

export function policyCovers(policy: TwoStepPolicy, role: string): boolean {
  if (policy === 'everyone') return true
  return policy === 'money_and_keys' && MONEY_AND_KEYS.has(role)
}

export function twoStepPolicy(db: Db, merchantId: number): TwoStepPolicy {
  const row = stmt(db, 'SELECT two_step_policy FROM merchants WHERE id = ?').get(merchantId) as
    { two_step_policy: TwoStepPolicy } | undefined
  return row?.two_step_policy ?? 'optional'
}

export function setTwoStepPolicy(db: Db, merchantId: number, policy: TwoStepPolicy): void {
  stmt(db, 'UPDATE merchants SET two_step_policy = ? WHERE id = ?').run(policy, merchantId)
}
