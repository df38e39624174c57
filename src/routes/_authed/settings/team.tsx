import { createFileRoute } from '@tanstack/react-router'
import { TeamPage } from '../../../features/team/components/team-page'
import { teamQueryOptions } from '../../../features/team/queries'

export const Route = createFileRoute('/_authed/settings/team')({
  staticData: { texts: ['team', 'people', 'gateway'], action: 'team.read' },
  // A failed load shows on the screen; a gateway without teams answers null (404).
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(teamQueryOptions()).catch(() => undefined),
  component: TeamPage,
})
