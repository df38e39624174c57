import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../../features/settings/components/settings-page'
import { apiKeysQueryOptions, profileQueryOptions } from '../../features/settings/queries'

export const Route = createFileRoute('/_authed/settings')({
  // SPEC §8: profile and API key load failures are silent.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined),
      context.queryClient.ensureQueryData(apiKeysQueryOptions()).catch(() => undefined),
    ])
  },
  component: SettingsPage,
})
