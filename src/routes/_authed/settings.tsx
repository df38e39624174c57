import { createFileRoute, Outlet } from '@tanstack/react-router'
import { SettingsTabs } from '../../components/settings-tabs'

/** Settings' sections, each its own route under /settings, with the tabs between them. */
export const Route = createFileRoute('/_authed/settings')({
  staticData: { texts: ['people'] },
  component: SettingsLayout,
})

function SettingsLayout() {
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <Outlet />
    </div>
  )
}
