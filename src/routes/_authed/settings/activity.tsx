import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import type { ActivitySearch } from '../../../features/activity/activity-filters'
import { ActivityPage } from '../../../features/activity/components/activity-page'
import { activityQueryOptions, peopleQueryOptions } from '../../../features/activity/queries'
import { startListLoad } from '../../../lib/lists/list-route'

/**
 * A shared or hand-edited URL's values: text only, kept short (plain code: route files load with
 * /login, whose budget has no room for more). The gateway checks them and refuses a bad one.
 */
const text = (value: unknown) =>
  typeof value === 'string' && value !== '' && value.length <= 140 ? value : undefined
const validateActivitySearch = (
  raw: { [K in keyof ActivitySearch]?: unknown } & SearchSchemaInput,
): ActivitySearch => ({
  person: text(raw.person),
  action: text(raw.action),
  target: text(raw.target),
  from: text(raw.from),
  to: text(raw.to),
  cursor: text(raw.cursor),
})

/** Settings → Activity (product.md §2.17), for activity.read: owner, admin, finance. */
export const Route = createFileRoute('/_authed/settings/activity')({
  staticData: { texts: ['activity', 'screens'], action: 'activity.read' },
  validateSearch: validateActivitySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    startListLoad(context.queryClient.ensureQueryData(activityQueryOptions(deps)))
    void context.queryClient.prefetchQuery(peopleQueryOptions())
  },
  component: ActivityRoute,
})

function ActivityRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ActivityPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
