import { createFileRoute } from '@tanstack/react-router'
import { SettingsTabs } from '../../components/settings-tabs'
import { SecurityPage } from '../../features/security/components/security-page'

/**
 * Settings → Security (product.md §2.16); every person has it (security.self). The screen reads
 * its data itself: no loader, one entry less in /login's code.
 */
export const Route = createFileRoute('/_authed/settings_/security')({
  staticData: { texts: ['security', 'people'], action: 'security.self' },
  component: SecurityRoute,
})

/** Settings → Security, a section of Settings with its tabs (settings-tabs.tsx). */
function SecurityRoute() {
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <SecurityPage />
    </div>
  )
}
