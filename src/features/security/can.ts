import { getSession } from '../../lib/session/session-store'

/**
 * Whether the signed-in person may use an action (docs/api-contract.md: the login answer's
 * `user.actions`). Read defensively: a session from before people has no `user`, and then the
 * owner-only parts stay hidden (the gateway refuses them anyway).
 */
export function sessionCan(action: string): boolean {
  const session: unknown = getSession()
  const user =
    typeof session === 'object' && session !== null
      ? (session as { user?: unknown }).user
      : undefined
  const actions =
    typeof user === 'object' && user !== null ? (user as { actions?: unknown }).actions : undefined
  return Array.isArray(actions) && actions.includes(action)
}
