import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router'
import { BatchPage } from '../../../features/payout-batches/components/batch-page'
import { UploadPage } from '../../../features/payout-batches/components/upload-page'
import { batchParams, batchScreen } from '../../../features/payout-batches/links'
import { useCan } from '../../../lib/session/use-can'

/**
 * Bulk payouts: /payouts/upload and /payouts/batches/<id>, one route for both (links.ts says
 * why). The batches' texts load with the payouts part of the catalogue (CATALOGUE_PARTS). No
 * loader: the screens ask for their data as they open.
 */
export const Route = createFileRoute('/_authed/payouts/$')({
  // No `action`: as Payouts itself, for everyone who sees payouts; the upload asks payouts.create.
  staticData: { texts: ['payouts', 'gateway', 'screens'] },
  component: BatchesRoute,
})

function BatchesRoute() {
  const navigate = useNavigate()
  const canCreate = useCan('payouts.create')
  const shown = batchScreen(Route.useParams()._splat)
  // Any other address under /payouts, or the upload for a person who may not create payouts.
  if (!shown || (shown.screen === 'upload' && !canCreate)) return <Navigate to="/payouts" replace />
  if (shown.screen === 'batch') {
    // Keyed: another batch's page starts afresh (its filters, its pages).
    return <BatchPage key={shown.batchId} batchId={shown.batchId} />
  }
  // A submitted batch opens on its own page: its approval and progress are there.
  return (
    <UploadPage
      onSubmitted={(batch) =>
        void navigate({ to: '/payouts/$', params: batchParams(batch.batch_id) })
      }
    />
  )
}
