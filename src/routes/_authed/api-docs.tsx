import { createFileRoute } from '@tanstack/react-router'
import { PagePlaceholder } from '../../components/page-placeholder'

export const Route = createFileRoute('/_authed/api-docs')({
  component: () => <PagePlaceholder title="API Documentation" />,
})
