import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../../../features/security/components/security-page'
import { securityQueryOptions } from '../../../features/security/queries'

/** Settings → Security (product.md §2.16); every person has it (security.self). */
export const Route = createFileRoute('/_authed/settings/security')({
  staticData: { texts: ['security', 'twostep'], action: 'security.self' },
  loader: ({ context }) => {
    // Not awaited: the screen says 'Please wait...' and its own failure.
    void context.queryClient.prefetchQuery(securityQueryOptions())
  },
  component: SecurityPage,
})
