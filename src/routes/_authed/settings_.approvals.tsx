import { createFileRoute } from '@tanstack/react-router'
import { SettingsTabs } from '../../components/settings-tabs'
import { RulesPage } from '../../features/approvals/components/rules-page'

export const Route = createFileRoute('/_authed/settings_/approvals')({
  staticData: { texts: ['payouts', 'people', 'gateway'], action: 'approvals.read' },
  component: ApprovalsSettingsRoute,
})

/** Settings → Approvals, a section of Settings with its tabs (settings-tabs.tsx). */
function ApprovalsSettingsRoute() {
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <RulesPage />
    </div>
  )
}
