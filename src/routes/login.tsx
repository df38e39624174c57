import { createFileRoute, redirect } from '@tanstack/react-router'
import { validateLoginSearch } from '../features/auth/login-search'
import { LoginPage } from '../features/auth/components/login-page'

export const Route = createFileRoute('/login')({
  validateSearch: validateLoginSearch,
  beforeLoad: ({ context }) => {
    if (context.auth.getSession()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch()
  return <LoginPage redirectTo={redirectTo} />
}
