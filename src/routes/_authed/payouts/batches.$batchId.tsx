import { createFileRoute } from '@tanstack/react-router'
import { BatchPage } from '../../../features/payout-batches/components/batch-page'

export const Route = createFileRoute('/_authed/payouts/batches/$batchId')({
  staticData: { texts: ['payouts', 'gateway', 'screens'], action: 'payouts.read' },
  component: BatchRoute,
})

function BatchRoute() {
  const { batchId } = Route.useParams()
  // Keyed: another batch's page starts afresh (its filters, its pages).
  return <BatchPage key={batchId} batchId={batchId} />
}
