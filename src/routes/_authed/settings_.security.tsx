import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../../features/security/components/security-page'

/**
 * Settings → Security (product.md §2.16); every person has it (security.self). The screen reads
 * its data itself: no loader, one entry less in /login's code.
 */
export const Route = createFileRoute('/_authed/settings_/security')({
  staticData: { texts: ['security'], action: 'security.self' },
  component: SecurityPage,
})
