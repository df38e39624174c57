import { createFileRoute, redirect } from '@tanstack/react-router'

// product.md §2: the empty path goes to the dashboard (which sends a signed-out visitor to /login).
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true })
  },
})
