import { CountersSection } from './counters-section'
import { LockSetting } from './lock-setting'
import { StaffSection } from './staff-section'

/** The owner's counter settings, below the portal's own (the settings route joins the two). */
export function CountersSettings() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <CountersSection />
      <StaffSection />
      <LockSetting />
    </div>
  )
}
