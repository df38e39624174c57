import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/page-placeholder'

export const Route = createFileRoute('/_authed/wallet')({
  component: () => <PagePlaceholder title="Wallet" />,
})
