import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { UploadPage } from '../../../features/payout-batches/components/upload-page'

export const Route = createFileRoute('/_authed/payouts/upload')({
  // The batches' texts load with the payouts part (CATALOGUE_PARTS); no loader: the screen asks
  // for its batches as it opens, so the route tree's boot code stays as it was.
  staticData: { texts: ['payouts', 'gateway', 'screens'], action: 'payouts.create' },
  component: UploadRoute,
})

function UploadRoute() {
  const navigate = useNavigate()
  // A submitted batch opens on its own page: its approval and progress are there.
  return (
    <UploadPage
      onSubmitted={(batch) =>
        void navigate({ to: '/payouts/batches/$batchId', params: { batchId: batch.batch_id } })
      }
    />
  )
}
