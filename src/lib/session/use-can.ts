import { can, type Action } from './permissions'
import { useSession } from './use-session'

/** Whether the signed-in person may use `action`, live: a role change redraws what it hides. */
export function useCan(action: Action): boolean {
  return can(useSession()?.user, action)
}
