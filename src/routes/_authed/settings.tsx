import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../features/settings/components/settings-page'
import { apiKeysQueryOptions, profileQueryOptions } from '../../features/settings/queries'

export const Route = createFileRoute('/_authed/settings')({
  // product.md §8: profile and API key load failures are silent.
  loader: async ({ context }) => {
    await Promise.all([
      // Always fetched (staleTime 0 here): the forms start from the profile once, so they must
      // not start from an older copy restored from the offline cache. Offline, that copy is used.
      context.queryClient
        .fetchQuery({ ...profileQueryOptions(), staleTime: 0 })
        .catch(() => undefined),
      context.queryClient.ensureQueryData(apiKeysQueryOptions()).catch(() => undefined),
    ])
  },
  component: SettingsPage,
})
