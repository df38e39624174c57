import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { NoAccess } from '../../../components/layout/person-parts'
import { PageSpinner } from '../../../components/spinner'
import { batchParams, batchScreen } from '../../../features/payout-batches/links'
import { useCan } from '../../../lib/session/use-can'

// Each screen its own file: opening one downloads neither of the others.
const CreatePayoutForm = lazy(() =>
  import('../../../features/payouts/components/create-payout-form').then((module) => ({
    default: module.CreatePayoutForm,
  })),
)
const UploadPage = lazy(() =>
  import('../../../features/payout-batches/components/upload-page').then((module) => ({
    default: module.UploadPage,
  })),
)
const BatchPage = lazy(() =>
  import('../../../features/payout-batches/components/batch-page').then((module) => ({
    default: module.BatchPage,
  })),
)

/**
 * Create Payout (/payouts/create) and bulk payouts (/payouts/upload, /payouts/batches/<id>): one
 * route for the three (payout-batches/links.ts says why). Their texts load with the payouts part
 * of the catalogue (CATALOGUE_PARTS). No loader: the screens ask for their data as they open.
 */
export const Route = createFileRoute('/_authed/payouts/$')({
  // No `action`: as Payouts itself, for everyone who sees payouts; create and upload ask
  // payouts.create below.
  staticData: { texts: ['payouts', 'gateway', 'screens'] },
  component: BatchesRoute,
})

function BatchesRoute() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PayoutScreen />
    </Suspense>
  )
}

function PayoutScreen() {
  const navigate = useNavigate()
  const canCreate = useCan('payouts.create')
  const splat = Route.useParams()._splat
  if (splat === 'create') {
    // A role without payouts.create: the layout's calm page, as for any screen it cannot use.
    if (!canCreate) return <NoAccess />
    // product.md §2: success returns to the list.
    return <CreatePayoutForm onCreated={() => void navigate({ to: '/payouts' })} />
  }
  const shown = batchScreen(splat)
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
