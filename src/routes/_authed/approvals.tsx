import { createFileRoute } from '@tanstack/react-router'
import { ApprovalsPage } from '../../features/approvals/components/approvals-page'

export const Route = createFileRoute('/_authed/approvals')({
  // The approvals' texts load with the payouts' part; `screens` for the pagination.
  staticData: { texts: ['payouts', 'gateway', 'screens'], action: 'approvals.read' },
  component: ApprovalsPage,
})
