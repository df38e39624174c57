import { createFileRoute } from '@tanstack/react-router'
import { ApiDocsPage } from '../../features/docs/components/api-docs-page'

// Static: no loader, nothing fetched, so the page renders offline from the precached bundle.
export const Route = createFileRoute('/_authed/api-docs')({
  staticData: { texts: ['docs'] },
  component: ApiDocsPage,
})
