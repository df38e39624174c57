import { createFileRoute } from '@tanstack/react-router'
import { SettingsTabs } from '../../components/settings-tabs'
import {
  canChangeCounterSettings,
  CountersSettings,
} from '../../features/counters/components/counters-settings'
import {
  counterSettingsQueryOptions,
  countersQueryOptions,
  staffQueryOptions,
} from '../../features/counters/queries'
import { SettingsPage } from '../../features/settings/components/settings-page'
import { apiKeysQueryOptions, profileQueryOptions } from '../../features/settings/queries'
import { can } from '../../lib/session/permissions'
import { getSession } from '../../lib/session/session-store'
import { useCan } from '../../lib/session/use-can'

export const Route = createFileRoute('/_authed/settings')({
  staticData: { texts: ['settings', 'counters', 'people'] },
  // product.md §8: profile and API key load failures are silent. What the person's role cannot
  // use is not asked for (the gateway would refuse it; its section is hidden).
  loader: async ({ context }) => {
    const user = getSession()?.user
    const counters = can(user, 'counters.manage')
    await Promise.all([
      // Always fetched (staleTime 0 here): the forms start from the profile once, so they must
      // not start from an older copy restored from the offline cache. Offline, that copy is used.
      context.queryClient
        .fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
        .catch(() => undefined),
      can(user, 'keys.manage') &&
        context.queryClient.ensureQueryData(apiKeysQueryOptions()).catch(() => undefined),
      // The counters part (decision 049): a gateway without it answers 404, the part hides.
      counters && context.queryClient.fetchQuery(countersQueryOptions()).catch(() => undefined),
      counters && context.queryClient.ensureQueryData(staffQueryOptions()).catch(() => undefined),
      counters &&
        canChangeCounterSettings(user) &&
        context.queryClient.ensureQueryData(counterSettingsQueryOptions()).catch(() => undefined),
    ])
  },
  component: SettingsRoute,
})

/** The portal's settings and the shop's counters meet here, not in each other's feature. */
function SettingsRoute() {
  const counters = useCan('counters.manage')
  return (
    <div className="space-y-6">
      <SettingsTabs />
      <SettingsPage />
      {counters && <CountersSettings />}
    </div>
  )
}
