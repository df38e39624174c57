import { createFileRoute } from '@tanstack/react-router'
import { ReportsPage } from '../../features/reports/components/reports-page'

// Nothing to load: the form starts from its defaults (product.md §2) and downloads on demand.
export const Route = createFileRoute('/_authed/reports')({
  staticData: { texts: ['reports'] },
  component: ReportsPage,
})
