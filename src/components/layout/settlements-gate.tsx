import { Suspense, type ReactNode } from 'react'
import { canReadSettlements } from '../../lib/session/settlements-access'
import { useSession } from '../../lib/session/use-session'
import { NoAccess } from './person-parts'

/**
 * The settlements screens' guard: settlements are the business's (decision 080), not for a person
 * limited to outlets. Not a route's `staticData.action`, which names one action: an older gateway
 * sends `payments.read` for them (lib/session/settlements-access.ts).
 */
export function SettlementsGate({ children }: { children: ReactNode }) {
  if (canReadSettlements(useSession()?.user)) return children
  return (
    <Suspense fallback={null}>
      <NoAccess />
    </Suspense>
  )
}
