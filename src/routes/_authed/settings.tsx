import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/page-placeholder'
import { profileQueryOptions } from '../../features/settings/queries'

export const Route = createFileRoute('/_authed/settings')({
  // SPEC §8: profile load failures are silent.
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(profileQueryOptions()).catch(() => undefined),
  component: () => <PagePlaceholder title="Settings" />,
})
