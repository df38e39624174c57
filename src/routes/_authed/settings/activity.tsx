import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import type { ActivitySearch } from '../../../features/activity/activity-filters'
import { ActivityPage } from '../../../features/activity/components/activity-page'

const KEYS = ['person', 'action', 'target', 'from', 'to', 'cursor'] as const

/**
 * A shared or hand-edited URL's filters: text values only (plain code, and little of it: route
 * files load with /login, whose budget is nearly spent). The gateway checks them and refuses a
 * bad one, which the screen says.
 */
const validateActivitySearch = (
  raw: { [K in keyof ActivitySearch]?: unknown } & SearchSchemaInput,
): ActivitySearch =>
  Object.fromEntries(
    KEYS.flatMap((key) => {
      const value = raw[key]
      return typeof value === 'string' && value !== '' ? [[key, value]] : []
    }),
  )

/**
 * Settings → Activity (product.md §2.17), for activity.read: owner, admin, finance. No loader:
 * its code would travel with the screen's anyway, and the screen asks for its page itself (a
 * loader is one more entry in /login's code).
 */
export const Route = createFileRoute('/_authed/settings/activity')({
  staticData: { texts: ['security', 'screens'], action: 'activity.read' },
  validateSearch: validateActivitySearch,
  component: ActivityRoute,
})

function ActivityRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ActivityPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
