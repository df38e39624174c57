import { createFileRoute } from '@tanstack/react-router'
import type { ActivitySearch } from '../../features/activity/activity-filters'
import { SettingsTabs } from '../../components/settings-tabs'
import { ActivityPage } from '../../features/activity/components/activity-page'

const KEYS = ['person', 'action', 'target', 'from', 'to', 'cursor'] as const

/**
 * A shared or hand-edited URL's filters: text values only. The gateway checks them and refuses a
 * bad one, which the screen says. Read by the screen, not by a validateSearch: a route's options
 * are in the route tree, which /login and a cold counter download (their budgets, decision 023);
 * the screen's code is split from it.
 */
function activitySearch(raw: Record<string, unknown>): ActivitySearch {
  return Object.fromEntries(
    KEYS.flatMap((key) => {
      const value = raw[key]
      return typeof value === 'string' && value !== '' ? [[key, value]] : []
    }),
  )
}

/**
 * Settings → Activity (product.md §2.17), for activity.read: owner, admin, finance. No loader:
 * its code would travel with the screen's anyway, and the screen asks for its page itself (a
 * loader is one more entry in /login's code).
 */
export const Route = createFileRoute('/_authed/settings_/activity')({
  staticData: { texts: ['security', 'screens', 'people'], action: 'activity.read' },
  component: ActivityRoute,
})

function ActivityRoute() {
  const search = activitySearch(Route.useSearch())
  const navigate = Route.useNavigate()
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <ActivityPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
    </div>
  )
}
