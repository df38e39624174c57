import { createFileRoute, redirect } from '@tanstack/react-router'

// product.md §2: any unknown path goes to the dashboard.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
