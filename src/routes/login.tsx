import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/components/login-page'

/** Only same-site paths: an open redirect after sign-in would be a phishing aid. */
function validateLoginSearch(search: { redirect?: unknown } & SearchSchemaInput): {
  redirect?: string
} {
  const { redirect } = search
  return typeof redirect === 'string' && /^\/(?![/\\])/.test(redirect) ? { redirect } : {}
}

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
