import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginPage } from '../features/auth/components/login-page'

const loginSearchSchema = z.object({
  // Only same-site paths: an open redirect after sign-in would be a phishing aid.
  redirect: z.catch(z.optional(z.string().check(z.regex(/^\/(?!\/)/))), undefined),
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearchSchema,
  beforeLoad: ({ context }) => {
    if (context.auth.getSession()) throw redirect({ to: '/dashboard', replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect: redirectTo } = Route.useSearch()
  return <LoginPage redirectTo={redirectTo} />
}
