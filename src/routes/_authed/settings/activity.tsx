import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import type { ActivitySearch } from '../../../features/activity/activity-filters'
import { ActivityPage } from '../../../features/activity/components/activity-page'
import { activityQueryOptions, peopleQueryOptions } from '../../../features/activity/queries'
import { startListLoad } from '../../../lib/lists/list-route'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A shared or hand-edited URL's bad values fall back to no filter (plain code: no zod at boot). */
function validateActivitySearch(
  raw: { [K in keyof ActivitySearch]?: unknown } & SearchSchemaInput,
): ActivitySearch {
  const text = (value: unknown, max: number, pattern?: RegExp) =>
    typeof value === 'string' &&
    value !== '' &&
    value.length <= max &&
    (!pattern || pattern.test(value))
      ? value
      : undefined
  return {
    person: text(raw.person, 20, /^\d+$/),
    action: text(raw.action, 64),
    target: text(raw.target, 140),
    from: text(raw.from, 10, DAY),
    to: text(raw.to, 10, DAY),
    cursor: text(raw.cursor, 20, /^\d+$/),
  }
}

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
