import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CreatePayoutForm } from '../../../features/payouts/components/create-payout-form'

export const Route = createFileRoute('/_authed/payouts/create')({
  staticData: { texts: ['payouts', 'gateway'], action: 'payouts.create' },
  component: CreatePayoutRoute,
})

function CreatePayoutRoute() {
  const navigate = useNavigate()
  // product.md §2: success returns to the list.
  return <CreatePayoutForm onCreated={() => void navigate({ to: '/payouts' })} />
}
