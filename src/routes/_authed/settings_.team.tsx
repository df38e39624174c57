import { createFileRoute } from '@tanstack/react-router'
import { SettingsTabs } from '../../components/settings-tabs'
import { TeamPage } from '../../features/team/components/team-page'

export const Route = createFileRoute('/_authed/settings_/team')({
  staticData: { texts: ['team', 'people', 'gateway'], action: 'team.read' },
  // No loader: the screen asks for the team as it opens (a loader would be one more lazy import
  // in the route tree, which the boot code carries: /login's and a cold counter's budgets).
  component: TeamRoute,
})

/** Settings → Team, a section of Settings with its tabs (settings-tabs.tsx). */
function TeamRoute() {
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <TeamPage />
    </div>
  )
}
