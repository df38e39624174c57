import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../../components/page-placeholder'

export const Route = createFileRoute('/_authed/payments/create')({
  component: () => <PagePlaceholder title="Create Payment" />,
})
