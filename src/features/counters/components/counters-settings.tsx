import { can } from '../../../lib/session/permissions'
import type { SessionUser } from '../../../lib/session/session-store'
import { useSession } from '../../../lib/session/use-session'
import { CountersSection } from './counters-section'
import { LockSetting } from './lock-setting'
import { StaffSection } from './staff-section'

/** The owner's counter settings, below the portal's own (the settings route joins the two). */
export function CountersSettings() {
  const user = useSession()?.user
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CountersSection />
      <StaffSection />
      {canChangeCounterSettings(user) && <LockSetting />}
    </div>
  )
}

/**
 * The counter settings are the whole business's (`counters.settings`, decision 080): not for a
 * person limited to outlets. A gateway before that split sends neither it nor `outlets.read`,
 * and there `counters.manage` covers them, as it did.
 */
export function canChangeCounterSettings(user: SessionUser | null | undefined): boolean {
  return can(user, 'counters.settings') || !can(user, 'outlets.read')
}
