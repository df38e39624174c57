import { can } from './permissions'
import type { SessionUser } from './session-store'

/**
 * May this person read the settlements? Decision 080 split `settlements.read` (a business action)
 * from `payments.read`: a gateway before it sends neither that nor `outlets.read`, and there
 * `payments.read` still opens them. Apart from permissions.ts, which a cold counter downloads.
 */
export function canReadSettlements(user: SessionUser | null | undefined): boolean {
  if (can(user, 'settlements.read')) return true
  return !can(user, 'outlets.read') && can(user, 'payments.read')
}
