import { createFileRoute } from '@tanstack/react-router'
import { ReportsPage } from '../../features/reports/components/reports-page'

// Nothing to load: the form starts from the spec's defaults and downloads on demand.
export const Route = createFileRoute('/_authed/reports')({
  component: ReportsPage,
})
